import type { ReactNode } from 'react';
import { describedBy, fieldId } from './field-ids.ts';
import { FieldFrame } from './field-frame.tsx';
import './form-fields.css';

interface SelectFieldProps {
  formId: string;
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The text of an empty first choice; none when the field always has a value. */
  placeholder?: string;
  /** The words shown for a value (values stay the ones the server knows); the value itself by default. */
  optionLabel?: (option: string) => string;
}

export function SelectField({ formId, name, label, value, options, onChange, error, hint, required, placeholder, optionLabel }: SelectFieldProps) {
  const id = fieldId(formId, name);
  return (
    <FieldFrame formId={formId} name={name} hint={hint} error={error}>
      <label htmlFor={id} className="field-label">
        <span>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </span>
        <select
          id={id}
          name={name}
          value={value}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(formId, name, Boolean(hint), Boolean(error))}
          onChange={(e) => onChange(e.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </select>
      </label>
    </FieldFrame>
  );
}
