import { inject } from 'vitest';
import { join } from 'node:path';
import { openDatabase, type Database } from '../apps/api/src/db/database.ts';

// Reads what a test expects from the suite's own sample county (the server of global-setup.ts), so
// expected figures come from the API or the roll, never from the test file.

/** The JSON of an API path on the suite's server; any status but 2xx fails the test. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${inject('baseURL')}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** What `read` finds in the suite's county database (global-setup's SQLite file), which it opens and closes. */
export async function readSampleCounty<T>(read: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = openDatabase(join(inject('dataDir'), 'county.sqlite'));
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/** The roll's first tangible account, in account order. */
export async function firstAccount(): Promise<string> {
  const first = await readSampleCounty((db) => db.selectFrom('tpp_values').select('account').orderBy('account').limit(1).executeTakeFirstOrThrow());
  return first.account;
}
