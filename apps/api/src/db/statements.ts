import { CompiledQuery, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { Database, Dialect } from './database.ts';
import type { DB } from './schema.ts';

// The statements of the request paths that run thousands of times a second: the searches' SQL,
// written as flat fragments, and the cards' Kysely queries, compiled once with markers in place of
// their arguments. Both run the same way: on SQLite through a prepared statement kept per text
// (preparing costs about as much as running a small search), skipping the driver's per-query
// bookkeeping; on PostgreSQL through Kysely. Decision 25 gives the measurements.

// ---- Fragments: SQL text with bound values -------------------------------------------------
// Kysely's `sql` builds a tree of frozen nodes that its compiler then walks, for text that only
// ever concatenates. A fragment is the text's pieces and the values between them, flattened as it
// is built; compiling joins them with the dialect's placeholders. Values are always bound, never
// written into the text.

export class Fragment {
  /** `parts` has one more entry than `values`: text, value, text, ... text. */
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

/**
 * A bound value the planner does not look at. SQLite as built here (STAT4) prepares a statement
 * again on every run whose bound values reach an index with value samples, to fit its plan to them.
 * Compiled for SQLite as an expression its value lookup does not evaluate (`(? || '')` for text,
 * `(? + 0)` for numbers), the value stays bound and the index is still used, with the plan chosen
 * from averages; PostgreSQL gets the plain parameter. For conditions whose index does not depend
 * on the value.
 */
export class Unseen {
  constructor(readonly value: string | number) {}
}

export function unseen(value: string | number): Unseen {
  return new Unseen(value);
}

/** What a fragment can hold between its texts: another fragment, or a value. */
export type Piece = Fragment | Unseen | string | number | bigint | null;

function append(parts: string[], values: unknown[], piece: unknown): void {
  if (piece instanceof Fragment) {
    parts[parts.length - 1] += piece.parts[0]!;
    for (let i = 0; i < piece.values.length; i++) {
      values.push(piece.values[i]);
      parts.push(piece.parts[i + 1]!);
    }
  } else if (typeof piece === 'object' && piece !== null && 'toOperationNode' in piece) {
    // Bound as a value it would reach the database as an object: refused instead.
    throw new Error('a search fragment cannot hold Kysely SQL: write it with q');
  } else if (Array.isArray(piece)) {
    throw new Error('a list goes into a search fragment through join()');
  } else {
    values.push(piece);
    parts.push('');
  }
}

/** q`p.situs_zip = ${zip}`: the text as written, each interpolated value bound. */
export function q(strings: TemplateStringsArray, ...pieces: Piece[]): Fragment {
  const parts = [strings[0]!];
  const values: unknown[] = [];
  for (let i = 0; i < pieces.length; i++) {
    append(parts, values, pieces[i]);
    parts[parts.length - 1] += strings[i + 1]!;
  }
  return new Fragment(parts, values);
}

/** Text of this code's own (a column, a keyword), never typed by a person. */
export function raw(text: string): Fragment {
  return new Fragment([text], []);
}

/** The pieces with a separator between them; values are bound. */
export function join(pieces: readonly Piece[], separator = ', '): Fragment {
  const parts = [''];
  const values: unknown[] = [];
  for (let i = 0; i < pieces.length; i++) {
    if (i > 0) parts[parts.length - 1] += separator;
    append(parts, values, pieces[i]);
  }
  return new Fragment(parts, values);
}

export interface CompiledFragment {
  sql: string;
  parameters: unknown[];
}

function placeholder(value: unknown, i: number, dialect: Dialect): string {
  if (dialect !== 'sqlite') return `$${i + 1}`;
  if (value instanceof Unseen) return typeof value.value === 'number' ? '(? + 0)' : "(? || '')";
  return '?';
}

/** The text with the dialect's placeholders ('?' for SQLite, '$1'... for PostgreSQL). */
export function compile(fragment: Fragment, dialect: Dialect): CompiledFragment {
  let text = fragment.parts[0]!;
  const parameters: unknown[] = [];
  for (let i = 0; i < fragment.values.length; i++) {
    const value = fragment.values[i];
    text += placeholder(value, i, dialect) + fragment.parts[i + 1]!;
    parameters.push(value instanceof Unseen ? value.value : value);
  }
  return { sql: text, parameters };
}

// ---- Running ---------------------------------------------------------------------------------
// A search's SQL text depends only on which criteria were given, not on their values, so a few
// hundred texts cover every search and every card.

const MAX_STATEMENTS = 500;
const statements = new WeakMap<SqliteDatabase.Database, LRUCache<string, SqliteDatabase.Statement>>();

function statement(sqlite: SqliteDatabase.Database, text: string, asArrays: boolean): SqliteDatabase.Statement {
  let cache = statements.get(sqlite);
  if (!cache) statements.set(sqlite, (cache = new LRUCache({ max: MAX_STATEMENTS })));
  // A statement answers either objects or arrays; the same text in the other mode is another entry.
  const key = asArrays ? `[]${text}` : text;
  let prepared = cache.get(key);
  if (!prepared) cache.set(key, (prepared = asArrays ? sqlite.prepare(text).raw(true) : sqlite.prepare(text)));
  return prepared;
}

async function execute<R>(database: Database, { sql, parameters }: CompiledFragment, asArrays: boolean): Promise<R[]> {
  if (database.sqlite) return statement(database.sqlite, sql, asArrays).all(...parameters) as R[];
  const { rows } = await database.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(sql, parameters));
  return (asArrays ? rows.map((r) => Object.values(r)) : rows) as R[];
}

/** A query: a fragment, or Kysely's `sql` (the vocabulary, type-ahead). */
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
  return execute<R>(database, compileQuery(database, query), true);
}

