import { sql } from 'kysely';
import { addMonths, monthsBetween, useClassOf, AREA_KINDS, USE_CLASSES, type AreaKind, type UseClass } from '@county/shared/statistics';
import type { Database } from '../db/database.ts';
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

interface SaleRow {
  sale_date: string;
  price: number | string;
  situs_city: string | null;
  situs_zip: string | null;
  subdivision_code: string | null;
  neighborhood: string | null;
  use_code: string;
  living: number | string | null;
}

/** Every area of the roll: each gets a series for all uses, empty or not, so a request can tell a quiet area from an unknown one. */
async function rollAreas(database: Database): Promise<string[]> {
  const areas = ['county'];
  for (const [kind, column] of Object.entries(AREA_COLUMNS) as [Exclude<AreaKind, 'county'>, string][]) {
    const { rows } = await sql<{ code: string | null }>`select distinct p.${sql.ref(column)} as code from ${countedParcels}`.execute(database.db);
    for (const { code } of rows) {
      const value = areaCode(kind, code);
      if (value !== null) areas.push(`${kind}:${value}`);
    }
  }
  return areas;
}

const rounded = (value: number, places = 0): number => Math.round(value * 10 ** places) / 10 ** places;

export async function computeSalesTrends(database: Database): Promise<SalesTrends> {
  const latest = await sql<{
    last: string | null;
  }>`select max(s.sale_date) as last from sales s join ${countedParcels} on p.parcel_id = s.parcel_id where s.qualified = 1`.execute(database.db);
  const areas = await rollAreas(database);
  const lastMonth = latest.rows[0]?.last?.slice(0, 7) ?? null;
  if (lastMonth === null) return { firstMonth: null, lastMonth: null, series: areas.map((area) => ({ area, useClass: 'all', months: [] })) };
  const firstMonth = addMonths(lastMonth, 1 - KEPT_MONTHS);
  const { rows } = await sql<SaleRow>`
    select s.sale_date, s.price, p.situs_city, p.situs_zip, p.subdivision_code, p.neighborhood, p.use_code,
      (select sum(b.living_area) from buildings b where b.parcel_id = p.parcel_id) as living
    from sales s join ${countedParcels} on p.parcel_id = s.parcel_id
    where s.qualified = 1 and s.sale_date >= ${`${firstMonth}-01`}`.execute(database.db);

  const n = rows.length;
  const month = new Int32Array(n);
  const price = new Float64Array(n);
  const perSqFt = new Float64Array(n);
  const useIndex = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    month[i] = monthsBetween(firstMonth, r.sale_date.slice(0, 7));
    price[i] = Number(r.price);
    const living = Number(r.living ?? 0);
    perSqFt[i] = living > 0 ? price[i]! / living : NaN;
    useIndex[i] = USE_CLASSES.indexOf(useClassOf(r.use_code) as UseClass);
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
    const local = new Map(areas.slice(first, first + count).map((area, i) => [area, i]));
    const areaOf = rows.map((r) => {
      if (kind === 'county') return 0;
      const code = areaCode(kind, r[AREA_COLUMNS[kind] as keyof SaleRow] as string | null);
      return code === null ? -1 : local.get(`${kind}:${code}`)!;
    });
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
