import { OFFICE_SEARCH_FIELDS } from '@county/shared/search';

// The office's QuickSearch answers carry the office's five fields, in its order, and nothing else
// (issue 33: our rows grew what realtors compare, and the office's answers must not). Our rows are
// written once for every search (search/run/parcel-row.ts); the office's routes keep these fields
// of them. A page is at most 100 rows, so reading it back costs microseconds.

export function officeRows(json: string): string {
  const rows = JSON.parse(json) as Record<string, unknown>[];
  return JSON.stringify(rows.map((row) => Object.fromEntries(OFFICE_SEARCH_FIELDS.map((field) => [field, row[field]]))));
}
