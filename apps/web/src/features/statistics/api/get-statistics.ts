import { apiPath, apiQuery, type ApiParams } from '../../../lib/api.ts';
import { toApiData } from '../../../lib/api-data.ts';
import { useQuery } from '../../../lib/query.ts';

export type SalesParams = { area: string; use: string; from?: string; to?: string };

export const useSalesStatistics = (params: SalesParams) => toApiData(useQuery(apiQuery('salesStatistics', params)));
export const useRollStatistics = (year: number | undefined) => toApiData(useQuery(apiQuery('rollStatistics', year === undefined ? {} : { year })));

/** The roll's areas for the picker; asked for only when `wanted` (after hydration: the server's HTML does without the list). */
export function useStatisticsAreas(wanted: boolean) {
  const query = apiQuery('statisticsAreas', {}, { quiet: true });
  return toApiData(useQuery({ ...query, key: wanted ? query.key : null }));
}

/** The address of the same figures as a CSV file. */
export const salesCsvPath = (params: SalesParams) => apiPath('salesStatistics', { ...params, format: 'csv' } satisfies ApiParams<'salesStatistics'>);
export const rollCsvPath = (year: number) => apiPath('rollStatistics', { year, format: 'csv' });
