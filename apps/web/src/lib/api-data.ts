import { HttpError } from './http.ts';
import type { QueryState } from './query.ts';

// A page's data as its page shows it: loading, ready, or an error in words. A 4xx says what was
// wrong in the API's own message (a closed position, an unknown table); anything else gets the
// general apology, never a server's internals.

export type ApiData<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; status: number; message: string };

const FALLBACK = 'We could not load this information. Please try again later.';

export function toApiData<T>(query: QueryState<T>): ApiData<T> {
  if (query.status === 'loading') return { state: 'loading' };
  if (query.status === 'ready') return { state: 'ready', data: query.data };
  const error = query.error;
  const status = error instanceof HttpError ? error.status : 0;
  const message = error instanceof HttpError && status < 500 && error.body?.message ? error.body.message : FALLBACK;
  return { state: 'error', status, message };
}

/** A record card's data: a 400 or 404 means the id is malformed or not on the roll. */
export type CardState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing'; message: string } | { status: 'failed' };

export function toCardState<T>(query: QueryState<T>): CardState<T> {
  if (query.status !== 'error') return query;
  const error = query.error;
  const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
  return missing ? { status: 'missing', message: error.message } : { status: 'failed' };
}
