import { sql } from 'kysely';
import { addMonths, monthsBetween, useClassOf, AREA_KINDS, USE_CLASSES, type AreaKind, type UseClass } from '@county/shared/statistics';
import type { Database } from '../db/database.ts';
import { arrayRows } from '../db/statements.ts';
import { countedParcels } from './counted-parcels.ts';
import { ascendingOrder, cellFigures } from './medians.ts';

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

/**
 * The counted parcels, each with its area of every kind (an index into that kind's sorted codes, -1
 * for none), use class and living area, by position; `position` finds a parcel id's position.
 */
interface RollParcels {
  position: Map<string, number>;
  codes: Record<AreaColumnKind, string[]>;
  area: Record<AreaColumnKind, Int32Array>;
  useIndex: Int32Array;
  living: Float64Array;
}

type ParcelRow = [parcelId: string, city: string | null, zip: string | null, subdivision: string | null, neighborhood: string | null, useCode: string];

// The parcels, their buildings' living areas and the sales are each read in one pass and put
// together here, by parcel id, instead of every sale looking its parcel's wide row and its buildings
// up one by one in SQL; each parcel's areas and use class are worked out once, not once per sale.
// On the full county it costs about a tenth less CPU (decision 76).
async function rollParcels(database: Database): Promise<RollParcels> {
  const rows = await arrayRows<ParcelRow>(
    database,
    sql`select p.parcel_id, p.${sql.ref(AREA_COLUMNS.city)}, p.${sql.ref(AREA_COLUMNS.zip)}, p.${sql.ref(AREA_COLUMNS.subdivision)}, p.${sql.ref(AREA_COLUMNS.neighborhood)}, p.use_code from ${countedParcels}`,
  );
  const n = rows.length;
  const position = new Map<string, number>();
  const useIndex = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    position.set(row[0], i);
    useIndex[i] = USE_CLASSES.indexOf(useClassOf(row[5]) as UseClass);
  }
  const codes = {} as RollParcels['codes'];
  const area = {} as RollParcels['area'];
  AREA_COLUMN_KINDS.forEach((kind, k) => {
    const values = rows.map((row) => areaCode(kind, row[k + 1] as string | null));
    const sorted = [...new Set(values.filter((v): v is string => v !== null))].sort();
    const local = new Map(sorted.map((code, i) => [code, i]));
    codes[kind] = sorted;
    area[kind] = Int32Array.from(values, (v) => (v === null ? -1 : local.get(v)!));
  });
  const living = new Float64Array(n);
  const built = await arrayRows<[string, number | string | null]>(database, sql`select b.parcel_id, sum(b.living_area) from buildings b group by b.parcel_id`);
  for (const [parcelId, sum] of built) {
    const at = position.get(parcelId);
    if (at !== undefined) living[at] = Number(sum ?? 0);
  }
  return { position, codes, area, useIndex, living };
}

const rounded = (value: number, places = 0): number => Math.round(value * 10 ** places) / 10 ** places;

export async function computeSalesTrends(database: Database): Promise<SalesTrends> {
  const latest = await sql<{
    last: string | null;
  }>`select max(s.sale_date) as last from sales s join ${countedParcels} on p.parcel_id = s.parcel_id where s.qualified = 1`.execute(database.db);
  const parcels = await rollParcels(database);
  // Every area of the roll gets a series for all uses, empty or not, so a request can tell a quiet area from an unknown one.
  const areas = ['county', ...AREA_COLUMN_KINDS.flatMap((kind) => parcels.codes[kind].map((code) => `${kind}:${code}`))];
  const lastMonth = latest.rows[0]?.last?.slice(0, 7) ?? null;
  if (lastMonth === null) return { firstMonth: null, lastMonth: null, series: areas.map((area) => ({ area, useClass: 'all', months: [] })) };
  const firstMonth = addMonths(lastMonth, 1 - KEPT_MONTHS);
  const sold = await arrayRows<[string, string, number | string]>(
    database,
    sql`select s.parcel_id, s.sale_date, s.price from sales s where s.qualified = 1 and s.sale_date >= ${`${firstMonth}-01`}`,
  );

  // The sales of counted parcels only (a retired parcel's are left out here).
  const kept = new Int32Array(sold.length);
  let n = 0;
  for (let i = 0; i < sold.length; i++) {
    const at = parcels.position.get(sold[i]![0]);
    if (at !== undefined) kept[n++] = i;
  }
  const month = new Int32Array(n);
  const price = new Float64Array(n);
  const perSqFt = new Float64Array(n);
  const useIndex = new Int32Array(n);
  const saleParcel = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const [parcelId, saleDate, amount] = sold[kept[i]!]!;
    const at = parcels.position.get(parcelId)!;
    saleParcel[i] = at;
    month[i] = monthsBetween(firstMonth, saleDate.slice(0, 7));
    price[i] = Number(amount);
    const living = parcels.living[at]!;
    perSqFt[i] = living > 0 ? price[i]! / living : NaN;
    useIndex[i] = parcels.useIndex[at]!;
  }
  const byPrice = ascendingOrder(price);
  const byPerSqFt = ascendingOrder(perSqFt);

  // A series is an area and a use class (0: all); a cell is a series' month. Each kind of area and
  // each of 'all uses' and 'by class' is grouped on its own, over the cells of its own areas only.
  const classes = USE_CLASSES.length;
  const cellOf = new Int32Array(n);
  const found = new Map<number, MonthFigures[]>();
  for (const kind of AREA_KINDS) {
    const first = areas.findIndex((area) => kind === 'county' || area.startsWith(`${kind}:`));
    const count = kind === 'county' ? 1 : areas.filter((area) => area.startsWith(`${kind}:`)).length;
    if (first < 0) continue;
    // The areas of a kind are its sorted codes, in the same order as in `areas`.
    const areaOf = kind === 'county' ? new Int32Array(n) : Int32Array.from(saleParcel, (at) => parcels.area[kind][at]!);
    for (const perUse of [1, classes]) {
      for (let i = 0; i < n; i++) {
        const use = perUse === 1 ? 0 : useIndex[i]!;
        cellOf[i] = areaOf[i]! < 0 || use < 0 ? -1 : (areaOf[i]! * perUse + use) * KEPT_MONTHS + month[i]!;
      }
      const cells = count * perUse * KEPT_MONTHS;
      const prices = cellFigures(cellOf, byPrice, price, cells);
      const perArea = cellFigures(cellOf, byPerSqFt, perSqFt, cells);
      for (const [cell, figures] of prices) {
        const inLevel = Math.floor(cell / KEPT_MONTHS);
        const key = (first + Math.floor(inLevel / perUse)) * classes + (inLevel % perUse);
        const bySqFt = perArea.get(cell);
        let list = found.get(key);
        if (!list) found.set(key, (list = []));
        list.push([
          addMonths(firstMonth, cell % KEPT_MONTHS),
          figures.count,
          rounded(figures.median),
          rounded(figures.sum / figures.count),
          bySqFt ? rounded(bySqFt.median, 2) : null,
        ]);
      }
    }
  }
  const series: SalesSeries[] = areas.map((area, a) => ({ area, useClass: 'all', months: found.get(a * classes) ?? [] }));
  for (const [key, months] of found) {
    const use = key % classes;
    if (use !== 0) series.push({ area: areas[Math.floor(key / classes)]!, useClass: USE_CLASSES[use]!, months });
  }
  return { firstMonth, lastMonth, series };
}
