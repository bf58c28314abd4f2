import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

const META_KEY = 'form_secret';

/**
 * The key that signs form tokens. Every server process must use the same one, or a token issued by
 * one process would be refused by another: FORM_SECRET when set, otherwise a random key created
 * once and kept in the database's meta table (the first process to start writes it, the others
 * read what it wrote).
 */
export async function loadFormSecret(database: Database, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.FORM_SECRET) return env.FORM_SECRET;
  const { db } = database;
  await db
    .insertInto('meta')
    .values({ key: META_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', META_KEY).executeTakeFirstOrThrow();
  return row.value;
}
