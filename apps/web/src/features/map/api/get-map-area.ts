import type { MapAreaResponse } from '@county/shared/map';
import { apiPath, apiQuery, type ApiParams } from '../../../lib/api.ts';
import { useQuery, type QueryState } from '../../../lib/query.ts';

export type MapAreaParams = ApiParams<'mapArea'>;

/** One page of the parcels or qualified sales inside the drawn area; null params ask nothing yet. */
export function useMapArea(params: MapAreaParams | null): QueryState<MapAreaResponse> {
  const query = apiQuery('mapArea', params ?? {});
  // A 400 (an area over the limit) is the answer: asking again would get the same.
  return useQuery({ ...query, key: params ? query.key : null, retry: false });
}

/** The same list as a CSV file, every row (the search exports' cap applies). */
export function mapAreaCsvPath(params: MapAreaParams): string {
  return apiPath('mapArea', { ...params, page: undefined, size: undefined, format: 'csv' });
}
