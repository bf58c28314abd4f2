import { useEffect, useState } from 'react';
import { buildQuery, getJson, HttpError } from '../../lib/http.ts';
import { firstViewAnswer } from '../../lib/first-view.ts';
import type { ContentPageData } from './content-types.ts';
import { useLang } from '../../i18n/i18n.tsx';

export type ContentState =
  | { status: 'loading' }
  | { status: 'ready'; page: ContentPageData }
  | { status: 'missing' }
  | { status: 'failed' };

/** Loads one page of the content store; a 404 means the page does not exist. */
export function useContentPage(kind: string, pageID: string): ContentState {
  const lang = useLang();
  const key = `${kind}/${pageID}`;
  // Spanish pages ask for the Spanish text (the server's first view uses the same path).
  const path = `/api/Content/GetContentPage${buildQuery(lang === 'en' ? { kind, pageID } : { kind, pageID, lang })}`;
  const [state, setState] = useState<{ key: string; value: ContentState }>(() => {
    const page = firstViewAnswer<ContentPageData>(path);
    return { key, value: page ? { status: 'ready', page } : { status: 'loading' } };
  });
  useEffect(() => {
    if (firstViewAnswer(path)) return;
    const controller = new AbortController();
    getJson<ContentPageData>(path, { signal: controller.signal })
      .then((page) => setState({ key, value: { status: 'ready', page } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
        setState({ key, value: { status: missing ? 'missing' : 'failed' } });
      });
    return () => controller.abort();
  }, [key, path]);
  // A new page shows 'loading' at once instead of the previous page's text.
  return state.key === key ? state.value : { status: 'loading' };
}
