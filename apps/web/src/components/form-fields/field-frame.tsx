import type { ReactNode } from 'react';
import { errorId, hintId } from './field-ids.ts';

interface FieldFrameProps {
  formId: string;
  name: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** The hint and error lines below a control; the control points at them with aria-describedby. */
export function FieldFrame({ formId, name, hint, error, children }: FieldFrameProps) {
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      {children}
      {hint ? (
        <p className="hint" id={hintId(formId, name)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId(formId, name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
