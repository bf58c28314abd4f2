import { describedBy, errorId, fieldId, hintId } from './field-ids.ts';
import './form-fields.css';

interface RadioGroupProps {
  formId: string;
  name: string;
  legend: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  inline?: boolean;
}

// Native radio buttons in a fieldset: the legend names the group, arrow keys move between choices
// and Tab leaves the group, as screen-reader and keyboard users expect. The first radio carries the
// field's id so the error summary can move focus to the group.
export function RadioGroup({ formId, name, legend, value, options, onChange, error, hint, required, inline }: RadioGroupProps) {
  return (
    <fieldset
      className={`form-field radio-group${inline ? ' inline' : ''}${error ? ' has-error' : ''}`}
      aria-describedby={describedBy(formId, name, Boolean(hint), Boolean(error))}
    >
      <legend>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint ? (
        <p className="hint" id={hintId(formId, name)}>
          {hint}
        </p>
      ) : null}
      <div className="radio-options">
        {options.map((option, index) => {
          const id = index === 0 ? fieldId(formId, name) : `${fieldId(formId, name)}-${index}`;
          return (
            <label key={option.value} htmlFor={id} className="radio-option">
              <input
                id={id}
                type="radio"
                name={`${formId}-${name}`}
                value={option.value}
                checked={value === option.value}
                required={required}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="field-error" id={errorId(formId, name)}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
