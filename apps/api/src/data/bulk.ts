import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/database.ts';
import { LOADED_COLUMNS as COLUMNS, LOAD_ORDER, type CountyTable, type Row } from './columns.ts';
import { rebuildSearchText } from '../search/understand/vocabulary.ts';
import { maskConfidential } from '../privacy/index.ts';
import { countRollChange } from '../roll/changes.ts';

// Bulk writing of county rows, fast on both databases: on SQLite, prepared statements inside large
// transactions on the raw better-sqlite3 handle; on PostgreSQL, COPY in transactions of about
// 200,000 rows, parents first so foreign keys hold.

export interface Sink {
  add(table: CountyTable, row: Row): void;
  /** Adds rows given one after another in a flat list of values (as a generator worker sends them). */
  addFlat(table: CountyTable, values: Row, rows: number): void;
  /** Commits (SQLite) or sends (PostgreSQL) what has gathered once there is enough of it. */
  checkpoint(): Promise<void>;
  /** Writes and commits everything left. */
  finish(): Promise<void>;
  readonly counts: Record<CountyTable, number>;
}

const quote = (name: string): string => `"${name}"`;

function emptyCounts(): Record<CountyTable, number> {
  return Object.fromEntries(LOAD_ORDER.map((t) => [t, 0])) as Record<CountyTable, number>;
}

// Rows per INSERT on SQLite: one statement binding many rows costs far less than many statements.
const SQLITE_BATCH = 32;

function sqliteSink(database: Database): Sink {
  const db = database.sqlite;
  if (!db) throw new Error('no SQLite handle');
  const insert = (table: CountyTable, rows: number): string => {
    const cols = COLUMNS[table];
    const tuple = `(${cols.map(() => '?').join(',')})`;
    return `insert into ${quote(table)} (${cols.map(quote).join(',')}) values ${Array.from({ length: rows }, () => tuple).join(',')}`;
  };
  const batched = new Map(LOAD_ORDER.map((t) => [t, db.prepare(insert(t, SQLITE_BATCH))]));
  const single = new Map(LOAD_ORDER.map((t) => [t, db.prepare(insert(t, 1))]));
  const buffers = new Map<CountyTable, { values: (string | number | null)[]; rows: number }>(LOAD_ORDER.map((t) => [t, { values: [], rows: 0 }]));
  const counts = emptyCounts();
  let pending = 0;
  const drain = (): void => {
    for (const table of LOAD_ORDER) {
      const buffer = buffers.get(table);
      if (!buffer) continue;
      const width = COLUMNS[table].length;
      for (let i = 0; i < buffer.rows; i++) single.get(table)?.run(buffer.values.slice(i * width, (i + 1) * width));
      buffer.values = [];
      buffer.rows = 0;
    }
  };
  db.exec('begin');
  return {
    counts,
    add(table, row) {
      const buffer = buffers.get(table);
      if (!buffer) return;
      for (const value of row) buffer.values.push(value);
      buffer.rows++;
      counts[table]++;
      pending++;
      if (buffer.rows === SQLITE_BATCH) {
        batched.get(table)?.run(buffer.values);
        buffer.values = [];
        buffer.rows = 0;
      }
    },
    addFlat(table, values, rows) {
      const width = COLUMNS[table].length;
      const statement = batched.get(table);
      let i = 0;
      for (; statement && i + SQLITE_BATCH <= rows; i += SQLITE_BATCH) {
        statement.run(values.slice(i * width, (i + SQLITE_BATCH) * width));
      }
      counts[table] += i;
      pending += i;
      for (; i < rows; i++) this.add(table, values.slice(i * width, (i + 1) * width));
    },
    async checkpoint() {
      if (pending < 250_000) return;
      drain();
      db.exec('commit');
      db.exec('begin');
      pending = 0;
    },
    async finish() {
      drain();
      db.exec('commit');
    },
  };
}

