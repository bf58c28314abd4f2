import { ttlValue } from '../cache/ttl-cache.ts';
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

async function readFacts(database: Database): Promise<RollFacts> {
  const [years, refresh] = await Promise.all([
    readRollYears(database),
    database.db.selectFrom('meta').select('value').where('key', '=', 'data_refresh_date').executeTakeFirst(),
  ]);
  return { currentYear: years.current, firstYear: years.first, certifiedYear: years.certified, refreshDate: refresh?.value ?? null };
}

/** The roll's facts, kept for a minute per database. */
export const rollFacts: (database: Database) => Promise<RollFacts> = ttlValue({ ttlMs: 60_000 }, readFacts);

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
