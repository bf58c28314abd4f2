import { forwardRef } from 'react';
import { fieldId } from './field-ids.ts';
import './form-fields.css';

interface ErrorSummaryProps {
  formId: string;
  title: string;
  /** Field name -> message, in the order the fields appear. */
  errors: readonly { name: string; label: string; message: string }[];
}

// Shown after a failed submit attempt; the form moves focus here so a screen reader reads the title
// and the list. Each entry is a link that moves focus to its field.
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ formId, title, errors }, ref) {
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={`${formId}-summary-title`}>
      <p className="error-summary-title" id={`${formId}-summary-title`}>
        {title}
      </p>
      <ul>
        {errors.map((error) => (
          <li key={error.name}>
            <a
              href={`#${fieldId(formId, error.name)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(formId, error.name))?.focus();
              }}
            >
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
