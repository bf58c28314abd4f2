import { useMemo } from 'react';
import type { SearchResponseOf } from '@county/shared/api/contract';
import type { Lang } from '@county/shared';
import { getJson } from '../../../lib/http.ts';
import { useQuery, type QueryState } from '../../../lib/query.ts';
import { apiUrl, type SearchType } from '../search-url.ts';

/** A search's answer beside the search that asked for it, so that a switch on `type` knows its shape. */
export type SearchAnswer = { [T in SearchType]: { type: T; body: SearchResponseOf<T> } }[SearchType];

/**
 * One page of the search the page's URL describes (search-url.ts builds the API's URL from it;
 * null while there is nothing to search; `lang` describes the box's pages in the page's language). No retries: a failed search shows the property-records
 * message at once, and that message asks the person to check the search and try again.
 */
export function useSearchResults(type: SearchType, params: URLSearchParams | null, lang: Lang): QueryState<SearchAnswer> {
  const url = params ? apiUrl(type, params, lang) : '';
  const state = useQuery({ key: url || null, load: (signal) => getJson<SearchResponseOf<SearchType>>(url, { signal, quiet: true }), retry: false });
  // The URL was built from this search's own endpoint, so the answer is that endpoint's.
  return useMemo(() => (state.status === 'ready' ? { status: 'ready', data: { type, body: state.data } as SearchAnswer } : state), [state, type]);
}
