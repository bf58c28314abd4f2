import { API, pathWith, type ApiName } from '@county/shared/api/paths';
import type { QueryOf, ResponseOf } from '@county/shared/api/contract';
import { buildQuery, getJson, type QueryValue, type RequestOptions } from './http.ts';
import type { Query } from './query.ts';

// Requests built from the shared table of API paths, typed by the shared contract (types only:
// no schema library is loaded in the browser). Feature `api/` files build their queries here.

export type ApiParams<N extends ApiName> = { [K in keyof QueryOf<N>]?: QueryValue };

/** The request path of an API call with its query string. */
export function apiPath<N extends ApiName>(name: N, params?: ApiParams<N>): string {
  return `${API[name].path}${params ? buildQuery(params) : ''}`;
}

/** The request path of an API call whose path has `:name` parts (a tile, a parcel's shape), filled in. */
export function apiPathWith(name: ApiName, params: Record<string, string>, query?: Record<string, QueryValue>): string {
  return `${pathWith(API[name], params)}${query ? buildQuery(query) : ''}`;
}

/** One GET of the table, sent at once (a command: the assistant, the type-ahead), its answer typed by the contract. */
export function apiGet<N extends ApiName>(name: N, params?: ApiParams<N>, options: RequestOptions = {}): Promise<ResponseOf<N>> {
  return getJson<ResponseOf<N>>(apiPath(name, params), options);
}

/** A query of the data layer for one GET of the table; the key is its request path. */
export function apiQuery<N extends ApiName>(name: N, params?: ApiParams<N>, options: { quiet?: boolean } = {}): Query<ResponseOf<N>> & { key: string } {
  const key = apiPath(name, params);
  // The data layer counts the request towards the overlay once, over all its tries.
  return { key, quiet: options.quiet, load: (signal) => getJson<ResponseOf<N>>(key, { signal, quiet: true }) };
}
