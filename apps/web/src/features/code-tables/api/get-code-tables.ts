import { apiQuery } from '../../../lib/api.ts';
import { toApiData } from '../../../lib/api-data.ts';
import { useQuery } from '../../../lib/query.ts';

export const useCodeTables = () => toApiData(useQuery(apiQuery('codeTables')));
