import type { PrcNearbySale } from '@county/shared/cards';
import { ttlCache } from '../cache/ttl-cache.ts';
import type { Database } from '../db/database.ts';
import { distanceMiles } from '@county/shared';
import { comparableFilterSchema, useCodePrefix, type ComparableFilter } from '@county/shared/comparable-sales';
import { parcelNotFound } from './parcel.ts';
import { prepared } from '../db/statements.ts';
import { comparableRowTest, comparableSetup, COMPARED_SELECT, type ComparableSubject } from '../comparables/comparable-sales.ts';

const FEET_PER_MILE = 5280;

// Comparable sales for the card: the sales the one definition of a comparable sale keeps
// (comparables/comparable-sales.ts, decision 124) with its first, narrow filters, in the same
// subdivision first, then in the same appraisal neighborhood. The list holds at most ten sales,
// same subdivision first, newest first within each; the tool's page widens the filters.

export const NEARBY_LIMIT = 10;
// Enough candidates per area to fill the list after the subject's own sales and the bands are
// taken out.
const CANDIDATES = 200;
// Every parcel of an area shares the area's candidate sales, and they change only when the roll is
// reloaded: each process keeps a bounded number of areas for a minute.
const areaCache = ttlCache<string, Candidate[]>({ ttlMs: 60_000, maxEntries: 5_000 });

function candidatesIn(column: 'p.subdivision_key' | 'p.neighborhood') {
  return prepared((db, a: { area: string; usePattern: string; since: string; until: string }) =>
    db
      .selectFrom('parcels as p')
      .innerJoin('sales as s', 's.parcel_id', 'p.parcel_id')
      .select([
        'p.parcel_id',
        'p.display_id',
        'p.situs_address',
        'p.use_code',
        'p.acreage',
        'p.land_sqft',
        'p.latitude',
        'p.longitude',
        's.sale_date',
        's.price',
        's.instrument_number',
        's.deed_code',
        's.qualified',
        COMPARED_SELECT.livingArea(),
        COMPARED_SELECT.yearBuilt(),
        COMPARED_SELECT.bedrooms(),
        COMPARED_SELECT.baths(),
      ])
      .where(column, '=', a.area)
      .where('p.use_code', 'like', a.usePattern)
      .where('s.qualified', '=', 1)
      .where('s.sale_date', '>=', a.since)
      .where('s.sale_date', '<=', a.until)
      .where('s.price', '>', 0)
      .orderBy('s.sale_date', 'desc')
      .limit(CANDIDATES),
  );
}
const inSubdivision = candidatesIn('p.subdivision_key');
const inNeighborhood = candidatesIn('p.neighborhood');
type Candidate = Awaited<ReturnType<typeof inSubdivision>>[number];

function areaCandidates(
  database: Database,
  kind: 'subdivision' | 'neighborhood',
  args: { area: string; usePattern: string; since: string; until: string },
): Promise<Candidate[]> {
  const key = `${kind}|${args.area}|${args.usePattern}|${args.since}|${args.until}`;
  return areaCache.get(database, key, () => (kind === 'subdivision' ? inSubdivision : inNeighborhood)(database, args));
}
/** The card's comparable sales; `filter` is the one definition's, its defaults unless a caller widens them. */
export async function nearbySales(database: Database, pid: string, filter: ComparableFilter = comparableFilterSchema.parse({})): Promise<PrcNearbySale[]> {
  const setup = await comparableSetup(database, pid, filter);
  if (!setup) throw parcelNotFound(pid);
  const { subject, criteria } = setup;
  const comparable = comparableRowTest(criteria, pid);
  // With use=any the pattern is '%': the cut is by the window alone, one area at a time.
  const args = { usePattern: `${useCodePrefix(criteria)}%`, since: criteria.from, until: criteria.to };
  const seen = new Set<string>();
  const result: PrcNearbySale[] = [];
  const take = (rows: Candidate[], sameSubdivision: boolean) => {
    for (const r of rows) {
      const key = `${r.parcel_id}|${r.instrument_number}`;
      if (result.length >= NEARBY_LIMIT) return;
      if (seen.has(key) || !comparable(r)) continue;
      seen.add(key);
      const livingArea = r.living_area === null ? null : Number(r.living_area);
      result.push({
        parcelId: r.parcel_id,
        displayParcelId: r.display_id,
        propertyAddress: r.situs_address,
        dorCode: r.use_code,
        saleDate: r.sale_date,
        salePrice: r.price,
        instNum: r.instrument_number,
        deedCode: r.deed_code,
        livingArea,
        yearBuilt: r.year_built === null ? null : Number(r.year_built),
        bedrooms: r.bedrooms === null ? null : Number(r.bedrooms),
        baths: r.baths === null ? null : Number(r.baths),
        acreage: r.acreage,
        landSqFt: Number(r.land_sqft),
        pricePerSqFt: livingArea ? Math.round((r.price / livingArea) * 100) / 100 : null,
        sameSubdivision: sameSubdivision ? 'True' : 'False',
        distanceFt: feetApart(subject, r),
        latitude: r.latitude,
        longitude: r.longitude,
      });
    }
  };

  // Unplatted acreage (subdivision 0000) is not a neighbourhood of its own.
  if (subject.subdivisionCode !== '0000' && subject.subdivisionKey) {
    take(await areaCandidates(database, 'subdivision', { area: subject.subdivisionKey, ...args }), true);
  }
  if (result.length < NEARBY_LIMIT && subject.neighborhood) {
    take(await areaCandidates(database, 'neighborhood', { area: subject.neighborhood, ...args }), false);
  }
  return result;
}

function feetApart(subject: ComparableSubject, r: Candidate): number | null {
  if (subject.latitude === null || subject.longitude === null || r.latitude === null || r.longitude === null) return null;
  return Math.round(distanceMiles(subject.latitude, subject.longitude, r.latitude, r.longitude) * FEET_PER_MILE);
}
