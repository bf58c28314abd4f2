import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The raw SQLite handle, for bulk loads that need prepared statements (generator, importer). */
  sqlite?: SqliteDatabase.Database;
  /** The raw PostgreSQL pool, for COPY and LISTEN. */
  pool?: pg.Pool;
  /** The PostgreSQL schema in use when one was named (tests give each file its own). */
  schema?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL schema to use (tests give each file its own). */
  schema?: string;
  poolSize?: number;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

// PostgreSQL returns bigint and numeric as strings by default; the roll's dollar amounts fit easily
// in a JavaScript number, so parse them as numbers on both databases.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Opens the database a URL names: postgres://... for PostgreSQL, anything else is a SQLite file path. */
export function openDatabase(url: string, options: OpenOptions = {}): Database {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3_000,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor may one lent out between two queries (pg-pool listens only to idle clients), which is what
    // PostgreSQL stopping does to a busy server; the pool drops the broken client on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pool, schema: options.schema, close: () => db.destroy() };
  }
  const path = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // Searches walk index ranges all over a file of a gigabyte or more: reading pages through a memory
  // map and keeping 64 MB of them in the page cache (the default is 2 MB) saves a system call and a
  // copy per page. Sorts for ORDER BY stay in memory. The map only reserves address space.
  sqlite.pragma('mmap_size = 4294967296');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

/** True when the database answers a trivial query. */
export async function ping(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
