import { officeOwnerName } from '@county/shared';
import { ownerInLang } from '@county/shared/confidential';
import { areaSqMi, type MapAreaParcelRow, type MapAreaQuery, type MapAreaSaleRow } from '@county/shared/map';
import type { Database } from '../db/database.ts';
import { q, rows, type Fragment } from '../db/statements.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { resolveParcelId } from '../cards/resolve-parcel-id.ts';
import { COMPARED } from '../search/plans/compared.ts';
import { justValue, ON_ROLL } from '../search/plans/conditions.ts';
import { areaBox, distanceFt, parcelInArea, type DrawnArea } from './drawn-area.ts';
import type { ParcelGeometry } from './shape-rows.ts';
import { inCells, readMapContext } from './tile-features.ts';
import { CELL_ZOOM, latToTileY, lonToTileX, type Box } from './tile-math.ts';

// The parcels, or the qualified sales of the last three years, inside an area drawn on the map
// (issue 28): every candidate whose shape's cells or point fall in the area's box is read with the
// fields of its row, tested against the area itself, then sorted and paged here. An area is at most
// five square miles, so the candidates are at most a few tens of thousands of rows.

export interface AreaList {
  kind: MapAreaQuery['kind'];
  areaSqMi: number;
  total: number;
  parcels?: MapAreaParcelRow[];
  sales?: MapAreaSaleRow[];
}

type Num = number | string | null;
const num = (v: Num): number | null => (v === null ? null : Number(v));

interface Candidate {
  parcel_id: string;
  display_id: string;
  situs_address: string | null;
  situs_city: string | null;
  street_key: string | null;
  situs_number: Num;
  owner_name: string;
  use_code: string;
  use_description: string | null;
  just_value: Num;
  living_area: Num;
  land_sqft: Num;
  year_built: Num;
  last_sale_date: string | null;
  last_sale_price: Num;
  latitude: Num;
  longitude: Num;
  geometry: string | null;
}

interface SaleCandidate extends Candidate {
  sale_date: string;
  price: Num;
  instrument_number: string | null;
  seq: Num;
}

/** The area a query draws; `near` is a circle around the parcel's point. */
async function drawnArea(database: Database, query: MapAreaQuery): Promise<DrawnArea> {
  if (query.shape === 'rect') return { kind: 'rect', box: { minLon: query.west!, minLat: query.south!, maxLon: query.east!, maxLat: query.north! } };
  if (query.shape === 'circle') return { kind: 'circle', lon: query.lon!, lat: query.lat!, radiusFt: query.radiusFt! };
  const pid = await resolveParcelId(database, query.pid!);
  if (!pid) throw new NotFoundError(`pid: no parcel with id ${query.pid!.trim()} is on the roll`, 'pid');
  const [point] = await rows<{ latitude: Num; longitude: Num }>(database, q`select latitude, longitude from parcels p where parcel_id = ${pid} and ${ON_ROLL}`);
  if (!point) throw new NotFoundError(`pid: the parcel ${query.pid!.trim()} is no longer on the roll`, 'pid');
  if (point.latitude === null || point.longitude === null) throw new InvalidInputError('pid: the parcel has no point on the map', 'pid');
  return { kind: 'circle', lon: Number(point.longitude), lat: Number(point.latitude), radiusFt: query.radiusFt! };
}

/**
 * The ids of parcels that may be in the area: shapes listed in the cells of its box, and parcels
 * without a shape whose point is in the box.
 */
function candidateIds(box: Box): Fragment {
  const cells = {
    x0: lonToTileX(box.minLon, CELL_ZOOM),
    x1: lonToTileX(box.maxLon, CELL_ZOOM),
    y0: latToTileY(box.maxLat, CELL_ZOOM),
    y1: latToTileY(box.minLat, CELL_ZOOM),
  };
  return q`select c.parcel_id from shape_cells c where ${inCells(cells)}
    union select p0.parcel_id from parcels p0
      where p0.latitude between ${box.minLat} and ${box.maxLat} and p0.longitude between ${box.minLon} and ${box.maxLon}
        and not exists (select 1 from parcel_shapes s0 where s0.parcel_id = p0.parcel_id)`;
}

