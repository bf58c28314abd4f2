import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FormReceipt } from '@county/shared/feedback';
import { failureStatus, sendWithToken, useFormToken, validate, type FormRequests } from './form-logic.ts';
import type { FormStatusMessage } from './form-status.tsx';
import { useLocalizeEnglish } from '../../i18n/i18n.tsx';
import { useFormT } from './messages.ts';

interface ProtectedFormOptions<V extends object, S extends z.ZodType> {
  schema: S;
  initial: () => V;
  /** Field names in the order the error summary lists them, with their labels. */
  order: readonly (keyof V & string)[];
  labels: Record<string, string>;
  requests: FormRequests;
  /** The message when no answer comes back at all. */
  failedMessage: string;
  toPayload?: (data: z.output<S>) => object;
  onSent: (receipt: FormReceipt) => void;
}

export interface SummaryItem {
  name: string;
  label: string;
  message: string;
}

/**
 * The state and submit flow the protected forms (feedback, fraud report) share: nothing is flagged
 * until the first submit attempt; then every invalid field is marked, focus moves to the summary,
 * and fields re-check as they are corrected (the summary drops what is no longer wrong). A valid
 * form is sent with its token and honeypot; a failure shows the specification's message and
 * fetches a new token so the person can send again. The shared schemas' messages are English;
 * they are shown in the page's language.
 */
export function useProtectedForm<V extends object, S extends z.ZodType>(options: ProtectedFormOptions<V, S>) {
  // Waits for the forms' Spanish catalog on a Spanish page, so errors can be shown in Spanish.
  useFormT();
  const localize = useLocalizeEnglish();
  const formId = useId().replace(/:/g, '');
  const [values, setValues] = useState(options.initial);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const token = useFormToken(options.requests.token);

  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  const set =
    <K extends keyof V>(name: K) =>
    (value: V[K]) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (Object.keys(errors).length === 0) return;
      const found = validate(options.schema, next).errors;
      setErrors(found);
      // The summary keeps only problems still there: a corrected field, or one the form no longer
      // shows (the other variant's), leaves it rather than linking to nothing.
      setSummary((items) => items.filter((item) => found[item.name]));
    };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setStatus(null);
    const { data, errors: found } = validate(options.schema, values);
    if (!data) {
      setErrors(found);
      setSummary(options.order.filter((name) => found[name]).map((name) => ({ name, label: options.labels[name] ?? name, message: localize(found[name]!) })));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setSummary([]);
    setSending(true);
    try {
      const payload = options.toPayload ? options.toPayload(data) : (data as object);
      const sent = await sendWithToken(options.requests.send, await token.get(), { ...payload, Website: honeypot });
      options.onSent(sent);
    } catch (error) {
      const failure = failureStatus(error, options.failedMessage);
      setStatus(failure.status);
      if (failure.field && failure.field in options.labels) setErrors({ [failure.field]: failure.status.message });
      token.renew().catch(() => {});
    } finally {
      setSending(false);
    }
  }

  /** The props every field of the form takes. */
  const common = (name: keyof V & string) => ({ formId, name, error: errors[name] === undefined ? undefined : localize(errors[name]) });

  return { formId, values, set, errors, summary, summaryRef, status, sending, honeypot, setHoneypot, submit, common };
}
