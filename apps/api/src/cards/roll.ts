import type { Database } from '../db/database.ts';
import { readRollYears } from '../roll-year.ts';

// Facts about the roll as a whole (its tax years and refresh date) that every card request needs.
// They change only when the roll is reloaded, so each process keeps them for a minute instead of
// asking the database on every request.

export interface RollFacts {
  /** The roll's tax year (roll-year.ts; null on an empty roll). */
  currentYear: number | null;
  firstYear: number | null;
  /** The latest year whose roll is certified (roll-year.ts). */
  certifiedYear: number | null;
  refreshDate: string | null;
}

const TTL_MS = 60_000;
const cache = new WeakMap<Database, { at: number; facts: Promise<RollFacts> }>();

async function readFacts(database: Database): Promise<RollFacts> {
  const [years, refresh] = await Promise.all([
    readRollYears(database),
    database.db.selectFrom('meta').select('value').where('key', '=', 'data_refresh_date').executeTakeFirst(),
  ]);
  return { currentYear: years.current, firstYear: years.first, certifiedYear: years.certified, refreshDate: refresh?.value ?? null };
}

export function rollFacts(database: Database): Promise<RollFacts> {
  const hit = cache.get(database);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.facts;
  const facts = readFacts(database);
  cache.set(database, { at: Date.now(), facts });
  // A failed read must not be remembered.
  facts.catch(() => cache.delete(database));
  return facts;
}

/**
 * The office's rule for TaxYear (decision 32): 0 is the current year; any other year is taken as
 * asked, and a year the roll has no data for answers empty (null here) instead of an error, so a
 * client walking back through years stops cleanly where the roll ends.
 */
export async function taxYearOrNone(database: Database, taxYear: number): Promise<number | null> {
  const { currentYear, firstYear } = await rollFacts(database);
  if (taxYear === 0) return currentYear;
  if (currentYear === null || firstYear === null || taxYear < firstYear || taxYear > currentYear) return null;
  return taxYear;
}
