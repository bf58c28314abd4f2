import { apiQuery } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';

/** The search box's hint examples, from the loaded roll; a background request (no overlay). */
export const useSearchExamples = () => useQuery(apiQuery('searchExamples', undefined, { quiet: true }));
