import type { ParcelSearchRow, ParcelSort, SortDirection } from '@county/shared/search';
import type { Database } from '../../db/database.ts';
import { InvalidInputError } from '../../errors.ts';
import { and, or, orderBy, sortReadsParcel, startsWith, type Condition, type SearchPlan } from '../plans/conditions.ts';
import { cachedCount } from './count-cache.ts';
import { join, q, raw, type Fragment, arrayRows, rows } from '../../db/statements.ts';
import { currentTaxYear } from '../plans/tax-year.ts';
import { EXPORT_MAX_ROWS, exportTooLarge } from './export-cap.ts';
import { currentOwnerIndex, ownerMatches, ownerPage } from '../memory/owner-index.ts';
import { currentPageRows, rowText } from '../memory/page-rows.ts';
import { currentSubdivisionOrder, subdivisionMatches, subdivisionPage } from '../memory/subdivision-order.ts';
import { parcelColumns, rowJson, SALE_JSON, toRow, withSale, type ParcelColumns, type SaleKey } from './parcel-row.ts';

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

/** One page of a parcel search, its rows already written as the JSON array that is sent. */
export interface ParcelPage {
  total: number;
  /** ParcelSearchRow[] as JSON text. */
  json: string;
  /** The listed parcels' ids, in the page's order. */
  parcelIds: string[];
}

/** A listed row's key; a sale's also brings the sale's own fields, which its index holds. */
interface RowKey extends SaleKey {
  parcel_id: string;
  /** On SQLite, the listed parcel's rowid (sales have none): see orderedKeys. */
  r?: number;
  seq?: number;
  /** On SQLite, a listed sale's fields as JSON text (SALE_JSON), instead of its columns. */
  sale_json?: string;
}

function sortOf(plan: SearchPlan, request: Pick<PageRequest, 'sortBy' | 'sortDir'>): { sort: ParcelSort; dir: SortDirection } {
  const sort = request.sortBy ?? plan.defaultSort;
  if ((sort === 'SaleDate' || sort === 'SalePrice') && plan.source !== 'sales') {
    throw new InvalidInputError(`sortBy: ${sort} sorts sales; give a sale date or price range to search sales`, 'sortBy');
  }
  return { sort, dir: request.sortDir ?? (request.sortBy ? 'ASC' : plan.defaultDirection) };
}

/** The rows a plan lists; a sales search that reads nothing of the parcel does not join it. */
function fromClause(plan: SearchPlan, withParcel: boolean): Fragment {
  if (plan.source === 'parcels') return raw('parcels p');
  return withParcel ? raw('sales s join parcels p on p.parcel_id = s.parcel_id') : raw('sales s');
}

export async function countPlan(database: Database, plan: SearchPlan): Promise<number> {
  const owners = plan.ownerName !== undefined && (await currentOwnerIndex(database));
  if (owners) return ownerMatches(owners, plan.ownerName!).length;
  const subdivisions = plan.subdivisions && (await currentSubdivisionOrder(database));
  if (subdivisions) return subdivisionMatches(subdivisions, plan.subdivisions!).total;
  return cachedCount(database, q`select count(*) as n from ${fromClause(plan, plan.readsParcel)} where ${and(plan.conditions)}`);
}

/**
 * The keys of one page (or of the whole export), in order. Only the columns the conditions and the
 * sort need are read, so an index that holds them answers without visiting a row per match; the
 * parcels of the few keys are read afterwards.
 */
function orderedKeys(
  database: Database,
  plan: SearchPlan,
  sort: ParcelSort,
  dir: SortDirection,
  year: number,
  limit: number,
  offset: number,
  saleJson = false,
) {
  const sales = plan.source === 'sales';
  // On SQLite every index entry of parcels also holds its row's rowid, so the keys bring it for
  // free, and the page's rows are then read by rowid: a third of the cost of finding them again by
  // their text ids (decision 25). Sales have no rowid (a WITHOUT ROWID table since migration 0009):
  // their key is their place in the table.
  const rowid = raw(database.dialect === 'sqlite' && !sales ? ', p.rowid as r' : '');
  // The sales indexes also hold each sale's recorded document (migration 0010).
  // A page on SQLite takes each sale's fields as the JSON text the answer splices in: one value a
  // sale instead of six for better-sqlite3 to hand over and JSON.stringify to write again.
  const saleColumns = saleJson
    ? q`s.parcel_id, s.seq, ${SALE_JSON}`
    : raw('s.parcel_id, s.seq, s.sale_date, s.price, s.qualified, s.instrument_number, s.book, s.page');
  const key = sales ? saleColumns : q`p.parcel_id${rowid}`;
  return q`select ${key} from ${fromClause(plan, plan.readsParcel || sortReadsParcel(sort))}
    where ${and(plan.conditions)} order by ${orderBy(sort, dir, plan, year)} limit ${limit} offset ${offset}`;
}

