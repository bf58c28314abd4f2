import { HttpError, postJson } from './http.ts';
import { apiPath } from './api.ts';

// Client errors go to POST api/Logger/Log while logging is on (specification, section 8). Errors
// that name firebase or ExpressionChanged are noise from third-party code and are skipped; if the
// logger itself answers with an HTTP error, logging stays off for the rest of the session.

const OFF_KEY = 'logging-off';
const IGNORED = /firebase|ExpressionChanged/i;

export function loggingEnabled(): boolean {
  try {
    return sessionStorage.getItem(OFF_KEY) !== '1';
  } catch {
    return true;
  }
}

export async function logClientError(error: unknown): Promise<void> {
  const err = error instanceof Error ? error : new Error(String(error));
  const text = `${err.message}\n${err.stack ?? ''}`;
  if (!loggingEnabled() || IGNORED.test(text)) return;
  try {
    await postJson(
      apiPath('clientLog'),
      { Message: err.message.slice(0, 2_000) || 'Unknown error', Stack: (err.stack ?? '').slice(0, 8_000), URL: location.href.slice(0, 2_000) },
      { quiet: true },
    );
  } catch (failure) {
    if (failure instanceof HttpError) {
      try {
        sessionStorage.setItem(OFF_KEY, '1');
      } catch {
        /* storage blocked: nothing more to do */
      }
    }
  }
}

export function installGlobalErrorLogging(): void {
  window.addEventListener('error', (event) => void logClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => void logClientError(event.reason));
}
