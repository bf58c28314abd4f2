import { getJson } from '../../../lib/http.ts';
import { useQuery } from '../../../lib/query.ts';

/**
 * One page of a search, by its API URL (search-url.ts builds it from the page's own URL; '' while
 * there is nothing to search). The answer's shape depends on the search, so the caller reads it.
 * No retries: a failed search shows the property-records message at once, and that message asks
 * the person to check the search and try again.
 */
export function useSearchResults(url: string) {
  return useQuery({ key: url || null, load: (signal) => getJson<unknown>(url, { signal, quiet: true }), retry: false });
}
