import { pathWith, API } from '@county/shared/api/paths';
import type { CodeTableData } from '@county/shared/code-tables';
import { toApiData } from '../../../lib/api-data.ts';
import { buildQuery, getJson } from '../../../lib/http.ts';
import { useQuery } from '../../../lib/query.ts';

/** The path of one table; with `csv`, its download (filtered by `q` as the page shows it). */
export function codeTablePath(table: string, csv?: { q: string }): string {
  return `${pathWith(API.codeTable, { table })}${csv ? buildQuery({ format: 'csv', q: csv.q }) : ''}`;
}

export function useCodeTable(table: string) {
  const key = codeTablePath(table);
  return toApiData(useQuery({ key, load: (signal) => getJson<CodeTableData>(key, { signal, quiet: true }) }));
}
