import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import type { Migration } from './types.ts';

// Indexes and copied columns that let a search count and sort its matches inside one index instead
// of visiting a table row (or three) per match; see decision 25.
//
// - Each sale carries its parcel's city, ZIP, use code and subdivision key, so a sales search for a
//   month in a city counts and orders its sales from the sales_search index alone.
// - Each parcel carries the just value of its latest tax year (and that year), so a search by ZIP,
//   use, homestead and value, or sorted by value, reads no parcel_values row per match.
// Triggers keep the copies right whatever writes the tables (generator, importer, tests), so no
// loader has to know about them, and in whatever order: the generator loads SQLite with foreign
// keys off and may write a batch's sales or values before their parcels, so a new parcel also
// gathers its own.

const SALE_AREA = ['situs_city', 'situs_zip', 'use_code', 'subdivision_key'] as const;
const SALE_COPY = SALE_AREA.map((c) => `parcel_${c}`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

async function addColumns(db: AnyDb, dialect: Dialect): Promise<void> {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  for (const c of SALE_COPY)
    await db.schema
      .alterTable('sales')
      .addColumn(c, c === 'parcel_subdivision_key' ? key : 'text')
      .execute();
  await db.schema.alterTable('parcels').addColumn('latest_just_value', money).execute();
  await db.schema.alterTable('parcels').addColumn('latest_value_year', 'integer').execute();
}

/** Computes every copied column from its source; bulk loads that ran without triggers call it. */
export async function fillSearchCopies(db: AnyDb): Promise<void> {
  const copies = sql.raw(SALE_COPY.join(', '));
  const sources = sql.raw(SALE_AREA.map((c) => `p.${c}`).join(', '));
  await sql`update sales set (${copies}) = (select ${sources} from parcels p where p.parcel_id = sales.parcel_id)`.execute(db);
  await sql`update parcels set (latest_value_year, latest_just_value) = (
    select v.tax_year, v.just_value from parcel_values v where v.parcel_id = parcels.parcel_id order by v.tax_year desc limit 1)`.execute(db);
}

async function sqliteTriggers(db: AnyDb): Promise<void> {
  const copies = SALE_COPY.join(', ');
  const sources = SALE_AREA.map((c) => `p.${c}`).join(', ');
  const news = SALE_AREA.map((c) => `new.${c}`).join(', ');
  const latest = `update parcels set (latest_value_year, latest_just_value) = (
      select v.tax_year, v.just_value from parcel_values v where v.parcel_id = parcels.parcel_id order by v.tax_year desc limit 1)`;
  for (const statement of [
    `create trigger sales_copy_area after insert on sales begin
      update sales set (${copies}) = (select ${sources} from parcels p where p.parcel_id = new.parcel_id) where rowid = new.rowid; end`,
    `create trigger parcels_push_area after update of ${SALE_AREA.join(', ')} on parcels begin
      update sales set (${copies}) = (${news}) where parcel_id = new.parcel_id; end`,
    `create trigger parcels_gather after insert on parcels begin
      update sales set (${copies}) = (${news}) where parcel_id = new.parcel_id;
      ${latest} where rowid = new.rowid; end`,
    `create trigger parcel_values_latest_insert after insert on parcel_values begin
      update parcels set latest_value_year = new.tax_year, latest_just_value = new.just_value
      where parcel_id = new.parcel_id and (latest_value_year is null or latest_value_year <= new.tax_year); end`,
    `create trigger parcel_values_latest_update after update of tax_year, just_value on parcel_values begin
      ${latest} where parcel_id in (old.parcel_id, new.parcel_id); end`,
    `create trigger parcel_values_latest_delete after delete on parcel_values begin
      ${latest} where parcel_id = old.parcel_id; end`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

async function postgresTriggers(db: AnyDb): Promise<void> {
  const copies = SALE_COPY.map((c) => `new.${c}`).join(', ');
  const sources = SALE_AREA.map((c) => `p.${c}`).join(', ');
  const assign = SALE_AREA.map((c) => `parcel_${c} = new.${c}`).join(', ');
  for (const statement of [
    `create function sales_copy_area() returns trigger language plpgsql as $$ begin
      select ${sources} into ${copies} from parcels p where p.parcel_id = new.parcel_id; return new; end $$`,
    `create trigger sales_copy_area before insert or update of parcel_id on sales for each row execute function sales_copy_area()`,
    `create function parcels_push_area() returns trigger language plpgsql as $$ begin
      update sales set ${assign} where parcel_id = new.parcel_id; return null; end $$`,
    `create trigger parcels_push_area after update of ${SALE_AREA.join(', ')} on parcels for each row
      when ((${SALE_AREA.map((c) => `old.${c}`).join(', ')}) is distinct from (${SALE_AREA.map((c) => `new.${c}`).join(', ')}))
      execute function parcels_push_area()`,
    `create trigger parcels_gather_sales after insert on parcels for each row execute function parcels_push_area()`,
    `create function parcels_gather_value() returns trigger language plpgsql as $$ begin
      select v.tax_year, v.just_value into new.latest_value_year, new.latest_just_value
      from parcel_values v where v.parcel_id = new.parcel_id order by v.tax_year desc limit 1;
      return new; end $$`,
    `create trigger parcels_gather_value before insert on parcels for each row execute function parcels_gather_value()`,
    `create function parcel_values_latest() returns trigger language plpgsql as $$
      declare ids text[];
      begin
        if tg_op = 'INSERT' then ids := array[new.parcel_id];
        elsif tg_op = 'DELETE' then ids := array[old.parcel_id];
        else ids := array[old.parcel_id, new.parcel_id];
        end if;
        update parcels set (latest_value_year, latest_just_value) = (
          select v.tax_year, v.just_value from parcel_values v where v.parcel_id = parcels.parcel_id order by v.tax_year desc limit 1)
        where parcel_id = any(ids);
        return null;
      end $$`,
    `create trigger parcel_values_latest after insert or delete or update of tax_year, just_value on parcel_values
      for each row execute function parcel_values_latest()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

const NEW_INDEXES = [
  'owners_name_key',
  'owners_name_key_reversed',
  'tpp_business_key',
  'sales_search',
  'sales_city',
  'sales_zip',
  'parcels_zip_search',
  'parcels_subdivision_address',
  'parcels_number_street',
  'parcels_id_owner',
  'parcels_city',
];

async function indexes(db: AnyDb, dialect: Dialect): Promise<void> {
  // Owners and businesses in key order with their ids, so a type-ahead's 'first eight by name' stops
  // after eight index entries instead of sorting every name with the prefix. They replace the
  // single-column indexes, which they cover.
  await db.schema.dropIndex('owners_name_key').execute();
  await db.schema.dropIndex('owners_name_key_reversed').execute();
  await db.schema.dropIndex('tpp_business_key').execute();
  await db.schema.createIndex('owners_name_key').on('owners').columns(['name_key', 'parcel_id']).execute();
  await db.schema.createIndex('owners_name_key_reversed').on('owners').columns(['name_key_reversed', 'parcel_id']).execute();
  await db.schema.createIndex('tpp_business_key').on('tpp_accounts').columns(['business_key', 'account']).execute();
  // Sales: qualification and date first (every sales search has a date or orders by it), then what
  // a sales search filters on, so the count and the order never leave the index. It replaces
  // sales_qualified_date, its first two columns, which SQLite otherwise preferred while then
  // reading every sale's row.
  await db.schema.dropIndex('sales_qualified_date').execute();
  await db.schema
    .createIndex('sales_search')
    .on('sales')
    .columns(['qualified', 'sale_date', 'price', ...SALE_COPY, 'parcel_id', 'seq'])
    .execute();
  // A sales search in one city or ZIP (the usual area) reads only that area's sales of the period.
  for (const area of ['city', 'zip']) {
    await db.schema
      .createIndex(`sales_${area}`)
      .on('sales')
      .columns(['qualified', `parcel_situs_${area}`, 'sale_date', 'price', 'parcel_id', 'seq'])
      .execute();
  }
  // Parcel searches by ZIP (the advanced search's usual area) filter use, homestead and value here.
  await db.schema
    .createIndex('parcels_zip_search')
    .on('parcels')
    .columns(['situs_zip', 'use_code', 'homestead', 'latest_value_year', 'latest_just_value', 'parcel_id'])
    .execute();
  // A subdivision's parcels in address order without reading each parcel.
  await db.schema
    .createIndex('parcels_subdivision_address')
    .on('parcels')
    .columns(['subdivision_key', 'street_key', 'situs_number', 'situs_unit', 'parcel_id'])
    .execute();
  // A house number with the start of a street ('12 M' while typing) is one range, not every 'M' street.
  await db.schema.createIndex('parcels_number_street').on('parcels').columns(['situs_number', 'street_key']).execute();
  // Owner matches are sorted by the parcel's owner key: read from this narrow index, not the row.
  await db.schema.createIndex('parcels_id_owner').on('parcels').columns(['parcel_id', 'owner_key']).execute();
  // The roll's city names, one index step per city (see search/cities.ts).
  await db.schema.createIndex('parcels_city').on('parcels').column('situs_city').execute();
  if (dialect === 'sqlite') {
    // Without statistics for the new indexes SQLite guesses, and may keep using the old ones. The
    // statistics must be exact: a sampled ANALYZE (analysis_limit) misjudged a ZIP's parcels by ten
    // times and sent a value search through every parcel. A few seconds on a full county.
    for (const name of NEW_INDEXES) await sql.raw(`analyze ${name}`).execute(db);
  } else {
    await sql`analyze sales`.execute(db);
    await sql`analyze parcels`.execute(db);
  }
}

export const searchIndexesMigration: Migration = {
  name: '0005-search-indexes',
  async up(db, dialect) {
    await addColumns(db, dialect);
    await fillSearchCopies(db);
    if (dialect === 'sqlite') await sqliteTriggers(db);
    else await postgresTriggers(db);
    await indexes(db, dialect);
  },
};
