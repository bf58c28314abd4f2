import type { ParcelSort, SortDirection } from '@county/shared/search';
import type { Database } from '../../db/database.ts';
import { arrayRows, q, raw } from '../../db/statements.ts';
import { orderBy, type SubdivisionKeys } from '../plans/conditions.ts';
import { readInOrder, rollCopy } from './roll-copy.ts';
import { KeyColumnBuilder, room, type KeyColumn, type KeyLookup } from './sorted-keys.ts';
import { ON_ROLL } from '../../roll/conditions.ts';

// The parcels of each subdivision, kept in each server process (decision 25, "Copies of the roll
// in each process"). A subdivision search (a prefix of the name, or the box's list of names) had
// SQLite read every match's row, for the roll filter and the address, and sort them all, to list
// twenty; here its count is the sum of its subdivisions' sizes, and a page in id or address order
// is read from each subdivision's parcels already in that order, merged when the search spans
// several. Each subdivision's orders are the database's own (read with the searches' ORDER BY), so
// the answers are exactly the SQL's; where a merge would have to compare what only the database
// can order (on PostgreSQL, units at one address in two subdivisions), SQL answers instead. Like
// every copy of the roll (roll-copy.ts) it answers only while it is that of the roll as it is now.

export interface SubdivisionOrder {
  /** The subdivision keys of the parcels on the roll, each once, in byte order (the keys' order). */
  keys: KeyColumn;
  names: KeyLookup;
  /** Subdivision g's parcels are the entries [starts[g], starts[g + 1]), in parcel id order. */
  starts: Uint32Array;
  parcelIds: KeyColumn;
  /** SQLite's rowid of each entry, which the page's rows are read by; none on PostgreSQL. */
  rowids: Float64Array | null;
  /** Each subdivision's entries in address order (over the same ranges as `starts`). */
  byAddress: Uint32Array;
  /** What the address order compares before the id: coalesce(street_key, ''), coalesce(situs_number, -1), coalesce(situs_unit, ''). */
  streets: KeyColumn;
  numbers: Float64Array;
  units: KeyColumn;
  /** True when units compare as bytes (SQLite's text); PostgreSQL's order of units is its collation's. */
  unitsAsBytes: boolean;
}

/** Rows per read of the address order: whole subdivisions, about this many parcels at a time. */
const BATCH = 25_000;

/** The parcels a subdivision search can list: on the roll, in a subdivision. */
const LISTED = q`p.subdivision_key > '' and ${ON_ROLL}`;

async function build(database: Database): Promise<SubdivisionOrder> {
  const sqlite = database.dialect === 'sqlite';
  const keys = new KeyColumnBuilder('parcels.subdivision_key');
  const parcelIds = new KeyColumnBuilder();
  const streets = new KeyColumnBuilder();
  const units = new KeyColumnBuilder();
  let starts = new Uint32Array(1 << 12);
  let numbers = new Float64Array(1 << 16);
  let rowids = new Float64Array(sqlite ? 1 << 16 : 0);
  const entryOf = new Map<string, number>();
  let groups = 0;
  let last: string | null = null;
  await readInOrder<[string, string, string, number | string, string, number]>(
    database,
    // Named, as PostgreSQL's rows would otherwise hold one 'coalesce'.
    q`select p.subdivision_key, p.parcel_id, coalesce(p.street_key, '') as street, coalesce(p.situs_number, -1) as number, coalesce(p.situs_unit, '') as unit${raw(
      sqlite ? ', p.rowid' : '',
    )} from parcels p`,
    ['p.subdivision_key', 'p.parcel_id'],
    ([key, id, street, number, unit, rowid]) => {
      const at = entryOf.size;
      if (key !== last) {
        keys.push(key);
        (starts = room(starts, groups + 2))[groups++] = at;
        last = key;
      }
      entryOf.set(id, at);
      parcelIds.pushUnordered(id);
      streets.pushUnordered(street);
      units.pushUnordered(unit);
      (numbers = room(numbers, at + 1))[at] = Number(number);
      if (sqlite) (rowids = room(rowids, at + 1))[at] = rowid;
    },
    LISTED,
  );
  const count = entryOf.size;
  starts[groups] = count;
  starts = starts.slice(0, groups + 1);
  const keyColumn = keys.finish();
  // Each subdivision's address order, read with the searches' own ORDER BY a few whole subdivisions at a time.
  const byAddress = new Uint32Array(count);
  const address = orderBy('Address', 'ASC', { source: 'parcels', valueKnown: false, ownerMatched: false }, 0);
  let filled = 0;
  for (let from = 0; from < groups;) {
    let to = from + 1;
    while (to < groups && starts[to + 1]! - starts[from]! <= BATCH) to++;
    const ids = await arrayRows<[string]>(
      database,
      q`select p.parcel_id from parcels p where p.subdivision_key >= ${keyColumn.at(from)} and p.subdivision_key <= ${keyColumn.at(to - 1)} and ${LISTED}
        order by p.subdivision_key, ${address}`,
    );
    if (ids.length !== starts[to]! - starts[from]!) throw new Error('the roll changed while its subdivisions were copied');
    for (const [id] of ids) {
      const at = entryOf.get(id);
      if (at === undefined) throw new Error('the roll changed while its subdivisions were copied');
      byAddress[filled++] = at;
    }
    from = to;
    if (sqlite) await new Promise((resolve) => setImmediate(resolve));
  }
  return {
    keys: keyColumn,
    names: keyColumn.lookup(),
    starts,
    parcelIds: parcelIds.finish(),
    rowids: sqlite ? rowids.slice(0, count) : null,
    byAddress,
    streets: streets.finish(),
    numbers: numbers.slice(0, count),
    units: units.finish(),
    unitsAsBytes: sqlite,
  };
}

