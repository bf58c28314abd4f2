import { SEARCH_ENDPOINTS, searchPath } from '@county/shared/api/paths';
import type { SearchQueryOf, SearchResponseOf } from '@county/shared/api/contract';
import { buildQuery, getJson, type QueryValue } from '../../../lib/http.ts';

/** The first ten parcels at an address, for the picker to list (a command: sent when the person asks). */
export function findParcelsByAddress(address: string): Promise<SearchResponseOf<'address'>> {
  const query: { [K in keyof SearchQueryOf<'address'>]?: QueryValue } = { address, page: 1, size: 10 };
  return getJson(`${searchPath(SEARCH_ENDPOINTS.address.get)}${buildQuery(query)}`);
}
