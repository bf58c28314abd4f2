import type { SortDirection } from '@county/shared/search';
import type { Database } from '../../db/database.ts';
import { q, raw } from '../../db/statements.ts';
import { ownerPrefixes } from '../plans/conditions.ts';
import { readInOrder, rollCopy } from './roll-copy.ts';
import { KeyColumnBuilder, room, type KeyColumn } from './sorted-keys.ts';

// The owner order of the roll, kept in each server process (decision 25, "Copies of the roll in
// each process"). An owner search lists the parcels with an owner whose name starts with the typed
// name (as typed, surname first, or the reversed key), first those whose owner line starts with it,
// each part in owner order (owner key, then parcel id). Found by SQLite from its indexes that order
// was half of an owner search's cost; here it is a few binary searches over keys held in buffers
// outside the JavaScript heap (about 60 MB a process for 480,000 parcels). Like every copy of the roll (roll-copy.ts) it answers only while it is current,
// exactly what the SQL would on either database.

export interface OwnerIndex {
  /** The parcels in owner order; a parcel's place in it is its rank. */
  ownerKeys: KeyColumn;
  parcelIds: KeyColumn;
  /** SQLite's rowid of each ranked parcel, which the page's rows are read by; none on PostgreSQL. */
  rowids: Float64Array | null;
  /** Every owner row by name key (and by reversed key), with its parcel's rank. */
  names: KeyColumn;
  nameRanks: Uint32Array;
  reversed: KeyColumn;
  reversedRanks: Uint32Array;
}

/** A page of an owner search: each parcel's id and, on SQLite, its rowid (as run/run-plan.ts reads keys). */
export interface OwnerPageKey {
  parcel_id: string;
  r?: number;
}

async function build(database: Database): Promise<OwnerIndex> {
  const sqlite = database.dialect === 'sqlite';
  const ownerKeys = new KeyColumnBuilder('parcels.owner_key');
  const parcelIds = new KeyColumnBuilder();
  const rank = new Map<string, number>();
  let rowids = new Float64Array(sqlite ? 1 << 16 : 0);
  await readInOrder<[string, string, number]>(
    database,
    q`select p.owner_key, p.parcel_id${raw(sqlite ? ', p.rowid' : '')} from parcels p`,
    ['p.owner_key', 'p.parcel_id'],
    (p) => {
      if (sqlite) (rowids = room(rowids, rank.size + 1))[rank.size] = p[2];
      rank.set(p[1], rank.size);
      ownerKeys.push(p[0]);
    },
  );
  // The ids are only read back, never searched: their column need not be in order.
  for (const id of rank.keys()) parcelIds.pushUnordered(id);
  const owners = async (key: 'name_key' | 'name_key_reversed'): Promise<[KeyColumn, Uint32Array]> => {
    const names = new KeyColumnBuilder(`owners.${key}`);
    let ranks = new Uint32Array(1 << 16);
    let count = 0;
    // Two rows of one name and parcel at a read's edge are one match either way.
    await readInOrder<[string, string]>(database, q`select o.${raw(key)}, o.parcel_id from owners o`, [`o.${key}`, 'o.parcel_id'], ([name, parcelId]) => {
      const at = rank.get(parcelId);
      // An owner row whose parcel is gone lists nothing, as in the SQL (parcels whose id has an owner).
      if (at === undefined) return;
      names.push(name);
      (ranks = room(ranks, count + 1))[count++] = at;
    });
    return [names.finish(), ranks.slice(0, count)];
  };
  const [names, nameRanks] = await owners('name_key');
  const [reversed, reversedRanks] = await owners('name_key_reversed');
  return {
    ownerKeys: ownerKeys.finish(),
    parcelIds: parcelIds.finish(),
    rowids: sqlite ? rowids.slice(0, rank.size) : null,
    names,
    nameRanks,
    reversed,
    reversedRanks,
  };
}

const copy = rollCopy(build);

/** This process's owner order, when it is that of the roll as it is now (otherwise null: SQL answers). */
export const currentOwnerIndex = copy.current;
/** The owner order, once built for the roll as it is now. */
export const ownerIndexReady = copy.ready;

/**
 * The last matches found: the box counts an owner reading and then, when it lists it, pages the
 * same matches, which for a common name means gathering and sorting thousands of ranks twice. An
 * index never changes once built (a change of the roll builds another), so the matches of one index
 * and key are always the same (kept beside the index, so none outlives it).
 */
const lastFound = new WeakMap<OwnerIndex, { key: string; matches: Uint32Array }>();

/** The ranks of the parcels that have an owner named `key` (a search key), in owner order, once each. */
export function ownerMatches(index: OwnerIndex, key: string): Uint32Array {
  const last = lastFound.get(index);
  if (last?.key === key) return last.matches;
  const matches = findOwnerMatches(index, key);
  lastFound.set(index, { key, matches });
  return matches;
}

function findOwnerMatches(index: OwnerIndex, key: string): Uint32Array {
  const ranges: [Uint32Array, number, number][] = ownerPrefixes(key).map((prefix) => [index.nameRanks, ...index.names.range(prefix)]);
  if (key.includes(' ')) ranges.push([index.reversedRanks, ...index.reversed.range(key)]);
  let length = 0;
  for (const [, from, to] of ranges) length += to - from;
  const all = new Uint32Array(length);
  let at = 0;
  for (const [ranks, from, to] of ranges) {
    all.set(ranks.subarray(from, to), at);
    at += to - from;
  }
  all.sort();
  // Co-owners of one parcel with the same name, and a name found both ways, count once.
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!;
  return all.subarray(0, kept);
}

/** The first position of `sorted` whose value is not below `value`. */
function lowerBound(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One page of the matches in the owner searches' order: parcels whose owner line starts with the
 * name (as typed or surname first) before the rest, whichever the direction; each part in owner
 * order, reversed for DESC. Those first parcels are one range of the owner order per spelling, so
 * one run of the sorted matches each: the page is read from the runs and the gaps between them.
 */
export function ownerPage(index: OwnerIndex, key: string, matches: Uint32Array, dir: SortDirection, offset: number, size: number): OwnerPageKey[] {
  const runs: [number, number][] = [];
  for (const [from, to] of [...new Set(ownerPrefixes(key))].map((prefix) => index.ownerKeys.range(prefix)).sort((a, b) => a[0] - b[0])) {
    const run: [number, number] = [lowerBound(matches, from), lowerBound(matches, to)];
    const previous = runs.at(-1);
    if (previous && run[0] <= previous[1]) previous[1] = Math.max(previous[1], run[1]);
    else if (run[0] < run[1]) runs.push(run);
  }
  const gaps: [number, number][] = [];
  let at = 0;
  for (const [from, to] of runs) {
    if (at < from) gaps.push([at, from]);
    at = to;
  }
  if (at < matches.length) gaps.push([at, matches.length]);
  const listed: number[] = [];
  let skip = offset;
  for (const part of [runs, gaps]) {
    for (const [from, to] of dir === 'DESC' ? [...part].reverse() : part) {
      if (skip >= to - from) {
        skip -= to - from;
        continue;
      }
      for (let i = skip; i < to - from && listed.length < size; i++) listed.push(matches[dir === 'DESC' ? to - 1 - i : from + i]!);
      skip = 0;
    }
  }
  return listed.map((rank) => (index.rowids ? { parcel_id: index.parcelIds.at(rank), r: index.rowids[rank]! } : { parcel_id: index.parcelIds.at(rank) }));
}
