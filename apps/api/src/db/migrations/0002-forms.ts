import type { Migration } from './types.ts';

// Messages people send the office (website feedback, homestead-fraud reports) and the counters that
// limit how often one client may send them. Counters live in the database, not in process memory,
// so that every server process behind a balancer sees the same count.

export const formsMigration: Migration = {
  name: '0002-forms',
  async up(db, dialect) {
    const bigint = dialect === 'postgres' ? 'bigint' : 'integer';

    await db.schema
      .createTable('feedback')
      .addColumn('receipt', 'text', (c) => c.primaryKey())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('page', 'text')
      .addColumn('token_nonce', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('occupation', 'text', (c) => c.notNull())
      .addColumn('feedback_type', 'text', (c) => c.notNull())
      .addColumn('experience_rating', 'integer', (c) => c.notNull())
      .addColumn('comments', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('parcel_id', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('community_name', 'text', (c) => c.notNull())
      .addColumn('gated', 'text', (c) => c.notNull())
      .addColumn('mandatory', 'text', (c) => c.notNull())
      .addColumn('household_count', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('feedback_received_at').on('feedback').column('received_at').execute();

    await db.schema
      .createTable('fraud_reports')
      .addColumn('receipt', 'text', (c) => c.primaryKey())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('page', 'text')
      .addColumn('token_nonce', 'text', (c) => c.notNull().unique())
      .addColumn('parcel_id', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('reporter_name', 'text', (c) => c.notNull())
      .addColumn('reporter_email', 'text', (c) => c.notNull())
      .addColumn('reporter_phone', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('fraud_reports_received_at').on('fraud_reports').column('received_at').execute();

    await db.schema
      .createTable('form_rate_limits')
      .addColumn('client_key', 'text', (c) => c.notNull())
      .addColumn('window_start', bigint, (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('form_rate_limits_pk', ['client_key', 'window_start'])
      .execute();
    await db.schema.createIndex('form_rate_limits_window').on('form_rate_limits').column('window_start').execute();
  },
};
