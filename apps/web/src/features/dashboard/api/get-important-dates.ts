import { apiQuery } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';

export const useImportantDates = () => useQuery(apiQuery('importantDates'));
