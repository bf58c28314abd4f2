import { sql } from 'kysely';
import {
  addMonths,
  monthsBetween,
  useClassOf,
  AREA_KINDS,
  MAX_MONTHS,
  USE_CLASSES,
  type AreaKind,
  type StatisticsArea,
  type UseClass,
} from '@county/shared/statistics';
import type { Database } from '../db/database.ts';
import { arrayRows } from '../db/statements.ts';
import { countedParcels } from './counted-parcels.ts';
import { cellFigures } from './medians.ts';

// The sales trends of every area and use class, month by month, from the qualified sales of the
// counted parcels. "Qualified" is the sales table's flag, set from DOR's qualification codes when a
// sale is loaded, the flag the sales search's qualifiedOnly filters on. Living area is the parcel's
// as the roll holds it now (the roll keeps no living area as of a sale).

/** Months kept: ten years, and one more so that the first of them has a twelve-month change. */
export const KEPT_MONTHS = 132;

/** One month with a sale: [YYYY-MM, sales, median price, mean price, median price per sq ft or null]. */
export type MonthFigures = [month: string, sales: number, median: number, mean: number, perSqFt: number | null];

export interface SalesSeries {
  /** 'county', 'city:ORLANDO', 'zip:32801', 'subdivision:3330', 'neighborhood:70304' */
  area: string;
  useClass: UseClass;
  months: MonthFigures[];
}

export interface SalesTrends {
  firstMonth: string | null;
  lastMonth: string | null;
  series: SalesSeries[];
  /** Every area but the county, with its name and its sales of the last ten years, for the page's list and reading names. */
  areas: StatisticsArea[];
}

const AREA_COLUMNS: Record<Exclude<AreaKind, 'county'>, string> = {
  city: 'situs_city',
  zip: 'situs_zip',
  subdivision: 'subdivision_code',
  neighborhood: 'neighborhood',
};

/** The code of a parcel's area of one kind; null when the parcel is in none (no city, unplatted). */
function areaCode(kind: Exclude<AreaKind, 'county'>, value: string | null): string | null {
  if (value === null || value === '') return null;
  return kind === 'subdivision' && value === '0000' ? null : value;
}

type AreaColumnKind = Exclude<AreaKind, 'county'>;
const AREA_COLUMN_KINDS = AREA_KINDS.filter((kind): kind is AreaColumnKind => kind !== 'county');
/** The kinds of area a sale counts in: the county and one of each column kind. */
const KINDS = AREA_COLUMN_KINDS.length + 1;

/**
 * The counted parcels by position (`position` finds a parcel id's): `areas` every area of the roll,
 * the county first, then each kind's sorted codes; `areaOf[p * KINDS + k]` the parcel's area of the
 * k-th kind (an index into `areas`, -1 for none); its use class and living area.
 */
interface RollParcels {
  position: Map<string, number>;
  areas: string[];
  /** The name of each of `areas` (beside it, by index): see statisticsAreaSchema. */
  names: string[];
  areaOf: Int32Array;
  useIndex: Int32Array;
  living: Float64Array;
}

type ParcelRow = [
  parcelId: string,
  city: string | null,
  zip: string | null,
  subdivision: string | null,
  neighborhood: string | null,
  useCode: string,
  subdivisionName: string | null,
];

/** The value most often seen, the first in sort order among equals; '' when none was. */
function mostCommon(counts: Map<string, number>): string {
  let best = '';
  let most = 0;
  for (const [value, count] of counts) if (count > most || (count === most && value < best)) [best, most] = [value, count];
  return best;
}

// The parcels, their buildings' living areas and the sales are each read in one pass and put
// together here, by parcel id, instead of every sale looking its parcel's wide row and its buildings
// up one by one in SQL; each parcel's areas and use class are worked out once, not once per sale.
async function rollParcels(database: Database): Promise<RollParcels> {
  const rows = await arrayRows<ParcelRow>(
    database,
    sql`select p.parcel_id, p.${sql.ref(AREA_COLUMNS.city)}, p.${sql.ref(AREA_COLUMNS.zip)}, p.${sql.ref(AREA_COLUMNS.subdivision)}, p.${sql.ref(AREA_COLUMNS.neighborhood)}, p.use_code, p.subdivision_name from ${countedParcels}`,
  );
  const n = rows.length;
  const position = new Map<string, number>();
  const useIndex = new Int32Array(n);
  const useOfCode = new Map<string, number>();
  const areaOf = new Int32Array(n * KINDS);
  const areas = ['county'];
  const names = [''];
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    position.set(row[0], i);
    let use = useOfCode.get(row[5]);
    if (use === undefined) useOfCode.set(row[5], (use = USE_CLASSES.indexOf(useClassOf(row[5]) as UseClass)));
    useIndex[i] = use;
  }
  AREA_COLUMN_KINDS.forEach((kind, k) => {
    // Each kind's codes are numbered in order of first sight, then renumbered in sorted order.
    const seen = new Map<string, number>();
    const local = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const code = areaCode(kind, rows[i]![k + 1]!);
      if (code === null) local[i] = -1;
      else {
        let id = seen.get(code);
        if (id === undefined) seen.set(code, (id = seen.size));
        local[i] = id;
      }
    }
    const sorted = [...seen.keys()].sort();
    const rank = new Int32Array(sorted.length);
    sorted.forEach((code, r) => (rank[seen.get(code)!] = areas.length + r));
    for (const code of sorted) areas.push(`${kind}:${code}`);
    // A city is its own name; a subdivision the name most of its parcels carry; a ZIP code and a
    // neighborhood, which the roll does not name, the city most of their parcels are in.
    const named = kind === 'subdivision' ? 6 : 1;
    const seenNames = Array.from({ length: sorted.length }, () => new Map<string, number>());
    if (kind !== 'city')
      for (let i = 0; i < n; i++) {
        const name = rows[i]![named];
        if (local[i]! >= 0 && name) {
          const counts = seenNames[local[i]!]!;
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
      }
    for (const code of sorted) names.push(kind === 'city' ? code : mostCommon(seenNames[seen.get(code)!]!));
    for (let i = 0; i < n; i++) areaOf[i * KINDS + k + 1] = local[i]! < 0 ? -1 : rank[local[i]!]!;
  });
  const living = new Float64Array(n);
  const built = await arrayRows<[string, number | string | null]>(database, sql`select b.parcel_id, sum(b.living_area) from buildings b group by b.parcel_id`);
  for (const [parcelId, sum] of built) {
    const at = position.get(parcelId);
    if (at !== undefined) living[at] = Number(sum ?? 0);
  }
  return { position, areas, names, areaOf, useIndex, living };
}

