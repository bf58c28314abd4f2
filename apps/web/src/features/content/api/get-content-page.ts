import { apiQuery } from '../../../lib/api.ts';
import { HttpError } from '../../../lib/http.ts';
import { useQuery } from '../../../lib/query.ts';
import type { ContentPageData } from '@county/shared/content';
import { useLang } from '../../../i18n/i18n.tsx';

export type ContentState =
  | { status: 'loading' }
  | { status: 'ready'; page: ContentPageData }
  | { status: 'missing' }
  | { status: 'failed' };

/** One page of the content store (the first view's embedded copy when there is one); a 404 means the page does not exist. */
export function useContentPage(kind: string, pageID: string): ContentState {
  const lang = useLang();
  // Spanish pages ask for the Spanish text (the server's first view asks with the same path).
  const state = useQuery(apiQuery('contentPage', lang === 'en' ? { kind, pageID } : { kind, pageID, lang }));
  if (state.status === 'ready') return { status: 'ready', page: state.data };
  if (state.status === 'loading') return state;
  const missing = state.error instanceof HttpError && (state.error.status === 404 || state.error.status === 400);
  return { status: missing ? 'missing' : 'failed' };
}
