import type { Migration } from './types.ts';

// Owner alerts (issue 32, decision 51).
// - alert_subscriptions: one row per address and parcel, in the language it signed up in;
//   confirmed_at stays null until the link of the confirmation e-mail is followed.
// - mail_queue: every e-mail the site sends, written in the same step that decides to send it,
//   so an import never waits for SMTP and a restart loses nothing. dedupe_key makes a second
//   decision to send the same message a no-op; a worker claims due rows, sends, and marks them sent.

export const ownerAlertsMigration: Migration = {
  name: '0015-owner-alerts',
  async up(db, dialect) {
    const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('alert_subscriptions')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('parcel_id', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addPrimaryKeyConstraint('alert_subscriptions_pk', ['email', 'parcel_id'])
      .execute();
    await db.schema.createIndex('alert_subscriptions_parcel').on('alert_subscriptions').columns(['parcel_id']).execute();
    await db.schema
      .createTable('mail_queue')
      .addColumn('dedupe_key', 'text', (c) => c.primaryKey())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', bigint, (c) => c.notNull())
      .addColumn('claimed_until', bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('sent_at', 'text')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('mail_queue_due').on('mail_queue').columns(['sent_at', 'next_attempt_at']).execute();
  },
};