/** A key as orderedKeys selects it: a parcel's id and, on SQLite, its rowid; or a sale's columns, or its id, seq and JSON. */
type KeyColumns =
  [string, number?] | [string, number, string] | [string, number, string, number | string, number | string, string, string | null, string | null];

/**
 * The keys of orderedKeys' query, read as arrays and made objects here: better-sqlite3 builds each
 * row object through V8's API, a property at a time, which for a sales page's eight columns cost
 * more than finding them.
 */
async function readKeys(database: Database, plan: SearchPlan, query: Fragment): Promise<RowKey[]> {
  const found = await arrayRows<KeyColumns>(database, query);
  if (plan.source === 'sales' && found[0]?.length === 3) {
    return (found as Extract<KeyColumns, { length: 3 }>[]).map(([parcel_id, seq, sale_json]) => ({ parcel_id, seq, sale_json }));
  }
  if (plan.source === 'sales') {
    return (found as Extract<KeyColumns, { length: 8 }>[]).map(([parcel_id, seq, sale_date, price, qualified, instrument_number, book, page]) => ({
      parcel_id,
      seq,
      sale_date,
      price,
      qualified,
      instrument_number,
      book,
      page,
    }));
  }
  return found.map(([parcel_id, r]) => (r === undefined ? { parcel_id } : { parcel_id, r }));
}

/** One page. A page past the last one is refused (naming `page`) rather than answered empty. */
export async function runPlan(database: Database, plan: SearchPlan, request: PageRequest, knownTotal?: number): Promise<ParcelPage> {
  const { sort, dir } = sortOf(plan, request);
  // An owner search in owner order is answered, count and page, by the owner order in memory.
  const index = plan.ownerName !== undefined && sort === 'OwnerName' ? await currentOwnerIndex(database) : null;
  const owners = index && { key: plan.ownerName!, index };
  const matches = owners && ownerMatches(owners.index, owners.key);
  // A subdivision search is answered, count and page, by the subdivisions in memory (SQL when a page needs it).
  const order = plan.subdivisions ? await currentSubdivisionOrder(database) : null;
  const subdivisions = order && subdivisionMatches(order, plan.subdivisions!);
  const total = matches?.length ?? subdivisions?.total ?? knownTotal ?? (await countPlan(database, plan));
  const offset = (request.page - 1) * request.size;
  if (total === 0) return { total, json: '[]', parcelIds: [] };
  if (offset >= total) {
    const last = Math.ceil(total / request.size);
    throw new InvalidInputError(`page: there ${last === 1 ? 'is 1 page' : `are ${last} pages`} of ${request.size} results`, 'page');
  }
  const year = await currentTaxYear(database);
  const keys = owners
    ? ownerPage(owners.index, owners.key, matches!, dir, offset, request.size)
    : ((subdivisions && subdivisionPage(order, subdivisions.groups, sort, dir, offset, request.size)) ??
      (await sqlKeys(database, plan, sort, dir, year, total, request, offset)));
  return { total, ...(await pageJson(database, year, keys, total)) };
}

function sqlKeys(
  database: Database,
  plan: SearchPlan,
  sort: ParcelSort,
  dir: SortDirection,
  year: number,
  total: number,
  request: PageRequest,
  offset: number,
): Promise<RowKey[]> {
  // For an owner name with other criteria (advanced search), or while the owner order in memory is
  // being built (owner-index.ts): the sorted query reads every owner match; the split one
  // (ownerOrderKeys) about offset + size index entries per spelling of the name, each tested against
  // its parcel's owners, about three times the work per entry, so it pays once the matches pass
  // three pages (measured on the full county: decision 25).
  if (sort === 'OwnerName' && plan.firstOwners && plan.ownerPrefixes && total > 3 * (offset + request.size)) {
    return ownerOrderKeys(database, plan as OwnerOrderPlan, dir, year, total, request.size, offset);
  }
  if (sort === 'ParcelID' && plan.alternatives && database.dialect === 'sqlite')
    return alternativeKeys(database, plan, plan.alternatives, dir, year, request.size, offset);
  return readKeys(database, plan, orderedKeys(database, plan, sort, dir, year, request.size, offset, database.dialect === 'sqlite'));
}

