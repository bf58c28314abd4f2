import type { ReactNode } from 'react';
import { masks, type MaskName } from '@county/shared/masks';
import { describedBy, fieldId } from './field-ids.ts';
import { FieldFrame } from './field-frame.tsx';
import './form-fields.css';

interface TextFieldProps {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Extra help below the field; a mask adds its format here, so a screen reader announces it. */
  hint?: ReactNode;
  required?: boolean;
  mask?: MaskName;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  maxLength?: number;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

// A labeled text input or textarea. The label stays visible (never replaced by a placeholder), the
// error and hint are tied to the control, and a mask reshapes the value as the person types.
export function TextField({ formId, name, label, value, onChange, error, hint, required, mask, type = 'text', autoComplete, maxLength, rows }: TextFieldProps) {
  const id = fieldId(formId, name);
  const shape = mask ? masks[mask] : undefined;
  const help = shape ? (
    <>
      {hint ? <>{hint} </> : null}
      {shape.hint}
    </>
  ) : (
    hint
  );
  const common = {
    id,
    name,
    value,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(formId, name, Boolean(help), Boolean(error)),
    // A mask limits the length itself: a maxLength would cut a pasted '(407) 555-0100' before the mask sees it.
    maxLength: shape ? undefined : maxLength,
    autoComplete,
  };
  const caption = (
    <span>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </span>
  );
  return (
    <FieldFrame formId={formId} name={name} hint={help} error={error}>
      {rows ? (
        <label htmlFor={id} className="field-label">
          {caption}
          <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
        </label>
      ) : (
        <label htmlFor={id} className="field-label">
          {caption}
          <input
            {...common}
            type={type}
            inputMode={shape?.inputMode}
            placeholder={shape && 'placeholder' in shape ? shape.placeholder : undefined}
            onChange={(e) => onChange(shape ? shape.apply(e.target.value) : e.target.value)}
          />
        </label>
      )}
    </FieldFrame>
  );
}
