import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import type { Migration } from './types.ts';

// The search vocabulary (decision 26): one row per distinct name the smart box can be asked for
// (streets, subdivisions, business names, and the words of owner names), with how many parcels or
// accounts carry it. Each database indexes it with its own text-search machinery: on SQLite two FTS5
// tables over it (words, and trigrams for typos), on PostgreSQL GIN indexes for full-text words and
// pg_trgm trigrams. The table is derived from the roll; rebuildSearchText fills it after a load.
// Also indexes for finding sales by instrument number and by official-records book and page.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/**
 * SQLite's FTS5 tables over the vocabulary. The kind is indexed too, so a lookup matches only its
 * own kind's names; prefix indexes make type-ahead's 'SMI'* one index range instead of a scan.
 */
export async function createSqliteTextIndexes(db: AnyDb): Promise<void> {
  await sql`create virtual table search_terms_words using fts5(kind, term, content='search_terms', content_rowid='id', prefix='2 3 4')`.execute(db);
  await sql`create virtual table search_terms_trigrams using fts5(kind, term, content='search_terms', content_rowid='id', tokenize='trigram')`.execute(db);
}

async function sqliteTables(db: AnyDb): Promise<void> {
  await sql`create table search_terms (id integer primary key, kind text not null, term text not null, n integer not null)`.execute(db);
  await createSqliteTextIndexes(db);
}

/** Installs pg_trgm when it can; a database user without the right still gets every other search. */
export async function installTrigrams(db: AnyDb): Promise<boolean> {
  // Migrations run in a transaction: a refused CREATE EXTENSION must not abort it, hence the savepoint.
  await sql`savepoint trigrams`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint trigrams`.execute(db);
  } catch {
    // No right to install it, or another schema's migration installed it at the same moment.
    await sql`rollback to savepoint trigrams`.execute(db);
  }
  const found = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  const schema = found.rows[0]?.schema;
  if (!schema) return false;
  await sql`create index if not exists search_terms_trigrams on search_terms using gin (term ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
  return true;
}

async function postgresTables(db: AnyDb): Promise<void> {
  await sql`create table search_terms (kind text not null, term text collate "C" not null, n integer not null)`.execute(db);
  await sql`create index search_terms_words on search_terms using gin (to_tsvector('simple', term))`.execute(db);
  await installTrigrams(db);
}

export const searchTextMigration: Migration = {
  name: '0008-search-text',
  async up(db, dialect: Dialect) {
    if (dialect === 'postgres') await postgresTables(db);
    else await sqliteTables(db);
    await db.schema.createIndex('search_terms_kind_term').ifNotExists().on('search_terms').columns(['kind', 'term']).execute();
    // The sale-document indexes the smart box uses come with migration 0007.
    // A roll loaded before this migration gets its vocabulary when the server starts (ensureSeeded):
    // a migration stays frozen, so it does not call the live vocabulary code.
  },
};
