import { sql, type Kysely } from 'kysely';
import type { Migration } from './types.ts';

// Indexes that hand a search page over in fewer steps (decision 25).
// - Owner order with its tie-break. A search in owner order lists first the parcels whose owner
//   line starts with the typed name. Those sit together in owner-key order; with the parcel id
//   beside the key, the index yields them already in the listed order (owner key, then parcel id),
//   so a page stops after its twenty entries instead of sorting every match. The 'ORANGE COUNTY'
//   parcels (3,752 on the full county) all share one owner key, which only the id orders. It
//   replaces the single-column index, which it covers.
// - The recorded document of a sale (instrument number, book, page) in the sales search indexes,
//   after the columns they had: a sales page lists it, and read from the index with the page's
//   ordered keys it costs no second visit to twenty sales in a table of two million.

const SALES_INDEXES = [
  [
    'sales_search',
    ['qualified', 'sale_date', 'price', 'parcel_situs_city', 'parcel_situs_zip', 'parcel_use_code', 'parcel_subdivision_key', 'parcel_id', 'seq'],
  ],
  ['sales_city', ['qualified', 'parcel_situs_city', 'sale_date', 'price', 'parcel_id', 'seq']],
  ['sales_zip', ['qualified', 'parcel_situs_zip', 'sale_date', 'price', 'parcel_id', 'seq']],
] as const;
const DOCUMENT = ['instrument_number', 'book', 'page'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
async function rebuildSalesIndexes(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of SALES_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('sales')
      .columns([...columns, ...DOCUMENT])
      .execute();
  }
}

export const searchPagesMigration: Migration = {
  name: '0010-search-pages',
  async up(db, dialect) {
    await db.schema.dropIndex('parcels_owner_key').execute();
    await db.schema.createIndex('parcels_owner_key_id').on('parcels').columns(['owner_key', 'parcel_id']).execute();
    await rebuildSalesIndexes(db);
    // Exact statistics, as for the other search indexes (migration 0005).
    if (dialect === 'sqlite') {
      for (const name of ['parcels_owner_key_id', ...SALES_INDEXES.map(([n]) => n)]) await sql.raw(`analyze ${name}`).execute(db);
    } else {
      await sql`analyze parcels`.execute(db);
      await sql`analyze sales`.execute(db);
    }
  },
};
