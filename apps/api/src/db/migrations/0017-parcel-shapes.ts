import type { Migration } from './types.ts';

// Parcel shapes and street centerlines for the map (issue 28). Shapes are GeoJSON text in WGS84 so
// both databases store and return the same bytes (PostGIS is optional, never required). A map tile
// finds what it holds through the cell tables: every shape and street is listed under each zoom-14
// tile its bounding box crosses, so a tile at zoom 14 or deeper reads one cell by primary key and a
// zoom-12 tile reads sixteen, instead of scanning a latitude strip of the county.

export const parcelShapesMigration: Migration = {
  name: '0017-parcel-shapes',
  async up(db, dialect) {
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    await db.schema
      .createTable('parcel_shapes')
      .addColumn('parcel_id', 'text', (c) => c.primaryKey())
      .addColumn('geometry', 'text', (c) => c.notNull())
      .addColumn('min_lon', real, (c) => c.notNull())
      .addColumn('min_lat', real, (c) => c.notNull())
      .addColumn('max_lon', real, (c) => c.notNull())
      .addColumn('max_lat', real, (c) => c.notNull())
      .addColumn('area_sqft', real, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('shape_cells')
      .addColumn('cell_x', 'integer', (c) => c.notNull())
      .addColumn('cell_y', 'integer', (c) => c.notNull())
      .addColumn('parcel_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shape_cells_pk', ['cell_x', 'cell_y', 'parcel_id'])
      .execute();
    await db.schema.createIndex('shape_cells_parcel').on('shape_cells').column('parcel_id').execute();
    await db.schema
      .createTable('street_lines')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('street_key', 'text')
      .addColumn('main', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('geometry', 'text', (c) => c.notNull())
      .addColumn('min_lon', real, (c) => c.notNull())
      .addColumn('min_lat', real, (c) => c.notNull())
      .addColumn('max_lon', real, (c) => c.notNull())
      .addColumn('max_lat', real, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('street_cells')
      .addColumn('cell_x', 'integer', (c) => c.notNull())
      .addColumn('cell_y', 'integer', (c) => c.notNull())
      .addColumn('street_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('street_cells_pk', ['cell_x', 'cell_y', 'street_id'])
      .execute();
  },
};
