import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { useLocalizeEnglish, type Translator } from '../../../i18n/i18n.tsx';
import { useSearchT, type SearchKey } from '../messages.ts';
import { optionsForUseCode, useUseCodes } from './use-code-options.ts';

// The sales and advanced search forms: fields described as data, checked with the same zod schema
// the API validates with, errors shown under each field. A valid form hands its non-empty values
// on; the page turns them into the URL.

export interface FieldSpec {
  name: string;
  label: SearchKey;
  kind: 'text' | 'date' | 'number' | 'money' | 'select' | 'checkbox' | 'usecode';
  options?: { value: string; label: SearchKey }[];
  hint?: SearchKey;
  /** A 'money' field that holds an area, not dollars. */
  area?: boolean;
  /** The field holding the lower end of this field's range: this one must not be below it. */
  after?: string;
}

/** '$300,000', '300,000' and '300000' are the same amount: people write money (and areas) all three ways. */
export function plainAmount(text: string): string {
  return text.replace(/[$,\s]/g, '');
}

/** What a field's value means, for comparing the ends of a range. */
function comparable(f: FieldSpec, value: string): number | string {
  return f.kind === 'date' ? value : Number(f.kind === 'money' ? plainAmount(value) : value);
}

/** A range whose upper end is below its lower end, said in words next to the upper field. */
function rangeErrors(t: Translator<SearchKey>, fields: FieldSpec[], values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const low = fields.find((l) => l.name === f.after);
    const a = values[low?.name ?? '']?.trim();
    const b = values[f.name]?.trim();
    if (!low || !a || !b) continue;
    const x = comparable(low, a);
    const y = comparable(f, b);
    if (typeof x === 'number' && (Number.isNaN(x) || Number.isNaN(y))) continue;
    if (y < x) out[f.name] = t(f.kind === 'date' ? 'search.form.afterDate' : 'search.form.notLess', { low: t(low.label) });
  }
  return out;
}

/** Plain messages for the few things a person can type wrong, each naming its field; the schema's own otherwise. */
function friendly(t: Translator<SearchKey>, f: FieldSpec | undefined, message: string, custom: boolean): string {
  if (!f) return message;
  const named = (text: string) => t('search.form.fieldMessage', { field: t(f.label), message: text });
  // A rule across fields (a sales search needs one of its dates) says what is missing.
  if (custom && f.kind === 'date') return named(t('search.form.oneDate'));
  if (f.kind === 'date') return named(t('search.form.wholeDate'));
  if (f.kind === 'money') return named(t(f.area ? 'search.form.wholeNumber' : 'search.form.dollars'));
  if (f.kind === 'number' && /number/.test(message)) return named(t('search.form.number'));
  return message.charAt(0).toUpperCase() + message.slice(1) + (message.endsWith('.') ? '' : '.');
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
  const t = useSearchT();
  const localize = useLocalizeEnglish();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(fields, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const useCodeRows = useUseCodes();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = prepare(
      fields.flatMap((f): [string, string][] => {
        const value = values[f.name]?.trim() ?? '';
        if (f.kind === 'checkbox') return [[f.name, value === 'true' ? 'true' : 'false']];
        if (f.kind === 'money' && value) return [[f.name, plainAmount(value)]];
        return value ? [[f.name, value]] : [];
      }),
    );
    if (requireOne && entries.length === 0) {
      setErrors({});
      setFormError(requireOne);
      return;
    }
    const result = schema.safeParse(Object.fromEntries(entries));
    const ranges = rangeErrors(t, fields, values);
    if (!result.success || Object.keys(ranges).length > 0) {
      const next: Record<string, string> = {};
      for (const issue of result.success ? [] : result.error.issues) {
        const name = String(issue.path[0] ?? '');
        // The schema speaks English; the catalog holds the messages a person can reach here.
        next[name] ??= localize(
          friendly(
            t,
            fields.find((f) => f.name === name),
            issue.message,
            issue.code === 'custom',
          ),
        );
      }
      for (const [name, message] of Object.entries(ranges)) next[name] ??= message;
      setErrors(next);
      setFormError(t('search.form.invalid'));
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
        {f.kind === 'select' || f.kind === 'usecode' ? (
          <label htmlFor={inputId}>
            <span className="criteria-label">{t(f.label)}</span>
            <select {...common} value={values[f.name]} onChange={(e) => set(e.target.value)}>
              {(f.kind === 'usecode'
                ? optionsForUseCode(t, useCodeRows, values[f.name] ?? '')
                : f.options?.map((o) => ({ value: o.value, label: t(o.label) }))
              )?.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label htmlFor={inputId}>
            <span className="criteria-label">{t(f.label)}</span>
            <input
              {...common}
              type={f.kind === 'checkbox' ? 'checkbox' : f.kind === 'date' ? 'date' : 'text'}
              inputMode={f.kind === 'number' || f.kind === 'money' ? 'decimal' : undefined}
              {...(f.kind === 'checkbox'
                ? { checked: values[f.name] === 'true', onChange: (e: ChangeEvent<HTMLInputElement>) => set(String(e.target.checked)) }
                : { value: values[f.name], onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value) })}
            />
          </label>
        )}
        {f.hint && (
          <span id={hintId} className="hint">
            {t(f.hint)}
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
