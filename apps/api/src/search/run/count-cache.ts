import type { Database } from '../../db/database.ts';
import { ttlCache } from '../../cache/ttl-cache.ts';
import { type Fragment, compileQuery, rows } from '../../db/statements.ts';
import { rollChanges } from '../../roll/changes.ts';

// Result counts, remembered for a minute per process. Paging through a search, re-sorting it and
// exporting it all ask for the same count, which is the one part of a search that reads every
// match; the roll changes at most nightly, and the answers already say max-age=60. Keyed by the SQL
// and its parameters, so two searches share an entry only when they are the same query, and by the
// roll's change count, so that a change (a confidential mark, a retirement, a load) is counted at
// once instead of a minute later (decisions 14 and 15).

const counts = ttlCache<string, number>({ ttlMs: 60_000, maxEntries: 5_000 });

/** The count of a query that answers one row with the count as `n`. */
export async function cachedCount(database: Database, query: Fragment): Promise<number> {
  const compiled = compileQuery(database, query);
  const key = `${await rollChanges(database)}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  return counts.get(database, key, () => rows<{ n: number | string }>(database, query).then((r) => Number(r[0]?.n ?? 0)));
}
