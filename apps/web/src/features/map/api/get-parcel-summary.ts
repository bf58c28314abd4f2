import type { PrcGeneralInfo } from '@county/shared/cards';
import { apiQuery } from '../../../lib/api.ts';
import { useQuery, type QueryState } from '../../../lib/query.ts';

/**
 * The selected parcel's owner, address and use, from the card's own first call, so the map shows
 * a confidential owner exactly as the card does (the server masks it there).
 */
export function useParcelSummary(pid: string | null): QueryState<PrcGeneralInfo> {
  const query = apiQuery('prcGeneralInfo', { pid: pid ?? '' }, { quiet: true });
  return useQuery({ ...query, key: pid ? query.key : null });
}
