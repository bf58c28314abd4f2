import { SEARCH_ENDPOINTS, searchPath } from '@county/shared/api/paths';
import type { SearchQueryOf, SearchResponseOf } from '@county/shared/api/contract';
import { buildQuery, getJson, type QueryValue } from '../../../lib/http.ts';

/** The box's text read as the search page reads it, first ten parcels (a command: sent when the person asks). */
export function findParcels(q: string): Promise<SearchResponseOf<'smart'>> {
  const query: { [K in keyof SearchQueryOf<'smart'>]?: QueryValue } = { q, page: 1, size: 10 };
  return getJson(`${searchPath(SEARCH_ENDPOINTS.smart.get)}${buildQuery(query)}`);
}
