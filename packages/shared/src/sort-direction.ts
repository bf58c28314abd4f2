import { z } from 'zod';

/**
 * A sort direction accepted in any letter case ('asc', 'ASC', 'Asc'), answered in the spelling the
 * endpoint has always used: searches say 'ASC'/'DESC', the tools 'asc'/'desc'. One rule, so no
 * endpoint refuses what another accepts.
 */
export function sortDirection<const T extends readonly [string, ...string[]]>(values: T) {
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  return z.preprocess((v) => (typeof v === 'string' ? (byLower.get(v.trim().toLowerCase()) ?? v) : v), z.enum(values));
}
