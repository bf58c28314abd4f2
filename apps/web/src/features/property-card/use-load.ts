import { useEffect, useState } from 'react';
import { HttpError } from '../../lib/http.ts';

// Loads a card's data once per key; an abandoned page aborts its requests.

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** 400 or 404: the id is malformed or not on the roll. */
  | { status: 'missing'; message: string }
  | { status: 'failed' };

export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({ key: null, loaded: { status: 'loading' } });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ key, loaded: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
        setState({ key, loaded: missing ? { status: 'missing', message: error.message } : { status: 'failed' } });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt on every render; the key says when the data to load changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
