import { sql } from 'kysely';
import {
  band,
  boundingBox,
  distanceMiles,
  dorUseCode,
  pricePerSqft,
  sortComparables,
  monthsBefore,
  type ComparableSale,
  type ComparablesAnswer,
  type ComparablesQuery,
  type ComparablesSubject,
} from '@county/shared';
import type { Database } from '../db/database.ts';

// Comparable sales of a parcel: qualified sales of parcels with the same DOR use code, a living
// area (land area for vacant land) and a year built near the subject's, in the same neighborhood or
// subdivision or within a radius, over the months before the roll's latest qualified sale.

/** Subdivision 0000 is unplatted acreage: sharing it says nothing about being neighbors. */
const UNPLATTED = '0000';

async function subjectOf(database: Database, parcelId: string): Promise<(ComparablesSubject & { subdivisionCode: string }) | null> {
  const row = await database.db
    .selectFrom('parcels as p')
    .select([
      'p.parcel_id',
      'p.display_id',
      'p.situs_address',
      'p.use_code',
      'p.neighborhood',
      'p.subdivision_code',
      'p.land_sqft',
      'p.latitude',
      'p.longitude',
      sql<number | null>`(select sum(b.living_area) from buildings b where b.parcel_id = p.parcel_id)`.as('living_area'),
      sql<number | null>`(select min(b.year_built) from buildings b where b.parcel_id = p.parcel_id)`.as('year_built'),
    ])
    .where('p.parcel_id', '=', parcelId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    parcelId: row.parcel_id,
    displayId: row.display_id,
    address: row.situs_address,
    useCode: row.use_code,
    neighborhood: row.neighborhood,
    subdivisionCode: row.subdivision_code,
    livingArea: Number(row.living_area ?? 0),
    yearBuilt: row.year_built == null ? null : Number(row.year_built),
    landSqft: Number(row.land_sqft),
    latitude: row.latitude == null ? null : Number(row.latitude),
    longitude: row.longitude == null ? null : Number(row.longitude),
  };
}

/** The end of the sales window: the latest qualified sale on the roll, never after today. */
async function windowEnd(database: Database): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const latest = await database.db
    .selectFrom('sales')
    .select(sql<string | null>`max(sale_date)`.as('last'))
    .where('qualified', '=', 1)
    .where('sale_date', '<=', today)
    .executeTakeFirst();
  return latest?.last ?? today;
}

