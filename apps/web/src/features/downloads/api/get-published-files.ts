import { useEffect } from 'react';
import { apiQuery } from '../../../lib/api.ts';
import { toApiData } from '../../../lib/api-data.ts';
import { fetchQuery, useQuery } from '../../../lib/query.ts';

/** How often the page asks again while the first files are being prepared. */
const PREPARING_POLL_MS = 4_000;

// The list changes when a build publishes: asked for on every visit, never kept.
const published = () => ({ ...apiQuery('downloads'), freshMs: 0 });

/**
 * GET api/Downloads, asked again every few seconds while the files are being prepared (decision
 * 75). The last answer stays on screen between looks, so the "being prepared" message does not
 * flicker.
 */
export function usePublishedFiles() {
  const state = useQuery(published());
  const preparing = state.status === 'ready' && state.data.preparing;
  useEffect(() => {
    if (!preparing) return;
    // A failed look shows its error through the shared state; nothing more to do with it here.
    const timer = setTimeout(() => void fetchQuery(published()).catch(() => {}), PREPARING_POLL_MS);
    return () => clearTimeout(timer);
  }, [preparing, state]);
  return toApiData(state);
}
