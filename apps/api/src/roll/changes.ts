import { sql } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type { Database } from '../db/database.ts';
import { q, rows } from '../db/statements.ts';

// The roll's change count (migration 0011): triggers count every write to parcels and owners, and a
// bulk load counts once when it clears the county and once at its end. Everything derived from the
// roll (the search copies, the vocabulary, the statistics, the tiles, the downloads) compares the
// count it was made at with this one to learn that it is stale.

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
 * locks (a share of the box's time worth saving, decision 25). The request then sees the roll as of its first read, as
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
