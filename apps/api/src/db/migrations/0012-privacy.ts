import { randomBytes } from 'node:crypto';
import type { Migration } from './types.ts';

// Confidential owners and retired parcels (issue 31, decisions 14 and 15).
// - confidential_parcels: the office's list of parcels whose owners asked for the exemption of
//   s. 119.071(4)(d), F.S., with when and a note for the office. `kept` holds the names and mailing
//   address the public tables no longer carry (JSON), so that removing the mark brings them back.
//   No public route reads this table.
// - parcels.confidential: 1 while the parcel's public rows are masked (the pages translate the
//   label with it); parcels.retired_on: the day a complete roll no longer listed the parcel.
// - meta roll_id: the database's own id, which stamps the download files made from it.

export const privacyMigration: Migration = {
  name: '0012-privacy',
  async up(db) {
    await db.schema
      .createTable('confidential_parcels')
      .addColumn('parcel_id', 'text', (c) => c.primaryKey())
      .addColumn('marked_at', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('kept', 'text')
      .execute();
    await db.schema
      .alterTable('parcels')
      .addColumn('confidential', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('parcels').addColumn('retired_on', 'text').execute();
    await db
      .insertInto('meta')
      .values({ key: 'roll_id', value: randomBytes(9).toString('base64url') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  },
};
