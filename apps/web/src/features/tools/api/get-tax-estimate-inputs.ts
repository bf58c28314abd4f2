import { apiQuery } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';

/** The estimator's figures for one parcel; nothing is asked while no parcel is chosen. */
export function useTaxEstimateInputs(pid: string) {
  const query = apiQuery('taxEstimateInputs', { pid });
  return useQuery(pid ? query : { ...query, key: null });
}
