import type { Migration } from './types.ts';

// The map's tiles built ahead (decision 114): every tile of zooms 10 to 18 over the county's cells,
// gzip compressed with its ETag, shared by every server process (and machine) reading the database.
// A tile with nothing in it is a row with no body, so it is known to be empty without cutting it.
// map_tiles_state says which roll the stored tiles are (the change count of migration 0011) and
// holds the claim of the one build running, as statistics_state does for the statistics.

export const mapTilesMigration: Migration = {
  name: '0018-map-tiles',
  async up(db, dialect) {
    await db.schema
      .createTable('map_tiles')
      .addColumn('z', 'integer', (c) => c.notNull())
      .addColumn('x', 'integer', (c) => c.notNull())
      .addColumn('y', 'integer', (c) => c.notNull())
      .addColumn('etag', 'text', (c) => c.notNull())
      .addColumn('body', dialect === 'postgres' ? 'bytea' : 'blob')
      .addPrimaryKeyConstraint('map_tiles_pk', ['z', 'x', 'y'])
      .execute();
    await db.schema
      .createTable('map_tiles_state')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('roll_changes', 'text', (c) => c.notNull())
      .addColumn('computed_at', 'text', (c) => c.notNull())
      .addColumn('tiles', 'integer')
      .addColumn('bytes', 'integer')
      .addColumn('seconds', 'real')
      .execute();
  },
};
