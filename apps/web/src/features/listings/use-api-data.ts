import { useEffect, useState } from 'react';
import { getJson, HttpError } from '../../lib/http.ts';

export type ApiData<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; status: number; message: string };

const FALLBACK = 'We could not load this information. Please try again later.';

/** Loads JSON for a page; a newer path (or leaving the page) cancels the older request. */
export function useApiData<T>(path: string): ApiData<T> {
  const [result, setResult] = useState<{ path: string; data: ApiData<T> }>({ path, data: { state: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    getJson<T>(path, { signal: controller.signal }).then(
      (data) => setResult({ path, data: { state: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = error instanceof HttpError ? error.status : 0;
        const message = error instanceof HttpError && status < 500 && error.body?.message ? error.body.message : FALLBACK;
        setResult({ path, data: { state: 'error', status, message } });
      },
    );
    return () => controller.abort();
  }, [path]);
  return result.path === path ? result.data : { state: 'loading' };
}