/**
 * A page in id order of a plan whose matches are those of any of its alternatives (a partial id:
 * the stored id's range or the display id's). Together, SQLite reads every match of both ranges
 * and sorts them for twenty (a ten-digit prefix has a few hundred: decision 25); apart, the
 * stored id's range is read in its index's order and stops at the page's end, and the display id's
 * is almost always empty. The first offset + size of each, merged by id (ids are unique and sort as
 * SQLite's binary order does), hold the page. SQLite only: PostgreSQL's collation orders ids.
 */
async function alternativeKeys(
  database: Database,
  plan: SearchPlan,
  alternatives: Condition[][],
  dir: SortDirection,
  year: number,
  size: number,
  offset: number,
): Promise<RowKey[]> {
  const parts = await Promise.all(
    alternatives.map((conditions) => readKeys(database, plan, orderedKeys(database, { ...plan, conditions }, 'ParcelID', dir, year, offset + size, 0))),
  );
  const byId = new Map<string, RowKey>();
  for (const part of parts) for (const key of part) byId.set(key.parcel_id, key);
  const sign = dir === 'DESC' ? -1 : 1;
  return [...byId.values()].sort((a, b) => sign * (a.parcel_id < b.parcel_id ? -1 : a.parcel_id > b.parcel_id ? 1 : 0)).slice(offset, offset + size);
}

type OwnerOrderPlan = SearchPlan & Required<Pick<SearchPlan, 'firstOwners' | 'ownerPrefixes'>>;

/**
 * One page in owner order (orderBy's order: first owners, then co-owners, each by owner key and
 * id), in two parts. The parcels whose owner line starts with the name come from the owner-key
 * index, one range per spelling of the name, already in listed order, so a page of 'ORANGE COUNTY'
 * (3,752 parcels with the same key) reads twenty entries instead of sorting them all. Only when
 * they do not fill the page are the co-owner matches sorted, as orderedKeys would.
 */
async function ownerOrderKeys(
  database: Database,
  plan: OwnerOrderPlan,
  dir: SortDirection,
  year: number,
  total: number,
  size: number,
  offset: number,
): Promise<RowKey[]> {
  const rowid = raw(database.dialect === 'sqlite' ? ', p.rowid as r' : '');
  const order = raw(dir === 'DESC' ? 'desc' : 'asc');
  // Spellings of the same length: their ranges are the same or apart, so the parts merge by key.
  const prefixes = [...new Set(plan.ownerPrefixes)];
  const single = prefixes.length === 1;
  const parts = await Promise.all(
    prefixes.map((prefix) =>
      rows<RowKey & { k: string }>(
        database,
        q`select p.parcel_id${rowid}, p.owner_key as k from parcels p
          where ${and([...plan.firstOwners, startsWith('p.owner_key', prefix)])}
          order by p.owner_key ${order}, p.parcel_id ${order} limit ${single ? size : offset + size} offset ${single ? offset : 0}`,
      ),
    ),
  );
  const sign = dir === 'DESC' ? -1 : 1;
  const merged = single ? parts[0]! : parts.flat().sort((a, b) => sign * (a.k < b.k ? -1 : a.k > b.k ? 1 : a.parcel_id < b.parcel_id ? -1 : 1));
  const first = single ? merged : merged.slice(offset, offset + size);
  if (first.length === size) return first;
  // How many first-owner parcels there are: known from what was read, unless the page lies past them.
  const firstTotal = !single ? merged.length : first.length > 0 || offset === 0 ? offset + first.length : await countFirstOwners(database, plan, prefixes[0]!);
  const wanted = Math.min(size - first.length, total - Math.max(firstTotal, offset));
  if (wanted <= 0) return first;
  const notFirst = q`not ${or(prefixes.map((prefix) => startsWith('p.owner_key', prefix)))}`;
  const coOwners = await rows<RowKey>(
    database,
    q`select p.parcel_id${rowid} from parcels p where ${and([...plan.conditions, notFirst])}
      order by (p.owner_key || '') ${order}, p.parcel_id ${order} limit ${wanted} offset ${Math.max(0, offset - firstTotal)}`,
  );
  return [...first, ...coOwners];
}

