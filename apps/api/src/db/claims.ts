import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

// Work done once for the whole site after the roll changes (the statistics, decision 76; the map's
// tiles, decision 114) is claimed in a state table first: row 1 says which roll the stored result is
// of, row 2 is the claim of the one run under way. The claim row is inserted only if there is none,
// so of all the processes (and machines) that see a stale result one does the work.

/** The state tables' row of the stored result, and the row of the run under way (the claim). */
export const STORED_ROW = 1;
export const CLAIM_ROW = 2;

/** The columns every state table shares. */
interface StateRow {
  id: number;
  roll_changes: string;
  computed_at: string;
}

export type StateTable = 'statistics_state' | 'map_tiles_state';

/** The state tables seen through the columns they share. */
const view = (database: Database) => database.db as unknown as Kysely<Record<StateTable, StateRow>>;

/**
 * Takes the claim for the roll at change count `at`, answering its time (the claim's identity), or
 * null when another process holds it. A claim older than `staleMs` was left by a process that died
 * at work: it is taken over, compare-and-set on its time.
 */
async function takeClaim(database: Database, table: StateTable, at: string, staleMs: number): Promise<string | null> {
  const db = view(database);
  const now = new Date().toISOString();
  const inserted = await db
    .insertInto(table)
    .values({ id: CLAIM_ROW, roll_changes: at, computed_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return now;
  const held = await db.selectFrom(table).select('computed_at').where('id', '=', CLAIM_ROW).executeTakeFirst();
  if (!held || Date.now() - Date.parse(held.computed_at) < staleMs) return null;
  const taken = await db
    .updateTable(table)
    .set({ roll_changes: at, computed_at: now })
    .where('id', '=', CLAIM_ROW)
    .where('computed_at', '=', held.computed_at)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? now : null;
}

/**
 * Runs `work` if this process takes the claim for the roll at change count `at`, then removes the
 * claim (a run that stored its result may have removed it already; one that failed leaves it).
 * Answers false when another process holds the claim and nothing was run.
 */
export async function runClaimed(database: Database, table: StateTable, at: string, staleMs: number, work: () => Promise<unknown>): Promise<boolean> {
  const mine = await takeClaim(database, table, at, staleMs);
  if (mine === null) return false;
  try {
    await work();
  } finally {
    await view(database).deleteFrom(table).where('id', '=', CLAIM_ROW).where('computed_at', '=', mine).execute();
  }
  return true;
}
