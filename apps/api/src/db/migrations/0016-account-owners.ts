import type { Migration } from './types.ts';

// Businesses are looked up by their owner as well as their trade name (issue 33): the smart box
// finds owner names in the vocabulary, then reads their accounts through this index instead of
// walking every account.
export const accountOwnersMigration: Migration = {
  name: '0016-account-owners',
  async up(db) {
    await db.schema.createIndex('tpp_owner_name').on('tpp_accounts').columns(['owner_name', 'account']).execute();
  },
};