// COPY's text format: tab-separated, \N for null, backslash escapes for the few special characters.
function copyValue(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

async function copyRows(client: pg.PoolClient, table: CountyTable, rows: Row[]): Promise<void> {
  const cols = COLUMNS[table].map(quote).join(', ');
  function* chunks(): Generator<string> {
    for (let i = 0; i < rows.length; i += 5_000) {
      yield rows.slice(i, i + 5_000).map((row) => `${row.map(copyValue).join('\t')}\n`).join('');
    }
  }
  await pipeline(Readable.from(chunks()), client.query(copyFrom(`copy ${quote(table)} (${cols}) from stdin`)));
}

function postgresSink(database: Database): Sink {
  const pool = database.pool;
  if (!pool) throw new Error('no PostgreSQL pool');
  const buffers = new Map<CountyTable, Row[]>(LOAD_ORDER.map((t) => [t, []]));
  const counts = emptyCounts();
  let pending = 0;
  // Per-row triggers (search copies, migration 0005) would make COPY ten times slower; a superuser
  // can switch them off for the load's transactions, the rows carrying the copies themselves
  // (LOADED_COLUMNS). Without that right the triggers simply run.

  const flush = async (): Promise<void> => {
    if (pending === 0) return;
    const client = await pool.connect();
    try {
      await client.query('begin');
      try {
        await client.query('savepoint replica');
        await client.query('set local session_replication_role = replica');
        await client.query('release savepoint replica');
      } catch {
        await client.query('rollback to savepoint replica');
      }
      for (const table of LOAD_ORDER) {
        const rows = buffers.get(table) ?? [];
        if (rows.length > 0) await copyRows(client, table, rows);
        buffers.set(table, []);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    pending = 0;
  };
  return {
    counts,
    add(table, row) {
      buffers.get(table)?.push(row);
      counts[table]++;
      pending++;
    },
    addFlat(table, values, rows) {
      const width = COLUMNS[table].length;
      for (let i = 0; i < rows; i++) this.add(table, values.slice(i * width, (i + 1) * width));
    },
    async checkpoint() {
      if (pending >= 200_000) await flush();
    },
    async finish() {
      await flush();
    },
  };
}

export function openSink(database: Database): Sink {
  return database.dialect === 'sqlite' ? sqliteSink(database) : postgresSink(database);
}

/** The meta keys that belong to the roll; other features keep their own keys in meta too. */
export const COUNTY_META_KEYS = ['data_refresh_date', 'tax_year', 'certified_tax_year'] as const;

/** Empties every county table, children first, and removes the roll's meta keys. */
export async function clearCountyTables(database: Database): Promise<void> {
  if (database.dialect === 'postgres') {
    // TRUNCATE fires no row triggers and frees the space at once; DELETE would run a trigger per row.
    const tables = LOAD_ORDER.filter((t) => t !== 'meta');
    await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} cascade`.execute(database.db);
    await database.db.deleteFrom('meta').where('key', 'in', [...COUNTY_META_KEYS]).execute();
    return;
  }
  // Without triggers SQLite empties a table at once instead of row by row; every row goes anyway.
  await withoutSqliteTriggers(database, async () => {
    for (const table of [...LOAD_ORDER].reverse()) {
      if (table === 'meta') await database.db.deleteFrom('meta').where('key', 'in', [...COUNTY_META_KEYS]).execute();
      else await sql`delete from ${sql.table(table)}`.execute(database.db);
    }
  });
  // Should the load that follows fail, the copies of the roll in memory must not outlive it.
  await countRollChange(database);
}

/** Runs `work` with SQLite's triggers on the county tables dropped, and puts them back whatever happens. */
async function withoutSqliteTriggers<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const triggers = database.dialect === 'sqlite' ? sqliteTriggers(database) : [];
  for (const trigger of triggers) database.sqlite?.exec(`drop trigger "${trigger.name}"`);
  try {
    return await work();
  } finally {
    for (const trigger of triggers) database.sqlite?.exec(trigger.definition);
  }
}

function sqliteTriggers(database: Database): IndexDef[] {
  const tables = LOAD_ORDER.map((t) => `'${t}'`).join(',');
  const rows = database.sqlite
    ?.prepare(`select name, sql from sqlite_master where type = 'trigger' and tbl_name in (${tables}) order by name`)
    .all() as { name: string; sql: string }[] | undefined;
  return (rows ?? []).map((r) => ({ name: r.name, definition: r.sql }));
}

interface IndexDef {
  name: string;
  definition: string;
}

async function secondaryIndexes(database: Database): Promise<IndexDef[]> {
  const tables = LOAD_ORDER.map((t) => `'${t}'`).join(',');
  if (database.dialect === 'sqlite') {
    const rows = database.sqlite
      ?.prepare(`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${tables}) order by name`)
      .all() as { name: string; sql: string }[];
    return rows.map((r) => ({ name: r.name, definition: r.sql }));
  }
  const result = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in (${sql.raw(tables)})
      and indexname not in (select conname from pg_constraint where connamespace = current_schema()::regnamespace)
    order by indexname`.execute(database.db);
  return result.rows.map((r) => ({ name: r.indexname, definition: r.indexdef }));
}

/**
 * Runs index builds with SQLite's sort on two threads: the generator's thread is done by then, and
 * the second core would idle. SQLite hands a sort to helper threads only when its temporary files
 * may be files (temp_store = MEMORY turns the helpers off) and only in runs the size of the page
 * cache: so during the build the cache is small (runs of 4 MB, each sorted on the other core while
 * this thread reads the next, then merged) and temporary files live in the OS's cache, which halves
 * the indexes' CPU on this thread.
 */
async function withSorterThreads(database: Database, build: () => Promise<void>): Promise<void> {
  const sqlite = database.sqlite;
  if (!sqlite) return build();
  const before = ['threads', 'temp_store', 'cache_size'].map((name) => [name, sqlite.pragma(name, { simple: true })] as const);
  sqlite.pragma('threads = 2');
  sqlite.pragma('temp_store = FILE');
  sqlite.pragma('cache_size = -4096');
  try {
    await build();
  } finally {
    for (const [name, value] of before) sqlite.pragma(`${name} = ${String(value)}`);
  }
}

/**
 * Runs a bulk load with the secondary (search) indexes dropped and builds them again afterwards,
 * which is several times faster than keeping them up to date row by row. Primary keys stay.
 */
export async function withDeferredIndexes<T>(database: Database, load: () => Promise<T>, phase: (name: string) => void = () => {}): Promise<T> {
  const indexes = await secondaryIndexes(database);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(database.db);
  // SQLite's search-copy triggers (migration 0005) run an UPDATE per inserted row: a parcel per
  // value row, a rewrite of every sale; they are dropped for the load (decision 12).
  // The sink's rows carry the copies themselves (LOADED_COLUMNS), so nothing is lost meanwhile.
  try {
    const result = await withoutSqliteTriggers(database, load);
    phase('load');
    return result;
  } finally {
    await withSorterThreads(database, async () => {
      for (const index of indexes) await sql.raw(index.definition).execute(database.db);
    });
    phase('indexes');
    // Statistics for the query planner. On SQLite exact ones (slower than sampled ones): from a
    // sample (analysis_limit) SQLite misjudged a ZIP's and an owner name's matches and chose plans
    // that made searches on a freshly loaded county take seconds (decision 25). On PostgreSQL a
    // VACUUM too: freshly copied and bulk-updated tables otherwise make the first queries set hint
    // bits and wade through dead rows while autovacuum catches up.
    if (database.dialect === 'postgres') {
      const tables = LOAD_ORDER.map((t) => sql.table(t));
      await sql`vacuum (analyze) ${sql.join(tables)}`.execute(database.db);
    } else database.sqlite?.exec('pragma analysis_limit = 0; analyze');
    phase('statistics');
    // The office's confidential marks hold for a reloaded roll too (decision 14).
    await database.db.transaction().execute((trx) => maskConfidential(trx));
    // The smart box's vocabulary is derived from the roll just loaded (decision 26).
    await rebuildSearchText(database);
    phase('search text');
  }
}
