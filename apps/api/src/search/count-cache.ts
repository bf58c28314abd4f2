import type { RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import { rows } from './query.ts';

// Result counts, remembered for a minute per process. Paging through a search, re-sorting it and
// exporting it all ask for the same count, which is the one part of a search that reads every
// match; the roll changes at most nightly, and the answers already say max-age=60. Keyed by the SQL
// and its parameters, so two searches share an entry only when they are the same query.

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const caches = new WeakMap<Database, Map<string, { at: number; count: Promise<number> }>>();

export function cachedCount(database: Database, query: RawBuilder<{ n: number | string }>): Promise<number> {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map<string, { at: number; count: Promise<number> }>()));
  const compiled = query.compile(database.db);
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.count;
  if (hit) cache.delete(key);
  // The oldest entry goes first (a Map iterates in insertion order).
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const count = rows(database, query).then((r) => Number(r[0]?.n ?? 0));
  cache.set(key, { at: Date.now(), count });
  count.catch(() => cache.delete(key));
  return count;
}
