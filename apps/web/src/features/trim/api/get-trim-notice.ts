import { apiQuery } from '../../../lib/api.ts';
import { toCardState } from '../../../lib/api-data.ts';
import { useQuery } from '../../../lib/query.ts';

/** The notice of a parcel and year (the roll's year when none is given); nothing is asked without a parcel. */
export function useTrimNotice(pid: string | null, year: string | null) {
  const query = apiQuery('trimNotice', year ? { pid: pid ?? '', year } : { pid: pid ?? '' });
  return toCardState(useQuery(pid ? query : { ...query, key: null }));
}
