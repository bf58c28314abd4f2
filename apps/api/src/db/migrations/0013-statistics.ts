import type { Migration } from './types.ts';

// Market and roll statistics computed ahead from the loaded roll (decision 76): one row per area and
// use class with its months of qualified sales, one row per roll year with its totals, both as JSON,
// and the roll's change count (migration 0011) they were computed at, so a request can tell whether
// they are still those of the roll.

export const statisticsMigration: Migration = {
  name: '0013-statistics',
  async up(db) {
    await db.schema
      .createTable('sales_statistics')
      .addColumn('area', 'text', (c) => c.notNull())
      .addColumn('use_class', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sales_statistics_pk', ['area', 'use_class'])
      .execute();
    await db.schema
      .createTable('roll_statistics')
      .addColumn('tax_year', 'integer', (c) => c.primaryKey())
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('statistics_state')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('roll_changes', 'text', (c) => c.notNull())
      .addColumn('computed_at', 'text', (c) => c.notNull())
      .addColumn('first_month', 'text')
      .addColumn('last_month', 'text')
      .execute();
  },
};
