import type { Migration } from './types.ts';

// Homeowners' associations (issue 15, decision 32) and the sale indexes the office's document
// searches need.
// - An association belongs to a platted subdivision: its key is the first ten digits of the
//   stored parcel id (range, township, section, subdivision), which every lot of the plat shares,
//   so no parcel row changes. The DOR files carry no associations: imported rolls leave it empty.
// - GetSearchInfoByInstrumentNumber and GetSearchInfoByBookPage look sales up by the recorded
//   document; without these indexes each would read every sale of the county.

export const associationsMigration: Migration = {
  name: '0007-associations',
  async up(db) {
    await db.schema
      .createTable('associations')
      .addColumn('plat_key', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('gated', 'integer', (c) => c.notNull())
      .addColumn('mandatory', 'integer', (c) => c.notNull())
      .addColumn('households', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sales_instrument').on('sales').column('instrument_number').execute();
    await db.schema.createIndex('sales_book_page').on('sales').columns(['book', 'page']).execute();
  },
};
