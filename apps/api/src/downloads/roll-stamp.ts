import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

// Which roll a set of download files was made from (decision 15): the database's own id (meta
// roll_id, made once) and the roll's change count (migration 0011), which every write to parcels
// and owners moves, a confidential mark and a retirement included. Each server compares the stamp
// of its published files with its database's, so a machine whose files were made from another
// database, or from this one before a change, builds them again instead of serving them.

const ids = new WeakMap<Database, Promise<string>>();

async function readRollId({ db }: Database): Promise<string> {
  const found = await db.selectFrom('meta').select('value').where('key', '=', 'roll_id').executeTakeFirst();
  if (found) return found.value;
  const value = randomBytes(9).toString('base64url');
  await db
    .insertInto('meta')
    .values({ key: 'roll_id', value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // Another process may have written its own id first: the stored one wins.
  return (await db.selectFrom('meta').select('value').where('key', '=', 'roll_id').executeTakeFirstOrThrow()).value;
}

/** The database's own id (made once, never changed): its downloads live in a folder of that name. */
export function rollId(database: Database): Promise<string> {
  let id = ids.get(database);
  if (!id) {
    id = readRollId(database);
    ids.set(database, id);
    id.catch(() => ids.delete(database));
  }
  return id;
}

/** The stamp of the roll as it is now. */
export async function rollStamp(database: Database): Promise<string> {
  const id = rollId(database);
  const count = await sql<{ n: number | string }>`select n from roll_changes where id = 1`.execute(database.db);
  return `${await id}:${String(count.rows[0]?.n ?? 0)}`;
}
