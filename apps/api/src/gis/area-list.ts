import { officeOwnerName } from '@county/shared';
import { ownerInLang } from '@county/shared/confidential';
import { areaSqMi, type MapAreaParcelRow, type MapAreaQuery, type MapAreaSaleRow } from '@county/shared/map';
import type { Database } from '../db/database.ts';
import { join, q, rows, type Fragment } from '../db/statements.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { resolveParcelId } from '../cards/resolve-parcel-id.ts';
import { COMPARED } from '../roll/compared.ts';
import { justValue, ON_ROLL } from '../roll/conditions.ts';
import type { SaleFactsRow } from '../comparables/comparable-sales.ts';
import { cellSpan, checkAreaBounds, type CellSpan } from './area-bounds.ts';
import { areaComparables } from './area-comparables.ts';
import { countyExtent } from './county-extent.ts';
import { areaBox, boxInArea, distanceFt, parcelInArea, type DrawnArea } from './drawn-area.ts';
import type { ParcelGeometry } from './shape-rows.ts';
import { readMapContext } from './tile-features.ts';
import type { Box } from './tile-math.ts';

// The parcels, or the qualified sales of the last three years, inside an area drawn on the map
// (issue 28). A first read takes, for every candidate whose shape's cells or point fall in the area's
// box, only what deciding "inside" and the sort need; the rows kept are sorted and paged here, and
// only the page's rows are read again with every field (an export reads every field at once). An
// area is at most five square miles, so the candidates are at most a few tens of thousands of rows.

export interface AreaList {
  kind: MapAreaQuery['kind'];
  areaSqMi: number;
  total: number;
  /** The page's rows; with format=csv, every row. */
  parcels?: MapAreaParcelRow[];
  sales?: MapAreaSaleRow[];
}

type Num = number | string | null;
const num = (v: Num | undefined): number | null => (v === null || v === undefined ? null : Number(v));

/** A row's every field, as the page or the export shows it. */
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
  bedrooms: Num;
  baths: Num;
  last_sale_date: string | null;
  last_sale_price: Num;
  latitude: Num;
  longitude: Num;
}

interface SaleCandidate extends Candidate {
  sale_date: string;
  price: Num;
  instrument_number: string | null;
  seq: Num;
}

/**
 * The first read of a candidate: its id, point and shape (box and text, null without a shape), a
 * sale's date and number, and the columns its sort reads; an export's first read has every field.
 */
type Keyed = Pick<Candidate, 'parcel_id' | 'latitude' | 'longitude'> &
  Partial<SaleCandidate> & { geometry: string | null; min_lon: Num; min_lat: Num; max_lon: Num; max_lat: Num };

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
 * The shape_cells rows (alias c) in a range of cells, as one statement text for every area (a term
 * per column made one text, and one prepared statement kept, per width; issue 43). PostgreSQL reads
 * `between` on both columns down the (cell_x, cell_y) key. SQLite would read whole columns that way,
 * so its columns are an `in` list counted out by the query itself, each one step down the key (joined
 * with the counting query instead, it ran every parcel of the roll through a Bloom filter, ten times
 * slower; PostgreSQL, given that list, scans the whole table).
 */
function cellRange(database: Database, cells: CellSpan): Fragment {
  if (database.dialect !== 'sqlite') return q`c.cell_x between ${cells.x0} and ${cells.x1} and c.cell_y between ${cells.y0} and ${cells.y1}`;
  const columns = q`with recursive columns_of(x) as (select ${cells.x0} union all select x + 1 from columns_of where x < ${cells.x1}) select x from columns_of`;
  return q`c.cell_x in (${columns}) and c.cell_y between ${cells.y0} and ${cells.y1}`;
}

/**
 * The ids of parcels that may be in the area, each once: shapes listed in the cells of its box, and
 * parcels without a shape (nor cells) whose point is in the box. The two halves are apart, so they
 * are joined with `union all`: for an area within one cell, a plain `union` had SQLite merge them in
 * id order, walking every parcel of the roll for the second half, and the sales' read then start from
 * every qualified sale of the window (a third of a second; decision 112, 2026-11-26).
 */
