import { useCallback, useEffect, useRef } from 'react';
import type { z } from 'zod';
import { messages } from '@county/shared';
import type { FormReceipt, FormTokenAnswer } from '@county/shared/feedback';
import { HttpError } from '../../lib/http.ts';
import type { FormStatusMessage } from './form-status.tsx';
import { localizeEnglish } from '../../i18n/catalog.ts';
import { activeLang } from '../../i18n/i18n.tsx';
import { formMessages } from './messages.ts';

// What the protected forms (feedback, fraud report) share in the browser: validation with the
// shared schema, the form token, and turning a failed send into the messages of the specification.

/** The first message of each invalid field, or the parsed data when the form is valid. */
export function validate<S extends z.ZodType>(schema: S, values: unknown): { data?: z.output<S>; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  return { errors };
}

/** A protected form's two requests, from its feature's api/ folder (a constant, so its identity holds). */
export interface FormRequests {
  token: () => Promise<FormTokenAnswer>;
  send: (body: object) => Promise<FormReceipt>;
}

interface TokenState {
  token: string;
  /** The form cannot be sent before this time (the server's minimum fill time). */
  readyAt: number;
}

/** Fetches a form token when the form opens; renew() gets a new one after a send or an expiry. */
export function useFormToken(fetchToken: FormRequests['token']) {
  const current = useRef<Promise<TokenState> | null>(null);
  const renew = useCallback(() => {
    const pending = fetchToken().then((answer) => ({
      token: answer.token,
      readyAt: Date.now() + answer.minFillSeconds * 1000,
    }));
    current.current = pending;
    // A failed fetch is tried again when the person sends the form.
    pending.catch(() => {
      if (current.current === pending) current.current = null;
    });
    return pending;
  }, [fetchToken]);
  useEffect(() => {
    void renew();
  }, [renew]);
  const get = useCallback(() => current.current ?? renew(), [renew]);
  return { get, renew };
}

/** Sends a form with its token, waiting out the minimum fill time if someone was very quick. */
export async function sendWithToken(send: FormRequests['send'], token: TokenState, body: object): Promise<FormReceipt> {
  const wait = token.readyAt - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return send({ ...body, FormToken: token.token, Page: location.pathname });
}

/**
 * The specification's messages for a failed send: 410 is an info message 'This request has expired.'
 * (title 'Expired Request'); other HTTP errors show the server's text (title 'Error submitting the
 * request'); no answer at all shows the form's own failure message. All of it in the page's
 * language; the server's text too when it is one of the shared schemas' messages.
 */
export function failureStatus(error: unknown, failedMessage: string): { status: FormStatusMessage; field?: string } {
  const m = messages.feedback;
  const lang = activeLang();
  const local = (text: string) => localizeEnglish(lang, text);
  if (error instanceof HttpError) {
    if (error.status === 410) return { status: { kind: 'info', title: local(m.expiredTitle), message: local(m.expired) } };
    const text = error.body?.message ?? formMessages.format(lang, 'form.serverAnswered', { status: error.status });
    const field = error.body?.field;
    return { status: { kind: 'error', title: local(m.errorTitle), message: local(text) }, field };
  }
  return { status: { kind: 'error', title: formMessages.format(lang, 'form.errorTitle'), message: failedMessage } };
}
