import { join, q, raw, type Fragment, rows } from '../../db/statements.ts';
import { searchKey } from '@county/shared/search-keys';
import type { SortDirection, TangibleSearchCriteria, TangibleSearchRow, TangibleSort } from '@county/shared/search';
import type { Database } from '../../db/database.ts';
import { InvalidInputError } from '../../errors.ts';
import { and, startsWith, type Condition } from './conditions.ts';
import { cachedCount } from '../run/count-cache.ts';
import type { PageResult } from '../run/run-plan.ts';
import { EXPORT_MAX_ROWS, exportTooLarge } from '../run/export-cap.ts';

// Tangible personal property accounts, by account number (a prefix) or business name (a prefix of
// its key), in the same paging style as the parcel searches.

export interface TangiblePlan {
  conditions: Condition[];
  understoodAs: string;
  defaultSort: TangibleSort;
}

export function tangiblePlan(c: TangibleSearchCriteria): TangiblePlan {
  if (!c.account && !c.businessName) {
    throw new InvalidInputError('account: give an account number or a business name', 'account');
  }
  const conditions: Condition[] = [];
  const words: string[] = [];
  if (c.account) {
    const account = c.account.toUpperCase();
    conditions.push(startsWith('t.account', account));
    words.push(`account starting ${account}`);
  }
  if (c.businessName) {
    const key = searchKey(c.businessName);
    conditions.push(key ? startsWith('t.business_key', key) : raw('1 = 0'));
    words.push(`business name starting "${key || c.businessName}"`);
  }
  return { conditions, understoodAs: `tangible ${words.join(' and ')}`, defaultSort: c.businessName ? 'BusinessName' : 'Account' };
}

function orderBy(sort: TangibleSort, direction: SortDirection): Fragment {
  const dir = direction === 'DESC' ? raw('desc') : raw('asc');
  const first = { Account: [], BusinessName: [raw('t.business_key')], Address: [raw("coalesce(t.situs_address, '')")] }[sort];
  return join([...first, raw('t.account')].map((k) => q`${k} ${dir}`));
}

interface RawTangible {
  account: string;
  business_name: string;
  owner_name: string;
  situs_address: string | null;
  situs_city: string | null;
  parcel_id: string | null;
  filing_status: string;
}

function toRow(r: RawTangible, total: number): TangibleSearchRow {
  return {
    account: r.account,
    businessName: r.business_name,
    ownerName: r.owner_name,
    propertyAddress: r.situs_address ?? '',
    city: r.situs_city ?? '',
    parcelId: r.parcel_id,
    filingStatus: r.filing_status,
    totalCount: total,
  };
}

const COLUMNS = raw('t.account, t.business_name, t.owner_name, t.situs_address, t.situs_city, t.parcel_id, t.filing_status');

export async function countTangible(database: Database, plan: TangiblePlan): Promise<number> {
  return cachedCount(database, q`select count(*) as n from tpp_accounts t where ${and(plan.conditions)}`);
}

export async function runTangible(
  database: Database,
  plan: TangiblePlan,
  request: { page: number; size: number; sortBy?: TangibleSort; sortDir?: SortDirection },
  knownTotal?: number,
): Promise<PageResult<TangibleSearchRow>> {
  const total = knownTotal ?? (await countTangible(database, plan));
  if (total === 0) return { total, rows: [] };
  const offset = (request.page - 1) * request.size;
  if (offset >= total) {
    const last = Math.ceil(total / request.size);
    throw new InvalidInputError(`page: there ${last === 1 ? 'is 1 page' : `are ${last} pages`} of ${request.size} results`, 'page');
  }
  const sort = orderBy(request.sortBy ?? plan.defaultSort, request.sortDir ?? 'ASC');
  const found = await rows<RawTangible>(
    database,
    q`select ${COLUMNS} from tpp_accounts t where ${and(plan.conditions)} order by ${sort} limit ${request.size} offset ${offset}`,
  );
  return { total, rows: found.map((r) => toRow(r, total)) };
}

const EXPORT_BATCH = 1000;

/** Every matching account in order, a batch at a time (accounts are few next to parcels). */
export async function* exportTangible(
  database: Database,
  plan: TangiblePlan,
  request: { sortBy?: TangibleSort; sortDir?: SortDirection },
  maxRows = EXPORT_MAX_ROWS,
): AsyncGenerator<TangibleSearchRow[]> {
  const total = await countTangible(database, plan);
  if (total > maxRows) throw exportTooLarge(total.toLocaleString('en-US'), maxRows);
  const sort = orderBy(request.sortBy ?? plan.defaultSort, request.sortDir ?? 'ASC');
  for (let offset = 0; offset < total; offset += EXPORT_BATCH) {
    const found = await rows<RawTangible>(
      database,
      q`select ${COLUMNS} from tpp_accounts t where ${and(plan.conditions)}
      order by ${sort} limit ${EXPORT_BATCH} offset ${offset}`,
    );
    yield found.map((r) => toRow(r, total));
  }
}
