import type { Migration } from './types.ts';

// First-party site analytics: daily counters (page views, visits, searches by kind) and the
// assistant's unanswered questions. Counters hold no visitor identifier at all.
export const analyticsMigration: Migration = {
  name: '0003-analytics',
  async up(db) {
    await db.schema
      .createTable('analytics_counts')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_counts_pk', ['day', 'kind', 'key'])
      .execute();
    await db.schema
      .createTable('analytics_questions')
      .addColumn('asked_at', 'text', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('analytics_questions_asked_at').on('analytics_questions').column('asked_at').execute();
  },
};
