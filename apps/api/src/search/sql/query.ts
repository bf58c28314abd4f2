import { CompiledQuery, type RawBuilder } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type { Database } from '../../db/database.ts';
import { compile, Fragment, type CompiledFragment } from './fragment.ts';

// Runs a search query. A search's SQL text depends only on which criteria were given, not on their
// values, so a few hundred texts cover every search; on SQLite each text's prepared statement is
// kept and reused (preparing a statement costs about as much as running a small search), and the
// query skips the driver's per-query bookkeeping. On PostgreSQL the query goes through Kysely.

const MAX_STATEMENTS = 500;
const statements = new WeakMap<SqliteDatabase.Database, Map<string, SqliteDatabase.Statement>>();

function statement(sqlite: SqliteDatabase.Database, text: string, asArrays = false): SqliteDatabase.Statement {
  let cache = statements.get(sqlite);
  if (!cache) statements.set(sqlite, (cache = new Map<string, SqliteDatabase.Statement>()));
  // A statement answers either objects or arrays; the same text in the other mode is another entry.
  const key = asArrays ? `[]${text}` : text;
  let prepared = cache.get(key);
  if (!prepared) {
    // The oldest statement goes first (a Map iterates in insertion order).
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    prepared = asArrays ? sqlite.prepare(text).raw(true) : sqlite.prepare(text);
    cache.set(key, prepared);
  }
  return prepared;
}

/** A search query: the searches' own fragments, or Kysely's `sql` (the vocabulary, type-ahead). */
export type Query = Fragment | RawBuilder<unknown>;

export function compileQuery(database: Database, query: Query): CompiledFragment {
  if (query instanceof Fragment) return compile(query, database.dialect);
  const compiled = query.compile(database.db);
  return { sql: compiled.sql, parameters: [...compiled.parameters] };
}

/**
 * The rows as arrays of their columns in select order: for many rows of many columns this skips
 * building an object per row only to copy it into the answer.
 */
export async function arrayRows<R extends unknown[]>(database: Database, query: Query): Promise<R[]> {
  const compiled = compileQuery(database, query);
  if (database.sqlite) return statement(database.sqlite, compiled.sql, true).all(...compiled.parameters) as R[];
  const result = await database.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(compiled.sql, compiled.parameters));
  return result.rows.map((r) => Object.values(r) as R);
}

/** The rows as objects; R names their columns (a Kysely fragment may carry it: sql<R>`...`). */
export async function rows<R>(database: Database, query: Fragment | RawBuilder<R>): Promise<R[]> {
  const compiled = compileQuery(database, query);
  if (database.sqlite) return statement(database.sqlite, compiled.sql).all(...compiled.parameters) as R[];
  return (await database.db.executeQuery<R>(CompiledQuery.raw(compiled.sql, compiled.parameters))).rows;
}
