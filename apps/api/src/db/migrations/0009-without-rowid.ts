import { sql, type Kysely } from 'kysely';
import type { Migration } from './types.ts';

// SQLite keeps a table with a composite primary key as two B-trees: the rows by a hidden rowid,
// and the key in an index pointing at it. Every inserted row is written to both, and a lookup by
// key reads both. WITHOUT ROWID tables are stored once, ordered by their primary key, which is how
// the county's child tables are read (a parcel's sales, values, owners...) and loaded (in parcel
// order). Decision 12 measured the load. PostgreSQL stores every table as a heap beside its
// indexes; it has nothing to change.
//
// SQLite cannot change a table's storage in place: each table is copied into a new one and renamed.
// None of them is referenced by a foreign key; the triggers that write to them are recreated
// afterwards, because SQLite checks every trigger when a table is renamed.

// Not owners: the owner search reads its rows through the name indexes, and on the full county a
// WITHOUT ROWID owners table (found by text key instead of rowid) cost it a fifth more CPU.
const TABLES = [
  'land_lines',
  'buildings',
  'extra_features',
  'parcel_values',
  'parcel_exemptions',
  'sales',
  'non_ad_valorem',
  'tpp_values',
  'levies',
  'millage',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

interface SchemaRow {
  type: string;
  name: string;
  tbl_name: string;
  sql: string;
}

async function schemaRows(db: AnyDb, type: 'table' | 'index' | 'trigger'): Promise<SchemaRow[]> {
  const result = await sql<SchemaRow>`select type, name, tbl_name, sql from sqlite_master where type = ${type} and sql is not null order by name`.execute(db);
  return result.rows;
}

async function rebuild(db: AnyDb, table: SchemaRow, indexes: SchemaRow[]): Promise<void> {
  const head = `CREATE TABLE "${table.name}"`;
  if (!table.sql.startsWith(head)) throw new Error(`unexpected definition of ${table.name}`);
  const copy = `${table.name}_without_rowid`;
  await sql.raw(`${table.sql.replace(head, `CREATE TABLE "${copy}"`)} without rowid`).execute(db);
  await sql.raw(`insert into "${copy}" select * from "${table.name}"`).execute(db);
  await sql.raw(`drop table "${table.name}"`).execute(db);
  await sql.raw(`alter table "${copy}" rename to "${table.name}"`).execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}

// Migration 0005's trigger found a new sale's row by its rowid; a WITHOUT ROWID sale by its key.
const SALE_BY_ROWID = 'where rowid = new.rowid';
const SALE_BY_KEY = 'where parcel_id = new.parcel_id and seq = new.seq';

export const withoutRowidMigration: Migration = {
  name: '0009-without-rowid',
  async up(db, dialect) {
    if (dialect !== 'sqlite') return;
    const triggers = await schemaRows(db, 'trigger');
    for (const trigger of triggers) await sql.raw(`drop trigger "${trigger.name}"`).execute(db);
    const indexes = await schemaRows(db, 'index');
    for (const table of await schemaRows(db, 'table')) {
      if (!TABLES.includes(table.name)) continue;
      if (/without rowid\s*$/i.test(table.sql)) continue;
      await rebuild(
        db,
        table,
        indexes.filter((i) => i.tbl_name === table.name),
      );
    }
    for (const trigger of triggers) {
      const definition = trigger.tbl_name === 'sales' ? trigger.sql.replace(SALE_BY_ROWID, SALE_BY_KEY) : trigger.sql;
      await sql.raw(definition).execute(db);
    }
  },
};
