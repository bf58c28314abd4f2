import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

// The card's queries run thousands of times a second with only their parameters changing. Building
// and compiling a Kysely query, then having SQLite prepare its text again, cost more than running it,
// so each card query is compiled once per database with named markers in place of its arguments;
// on SQLite the prepared statement is kept as well. A call swaps the markers for the values.

const MARK = '\u0000';

/** A named argument of a prepared query (text columns). */
export function arg(name: string): string {
  return `${MARK}${name}`;
}

/** A named argument for a numeric column: the marker is text only until the call binds a number. */
export function numArg(name: string): number {
  return arg(name) as unknown as number;
}

type Args = Record<string, string | number | null>;

export function prepared<R>(build: (db: Kysely<DB>) => Compilable<R>): (database: Database, args: Args) => Promise<R[]> {
  const compiledFor = new WeakMap<Database, CompiledQuery<R>>();
  const statementFor = new WeakMap<Database, SqliteDatabase.Statement>();
  return async (database, args) => {
    let compiled = compiledFor.get(database);
    if (!compiled) {
      compiled = build(database.db).compile();
      compiledFor.set(database, compiled);
    }
    const parameters = compiled.parameters.map((p) => {
      if (typeof p !== 'string' || !p.startsWith(MARK)) return p;
      const name = p.slice(MARK.length);
      if (!(name in args)) throw new Error(`prepared query: no value for '${name}'`);
      return args[name];
    });
    if (database.sqlite) {
      let statement = statementFor.get(database);
      if (!statement) {
        statement = database.sqlite.prepare(compiled.sql);
        statementFor.set(database, statement);
      }
      return statement.all(...parameters) as R[];
    }
    const result = await database.db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
