import { apiQuery } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';

/** When the roll was last loaded; a background request (no overlay). */
export const useRefreshDate = () => useQuery(apiQuery('systemRefreshDate', undefined, { quiet: true }));