/** The candidates whose shape's box meets the area's (those without a shape were picked by their point). */
function nearBox(box: Box): Fragment {
  return q`(g.parcel_id is null or (g.min_lon <= ${box.maxLon} and g.max_lon >= ${box.minLon} and g.min_lat <= ${box.maxLat} and g.max_lat >= ${box.minLat}))`;
}

function candidateColumns(year: number): Fragment {
  return q`p.parcel_id, p.display_id, p.situs_address, p.situs_city, p.street_key, p.situs_number, p.owner_name, p.use_code,
    u.description as use_description, ${justValue(year)} as just_value, ${COMPARED.livingArea} as living_area, p.land_sqft,
    ${COMPARED.yearBuilt} as year_built, ${COMPARED.lastSaleDate} as last_sale_date, ${COMPARED.lastSalePrice} as last_sale_price,
    p.latitude, p.longitude, g.geometry`;
}

/** The candidates' rows (one per parcel, or one per qualified sale in the window), those inside the area kept. */
async function inside<C extends Candidate>(database: Database, area: DrawnArea, select: Fragment): Promise<C[]> {
  const found = await rows<C>(database, select);
  const parsed = new Map<string, ParcelGeometry | null>();
  return found.filter((r) => {
    let geometry = parsed.get(r.parcel_id);
    if (geometry === undefined) parsed.set(r.parcel_id, (geometry = r.geometry === null ? null : (JSON.parse(r.geometry) as ParcelGeometry)));
    const point: [number, number] | null = r.latitude === null || r.longitude === null ? null : [Number(r.longitude), Number(r.latitude)];
    return parcelInArea(area, geometry, point);
  });
}

function distanceOf(area: DrawnArea, r: Candidate): number | null {
  if (area.kind === 'rect' || r.latitude === null || r.longitude === null) return null;
  return Math.round(distanceFt(area.lon, area.lat, Number(r.longitude), Number(r.latitude)));
}

function parcelRow(r: Candidate, area: DrawnArea, lang: MapAreaQuery['lang']): MapAreaParcelRow {
  return {
    parcelId: r.parcel_id,
    displayParcelId: r.display_id,
    address: r.situs_address,
    city: r.situs_city,
    owner: ownerInLang(officeOwnerName(r.owner_name), lang),
    useCode: r.use_code,
    useDescription: r.use_description ?? '',
    justValue: num(r.just_value),
    livingArea: num(r.living_area),
    landSqFt: num(r.land_sqft),
    yearBuilt: num(r.year_built),
    lastSaleDate: r.last_sale_date,
    lastSalePrice: num(r.last_sale_price),
    distanceFt: distanceOf(area, r),
  };
}

function saleRow(r: SaleCandidate, area: DrawnArea): MapAreaSaleRow {
  const livingArea = num(r.living_area);
  const price = Number(r.price);
  return {
    parcelId: r.parcel_id,
    displayParcelId: r.display_id,
    address: r.situs_address,
    city: r.situs_city,
    saleDate: r.sale_date,
    salePrice: price,
    instrument: r.instrument_number,
    useCode: r.use_code,
    useDescription: r.use_description ?? '',
    livingArea,
    pricePerSqFt: livingArea !== null && livingArea > 0 ? Math.round((price / livingArea) * 100) / 100 : null,
    yearBuilt: num(r.year_built),
    distanceFt: distanceOf(area, r),
  };
}

type Key = string | number | null;

/** Compares two keys, unknown values last whichever the direction. */
function compareKeys(a: Key, b: Key, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order = a < b ? -1 : 1;
  return descending ? -order : order;
}

/** The address order: street, then house number, as the search lists an address. */
const addressKey = (r: Candidate): Key => (r.street_key === null ? null : `${r.street_key}|${String(num(r.situs_number) ?? 0).padStart(9, '0')}`);

