import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

// Staff sessions (issue 45) live in the database, so every server behind the balancer knows them
// and sign-out ends one everywhere at once. Only the SHA-256 of a session's id is stored: a copy of
// the table signs nobody in. A session ends after 30 minutes without a request and 12 hours after
// sign-in whatever happens; each carries its own CSRF token, which every state-changing request
// must send back in a header.

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** A session's last use is written at most this often: most requests then read without writing. */
const TOUCH_EVERY_MS = 60_000;

export interface StaffSession {
  email: string;
  csrf: string;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(database: Database, email: string, now = Date.now()): Promise<{ id: string; csrf: string }> {
  const id = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  await database.db
    .insertInto('staff_sessions')
    .values({ id_hash: hashToken(id), email, csrf, created_at: now, seen_at: now })
    .execute();
  return { id, csrf };
}

/** The session of an id if it is still open; renews its idle time. */
export async function readSession(database: Database, id: string, now = Date.now()): Promise<StaffSession | null> {
  const idHash = hashToken(id);
  const row = await database.db.selectFrom('staff_sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
  if (!row) return null;
  if (now - Number(row.seen_at) > SESSION_IDLE_MS || now - Number(row.created_at) > SESSION_MAX_MS) {
    await database.db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (now - Number(row.seen_at) > TOUCH_EVERY_MS) await database.db.updateTable('staff_sessions').set({ seen_at: now }).where('id_hash', '=', idHash).execute();
  return { email: row.email, csrf: row.csrf };
}

export async function endSession(database: Database, id: string): Promise<void> {
  await database.db.deleteFrom('staff_sessions').where('id_hash', '=', hashToken(id)).execute();
}

/** Ends every session of a person (removed, reset, or their roles changed). */
export async function endSessionsOf(database: Database, email: string): Promise<void> {
  await database.db.deleteFrom('staff_sessions').where('email', '=', email).execute();
}
