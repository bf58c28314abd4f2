import type { Migration } from './types.ts';

// The office's work queues (issue 45, decision 141). The forms' own tables (0002) stay as the public
// forms wrote them; what the office did with a message is kept beside it, keyed by its receipt:
// - feedback_state: answered, by whom and when, with the reply as sent. A message without a row is new.
// - fraud_report_state: closed, by whom and when. A report without a row is open.

export const officeQueuesMigration: Migration = {
  name: '0020-office-queues',
  async up(db) {
    await db.schema
      .createTable('feedback_state')
      .addColumn('receipt', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('answered_by', 'text')
      .addColumn('answered_at', 'text')
      .addColumn('reply', 'text')
      .execute();
    await db.schema
      .createTable('fraud_report_state')
      .addColumn('receipt', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('closed_by', 'text')
      .addColumn('closed_at', 'text')
      .execute();
  },
};