const PARCEL_KEYS: Record<string, (r: MapAreaParcelRow, c: Candidate) => Key> = {
  distance: (r) => r.distanceFt,
  address: (_r, c) => addressKey(c),
  justValue: (r) => r.justValue,
  livingArea: (r) => r.livingArea,
  yearBuilt: (r) => r.yearBuilt,
  lastSaleDate: (r) => r.lastSaleDate,
  lastSalePrice: (r) => r.lastSalePrice,
};
const SALE_KEYS: Record<string, (r: MapAreaSaleRow, c: Candidate) => Key> = {
  distance: (r) => r.distanceFt,
  saleDate: (r) => r.saleDate,
  salePrice: (r) => r.salePrice,
  pricePerSqFt: (r) => r.pricePerSqFt,
  livingArea: (r) => r.livingArea,
  address: (_r, c) => addressKey(c),
};

/** The sort a query asks for, or its default: distance from a centre, else address (parcels) or newest first (sales). */
function sortOf(query: MapAreaQuery, area: DrawnArea): { by: string; descending: boolean } {
  if (query.sortBy === 'distance' && area.kind === 'rect')
    throw new InvalidInputError('sortBy: a rectangle has no centre to measure a distance from', 'sortBy');
  const by = query.sortBy ?? (area.kind === 'circle' ? 'distance' : query.kind === 'parcels' ? 'address' : 'saleDate');
  // Dates read newest first unless asked otherwise; everything else smallest (nearest) first.
  const descending = query.sortDir ? query.sortDir === 'DESC' : by === 'saleDate' || by === 'lastSaleDate';
  return { by, descending };
}

/** Sorts rows by a key, then by parcel id and (for sales) newest first, so every run lists the same order. */
function sorted<R extends { parcelId: string }, C extends Candidate>(
  pairs: Array<[R, C]>,
  key: (r: R, c: C) => Key,
  descending: boolean,
  tie: (a: R, b: R) => number,
): R[] {
  const keyed = pairs.map(([r, c]) => ({ r, k: key(r, c) }));
  keyed.sort((a, b) => compareKeys(a.k, b.k, descending) || (a.r.parcelId < b.r.parcelId ? -1 : a.r.parcelId > b.r.parcelId ? 1 : 0) || tie(a.r, b.r));
  return keyed.map((x) => x.r);
}

/** Every row of the area in its order (the page or the export takes its part). */
export async function listArea(database: Database, query: MapAreaQuery): Promise<AreaList> {
  const area = await drawnArea(database, query);
  const { by, descending } = sortOf(query, area);
  const context = await readMapContext(database);
  const box = areaBox(area);
  const ids = candidateIds(box);
  const base = { kind: query.kind, areaSqMi: Math.round(areaSqMi(query) * 1000) / 1000 };
  if (query.kind === 'parcels') {
    const found = await inside<Candidate>(
      database,
      area,
      q`select ${candidateColumns(context.year)} from (${ids}) ids join parcels p on p.parcel_id = ids.parcel_id
        left join parcel_shapes g on g.parcel_id = p.parcel_id left join use_codes u on u.code = p.use_code
        where ${ON_ROLL} and ${nearBox(box)}`,
    );
    const parcels = sorted(
      found.map((c) => [parcelRow(c, area, query.lang), c] as [MapAreaParcelRow, Candidate]),
      PARCEL_KEYS[by]!,
      descending,
      () => 0,
    );
    return { ...base, total: parcels.length, parcels };
  }
  const found = await inside<SaleCandidate>(
    database,
    area,
    q`select ${candidateColumns(context.year)}, s.sale_date, s.price, s.instrument_number, s.seq
      from (${ids}) ids join parcels p on p.parcel_id = ids.parcel_id
      join sales s on s.parcel_id = p.parcel_id and s.qualified = 1 and s.sale_date >= ${context.salesSince} and s.price > 0
      left join parcel_shapes g on g.parcel_id = p.parcel_id left join use_codes u on u.code = p.use_code
      where ${ON_ROLL} and ${nearBox(box)}`,
  );
  const seqOf = new Map<MapAreaSaleRow, number>();
  const pairs = found.map((c) => {
    const row = saleRow(c, area);
    seqOf.set(row, Number(c.seq));
    return [row, c] as [MapAreaSaleRow, Candidate];
  });
  const sales = sorted(pairs, SALE_KEYS[by]!, descending, (a, b) => compareKeys(a.saleDate, b.saleDate, true) || seqOf.get(b)! - seqOf.get(a)!);
  return { ...base, total: sales.length, sales };
}