const copy = rollCopy(build);

/** This process's subdivisions, when they are those of the roll as it is now (otherwise null: SQL answers). */
export const currentSubdivisionOrder = copy.current;
/** The subdivisions, once copied for the roll as it is now. */
export const subdivisionOrderReady = copy.ready;

/** The subdivisions a plan lists, in key order, and how many parcels they hold together. */
export function subdivisionMatches(order: SubdivisionOrder, which: SubdivisionKeys): { groups: number[]; total: number } {
  let groups: number[];
  if ('prefix' in which) {
    const [from, to] = order.keys.range(which.prefix);
    groups = Array.from({ length: to - from }, (_, i) => from + i);
  } else {
    groups = [...new Set(which.names.map((name) => order.names.find(name)).filter((g) => g >= 0))].sort((a, b) => a - b);
  }
  let total = 0;
  for (const g of groups) total += order.starts[g + 1]! - order.starts[g]!;
  return { groups, total };
}

/** A merge of more subdivisions than this is left to SQL (a page of 'A' reads one head from each). */
const MAX_RUNS = 1_000;

/** The next parcel of one subdivision's run, with what the order compares of it read once. */
interface Head {
  /** Its position in the order asked for (an entry, or a place in byAddress), and the run's end. */
  at: number;
  end: number;
  entry: number;
  id: string;
  street: string;
  number: number;
  unit: string;
}

/**
 * One page of the matches in id or address order (the SQL's order: orderBy in plans/conditions.ts),
 * each parcel's id and, on SQLite, its rowid; null when SQL must answer (another sort, too many
 * subdivisions, or, on PostgreSQL, two subdivisions' units at one address). Each subdivision's
 * parcels are a run already in that order; several runs are merged through a heap of their heads.
 */
export function subdivisionPage(
  order: SubdivisionOrder,
  groups: number[],
  sort: ParcelSort,
  dir: SortDirection,
  offset: number,
  size: number,
): { parcel_id: string; r?: number }[] | null {
  if ((sort !== 'ParcelID' && sort !== 'Address') || groups.length > MAX_RUNS) return null;
  const { starts, byAddress } = order;
  const step = dir === 'DESC' ? -1 : 1;
  const head = (at: number, end: number): Head => {
    const entry = sort === 'Address' ? byAddress[at]! : at;
    const address = sort === 'Address';
    return {
      at,
      end,
      entry,
      id: order.parcelIds.at(entry),
      street: address ? order.streets.at(entry) : '',
      number: address ? order.numbers[entry]! : 0,
      unit: address ? order.units.at(entry) : '',
    };
  };
  const heap: Head[] = groups
    .map((g) => (step > 0 ? head(starts[g]!, starts[g + 1]!) : head(starts[g + 1]! - 1, starts[g]! - 1)))
    .filter((h) => h.at !== h.end);
  let undecided = false;
  // True when `a` is listed before `b`.
  const before = (a: Head, b: Head): boolean => {
    const c = compare(a, b, sort === 'Address', order.unitsAsBytes);
    if (c === null) undecided = true;
    return (c ?? 0) * step < 0;
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && before(heap[l]!, heap[top]!)) top = l;
      if (r < heap.length && before(heap[r]!, heap[top]!)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  const listed: Head[] = [];
  for (let n = 0; n < offset + size && heap.length > 0 && !undecided; n++) {
    const first = heap[0]!;
    if (n >= offset) listed.push(first);
    const at = first.at + step;
    if (at !== first.end) heap[0] = head(at, first.end);
    else {
      // The run is spent: the heap's last head takes its place.
      const last = heap.pop()!;
      if (heap.length > 0) heap[0] = last;
    }
    down(0);
  }
  if (undecided) return null;
  return listed.map((h) => (order.rowids ? { parcel_id: h.id, r: order.rowids[h.entry]! } : { parcel_id: h.id }));
}

/**
 * Two parcels in the sort's order: negative when `a` comes first. Street keys compare as the
 * databases compare keys (bytes), parcel ids (digits, which every collation orders as bytes)
 * likewise, numbers as numbers, units as SQLite compares text (bytes, `unitsAsBytes`); two units
 * that differ on PostgreSQL, whose collation orders them, give null (SQL answers).
 */
function compare(a: Head, b: Head, address: boolean, unitsAsBytes: boolean): number | null {
  if (address) {
    const streets = byteOrder(a.street, b.street);
    if (streets !== 0) return streets;
    if (a.number !== b.number) return a.number - b.number;
    const units = byteOrder(a.unit, b.unit);
    if (units !== 0) return unitsAsBytes ? units : null;
  }
  return byteOrder(a.id, b.id);
}

/** Two texts in the order of their UTF-8 bytes, which is their UTF-16 order up to the first surrogate or private-use unit. */
function byteOrder(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    return x < 0xd800 && y < 0xd800 ? x - y : Buffer.compare(Buffer.from(a.slice(i)), Buffer.from(b.slice(i)));
  }
  return a.length - b.length;
}