function candidateIds(database: Database, box: Box): Fragment {
  return q`select distinct c.parcel_id from shape_cells c where ${cellRange(database, cellSpan(box))}
    union all select p0.parcel_id from parcels p0
      where p0.latitude between ${box.minLat} and ${box.maxLat} and p0.longitude between ${box.minLon} and ${box.maxLon}
        and not exists (select 1 from parcel_shapes s0 where s0.parcel_id = p0.parcel_id)
        and not exists (select 1 from shape_cells c0 where c0.parcel_id = p0.parcel_id)`;
}

/** The candidates whose shape's box meets the area's (those without a shape were picked by their point). */
function nearBox(box: Box): Fragment {
  return q`(g.parcel_id is null or (g.min_lon <= ${box.maxLon} and g.max_lon >= ${box.minLon} and g.min_lat <= ${box.maxLat} and g.max_lat >= ${box.minLat}))`;
}

/** Every field of a parcel's row (alias p; the use's description needs use_codes as u). */
function rowColumns(year: number): Fragment {
  return q`p.parcel_id, p.display_id, p.situs_address, p.situs_city, p.street_key, p.situs_number, p.owner_name, p.use_code,
    u.description as use_description, ${justValue(year)} as just_value, ${COMPARED.livingArea} as living_area, p.land_sqft,
    ${COMPARED.yearBuilt} as year_built, ${COMPARED.bedrooms} as bedrooms, ${COMPARED.bathrooms} as baths, ${COMPARED.lastSaleDate} as last_sale_date, ${COMPARED.lastSalePrice} as last_sale_price,
    p.latitude, p.longitude`;
}

const SHAPE_COLUMNS = q`g.geometry, g.min_lon, g.min_lat, g.max_lon, g.max_lat`;
const SALE_COLUMNS = q`s.sale_date, s.price, s.instrument_number, s.seq`;
const USE_JOIN = q`left join use_codes u on u.code = p.use_code`;

/** Whether a candidate is in the area: by its shape's box when that decides, else by its shape or point. */
function candidateInArea(area: DrawnArea, r: Keyed): boolean {
  const point: [number, number] | null = r.latitude === null || r.longitude === null ? null : [Number(r.longitude), Number(r.latitude)];
  if (r.geometry === null) return parcelInArea(area, null, point);
  const box = { minLon: Number(r.min_lon), minLat: Number(r.min_lat), maxLon: Number(r.max_lon), maxLat: Number(r.max_lat) };
  return boxInArea(area, box) ?? parcelInArea(area, JSON.parse(r.geometry) as ParcelGeometry, point);
}

/** The candidates' rows (one per parcel, or one per qualified sale in the window), those inside the area kept. */
async function inside<C extends Keyed>(database: Database, area: DrawnArea, select: Fragment): Promise<C[]> {
  const found = await rows<C>(database, select);
  const verdicts = new Map<string, boolean>();
  return found.filter((r) => {
    let verdict = verdicts.get(r.parcel_id);
    if (verdict === undefined) verdicts.set(r.parcel_id, (verdict = candidateInArea(area, r)));
    return verdict;
  });
}

function distanceOf(area: DrawnArea, r: Pick<Candidate, 'latitude' | 'longitude'>): number | null {
  if (area.kind === 'rect' || r.latitude === null || r.longitude === null) return null;
  return Math.round(distanceFt(area.lon, area.lat, Number(r.longitude), Number(r.latitude)));
}

