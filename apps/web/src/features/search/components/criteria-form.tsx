import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

// The sales and advanced search forms: fields described as data, checked with the same zod schema
// the API validates with, errors shown under each field. A valid form hands its non-empty values
// on; the page turns them into the URL.

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'date' | 'number' | 'select' | 'checkbox';
  options?: { value: string; label: string }[];
  hint?: string;
}

interface CriteriaFormProps {
  fields: FieldSpec[];
  schema: z.ZodType;
  initial: URLSearchParams;
  submitLabel: string;
  /** Refuses an empty form with this message (advanced search needs at least one criterion). */
  requireOne?: string;
  /** Adjusts the entries before they are checked (drops a flag that means nothing alone). */
  prepare?: (entries: [string, string][]) => [string, string][];
  onSearch: (entries: [string, string][]) => void;
}

function initialValues(fields: FieldSpec[], params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) {
    const all = params.getAll(f.name);
    values[f.name] = f.kind === 'checkbox' ? String(all.length === 0 ? f.name === 'qualifiedOnly' : ['true', '1', 'yes'].includes(all[0]!)) : all.join(',');
  }
  return values;
}

export function CriteriaForm({ fields, schema, initial, submitLabel, requireOne, prepare = (e) => e, onSearch }: CriteriaFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(fields, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = prepare(
      fields.flatMap((f): [string, string][] => {
        const value = values[f.name]?.trim() ?? '';
        if (f.kind === 'checkbox') return [[f.name, value === 'true' ? 'true' : 'false']];
        return value ? [[f.name, value]] : [];
      }),
    );
    if (requireOne && entries.length === 0) {
      setErrors({});
      setFormError(requireOne);
      return;
    }
    const result = schema.safeParse(Object.fromEntries(entries));
    if (!result.success) {
      const next: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? '');
        next[name] ??= issue.message;
      }
      setErrors(next);
      setFormError('Please correct the highlighted fields.');
      const first = fields.find((f) => next[f.name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    setFormError('');
    onSearch(entries);
  };

  const control = (f: FieldSpec) => {
    const inputId = `${id}-${f.name}`;
    const errorId = `${inputId}-error`;
    const hintId = `${inputId}-hint`;
    const describedBy = [f.hint ? hintId : '', errors[f.name] ? errorId : ''].filter(Boolean).join(' ') || undefined;
    const common = { id: inputId, name: f.name, 'aria-invalid': errors[f.name] ? true : undefined, 'aria-describedby': describedBy };
    const set = (value: string) => setValues((v) => ({ ...v, [f.name]: value }));
    return (
      <div key={f.name} className={f.kind === 'checkbox' ? 'criteria-field checkbox' : 'criteria-field'}>
        {f.kind === 'select' ? (
          <label htmlFor={inputId}>
            <span className="criteria-label">{f.label}</span>
            <select {...common} value={values[f.name]} onChange={(e) => set(e.target.value)}>
              {f.options?.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label htmlFor={inputId}>
            <span className="criteria-label">{f.label}</span>
            <input
              {...common}
              type={f.kind === 'checkbox' ? 'checkbox' : f.kind === 'date' ? 'date' : 'text'}
              inputMode={f.kind === 'number' ? 'decimal' : undefined}
              {...(f.kind === 'checkbox'
                ? { checked: values[f.name] === 'true', onChange: (e: ChangeEvent<HTMLInputElement>) => set(String(e.target.checked)) }
                : { value: values[f.name], onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value) })}
            />
          </label>
        )}
        {f.hint && (
          <span id={hintId} className="hint">
            {f.hint}
          </span>
        )}
        {errors[f.name] && (
          <span id={errorId} className="field-error">
            {errors[f.name]}
          </span>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} className="criteria-form" onSubmit={submit} noValidate>
      <div className="criteria-grid">{fields.map(control)}</div>
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </form>
  );
}
