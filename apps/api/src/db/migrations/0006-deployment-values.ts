import { randomBytes } from 'node:crypto';
import type { Migration } from './types.ts';

// Values each deployment must have its own of, made when its database is created rather than on
// first use, so that no request ever writes to the database just by reading an endpoint: the form
// token secret (docs/decisions/0050) and the legacy encryption key and IV (docs/decisions/0074).
// The code that reads them still creates a missing one, and environment variables still win.

export const deploymentValuesMigration: Migration = {
  name: '0006-deployment-values',
  async up(db) {
    const values = [
      { key: 'form_secret', value: randomBytes(32).toString('base64url') },
      { key: 'security_encryption_key', value: randomBytes(32).toString('base64') },
      { key: 'security_encryption_iv', value: randomBytes(16).toString('base64') },
    ];
    for (const row of values) {
      await db
        .insertInto('meta')
        .values(row)
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
  },
};