const rounded = (value: number, places = 0): number => Math.round(value * 10 ** places) / 10 ** places;

export async function computeSalesTrends(database: Database): Promise<SalesTrends> {
  const latest = await sql<{
    last: string | null;
  }>`select max(s.sale_date) as last from sales s join ${countedParcels} on p.parcel_id = s.parcel_id where s.qualified = 1`.execute(database.db);
  const parcels = await rollParcels(database);
  const { areas } = parcels;
  // Every area of the roll gets a series for all uses, empty or not, so a request can tell a quiet area from an unknown one.
  const lastMonth = latest.rows[0]?.last?.slice(0, 7) ?? null;
  if (lastMonth === null)
    return { firstMonth: null, lastMonth: null, series: areas.map((area) => ({ area, useClass: 'all', months: [] })), areas: areaList(parcels, () => 0) };
  const firstMonth = addMonths(lastMonth, 1 - KEPT_MONTHS);
  const sold = await arrayRows<[string, string, number | string]>(
    database,
    sql`select s.parcel_id, s.sale_date, s.price from sales s where s.qualified = 1 and s.sale_date >= ${`${firstMonth}-01`}`,
  );

  // A series is an area and a use class (0: all), numbered area * classes + use; a cell is a
  // series' month. Every sale counts in one pass in up to ten series: each kind of area it lies in,
  // for all uses and for its class. The sales of counted parcels only (a retired parcel's are left out).
  const classes = USE_CLASSES.length;
  const cells = areas.length * classes * KEPT_MONTHS;
  const perSale = KINDS * 2;
  const cellOf = new Int32Array(sold.length * perSale).fill(-1);
  const price = new Float64Array(sold.length);
  const perSqFt = new Float64Array(sold.length);
  for (let i = 0; i < sold.length; i++) {
    const [parcelId, saleDate, amount] = sold[i]!;
    const at = parcels.position.get(parcelId);
    if (at === undefined) continue;
    const month = monthsBetween(firstMonth, saleDate.slice(0, 7));
    price[i] = Number(amount);
    const living = parcels.living[at]!;
    perSqFt[i] = living > 0 ? price[i]! / living : NaN;
    const use = parcels.useIndex[at]!;
    for (let k = 0; k < KINDS; k++) {
      const area = k === 0 ? 0 : parcels.areaOf[at * KINDS + k]!;
      if (area < 0) continue;
      cellOf[i * perSale + 2 * k] = area * classes * KEPT_MONTHS + month;
      if (use >= 0) cellOf[i * perSale + 2 * k + 1] = (area * classes + use) * KEPT_MONTHS + month;
    }
  }
  const prices = cellFigures(cellOf, perSale, price, cells);
  const perArea = cellFigures(cellOf, perSale, perSqFt, cells);

  // The cells with a sale, in order: series by series, month by month. A cell with a price per
  // square foot has a price too, so the second list is walked along the first.
  const monthNames = Array.from({ length: KEPT_MONTHS }, (_, m) => addMonths(firstMonth, m));
  const found = new Map<number, MonthFigures[]>();
  let bySqFt = 0;
  for (let c = 0; c < prices.cell.length; c++) {
    const cell = prices.cell[c]!;
    const s = (cell / KEPT_MONTHS) | 0;
    let months = found.get(s);
    if (!months) found.set(s, (months = []));
    const sqFt = perArea.cell[bySqFt] === cell ? rounded(perArea.median[bySqFt++]!, 2) : null;
    const count = prices.count[c]!;
    months.push([monthNames[cell - s * KEPT_MONTHS]!, count, rounded(prices.median[c]!), rounded(prices.sum[c]! / count), sqFt]);
  }
  const series: SalesSeries[] = areas.map((area, a) => ({ area, useClass: 'all', months: found.get(a * classes) ?? [] }));
  for (const [s, months] of found) {
    const use = s % classes;
    if (use !== 0) series.push({ area: areas[(s - use) / classes]!, useClass: USE_CLASSES[use]!, months });
  }
  // The list counts the ten years a request may show, not the year kept before them for the first change.
  const shown = addMonths(lastMonth, 1 - MAX_MONTHS);
  const salesOf = (a: number) => (found.get(a * classes) ?? []).reduce((sum, m) => sum + (m[0] >= shown ? m[1] : 0), 0);
  return { firstMonth, lastMonth, series, areas: areaList(parcels, salesOf) };
}

function areaList(parcels: RollParcels, salesOf: (area: number) => number): StatisticsArea[] {
  return parcels.areas.slice(1).map((area, i) => {
    const colon = area.indexOf(':');
    return { kind: area.slice(0, colon) as AreaKind, code: area.slice(colon + 1), name: parcels.names[i + 1]!, sales: salesOf(i + 1) };
  });
}
