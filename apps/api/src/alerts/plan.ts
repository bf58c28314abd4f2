import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { compare, snapshot, watchedParcelIds, type Change, type WatchedState } from './changes.ts';
import { enqueue, type QueuedMail } from './queue.ts';

// The importer's side of owner alerts: each batch of rows, before it writes, takes a picture of the
// watched parcels it is about to touch (the first picture of a parcel is kept); after the files
// have loaded, those parcels are pictured again and one e-mail is queued per confirmed subscriber
// and changed parcel. Only touched watched parcels are read, so the cost follows the changes, not
// the number of subscriptions.

export interface AlertsBefore {
  watched: Set<string>;
  states: Map<string, WatchedState>;
  /** Called by each batch, inside its transaction, before it writes. */
  touch(db: Kysely<DB>, ids: readonly string[]): Promise<void>;
}

export async function beforeImport(database: Database): Promise<AlertsBefore> {
  const watched = new Set(await watchedParcelIds(database.db));
  const states = new Map<string, WatchedState>();
  return {
    watched,
    states,
    async touch(db, ids) {
      const first = ids.filter((id) => watched.has(id) && !states.has(id));
      if (first.length === 0) return;
      for (const [id, state] of await snapshot(db, first)) states.set(id, state);
    },
  };
}

/** A confidential parcel's alert names no owner and no address, before or after the mark. */
function withoutNames(changes: Change[]): Change[] {
  return changes.map((c) => (c.kind === 'sale' ? c : { kind: c.kind, before: '', after: '' }));
}

/** Queues the alerts; returns how many e-mails were queued. */
export async function afterImport(database: Database, before: AlertsBefore): Promise<number> {
  if (before.states.size === 0) return 0;
  const after = await snapshot(database.db, [...before.states.keys()]);
  const changed = compare(before.states, after);
  if (changed.size === 0) return 0;
  const ids = [...changed.keys()];
  const mails: QueuedMail[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const subscribers = await database.db
      .selectFrom('alert_subscriptions')
      .select(['email', 'parcel_id', 'lang'])
      .where('parcel_id', 'in', ids.slice(i, i + 500))
      .where('confirmed_at', 'is not', null)
      .execute();
    for (const s of subscribers) {
      const state = after.get(s.parcel_id);
      const changes = changed.get(s.parcel_id);
      if (!state || !changes) continue;
      const confidential = state.confidential || (before.states.get(s.parcel_id)?.confidential ?? false);
      mails.push({
        kind: 'alert',
        email: s.email,
        parcelId: s.parcel_id,
        lang: s.lang === 'es' ? 'es' : 'en',
        address: state.address,
        confidential,
        changes: confidential ? withoutNames(changes) : changes,
      });
    }
  }
  return enqueue(database.db, mails);
}
