import { join, q, raw, unseen, type Fragment, type Unseen } from '../../db/statements.ts';
import type { ParcelSort, SortDirection } from '@county/shared/search';
import { justValue } from '../../roll/conditions.ts';
import { COMPARED } from '../../roll/compared.ts';

// A parcel search is a plan: which rows it lists (parcels, or sales joined to their parcels), the
// conditions on them, and the sort a person gets when they do not choose one. Conditions are SQL
// fragments with bound parameters, so whatever a person typed reaches the database as a value,
// never as SQL and never as a LIKE pattern (no search uses LIKE: prefixes are index ranges).

export type Condition = Fragment;

export interface SearchPlan {
  /** 'sales' lists one row per sale (sales search, advanced search with sale criteria). */
  source: 'parcels' | 'sales';
  conditions: Condition[];
  /**
   * For a sales search: true when a condition reads the parcel (alias p). A sales search that only
   * filters on what each sale carries of its parcel (alias s) counts and orders from one index.
   */
  readsParcel: boolean;
  /**
   * True when a condition keeps only parcels with a current-year value, so sorting by value can
   * name the stored column, whose order an index (parcels_zip_search) already holds.
   */
  valueKnown: boolean;
  /** True when a condition matches owner names (see orderBy: the owner order then comes last). */
  ownerMatched: boolean;
  /** The name an owner condition looks for, as the roll writes names (see ownerPrefixes). */
  ownerPrefixes?: string[];
  /**
   * The conditions again, with the owner condition written as a test of each parcel (ownerExists),
   * for a parcels plan whose owner condition comes from ownerCondition: in owner order the parcels
   * whose owner line starts with the name are then read from the owner-key index in listed order
   * (run/run-plan.ts, ownerOrderKeys).
   */
  firstOwners?: Condition[];
  /**
   * The owner name's search key, when the plan is an owner search and nothing else: its count and
   * its pages in owner order come from the owner order kept in memory (owner-index.ts).
   */
  ownerName?: string;
  /**
   * The subdivisions listed, when the plan lists them and nothing else: its count and its pages in
   * id or address order come from the subdivisions kept in memory (subdivision-order.ts).
   */
  subdivisions?: SubdivisionKeys;
  /**
   * The conditions as alternatives, when the plan matches a parcel that meets all of any one list
   * (a partial parcel id: a range of the stored id or of the display id). On SQLite a page in id
   * order then reads each alternative from its own index in that order, instead of every match of
   * both for one sort (run/run-plan.ts, alternativeKeys).
   */
  alternatives?: Condition[][];
  defaultSort: ParcelSort;
  defaultDirection: SortDirection;
  /** The search in words, for 'no results for ...'. */
  understoodAs: string;
}

/** Which subdivisions a plan lists: those whose key starts with `prefix`, or those named exactly. */
export type SubdivisionKeys = { prefix: string } | { names: string[] };

