import { pathWith, API } from '@county/shared/api/paths';
import type { CodeTableData } from '@county/shared/code-tables';
import { toApiData } from '../../../lib/api-data.ts';
import { buildQuery, getJson } from '../../../lib/http.ts';
import { useQuery, type Query } from '../../../lib/query.ts';

/** The path of one table; with `csv`, its download (filtered by `q` as the page shows it). */
export function codeTablePath(table: string, csv?: { q: string }): string {
  return `${pathWith(API.codeTable, { table })}${csv ? buildQuery({ format: 'csv', q: csv.q }) : ''}`;
}

/** One table as a query of the data layer; keyed by its path, so every page asking for it shares one answer. */
export function codeTableQuery(table: string): Query<CodeTableData> & { key: string } {
  const key = codeTablePath(table);
  return { key, load: (signal) => getJson<CodeTableData>(key, { signal, quiet: true }) };
}

export function useCodeTable(table: string) {
  return toApiData(useQuery(codeTableQuery(table)));
}
