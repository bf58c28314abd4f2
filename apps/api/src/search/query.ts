import { CompiledQuery, type RawBuilder } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type { Database } from '../db/database.ts';

// Runs a search query. A search's SQL text depends only on which criteria were given, not on their
// values, so a few hundred texts cover every search; on SQLite each text's prepared statement is
// kept and reused (preparing a statement costs about as much as running a small search), and the
// query skips the driver's per-query bookkeeping. On PostgreSQL the query goes through Kysely.

const MAX_STATEMENTS = 500;
const statements = new WeakMap<SqliteDatabase.Database, Map<string, SqliteDatabase.Statement>>();

function statement(sqlite: SqliteDatabase.Database, text: string): SqliteDatabase.Statement {
  let cache = statements.get(sqlite);
  if (!cache) statements.set(sqlite, (cache = new Map()));
  let prepared = cache.get(text);
  if (!prepared) {
    // The oldest statement goes first (a Map iterates in insertion order).
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    prepared = sqlite.prepare(text);
    cache.set(text, prepared);
  }
  return prepared;
}

export async function rows<R>(database: Database, query: RawBuilder<R>): Promise<R[]> {
  const compiled = query.compile(database.db);
  if (database.sqlite) return statement(database.sqlite, compiled.sql).all(...compiled.parameters) as R[];
  return (await database.db.executeQuery<R>(CompiledQuery.raw(compiled.sql, [...compiled.parameters]))).rows;
}
