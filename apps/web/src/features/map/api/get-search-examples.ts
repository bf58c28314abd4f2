import type { SearchExamples } from '@county/shared/search';
import { apiGet } from '../../../lib/api.ts';

/** A parcel of the loaded roll to open the map on when none is asked for (a command: sent once per visit of the page). */
export function getSearchExamples(signal: AbortSignal): Promise<SearchExamples> {
  return apiGet('searchExamples', undefined, { signal, quiet: true });
}
