import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { rows } from './query.ts';

// The roll's current tax year (its latest year with values), which the searches' just values are
// of. Asked alone, max() is one step down the year index; each process keeps it for a minute, as
// the cards do, since only a reload of the roll changes it.

const TTL_MS = 60_000;
const cache = new WeakMap<Database, { at: number; year: Promise<number> }>();

export function currentTaxYear(database: Database): Promise<number> {
  const hit = cache.get(database);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.year;
  // An empty roll has no year: -1 matches no value, so value criteria find nothing.
  const year = rows(database, sql<{ y: number | null }>`select max(tax_year) as y from parcel_values`).then((r) => Number(r[0]?.y ?? -1));
  cache.set(database, { at: Date.now(), year });
  year.catch(() => cache.delete(database));
  return year;
}