function countFirstOwners(database: Database, plan: OwnerOrderPlan, prefix: string): Promise<number> {
  return cachedCount(database, q`select count(*) as n from parcels p where ${and([...plan.firstOwners, startsWith('p.owner_key', prefix)])}`);
}

/** Where a page's parcels are read: by rowid when the keys bring it (SQLite), by text id otherwise. */
function parcelsOfKeys(database: Database, keys: RowKey[]): Fragment {
  const sales = keys[0]!.seq !== undefined;
  if (!sales && keys[0]!.r !== undefined) return q`p.rowid in (${join(keys.map((k) => k.r!))})`;
  const ids = [...new Set(keys.map((k) => k.parcel_id))];
  // SQLite as built here (STAT4) plans a statement again on every run whose bound values reach an
  // index with value samples, and a list of twenty ids is twenty estimates. Handed over as one JSON
  // array the ids stay out of the plan, a third cheaper (decision 25).
  return database.dialect === 'sqlite' ? q`p.parcel_id in (select value from json_each(${JSON.stringify(ids)}))` : q`p.parcel_id in (${join(ids)})`;
}

/**
 * A page's rows as JSON text, in the keys' order: from the page rows in memory when they are current
 * (page-rows.ts), otherwise written by SQLite (rowJson) or, on PostgreSQL, built here.
 */
async function pageJson(database: Database, year: number, keys: RowKey[], total: number): Promise<Omit<ParcelPage, 'total'>> {
  if (keys.length === 0) return { json: '[]', parcelIds: [] };
  const copy = await currentPageRows(database);
  let rowOf: (key: RowKey) => string | null | undefined;
  if (copy?.year === year) rowOf = (key) => rowText(copy, key, total);
  else if (database.dialect === 'sqlite') {
    const found = new Map(
      await arrayRows<[string, string]>(database, q`select p.parcel_id, ${rowJson(year, total)} from parcels p where ${parcelsOfKeys(database, keys)}`),
    );
    rowOf = (key) => found.get(key.parcel_id);
  } else {
    const rows = await rowsByKey(database, year, keys, total);
    return { json: JSON.stringify(rows), parcelIds: rows.map((r) => r.parcelId) };
  }
  const parts: string[] = [];
  const parcelIds: string[] = [];
  for (const k of keys) {
    const row = rowOf(k);
    if (row === undefined || row === null) continue;
    parts.push(withSale(row, k));
    parcelIds.push(k.parcel_id);
  }
  return { json: `[${parts.join(',')}]`, parcelIds };
}

/** The answer rows of some keys, in the keys' order: each key with its parcel's columns. */
async function rowsByKey(database: Database, year: number, keys: RowKey[], total: number): Promise<ParcelSearchRow[]> {
  if (keys.length === 0) return [];
  const found = await arrayRows<ParcelColumns>(database, q`select ${parcelColumns(year)} from parcels p where ${parcelsOfKeys(database, keys)}`);
  const byId = new Map(found.map((p) => [p[0], p]));
  const out: ParcelSearchRow[] = [];
  for (const k of keys) {
    const parcel = byId.get(k.parcel_id);
    if (parcel) out.push(toRow(parcel, k, total));
  }
  return out;
}
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
  maxRows = EXPORT_MAX_ROWS,
): AsyncGenerator<ParcelSearchRow[]> {
  const { sort, dir } = sortOf(plan, request);
  const year = await currentTaxYear(database);
  // One key past the cap tells an oversized export without counting all of it.
  const keys = await readKeys(database, plan, orderedKeys(database, plan, sort, dir, year, maxRows + 1, 0));
  if (keys.length > maxRows) throw exportTooLarge(`more than ${maxRows.toLocaleString('en-US')}`, maxRows);
  const total = keys.length;
  for (let start = 0; start < total; start += EXPORT_BATCH) {
    yield await rowsByKey(database, year, keys.slice(start, start + EXPORT_BATCH), total);
  }
}
