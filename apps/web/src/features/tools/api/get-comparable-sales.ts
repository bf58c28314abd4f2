import { useState } from 'react';
import type { ComparablesAnswer } from '@county/shared';
import { apiQuery, type ApiParams } from '../../../lib/api.ts';
import { useQuery, type QueryState } from '../../../lib/query.ts';

/**
 * The comparable sales for some filters. While a change of filters loads, the last answer stays
 * on screen (table and map), so the section does not collapse and reopen under the reader.
 */
export function useComparableSales(params: ApiParams<'comparableSales'>): { state: QueryState<ComparablesAnswer>; shown: ComparablesAnswer | null } {
  const state = useQuery(apiQuery('comparableSales', params));
  const [last, setLast] = useState<ComparablesAnswer | null>(null);
  const ready = state.status === 'ready' ? state.data : null;
  // Kept from render to render (React's pattern for a value from a previous render).
  if (ready && ready !== last) setLast(ready);
  if (state.status === 'error' && last !== null) setLast(null);
  return { state, shown: ready ?? (state.status === 'error' ? null : last) };
}
