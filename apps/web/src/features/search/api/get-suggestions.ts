import { apiGet } from '../../../lib/api.ts';

/** The type-ahead's suggestions for the text typed so far, grouped by kind; quiet, never the overlay. */
export function getSuggestions(q: string, signal: AbortSignal) {
  return apiGet('suggestions', { q }, { signal, quiet: true });
}
