import type { Migration } from './types.ts';

// Comparable sales start from the parcels near the subject (a latitude/longitude box) or in its
// subdivision, then read their sales by parcel id. Without these indexes the search would walk every
// qualified sale of the period instead (about a second on a full county).
export const toolsIndexesMigration: Migration = {
  name: '0004-tools-indexes',
  async up(db) {
    await db.schema.createIndex('parcels_lat_lon').on('parcels').columns(['latitude', 'longitude']).execute();
    await db.schema.createIndex('parcels_subdivision_code').on('parcels').column('subdivision_code').execute();
  },
};
