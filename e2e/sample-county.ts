import { inject } from 'vitest';
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/database.ts';

// Reads what a test expects from the suite's own sample county (the server of global-setup.ts), so
// expected figures come from the API or the roll, never from the test file.

/** The JSON of an API path on the suite's server; any status but 2xx fails the test. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${inject('baseURL')}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The roll's first tangible account, in account order. */
export async function firstAccount(): Promise<string> {
  const database = openDatabase(join(inject('dataDir'), 'county.sqlite'));
  try {
    const first = await database.db.selectFrom('tpp_values').select('account').orderBy('account').limit(1).executeTakeFirstOrThrow();
    return first.account;
  } finally {
    await database.close();
  }
}