/** The smallest string greater than every string that starts with `prefix` ('SMITH' -> 'SMITI'). */
export function prefixEnd(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/**
 * A column named in this code ('p.street_key'; never user text), written as it is: sql.ref would
 * parse it into nodes and quote it again on every search, a tenth of building a search's SQL.
 */
export function column(name: string): Fragment {
  return raw(name);
}

/** A value as bound, or `unseen` by SQLite's planner (db/statements.ts). */
export const bound = (value: number | string, hidden: boolean): Unseen | number | string => (hidden ? unseen(value) : value);

/** `name` starts with `prefix`, as an index range. `name` is a column (see column). */
export function startsWith(name: string, prefix: string, hidden = false): Condition {
  const c = column(name);
  return q`(${c} >= ${bound(prefix, hidden)} and ${c} < ${bound(prefixEnd(prefix), hidden)})`;
}

export function and(conditions: Condition[]): Condition {
  return conditions.length === 0 ? raw('1 = 1') : q`(${join(conditions, ' and ')})`;
}

export function or(conditions: Condition[]): Condition {
  return conditions.length === 0 ? raw('1 = 0') : q`(${join(conditions, ' or ')})`;
}

/**
 * Parcels that have an owner whose name starts with the key. The roll writes 'SMITH JOHN A'; a
 * person may type 'John Smith' (the last word is the surname: moved to the front it becomes a
 * prefix of the roll's key) or 'John A Sm' (a prefix of the stored reversed key).
 */
export function ownerCondition(key: string): Condition {
  return q`p.parcel_id in (select o.parcel_id from owners o where ${ownerNameRanges(key)})`;
}

/**
 * The same parcels as ownerCondition, tested one parcel at a time (its few owner rows, by the
 * owners' key). Cheaper when another index already yields few candidates in the order wanted;
 * ownerCondition reads every match first.
 */
export function ownerExists(key: string): Condition {
  return q`exists (select 1 from owners o where o.parcel_id = p.parcel_id and ${ownerNameRanges(key)})`;
}

function ownerNameRanges(key: string): Condition {
  const ranges = ownerPrefixes(key).map((prefix) => startsWith('o.name_key', prefix));
  if (key.includes(' ')) ranges.push(startsWith('o.name_key_reversed', key));
  return or(ranges);
}

/** The typed name as a prefix of the roll's keys: as typed and, for several words, surname first. */
export function ownerPrefixes(key: string): string[] {
  const words = key.split(' ');
  return words.length > 1 ? [key, [words.at(-1), ...words.slice(0, -1)].join(' ')] : [key];
}

/**
 * Use codes: 4 digits match exactly, 2 digits match the DOR group (every local subtype). Single
 * family (0100) covers half the county, so when another condition narrows the search better the
 * column is wrapped in an expression that no index matches: SQLite's statistics average over all
 * codes and would otherwise pick the use-code index for a ZIP-and-use search.
 */
export function useCodeCondition(codes: readonly string[], useIndex: boolean, name = 'p.use_code', hidden = false): Condition {
  const target = useIndex ? column(name) : q`(${column(name)} || '')`;
  const exact = codes.filter((c) => c.length === 4);
  const groups = codes.filter((c) => c.length === 2);
  const parts: Condition[] = [];
  if (exact.length > 0) parts.push(q`${target} in (${join(exact.map((code) => bound(code, hidden)))})`);
  for (const g of groups) parts.push(q`(${target} >= ${bound(g, hidden)} and ${target} < ${bound(prefixEnd(g), hidden)})`);
  return or(parts);
}

export function between(name: string, min: number | string | undefined, max: number | string | undefined, hidden = false): Condition[] {
  const out: Condition[] = [];
  if (min !== undefined) out.push(q`${column(name)} >= ${bound(min, hidden)}`);
  if (max !== undefined) out.push(q`${column(name)} <= ${bound(max, hidden)}`);
  return out;
}

/**
 * ORDER BY for a sort. Nullable columns are folded to a value below every real one, so both
 * databases put parcels without an address or value first when ascending and last when descending
 * (SQLite and PostgreSQL disagree about where NULL goes). The parcel id (and the sale's sequence)
 * breaks ties, so paging is stable.
 */
/** True when the sort reads the parcel row (alias p) rather than only what a sale carries. */
export function sortReadsParcel(sort: ParcelSort): boolean {
  return sort !== 'ParcelID' && sort !== 'SaleDate' && sort !== 'SalePrice';
}

export function orderBy(
  sort: ParcelSort,
  direction: SortDirection,
  plan: Pick<SearchPlan, 'source' | 'valueKnown' | 'ownerMatched' | 'ownerPrefixes'>,
  year: number,
): Fragment {
  const { source } = plan;
  const dir = direction === 'DESC' ? raw('desc') : raw('asc');
  const columns: Fragment[] = {
    ParcelID: [],
    // Parcels whose owners match a name sit together in the owner order, where PostgreSQL's
    // estimate (matches spread evenly) does not expect them: walking that index to find the first
    // twenty took it up to 35 s for 'ORANGE COUNTY'. Wrapped in an expression no index holds, the
    // order is taken after the matches are found, which both databases then do from the owner index.
    OwnerName: [plan.ownerMatched ? q`(p.owner_key || '')` : q`p.owner_key`],
    Address: [q`coalesce(p.street_key, '')`, q`coalesce(p.situs_number, -1)`, q`coalesce(p.situs_unit, '')`],
    Value: [plan.valueKnown ? q`p.latest_just_value` : q`coalesce(${justValue(year)}, -1)`],
    SaleDate: [q`s.sale_date`, q`s.price`],
    SalePrice: [q`s.price`, q`s.sale_date`],
    // What realtors compare; a parcel without buildings or sales sorts as the least.
    LivingArea: [q`coalesce(${COMPARED.livingArea}, -1)`],
    Bedrooms: [q`coalesce(${COMPARED.bedrooms}, -1)`],
    Bathrooms: [q`coalesce(${COMPARED.bathrooms}, -1)`],
    YearBuilt: [q`coalesce(${COMPARED.yearBuilt}, -1)`],
    LandArea: [COMPARED.landArea],
    LastSaleDate: [q`coalesce(${COMPARED.lastSaleDate}, '')`],
    LastSalePrice: [q`coalesce(${COMPARED.lastSalePrice}, -1)`],
  }[sort];
  // A sale's parcel id is its parcel's: naming the sale's column lets the sales index give the order.
  const keys = [...columns, source === 'sales' ? q`s.parcel_id` : q`p.parcel_id`];
  if (source === 'sales') keys.push(q`s.seq`);
  const order = keys.map((k) => q`${k} ${dir}`);
  // In owner order, parcels whose first owner bears the name come before those where it is a
  // co-owner's, whichever the direction ('SMITH' lists SMITH JOHN before BARNES JACOB; SMITH SUSAN).
  // The parcel's owner key starts with its first owner's name: its start tells, with no other read.
  if (sort === 'OwnerName' && plan.ownerPrefixes) {
    order.unshift(q`(case when ${or(plan.ownerPrefixes.map((prefix) => startsWith('p.owner_key', prefix)))} then 0 else 1 end) asc`);
  }
  return join(order);
}
