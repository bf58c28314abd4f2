import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one submission for a client in the current fixed window and says whether it is within the
 * limit. The count is an upsert in the database, atomic on both SQLite and PostgreSQL, so several
 * server processes share it. A client's first hit in a window also clears windows that ended.
 */
export async function countSubmission(database: Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = now - (now % windowMs);
  const row = await database.db
    .insertInto('form_rate_limits')
    .values({ client_key: key, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['client_key', 'window_start']).doUpdateSet({ hits: sql<number>`form_rate_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  if (hits === 1) await database.db.deleteFrom('form_rate_limits').where('window_start', '<', windowStart).execute();
  return { allowed: hits <= limit, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) };
}

/** Whether a client is still within the limit in the current window, without counting anything. */
export async function withinLimit(database: Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = now - (now % windowMs);
  const row = await database.db
    .selectFrom('form_rate_limits')
    .select('hits')
    .where('client_key', '=', key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return { allowed: Number(row?.hits ?? 0) < limit, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) };
}
