import type { FastifyRequest } from 'fastify';
import { PARCEL_SORTS, SORT_DIRECTIONS } from '@county/shared/search';

// The office's API is ASP.NET: query names bind in any letter case (Address=, PID=) and enum
// values too (sortDir=asc). Programs written against it send both, so the QuickSearch routes map
// each key to the spelling their schema declares and each sort value to its listed spelling
// before validation. The search modules themselves stay unchanged.

function canonicalValue(value: unknown, allowed: readonly string[]): unknown {
  if (typeof value !== 'string') return value;
  return allowed.find((a) => a.toLowerCase() === value.trim().toLowerCase()) ?? value;
}

export function officeSearchParams(names: readonly string[]) {
  const canonical = new Map(names.map((n) => [n.toLowerCase(), n]));
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query) return;
    const renamed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(query)) {
      const name = canonical.get(key.toLowerCase()) ?? key;
      // The same name in two spellings: the first wins, as ASP.NET's binding does.
      if (!(name in renamed)) renamed[name] = value;
    }
    if ('sortDir' in renamed) renamed.sortDir = canonicalValue(renamed.sortDir, SORT_DIRECTIONS);
    if ('sortBy' in renamed) renamed.sortBy = canonicalValue(renamed.sortBy, PARCEL_SORTS);
    request.query = renamed;
  };
}
