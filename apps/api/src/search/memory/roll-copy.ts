import { sql } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type { Database } from '../../db/database.ts';
import { join, q, raw, type Fragment, arrayRows, rows } from '../../db/statements.ts';

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

const countStatements = new WeakMap<SqliteDatabase.Database, SqliteDatabase.Statement>();

/**
 * A search's requests read the change count once (withRollChanges). How many are open: the count
 * read inside one is kept only while it is the only one, so that two requests whose steps
 * interleave (none do on SQLite, whose reads never wait) each read their own.
 */
let open = 0;
let kept: { database: Database; changes: string } | null = null;

/**
 * Runs one request's search with the roll's change count read at most once: the box counts half a
 * dozen readings and checks as many copies, and each read of the count is a statement with its
 * locks (about a tenth of the box's time). The request then sees the roll as of its first read, as
 * it would had it run a little earlier; it writes nothing itself. On SQLite only: PostgreSQL's
 * requests wait on the network, and others run meanwhile.
 */
export async function withRollChanges<T>(database: Database, search: () => Promise<T>): Promise<T> {
  if (!database.sqlite) return search();
  open++;
  kept = null;
  try {
    return await search();
  } finally {
    open--;
    kept = null;
  }
}

/** The roll's change count (migration 0011): read before every use of a copy, so on SQLite by a statement of its own. */
export async function rollChanges(database: Database): Promise<string> {
  const sqlite = database.sqlite;
  if (sqlite) {
    if (open === 1 && kept?.database === database) return kept.changes;
    let statement = countStatements.get(sqlite);
    if (!statement) countStatements.set(sqlite, (statement = sqlite.prepare('select n from roll_changes where id = 1').pluck()));
    const changes = String((statement.get() as number | bigint | undefined) ?? 0);
    if (open === 1) kept = { database, changes };
    return changes;
  }
  const [row] = await rows<{ n: number | string }>(database, q`select n from roll_changes where id = 1`);
  return String(row?.n ?? 0);
}

/** Counts a change of the roll made with the triggers of migration 0011 off (bulk loads). */
export async function countRollChange(database: Database): Promise<void> {
  await sql`update roll_changes set n = n + 1 where id = 1`.execute(database.db);
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
