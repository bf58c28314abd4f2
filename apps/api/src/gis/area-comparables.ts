import { useCodePrefix, type ComparableFilter } from '@county/shared/comparable-sales';
import type { MapAreaQuery } from '@county/shared/map';
import { comparableRowTest, comparableSetup, type SaleFactsRow } from '../comparables/comparable-sales.ts';
import { resolveParcelId } from '../cards/resolve-parcel-id.ts';
import type { Database } from '../db/database.ts';
import { q, type Fragment } from '../db/statements.ts';
import { COMPARED } from '../roll/compared.ts';

// The map's sales near a parcel are its comparable sales (decision 124): the drawn-area list reads
// what the one definition compares with its first read, and keeps only the sales it calls comparable.

export interface AreaComparables {
  /** The columns the test reads (alias p for the parcel, s for the sale). */
  columns: Fragment;
  /** The use codes and window cut in SQL. */
  where: Fragment;
  since: string;
  keep: (r: SaleFactsRow) => boolean;
}

/** The comparable test of a `near` sales list (null for any other list: a drawn area has no subject). */
export async function areaComparables(database: Database, query: MapAreaQuery): Promise<AreaComparables | null> {
  if (query.kind !== 'sales' || query.shape !== 'near') return null;
  const pid = await resolveParcelId(database, query.pid!);
  const filter: ComparableFilter = query;
  const setup = pid ? await comparableSetup(database, pid, filter) : null;
  if (!pid || !setup) return null;
  const { criteria } = setup;
  return {
    columns: q`p.use_code, p.land_sqft, s.price, s.qualified, ${COMPARED.livingArea} as living_area, ${COMPARED.yearBuilt} as year_built, ${COMPARED.bedrooms} as bedrooms`,
    where: q`p.use_code like ${`${useCodePrefix(criteria)}%`} and s.sale_date <= ${criteria.to}`,
    since: criteria.from,
    keep: comparableRowTest(criteria, pid),
  };
}
