import { useEffect, useState } from 'react';
import { getJson, HttpError } from '../../lib/http.ts';
import type { ApiData } from '../listings/use-api-data.ts';

export interface PublishedFiles<F> {
  created: string | null;
  taxYear: number | null;
  /** True while a fresh install builds its first files (decision 75). */
  preparing: boolean;
  files: F[];
}

/** How often the page asks again while the first files are being prepared. */
const PREPARING_POLL_MS = 4_000;
const FALLBACK = 'We could not load this information. Please try again later.';

/**
 * GET api/Downloads, asked again every few seconds while the files are being prepared. The last
 * answer stays on screen between looks, so the "being prepared" message does not flicker.
 */
export function usePublishedFiles<F>(): ApiData<PublishedFiles<F>> {
  const [result, setResult] = useState<ApiData<PublishedFiles<F>>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () =>
      getJson<PublishedFiles<F>>('/api/Downloads', { signal: controller.signal }).then(
        (data) => {
          setResult({ state: 'ready', data });
          if (data.preparing) timer = setTimeout(look, PREPARING_POLL_MS);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const status = error instanceof HttpError ? error.status : 0;
          const message = error instanceof HttpError && status < 500 && error.body?.message ? error.body.message : FALLBACK;
          setResult({ state: 'error', status, message });
        },
      );
    void look();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);
  return result;
}
