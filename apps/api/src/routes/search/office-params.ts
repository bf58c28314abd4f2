import type { FastifyRequest } from 'fastify';
import { PARCEL_SORTS, SORT_DIRECTIONS } from '@county/shared/search';
import { anyQueryCase } from '../any-query-case.ts';

// The office's API is ASP.NET: query names bind in any letter case (Address=, PID=) and enum
// values too (sortDir=asc). Programs written against it send both, so the QuickSearch routes map
// each key to the spelling their schema declares (the card routes' anyQueryCase) and each sort
// value to its listed spelling before validation. The search modules themselves stay unchanged.

function canonicalValue(value: unknown, allowed: readonly string[]): unknown {
  if (typeof value !== 'string') return value;
  return allowed.find((a) => a.toLowerCase() === value.trim().toLowerCase()) ?? value;
}

const OFFICE_COLUMNS = ['office', 'all'] as const;

export function officeSearchParams(names: readonly string[]) {
  const renameKeys = anyQueryCase(names);
  return async (request: FastifyRequest): Promise<void> => {
    await renameKeys(request);
    const query = request.query as Record<string, unknown> | undefined;
    if (!query) return;
    if ('sortDir' in query) query.sortDir = canonicalValue(query.sortDir, SORT_DIRECTIONS);
    if ('sortBy' in query) query.sortBy = canonicalValue(query.sortBy, PARCEL_SORTS);
    if ('columns' in query) query.columns = canonicalValue(query.columns, OFFICE_COLUMNS);
  };
}
