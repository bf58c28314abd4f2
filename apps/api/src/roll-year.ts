import { ttlValue } from './cache/ttl-cache.ts';
import type { Database } from './db/database.ts';

// The roll's years, defined once (decision 13). Search, the cards, code tables, the tools, the
// downloads and the roll audit used to ask four different questions (latest year with values,
// meta tax_year, latest millage year, the calendar year), which agree on a freshly loaded roll
// and can part ways after a partial or older load.

export interface RollYears {
  /**
   * The roll's tax year: meta tax_year, which the importer and the generator write with the roll,
   * else (a database filled by hand) the latest year with values; null on an empty roll.
   */
  current: number | null;
  /** The earliest year with values (null on an empty roll). */
  first: number | null;
  /**
   * The latest certified year. A preliminary roll records the year before (meta
   * certified_tax_year); without that key the current year is final. Never after current.
   */
  certified: number | null;
}

const YEAR = /^\d{4}$/;

/** Reads the roll's years from the database, uncached. */
export async function readRollYears({ db }: Database): Promise<RollYears> {
  // min() and max() in separate queries: each alone is one step down the tax-year index, while
  // together SQLite scans every value row (2.4 million in a full county).
  const [meta, last, first] = await Promise.all([
    db.selectFrom('meta').select(['key', 'value']).where('key', 'in', ['tax_year', 'certified_tax_year']).execute(),
    db
      .selectFrom('parcel_values')
      .select((eb) => eb.fn.max('tax_year').as('year'))
      .executeTakeFirst(),
    db
      .selectFrom('parcel_values')
      .select((eb) => eb.fn.min('tax_year').as('year'))
      .executeTakeFirst(),
  ]);
  const metaYear = (key: string): number | null => {
    const value = meta.find((m) => m.key === key)?.value;
    return value !== undefined && YEAR.test(value) ? Number(value) : null;
  };
  const current = metaYear('tax_year') ?? (last?.year == null ? null : Number(last.year));
  const certified = metaYear('certified_tax_year');
  return {
    current,
    first: first?.year == null ? null : Number(first.year),
    certified: current === null || certified === null ? current : Math.min(certified, current),
  };
}

// Only a reload of the roll changes these, so request paths keep them a minute per process.
/** The roll's years, kept for a minute per database. */
export const rollYears: (database: Database) => Promise<RollYears> = ttlValue({ ttlMs: 60_000 }, readRollYears);
