import type { Database } from '../../db/database.ts';
import { join, q, raw, type Fragment, arrayRows } from '../../db/statements.ts';
import { rollChanges } from '../../roll/changes.ts';

// Part of the roll copied into each server process's memory for the searches (decision 25, "Copies
// of the roll in each process"): the owner order (owner-index.ts) and the rows a page lists
// (page-rows.ts). A copy may answer only while it is that of the roll as it is now. Before every use
// it is checked against the roll's change count (migration 0011: triggers count every write to
// parcels and owners; a bulk load counts when it clears the county and at its end); when they
// differ, SQL answers, the same rows in the same order, while the copy is built again in the
// background.

export interface RollCopy<T> {
  /** The copy when it is that of the roll as it is now; otherwise null, and a build starts. */
  current: (database: Database) => Promise<T | null>;
  /** The copy, once it is built for the roll as it is now (the server starts the builds with it). */
  ready: (database: Database) => Promise<T>;
}

interface State<T> {
  copy: T | null;
  /** What the copy was built at (the change count, and whatever else `stamp` adds). */
  stamp: string;
  building: Promise<T> | null;
}

/** A copy made by `build`; `stamp` says what it depends on (at least the roll's change count). */
export function rollCopy<T>(build: (database: Database) => Promise<T>, stamp: (database: Database) => Promise<string> = rollChanges): RollCopy<T> {
  const states = new WeakMap<Database, State<T>>();
  const stateOf = (database: Database): State<T> => {
    let state = states.get(database);
    if (!state) states.set(database, (state = { copy: null, stamp: '', building: null }));
    return state;
  };
  const rebuild = (database: Database, state: State<T>): Promise<T> =>
    (state.building ??= (async () => {
      try {
        const at = await stamp(database);
        const copy = await build(database);
        // A change during the build leaves the stamp behind the roll: the next use builds again.
        Object.assign(state, { copy, stamp: at });
        return copy;
      } finally {
        state.building = null;
      }
    })());
  const current = async (database: Database): Promise<T | null> => {
    const state = stateOf(database);
    const at = await stamp(database);
    if (state.copy !== null && state.stamp === at) return state.copy;
    // A build that fails is tried again by a later search; SQL answers meanwhile.
    if (!state.building) rebuild(database, state).catch(() => {});
    return null;
  };
  const ready = async (database: Database): Promise<T> => (await current(database)) ?? rebuild(database, stateOf(database)).then(() => ready(database));
  return { current, ready };
}

/** Rows per read while building on SQLite: each read holds the event loop for a few tens of milliseconds. */
const CHUNK = 25_000;

/**
 * Reads rows in the order of their first `order.length` columns, which `order` names, passing each
 * to `each`; `where`, when given, keeps only some rows (`select` must then have no WHERE of its own,
 * and no order column may be null). On SQLite, whose reads hold the event loop, CHUNK rows at a time,
 * each read starting after the last row of the one before, so that requests are served between
 * reads; rows that tie on every order column at a read's edge must not matter to the copy.
 * PostgreSQL's rows arrive without holding it, in one read.
 */
export async function readInOrder<R extends unknown[]>(
  database: Database,
  select: Fragment,
  order: string[],
  each: (row: R) => void,
  where?: Fragment,
): Promise<void> {
  const by = raw(order.join(', '));
  if (database.dialect === 'postgres') {
    for (const row of await arrayRows<R>(database, q`${select} ${where ? q`where ${where}` : raw('')} order by ${by}`)) each(row);
    return;
  }
  let last: R | undefined;
  for (;;) {
    const conditions = [...(where ? [where] : []), ...(last ? [q`(${by}) > (${join(last.slice(0, order.length) as (string | number)[])})`] : [])];
    const after = conditions.length > 0 ? q`where ${join(conditions, ' and ')}` : raw('');
    const chunk = await arrayRows<R>(database, q`${select} ${after} order by ${by} limit ${CHUNK}`);
    for (const row of chunk) each(row);
    if (chunk.length < CHUNK) return;
    last = chunk[chunk.length - 1];
    await new Promise((resolve) => setImmediate(resolve));
  }
}