/** Null when the subject parcel does not exist. */
export async function comparableSales(database: Database, parcelId: string, query: ComparablesQuery): Promise<ComparablesAnswer | null> {
  const subject = await subjectOf(database, parcelId);
  if (!subject) return null;
  const to = await windowEnd(database);
  const from = monthsBefore(to, query.months);
  const areaBasis = subject.livingArea > 0 ? 'living' : 'land';
  const [areaMin, areaMax] = band(areaBasis === 'living' ? subject.livingArea : subject.landSqft, query.areaBand);
  const years = areaBasis === 'living' && subject.yearBuilt !== null ? [subject.yearBuilt - query.yearBand, subject.yearBuilt + query.yearBand] : null;
  const dor = dorUseCode(subject.useCode);
  const hasPoint = subject.latitude !== null && subject.longitude !== null;
  const box = hasPoint ? boundingBox(subject.latitude!, subject.longitude!, query.radius) : null;
  const byArea = query.match !== 'distance' && (subject.neighborhood !== null || subject.subdivisionCode !== UNPLATTED);
  const byDistance = query.match !== 'neighborhood' && box !== null;
  const { subdivisionCode, ...publicSubject } = subject;
  const answer = (sales: ComparableSale[], truncated: boolean): ComparablesAnswer => ({
    subject: publicSubject,
    criteria: {
      from,
      to,
      dorUseCode: dor,
      areaBasis,
      areaMin,
      areaMax,
      yearMin: years?.[0] ?? null,
      yearMax: years?.[1] ?? null,
      radius: query.radius,
      match: query.match,
    },
    sales,
    truncated,
  });
  // Without a neighborhood or coordinates nothing can count as nearby.
  if (!byArea && !byDistance) return answer([], false);

  // The parcels that count as nearby, each branch served by its own index; their sales are then
  // read by parcel id. Starting from the period's sales instead would visit every sale in the county.
  const nearby = [
    ...(byArea && subject.neighborhood !== null
      ? [database.db.selectFrom('parcels').select('parcel_id').where('neighborhood', '=', subject.neighborhood)]
      : []),
    ...(byArea && subdivisionCode !== UNPLATTED ? [database.db.selectFrom('parcels').select('parcel_id').where('subdivision_code', '=', subdivisionCode)] : []),
    ...(byDistance
      ? [
          database.db
            .selectFrom('parcels')
            .select('parcel_id')
            .where('latitude', '>=', box.minLat)
            .where('latitude', '<=', box.maxLat)
            .where('longitude', '>=', box.minLon)
            .where('longitude', '<=', box.maxLon),
        ]
      : []),
  ].reduce((all, next) => all.union(next));

  const candidates = database.db
    .selectFrom('parcels as p')
    .innerJoin('sales as s', 's.parcel_id', 'p.parcel_id')
    .select([
      's.parcel_id',
      's.sale_date',
      's.price',
      's.deed_code',
      's.qual_code',
      'p.display_id',
      'p.situs_address',
      'p.use_code',
      'p.neighborhood',
      'p.subdivision_code',
      'p.subdivision_name',
      'p.land_sqft',
      'p.latitude',
      'p.longitude',
      sql<number>`(select coalesce(sum(b.living_area), 0) from buildings b where b.parcel_id = s.parcel_id)`.as('living_area'),
      sql<number | null>`(select min(b.year_built) from buildings b where b.parcel_id = s.parcel_id)`.as('year_built'),
    ])
    .where('p.parcel_id', 'in', nearby)
    .where('p.parcel_id', '<>', subject.parcelId)
    .where('p.use_code', 'like', `${dor}%`)
    .where('s.qualified', '=', 1)
    .where('s.sale_date', '>=', from)
    .where('s.sale_date', '<=', to)
    .where('s.price', '>', 0);

  const rows = await database.db
    .selectFrom(candidates.as('c'))
    .selectAll()
    .$if(areaBasis === 'living', (q) => q.where('c.living_area', '>=', areaMin).where('c.living_area', '<=', areaMax))
    .$if(areaBasis === 'land', (q) => q.where('c.land_sqft', '>=', areaMin).where('c.land_sqft', '<=', areaMax))
    .$if(years !== null, (q) => q.where('c.year_built', '>=', years![0]!).where('c.year_built', '<=', years![1]!))
    .execute();

  const sales: ComparableSale[] = [];
  for (const row of rows) {
    const lat = row.latitude == null ? null : Number(row.latitude);
    const lon = row.longitude == null ? null : Number(row.longitude);
    const distance = hasPoint && lat !== null && lon !== null ? distanceMiles(subject.latitude!, subject.longitude!, lat, lon) : null;
    const neighbor =
      byArea &&
      ((subject.neighborhood !== null && row.neighborhood === subject.neighborhood) ||
        (subdivisionCode !== UNPLATTED && row.subdivision_code === subdivisionCode));
    // The box is a square around the circle: its corners lie beyond the radius.
    const near = byDistance && distance !== null && distance <= query.radius;
    if (!neighbor && !near) continue;
    const livingArea = Number(row.living_area);
    const price = Number(row.price);
    sales.push({
      parcelId: row.parcel_id,
      displayId: row.display_id,
      address: row.situs_address,
      saleDate: row.sale_date,
      price,
      deedCode: row.deed_code,
      qualCode: row.qual_code,
      useCode: row.use_code,
      neighborhood: row.neighborhood,
      subdivisionName: row.subdivision_name,
      livingArea,
      yearBuilt: row.year_built == null ? null : Number(row.year_built),
      landSqft: Number(row.land_sqft),
      pricePerSqft: pricePerSqft(price, areaBasis === 'living' ? livingArea : Number(row.land_sqft)),
      distance: distance === null ? null : Math.round(distance * 100) / 100,
      latitude: lat,
      longitude: lon,
    });
  }
  const sorted = sortComparables(sales, query.sortBy, query.sortDir);
  return answer(sorted.slice(0, query.limit), sorted.length > query.limit);
}
