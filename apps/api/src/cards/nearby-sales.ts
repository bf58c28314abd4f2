import { sql } from 'kysely';
import type { PrcNearbySale } from '@county/shared/cards';
import { ttlCache } from '../cache/ttl-cache.ts';
import type { Database } from '../db/database.ts';
import { parcelNotFound } from './parcel.ts';
import { prepared } from '../db/statements.ts';
import { rollFacts } from './roll.ts';

// Comparable sales for the card: qualified (arm's-length) sales in the last three years of parcels
// of the same use group (the two-digit DOR code), in the same subdivision first, then in the same
// appraisal neighborhood. When the subject has a building, a comparable's main building must have
// a living area within 35% of it. The list holds at most ten sales, same subdivision first, newest
// first within each.

export const NEARBY_LIMIT = 10;
const WINDOW_YEARS = 3;
const AREA_TOLERANCE = 0.35;
// Enough candidates per area to fill the list after the subject's own sales and the living-area
// filter are taken out.
const CANDIDATES = 80;
// Every parcel of an area shares the area's candidate sales, and they change only when the roll is
// reloaded: each process keeps a bounded number of areas for a minute.
const areaCache = ttlCache<string, Candidate[]>({ ttlMs: 60_000, maxEntries: 5_000 });

function candidatesIn(column: 'p.subdivision_key' | 'p.neighborhood') {
  return prepared((db, a: { area: string; usePrefix: string; since: string }) =>
    db
      .selectFrom('parcels as p')
      .innerJoin('sales as s', 's.parcel_id', 'p.parcel_id')
      .leftJoin('buildings as b', (join) =>
        join.onRef('b.parcel_id', '=', 'p.parcel_id').on('b.building_no', '=', (eb) =>
          eb
            .selectFrom('buildings as m')
            .select((m) => m.fn.min('m.building_no').as('first'))
            .whereRef('m.parcel_id', '=', 'p.parcel_id'),
        ),
      )
      .select([
        'p.parcel_id',
        'p.display_id',
        'p.situs_address',
        'p.use_code',
        'p.acreage',
        'p.latitude',
        'p.longitude',
        's.sale_date',
        's.price',
        's.instrument_number',
        's.deed_code',
        'b.living_area',
        'b.year_built',
        'b.bedrooms',
        'b.baths',
      ])
      .where(column, '=', a.area)
      .where(sql<string>`substr(p.use_code, 1, 2)`, '=', a.usePrefix)
      .where('s.qualified', '=', 1)
      .where('s.sale_date', '>=', a.since)
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
  args: { area: string; usePrefix: string; since: string },
): Promise<Candidate[]> {
  const key = `${kind}|${args.area}|${args.usePrefix}|${args.since}`;
  return areaCache.get(database, key, () => (kind === 'subdivision' ? inSubdivision : inNeighborhood)(database, args));
}
const subjectRow = prepared((db, a: { pid: string }) =>
  db.selectFrom('parcels').select(['subdivision_code', 'subdivision_key', 'neighborhood', 'use_code']).where('parcel_id', '=', a.pid),
);
const mainBuildingArea = prepared((db, a: { pid: string }) =>
  db.selectFrom('buildings').select('living_area').where('parcel_id', '=', a.pid).orderBy('building_no').limit(1),
);

function yearsBefore(isoDate: string, years: number): string {
  const year = Number(isoDate.slice(0, 4)) - years;
  return `${year}${isoDate.slice(4, 10)}`;
}

export async function nearbySales(database: Database, pid: string): Promise<PrcNearbySale[]> {
  const [[subject], [subjectBuilding], facts] = await Promise.all([subjectRow(database, { pid }), mainBuildingArea(database, { pid }), rollFacts(database)]);
  if (!subject) throw parcelNotFound(pid);
  const today = facts.refreshDate ?? new Date().toISOString().slice(0, 10);
  const since = yearsBefore(today, WINDOW_YEARS);
  const usePrefix = subject.use_code.slice(0, 2);

  const area = subjectBuilding?.living_area ?? 0;
  const similar = (livingArea: number | null) => area <= 0 || (livingArea !== null && Math.abs(livingArea - area) <= area * AREA_TOLERANCE);
  const seen = new Set<string>();
  const result: PrcNearbySale[] = [];
  const take = (rows: Candidate[], sameSubdivision: boolean) => {
    for (const r of rows) {
      const key = `${r.parcel_id}|${r.instrument_number}`;
      if (result.length >= NEARBY_LIMIT) return;
      if (r.parcel_id === pid || seen.has(key) || !similar(r.living_area)) continue;
      seen.add(key);
      result.push({
        parcelId: r.parcel_id,
        displayParcelId: r.display_id,
        propertyAddress: r.situs_address,
        dorCode: r.use_code,
        saleDate: r.sale_date,
        salePrice: r.price,
        instNum: r.instrument_number,
        deedCode: r.deed_code,
        livingArea: r.living_area,
        yearBuilt: r.year_built,
        bedrooms: r.bedrooms,
        baths: r.baths,
        acreage: r.acreage,
        pricePerSqFt: r.living_area ? Math.round((r.price / r.living_area) * 100) / 100 : null,
        sameSubdivision: sameSubdivision ? 'True' : 'False',
        latitude: r.latitude,
        longitude: r.longitude,
      });
    }
  };

  // Unplatted acreage (subdivision 0000) is not a neighbourhood of its own.
  if (subject.subdivision_code !== '0000' && subject.subdivision_key) {
    take(await areaCandidates(database, 'subdivision', { area: subject.subdivision_key, usePrefix, since }), true);
  }
  if (result.length < NEARBY_LIMIT && subject.neighborhood) {
    take(await areaCandidates(database, 'neighborhood', { area: subject.neighborhood, usePrefix, since }), false);
  }
  return result;
}