/**
 * On SQLite, the rows as objects one at a time, for a caller that may stop early (leaving the loop
 * resets the statement); null on PostgreSQL.
 */
export function eachRow<R>(database: Database, query: Query): IterableIterator<R> | null {
  if (!database.sqlite) return null;
  const { sql, parameters } = compileQuery(database, query);
  return statement(database.sqlite, sql, false).iterate(...parameters) as IterableIterator<R>;
}

/** The rows as objects; R names their columns (a Kysely fragment may carry it: sql<R>`...`). */
export async function rows<R>(database: Database, query: Fragment | RawBuilder<R>): Promise<R[]> {
  return execute<R>(database, compileQuery(database, query), false);
}

// ---- Prepared Kysely queries -----------------------------------------------------------------
// Building and compiling a Kysely query for every call cost the cards more than running it. Such a
// query is built once per database, its arguments standing in as markers, which a call swaps for
// the values.

type Args = Record<string, string | number | null>;
const MARK = '\u0000';

/**
 * The arguments object `build` receives: each property is its own name as a marker. The one place
 * a marker passes for the argument's type (a number column gets a text marker until the call).
 */
function markers<A extends Args>(): A {
  return new Proxy({}, { get: (_target, name) => `${MARK}${String(name)}` }) as A;
}

/** prepared((db, a: { pid: string }) => db.selectFrom('parcels').selectAll().where('parcel_id', '=', a.pid)). */
export function prepared<A extends Args, R>(build: (db: Kysely<DB>, args: A) => Compilable<R>): (database: Database, args: A) => Promise<R[]> {
  const compiledFor = new WeakMap<Database, CompiledFragment>();
  return async (database, args) => {
    let compiled = compiledFor.get(database);
    if (!compiled) {
      const { sql, parameters } = build(database.db, markers<A>()).compile();
      compiledFor.set(database, (compiled = { sql, parameters: [...parameters] }));
    }
    const parameters = compiled.parameters.map((p) => {
      if (typeof p !== 'string' || !p.startsWith(MARK)) return p;
      const name = p.slice(MARK.length);
      if (!(name in args)) throw new Error(`prepared query: no value for '${name}'`);
      return args[name];
    });
    return execute<R>(database, { sql: compiled.sql, parameters }, false);
  };
}
