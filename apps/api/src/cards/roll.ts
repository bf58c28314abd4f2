import type { Database } from '../db/database.ts';
import { HttpError } from '../plugins/errors.ts';

// Facts about the roll as a whole (its tax years and refresh date) that every card request needs.
// They change only when the roll is reloaded, so each process keeps them for a minute instead of
// asking the database on every request.

export interface RollFacts {
  /** The current tax year: the latest year with values on the roll (null on an empty roll). */
  currentYear: number | null;
  firstYear: number | null;
  refreshDate: string | null;
}

const TTL_MS = 60_000;
const cache = new WeakMap<Database, { at: number; facts: Promise<RollFacts> }>();

async function readFacts(database: Database): Promise<RollFacts> {
  const { db } = database;
  // min() and max() in separate queries: each alone is one step down the tax-year index, while
  // together SQLite scans every value row (2.4 million in a full county).
  const [last, first, refresh] = await Promise.all([
    db.selectFrom('parcel_values').select((eb) => eb.fn.max('tax_year').as('year')).executeTakeFirst(),
    db.selectFrom('parcel_values').select((eb) => eb.fn.min('tax_year').as('year')).executeTakeFirst(),
    db.selectFrom('meta').select('value').where('key', '=', 'data_refresh_date').executeTakeFirst(),
  ]);
  return {
    currentYear: last?.year == null ? null : Number(last.year),
    firstYear: first?.year == null ? null : Number(first.year),
    refreshDate: refresh?.value ?? null,
  };
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
 * Turns the TaxYear parameter into a year on the roll: 0 means the current year; any other year
 * must lie between the first and the current year, or the request is refused naming the parameter.
 * Answers null only for TaxYear 0 on an empty roll (the parcel lookup then answers 404).
 */
export async function resolveTaxYear(database: Database, taxYear: number): Promise<number | null> {
  const { currentYear, firstYear } = await rollFacts(database);
  if (taxYear === 0) return currentYear;
  if (currentYear === null || firstYear === null) {
    throw new HttpError(400, 'TaxYear: there are no tax years on the roll yet; use 0 for the current year', 'TaxYear');
  }
  if (taxYear < firstYear || taxYear > currentYear) {
    throw new HttpError(400, `TaxYear: must be 0 (the current year) or a year from ${firstYear} to ${currentYear}`, 'TaxYear');
  }
  return taxYear;
}