function pricePerSqFt(price: number, livingArea: number | null): number | null {
  return livingArea !== null && livingArea > 0 ? Math.round((price / livingArea) * 100) / 100 : null;
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
    pricePerSqFt: pricePerSqFt(price, livingArea),
    bedrooms: num(r.bedrooms),
    baths: num(r.baths),
    yearBuilt: num(r.year_built),
    landSqFt: num(r.land_sqft),
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
const addressKey = (r: Keyed): Key =>
  r.street_key === null || r.street_key === undefined ? null : `${r.street_key}|${String(num(r.situs_number) ?? 0).padStart(9, '0')}`;

/** A sort: the columns the first read adds for it (none when a candidate's point or sale carries it), and its key. */
interface Sort {
  columns: (year: number) => Fragment | null;
  key: (r: Keyed, area: DrawnArea) => Key;
}

const BY_DISTANCE: Sort = { columns: () => null, key: (r, area) => distanceOf(area, r) };
const BY_ADDRESS: Sort = { columns: () => q`p.street_key, p.situs_number`, key: addressKey };
const BY_LIVING_AREA: Sort = { columns: () => q`${COMPARED.livingArea} as living_area`, key: (r) => num(r.living_area) };

const PARCEL_SORTS: Record<string, Sort> = {
  distance: BY_DISTANCE,
  address: BY_ADDRESS,
  justValue: { columns: (year) => q`${justValue(year)} as just_value`, key: (r) => num(r.just_value) },
  livingArea: BY_LIVING_AREA,
  yearBuilt: { columns: () => q`${COMPARED.yearBuilt} as year_built`, key: (r) => num(r.year_built) },
  lastSaleDate: { columns: () => q`${COMPARED.lastSaleDate} as last_sale_date`, key: (r) => r.last_sale_date ?? null },
  lastSalePrice: { columns: () => q`${COMPARED.lastSalePrice} as last_sale_price`, key: (r) => num(r.last_sale_price) },
};
// A sale's date and number are always read: the tie-breaks use them.
const SALE_SORTS: Record<string, Sort> = {
  distance: BY_DISTANCE,
  saleDate: { columns: () => null, key: (r) => r.sale_date ?? null },
  salePrice: { columns: () => q`s.price`, key: (r) => Number(r.price) },
  pricePerSqFt: {
    columns: () => q`s.price, ${COMPARED.livingArea} as living_area`,
    key: (r) => pricePerSqFt(Number(r.price), num(r.living_area)),
  },
  livingArea: BY_LIVING_AREA,
  address: BY_ADDRESS,
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
function sorted<C extends Keyed>(found: C[], key: (r: C) => Key, descending: boolean, tie: (a: C, b: C) => number): C[] {
  const keyed = found.map((r) => ({ r, k: key(r) }));
  keyed.sort((a, b) => compareKeys(a.k, b.k, descending) || (a.r.parcel_id < b.r.parcel_id ? -1 : a.r.parcel_id > b.r.parcel_id ? 1 : 0) || tie(a.r, b.r));
  return keyed.map((x) => x.r);
}

const newestSaleFirst = (a: Keyed, b: Keyed): number => compareKeys(a.sale_date ?? null, b.sale_date ?? null, true) || Number(b.seq) - Number(a.seq);

/**
 * The page's ids for an `in` list, repeated up to the page size so that every page of a size is one
 * statement text (SQLite keeps a prepared statement per text).
 */
function pageIds(page: Keyed[], size: number): Fragment {
  const ids = page.map((r) => r.parcel_id);
  while (ids.length < size) ids.push(ids[0]!);
  return join(ids);
}

/** Every field of the page's parcels, in the page's order. */
async function parcelPage(database: Database, year: number, page: Keyed[], size: number): Promise<Candidate[]> {
  if (page.length === 0) return [];
  const found = await rows<Candidate>(database, q`select ${rowColumns(year)} from parcels p ${USE_JOIN} where p.parcel_id in (${pageIds(page, size)})`);
  const byId = new Map(found.map((r) => [r.parcel_id, r]));
  return page.flatMap((r) => byId.get(r.parcel_id) ?? []);
}

/** Every field of the page's sales, in the page's order. */
async function salePage(database: Database, year: number, salesWindow: Fragment, page: Keyed[], size: number): Promise<SaleCandidate[]> {
  if (page.length === 0) return [];
  const found = await rows<SaleCandidate>(
    database,
    q`select ${rowColumns(year)}, ${SALE_COLUMNS} from parcels p ${salesWindow} ${USE_JOIN} where p.parcel_id in (${pageIds(page, size)})`,
  );
  const saleKey = (r: Pick<Keyed, 'parcel_id' | 'seq'>) => `${r.parcel_id}|${Number(r.seq)}`;
  const byKey = new Map(found.map((r) => [saleKey(r), r]));
  return page.flatMap((r) => byKey.get(saleKey(r)) ?? []);
}

/**
 * The page of the area's rows in their order, or with format=csv every row. `extent` is the county's
 * configured extent (COUNTY_EXTENT); without it the roll's points give it.
 */
export async function listArea(database: Database, query: MapAreaQuery, extent?: Box): Promise<AreaList> {
  const area = await drawnArea(database, query);
  const box = areaBox(area);
  checkAreaBounds(query, area, box, await countyExtent(database, extent));
  const { by, descending } = sortOf(query, area);
  const context = await readMapContext(database);
  const ids = candidateIds(database, box);
  const base = { kind: query.kind, areaSqMi: Math.round(areaSqMi(query) * 1000) / 1000 };
  const sort = (query.kind === 'parcels' ? PARCEL_SORTS : SALE_SORTS)[by]!;
  // An export shows every row, so its first read takes every field; a page reads them for its rows only.
  const everything = query.format === 'csv';
  const sortColumns = sort.columns(context.year);
  const columns = everything
    ? q`${rowColumns(context.year)}, ${SHAPE_COLUMNS}`
    : q`p.parcel_id, p.latitude, p.longitude, ${SHAPE_COLUMNS}${sortColumns ? q`, ${sortColumns}` : q``}`;
  const useJoin = everything ? USE_JOIN : q``;
  const key = (r: Keyed) => sort.key(r, area);
  const from = (query.page - 1) * query.size;
  const pageOf = <C extends Keyed>(all: C[]) => (everything ? all : all.slice(from, from + query.size));
  if (query.kind === 'parcels') {
    const found = await inside<Keyed>(
      database,
      area,
      q`select ${columns} from (${ids}) ids join parcels p on p.parcel_id = ids.parcel_id
        left join parcel_shapes g on g.parcel_id = p.parcel_id ${useJoin}
        where ${ON_ROLL} and ${nearBox(box)}`,
    );
    const page = pageOf(sorted(found, key, descending, () => 0));
    const full = everything ? (page as Array<Keyed & Candidate>) : await parcelPage(database, context.year, page, query.size);
    return { ...base, total: found.length, parcels: full.map((r) => parcelRow(r, area, query.lang)) };
  }
  // Sales near a parcel are its comparable sales, in the one definition's window (decision 124).
  const comparables = await areaComparables(database, query);
  const salesWindow = q`join sales s on s.parcel_id = p.parcel_id and s.qualified = 1 and s.sale_date >= ${comparables?.since ?? context.salesSince} and s.price > 0`;
  const inWindow = await inside<Keyed>(
    database,
    area,
    q`select ${columns}, ${everything ? SALE_COLUMNS : q`s.sale_date, s.seq`}${comparables ? q`, ${comparables.columns}` : q``}
      from (${ids}) ids join parcels p on p.parcel_id = ids.parcel_id ${salesWindow}
      left join parcel_shapes g on g.parcel_id = p.parcel_id ${useJoin}
      where ${ON_ROLL} and ${nearBox(box)}${comparables ? q` and ${comparables.where}` : q``}`,
  );
  const found = comparables ? inWindow.filter((r) => comparables.keep(r as Keyed & SaleFactsRow)) : inWindow;
  const page = pageOf(sorted(found, key, descending, newestSaleFirst));
  const full = everything ? (page as Array<Keyed & SaleCandidate>) : await salePage(database, context.year, salesWindow, page, query.size);
  return { ...base, total: found.length, sales: full.map((r) => saleRow(r, area)) };
}
