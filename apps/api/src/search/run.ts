import { sql, type RawBuilder } from 'kysely';
import type { ParcelSearchRow, ParcelSort, SortDirection } from '@county/shared/search';
import type { Database } from '../db/database.ts';
import { HttpError } from '../plugins/errors.ts';
import { and, justValue, orderBy, sortReadsParcel, type SearchPlan } from './plan.ts';
import { cachedCount } from './count-cache.ts';
import { rows } from './query.ts';
import { currentTaxYear } from './tax-year.ts';

// Runs a search plan: the total count, then one page of rows in the chosen order; or, for the CSV
// export, every row in that order, read in batches so that no query holds the connection while a
// slow client downloads.

export interface PageRequest {
  page: number;
  size: number;
  sortBy?: ParcelSort;
  sortDir?: SortDirection;
}

export interface PageResult<Row> {
  total: number;
  rows: Row[];
}

interface RawRow {
  parcel_id: string;
  display_id: string;
  owner_name: string;
  situs_address: string | null;
  situs_city: string | null;
  situs_zip: string | null;
  homestead: number;
  use_code: string;
  just_value: number | null;
  sale_date?: string;
  price?: number;
  qualified?: number;
  seq?: number;
}

function sortOf(plan: SearchPlan, request: Pick<PageRequest, 'sortBy' | 'sortDir'>): { sort: ParcelSort; dir: SortDirection } {
  const sort = request.sortBy ?? plan.defaultSort;
  if ((sort === 'SaleDate' || sort === 'SalePrice') && plan.source !== 'sales') {
    throw new HttpError(400, `sortBy: ${sort} sorts sales; give a sale date or price range to search sales`, 'sortBy');
  }
  return { sort, dir: request.sortDir ?? (request.sortBy ? 'ASC' : plan.defaultDirection) };
}

/** The rows a plan lists; a sales search that reads nothing of the parcel does not join it. */
function fromClause(plan: SearchPlan, withParcel: boolean): RawBuilder<unknown> {
  if (plan.source === 'parcels') return sql`parcels p`;
  return withParcel ? sql`sales s join parcels p on p.parcel_id = s.parcel_id` : sql`sales s`;
}

const parcelColumns = (year: number) =>
  sql`p.parcel_id, p.display_id, p.owner_name, p.situs_address, p.situs_city, p.situs_zip, p.homestead, p.use_code, ${justValue(year)} as just_value`;

export function toRow(raw: RawRow, total: number): ParcelSearchRow {
  const row: ParcelSearchRow = {
    ownerName: raw.owner_name,
    propertyAddress: raw.situs_address ?? '',
    isHomestead: Number(raw.homestead) === 1 ? 'True' : 'False',
    parcelId: raw.parcel_id,
    totalCount: total,
    displayParcelId: raw.display_id,
    city: raw.situs_city ?? '',
    zip: raw.situs_zip ?? '',
    useCode: raw.use_code,
    justValue: raw.just_value === null ? null : Number(raw.just_value),
  };
  if (raw.sale_date !== undefined) {
    row.saleDate = raw.sale_date;
    row.salePrice = Number(raw.price);
    row.qualified = Number(raw.qualified) === 1 ? 'True' : 'False';
  }
  return row;
}

export async function countPlan(database: Database, plan: SearchPlan): Promise<number> {
  return cachedCount(database, sql<{ n: number | string }>`select count(*) as n from ${fromClause(plan, plan.readsParcel)} where ${and(plan.conditions)}`);
}

/** A listed row's key; a sale's also brings the sale's own fields, which its index holds. */
type RowKey = Pick<RawRow, 'parcel_id' | 'sale_date' | 'price' | 'qualified' | 'seq'>;

/**
 * The keys of one page (or of the whole export), in order. Only the columns the conditions and the
 * sort need are read, so an index that holds them answers without visiting a row per match; the
 * parcels of the few keys are read afterwards.
 */
function orderedKeys(plan: SearchPlan, sort: ParcelSort, dir: SortDirection, year: number, limit: number, offset: number) {
  const sales = plan.source === 'sales';
  const key = sales ? sql`s.parcel_id, s.seq, s.sale_date, s.price, s.qualified` : sql`p.parcel_id`;
  return sql<RowKey>`select ${key} from ${fromClause(plan, plan.readsParcel || sortReadsParcel(sort))}
    where ${and(plan.conditions)} order by ${orderBy(sort, dir, plan, year)} limit ${limit} offset ${offset}`;
}

/** One page. A page past the last one is refused (naming `page`) rather than answered empty. */
export async function runPlan(
  database: Database,
  plan: SearchPlan,
  request: PageRequest,
  knownTotal?: number,
): Promise<PageResult<ParcelSearchRow>> {
  const { sort, dir } = sortOf(plan, request);
  const total = knownTotal ?? (await countPlan(database, plan));
  const offset = (request.page - 1) * request.size;
  if (total === 0) return { total, rows: [] };
  if (offset >= total) {
    const last = Math.ceil(total / request.size);
    throw new HttpError(400, `page: there ${last === 1 ? 'is 1 page' : `are ${last} pages`} of ${request.size} results`, 'page');
  }
  const year = await currentTaxYear(database);
  const keys = await rows(database, orderedKeys(plan, sort, dir, year, request.size, offset));
  return { total, rows: (await rowsByKey(database, year, keys)).map((r) => toRow(r, total)) };
}

/** The full rows of some keys, in the keys' order: their parcels' columns joined to each key. */
async function rowsByKey(database: Database, year: number, keys: RowKey[]): Promise<RawRow[]> {
  if (keys.length === 0) return [];
  const ids = [...new Set(keys.map((k) => k.parcel_id))];
  const found = await rows(database, sql<RawRow>`select ${parcelColumns(year)} from parcels p where p.parcel_id in (${sql.join(ids)})`);
  const byId = new Map(found.map((r) => [r.parcel_id, r]));
  const out: RawRow[] = [];
  for (const k of keys) {
    const parcel = byId.get(k.parcel_id);
    if (parcel) out.push({ ...parcel, ...k });
  }
  return out;
}

/** The most rows one export writes: a whole county's roll. */
export const EXPORT_MAX_ROWS = 600_000;
const EXPORT_BATCH = 500;

/**
 * Every row of a search in order, in batches. The ordered keys are read once (small rows, one
 * sort); the full rows are then read a batch at a time by key, so each query is short and the
 * connection is free between batches while the response streams.
 */
export async function* exportPlan(
  database: Database,
  plan: SearchPlan,
  request: Pick<PageRequest, 'sortBy' | 'sortDir'>,
): AsyncGenerator<ParcelSearchRow[]> {
  const { sort, dir } = sortOf(plan, request);
  const year = await currentTaxYear(database);
  const keys = await rows(database, orderedKeys(plan, sort, dir, year, EXPORT_MAX_ROWS, 0));
  const total = keys.length;
  for (let start = 0; start < total; start += EXPORT_BATCH) {
    const batch = await rowsByKey(database, year, keys.slice(start, start + EXPORT_BATCH));
    yield batch.map((r) => toRow(r, total));
  }
}
