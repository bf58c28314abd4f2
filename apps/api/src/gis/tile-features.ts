import type { Feature, LineString, Point } from 'geojson';
import { useClassOf } from '@county/shared/statistics';
import type { Database } from '../db/database.ts';
import { join, q, raw, rows, type Fragment } from '../db/statements.ts';
import type { ParcelGeometry } from './shape-rows.ts';
import type { Box } from './tile-math.ts';
import { COMPARED } from '../roll/compared.ts';
import { justValue, ON_ROLL } from '../roll/conditions.ts';

// What the map's vector tiles hold (issue 28; layers and properties in decision 112), read from the
// database as GeoJSON features with their properties, always in the same order (parcel id, street
// id, sale date), so SQLite and PostgreSQL hand the encoder the same features and it writes the same
// bytes. Shapes are found through the cell tables of migration 0017: a tile at zoom 14 or deeper
// reads the one zoom-14 cell it lies in (the shapes whose box reaches the tile), a shallower tile the
// range of cells it covers.

/** What a tile's contents depend on besides the cells: the roll's year and the start of the sales window. */
export interface MapContext {
  year: number;
  /** Qualified sales on or after this day (YYYY-MM-DD) are the last three years'. */
  salesSince: string;
}

/** The cells of migration 0017 a query reads: one, or a rectangle of them. */
export interface CellRange {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const SALES_YEARS = 3;

/**
 * The roll's year (values of other years are not the parcel's just value) and the start of the sales
 * window: three years before the roll's refresh date, as the card's comparable sales count them, so
 * a tile does not change with the calendar between two loads.
 */
export async function readMapContext(database: Database): Promise<MapContext> {
  const [meta] = await rows<{ tax_year: string | null; refreshed: string | null }>(
    database,
    q`select (select value from meta where key = 'tax_year') as tax_year, (select value from meta where key = 'data_refresh_date') as refreshed`,
  );
  let year = Number(meta?.tax_year);
  if (!Number.isInteger(year)) {
    const [latest] = await rows<{ year: number | string | null }>(database, q`select max(tax_year) as year from parcel_values`);
    year = latest?.year == null ? -1 : Number(latest.year);
  }
  const refreshed = meta?.refreshed ?? new Date().toISOString().slice(0, 10);
  return { year, salesSince: `${Number(refreshed.slice(0, 4)) - SALES_YEARS}${refreshed.slice(4, 10)}` };
}

/**
 * The condition that a cell table's row (alias `c`) lies in the range: column by column, so that each
 * column is one step down the (cell_x, cell_y) key instead of a scan of whole columns of the county.
 */
export function inCells(r: CellRange): Fragment {
  if (r.x0 === r.x1 && r.y0 === r.y1) return q`c.cell_x = ${r.x0} and c.cell_y = ${r.y0}`;
  const columns: Fragment[] = [];
  for (let x = r.x0; x <= r.x1; x++) columns.push(q`(c.cell_x = ${x} and c.cell_y between ${r.y0} and ${r.y1})`);
  return q`(${join(columns, ' or ')})`;
}

type Num = number | string | null;
const num = (v: Num): number | null => (v === null ? null : Number(v));

/** A feature id MapLibre can key feature state on: the stored id as a number when it is one (15 digits fit a double exactly). */
function numericId(parcelId: string): number | undefined {
  return /^\d{1,15}$/.test(parcelId) ? Number(parcelId) : undefined;
}

/** The box columns of parcel_shapes and street_lines. */
interface BoxRow {
  min_lon: Num;
  min_lat: Num;
  max_lon: Num;
  max_lat: Num;
}

/** A feature's GeoJSON bbox from its row's box: what `reaching` picks by. */
const bboxOf = (r: BoxRow): [number, number, number, number] => [Number(r.min_lon), Number(r.min_lat), Number(r.max_lon), Number(r.max_lat)];

/**
 * The features whose bbox meets `reach`, in their order: what the database answers for that reach
 * (the same comparisons as `meets` and the sales' `between`), so features read once for a zoom-14
 * tile give each tile inside it what reading it alone would.
 */
export function reaching(features: Feature[], reach: Box): Feature[] {
  return features.filter(({ bbox: b }) => !!b && b[0] <= reach.maxLon && b[2] >= reach.minLon && b[1] <= reach.maxLat && b[3] >= reach.minLat);
}

interface ParcelRow extends BoxRow {
  parcel_id: string;
  geometry: string;
  display_id: string;
  use_code: string;
  homestead: Num;
  just_value: Num;
  land_sqft: Num;
  last_sale_date: string | null;
  last_sale_price: Num;
}

/** The `parcels` layer's properties; a value that is not known is left out, not written as null. */
function parcelProperties(r: ParcelRow): Record<string, string | number | boolean> {
  const just = num(r.just_value);
  const land = num(r.land_sqft);
  const price = num(r.last_sale_price);
  const out: Record<string, string | number | boolean> = {
    parcelId: r.parcel_id,
    displayParcelId: r.display_id,
    useCode: r.use_code,
    useClass: useClassOf(r.use_code),
    homestead: Number(r.homestead) === 1,
  };
  if (just !== null) out.justValue = Math.round(just);
  if (just !== null && land !== null && land > 0) out.justValuePerSqFt = Math.round((just / land) * 100) / 100;
  if (r.last_sale_date !== null) out.lastSaleYear = Number(r.last_sale_date.slice(0, 4));
  if (r.last_sale_date !== null && price !== null) out.lastSalePrice = Math.round(price);
  return out;
}

/** What a tile takes of the cells it reads: shapes whose box reaches `reach`; at zooms 12 and 13, the larger ones. */
export interface CellFilter {
  reach: Box;
  minSqft?: number;
  mainStreetsOnly?: boolean;
}

/** Rows (alias `a`) whose box meets `reach`. */
const meets = (a: string, reach: Box): Fragment =>
  q`${raw(a)}.min_lon <= ${reach.maxLon} and ${raw(a)}.max_lon >= ${reach.minLon} and ${raw(a)}.min_lat <= ${reach.maxLat} and ${raw(a)}.max_lat >= ${reach.minLat}`;

/** The parcels on the roll whose shapes are listed in the cells and reach the tile, ordered by parcel id. */
export async function readParcels(database: Database, context: MapContext, cells: CellRange, filter: CellFilter): Promise<Feature[]> {
  const large = filter.minSqft ? q` and s.area_sqft >= ${filter.minSqft}` : raw('');
  // One cell lists each shape once; a range may list a shape in several of its cells, so there the
  // cells only pick the ids.
  const listed =
    cells.x0 === cells.x1 && cells.y0 === cells.y1
      ? q`shape_cells c join parcel_shapes s on s.parcel_id = c.parcel_id join parcels p on p.parcel_id = s.parcel_id where ${inCells(cells)}`
      : q`parcel_shapes s join parcels p on p.parcel_id = s.parcel_id where s.parcel_id in (select c.parcel_id from shape_cells c where ${inCells(cells)})`;
  const found = await rows<ParcelRow>(
    database,
    q`select s.parcel_id, s.geometry, s.min_lon, s.min_lat, s.max_lon, s.max_lat, p.display_id, p.use_code, p.homestead,
        ${justValue(context.year)} as just_value, p.land_sqft,
        ${COMPARED.lastSaleDate} as last_sale_date, ${COMPARED.lastSalePrice} as last_sale_price
      from ${listed} and ${meets('s', filter.reach)} and ${ON_ROLL}${large}
      order by s.parcel_id`,
  );
  return found.map((r) => ({
    type: 'Feature',
    id: numericId(r.parcel_id),
    bbox: bboxOf(r),
    geometry: JSON.parse(r.geometry) as ParcelGeometry,
    properties: parcelProperties(r),
  }));
}

/** The street centerlines listed in the cells that reach the tile, ordered by id (main roads alone when asked). */
export async function readStreets(database: Database, cells: CellRange, filter: CellFilter): Promise<Feature[]> {
  const main = filter.mainStreetsOnly ? raw(' and l.main = 1') : raw('');
  const found = await rows<BoxRow & { id: number | string; name: string; main: Num; geometry: string }>(
    database,
    q`select l.id, l.name, l.main, l.geometry, l.min_lon, l.min_lat, l.max_lon, l.max_lat from street_lines l
      where l.id in (select c.street_id from street_cells c where ${inCells(cells)}) and ${meets('l', filter.reach)}${main}
      order by l.id`,
  );
  return found.map((r) => ({
    type: 'Feature',
    id: Number(r.id),
    bbox: bboxOf(r),
    geometry: JSON.parse(r.geometry) as LineString,
    properties: { name: r.name, main: Number(r.main) === 1 },
  }));
}

/**
 * The qualified sales of the last three years (the sales search's meaning: DOR qualification codes
 * 01 and 02, `sales.qualified`; a price above zero) of parcels on the roll whose point lies in the
 * box, each a point at its parcel's point, ordered by parcel, date and sequence.
 */
export async function readSales(database: Database, context: MapContext, box: Box): Promise<Feature[]> {
  const found = await rows<{ parcel_id: string; display_id: string; latitude: number; longitude: number; sale_date: string; price: Num }>(
    database,
    q`select p.parcel_id, p.display_id, p.latitude, p.longitude, s.sale_date, s.price
      from parcels p join sales s on s.parcel_id = p.parcel_id
      where p.latitude between ${box.minLat} and ${box.maxLat} and p.longitude between ${box.minLon} and ${box.maxLon} and ${ON_ROLL}
        and s.qualified = 1 and s.sale_date >= ${context.salesSince} and s.price > 0
      order by p.parcel_id, s.sale_date, s.seq`,
  );
  return found.map((r) => {
    const lon = Number(r.longitude);
    const lat = Number(r.latitude);
    const point: Point = { type: 'Point', coordinates: [lon, lat] };
    return {
      type: 'Feature',
      id: numericId(r.parcel_id),
      bbox: [lon, lat, lon, lat],
      geometry: point,
      properties: {
        parcelId: r.parcel_id,
        displayParcelId: r.display_id,
        saleDate: r.sale_date,
        saleYear: Number(r.sale_date.slice(0, 4)),
        salePrice: Math.round(Number(r.price)),
      },
    };
  });
}
