import {
  boundingBox,
  distanceMiles,
  pricePerSqft,
  sortComparables,
  type ComparableSale,
  type ComparablesAnswer,
  type ComparablesQuery,
  type ComparablesSubject,
} from '@county/shared';
import { useCodePrefix } from '@county/shared/comparable-sales';
import type { Database } from '../db/database.ts';
import { comparableRowTest, comparableSetup, COMPARED_SELECT } from '../comparables/comparable-sales.ts';

// Comparable sales of a parcel for the tool's page: the sales the one definition of a comparable
// sale keeps (comparables/comparable-sales.ts, decision 124) under the page's filters, in the same
// neighborhood or subdivision or within a radius.

/** Subdivision 0000 is unplatted acreage: sharing it says nothing about being neighbors. */
const UNPLATTED = '0000';

async function subjectOf(database: Database, parcelId: string): Promise<{ display_id: string; situs_address: string | null } | undefined> {
  return database.db.selectFrom('parcels').select(['display_id', 'situs_address']).where('parcel_id', '=', parcelId).executeTakeFirst();
}

/** Null when the subject parcel does not exist. */
export async function comparableSales(database: Database, parcelId: string, query: ComparablesQuery): Promise<ComparablesAnswer | null> {
  const [setup, named] = await Promise.all([comparableSetup(database, parcelId, query), subjectOf(database, parcelId)]);
  if (!setup || !named) return null;
  const { subject: found, criteria } = setup;
  const subject: ComparablesSubject = {
    parcelId,
    displayId: named.display_id,
    address: named.situs_address,
    useCode: found.facts.useCode,
    neighborhood: found.neighborhood,
    livingArea: found.facts.livingArea ?? 0,
    yearBuilt: found.facts.yearBuilt,
    landSqft: found.facts.landSqFt ?? 0,
    latitude: found.latitude,
    longitude: found.longitude,
  };
  const subdivisionCode = found.subdivisionCode;
  const areaBasis = criteria.areaBasis;
  const hasPoint = subject.latitude !== null && subject.longitude !== null;
  const box = hasPoint ? boundingBox(subject.latitude!, subject.longitude!, query.radius) : null;
  const byArea = query.match !== 'distance' && (subject.neighborhood !== null || subdivisionCode !== UNPLATTED);
  const byDistance = query.match !== 'neighborhood' && box !== null;
  const answer = (sales: ComparableSale[], truncated: boolean): ComparablesAnswer => ({
    subject,
    criteria: {
      from: criteria.from,
      to: criteria.to,
      dorUseCode: criteria.useKey ?? 'any',
      areaBasis,
      areaMin: criteria.areaMin ?? 0,
      areaMax: criteria.areaMax ?? 0,
      yearMin: criteria.yearMin,
      yearMax: criteria.yearMax,
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
      's.qualified',
      COMPARED_SELECT.livingArea(),
      COMPARED_SELECT.yearBuilt(),
      COMPARED_SELECT.bedrooms(),
      COMPARED_SELECT.baths(),
    ])
    .where('p.parcel_id', 'in', nearby)
    .where('p.use_code', 'like', `${useCodePrefix(criteria)}%`)
    .where('s.qualified', '=', 1)
    .where('s.sale_date', '>=', criteria.from)
    .where('s.sale_date', '<=', criteria.to)
    .where('s.price', '>', 0);

  const rows = (await candidates.execute()).filter(comparableRowTest(criteria, parcelId));

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
    const livingArea = Number(row.living_area ?? 0);
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
      bedrooms: row.bedrooms == null ? null : Number(row.bedrooms),
      baths: row.baths == null ? null : Number(row.baths),
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
