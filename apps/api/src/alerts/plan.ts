import type { Database } from '../db/database.ts';
import { compare, snapshot, watchedParcelIds, type Change, type WatchedState } from './changes.ts';
import { enqueue, type QueuedMail } from './queue.ts';

// The importer's side of owner alerts: a picture of the watched parcels before the files load, and
// after they have loaded one e-mail queued per confirmed subscriber and changed parcel.

export interface AlertsBefore {
  ids: string[];
  states: Map<string, WatchedState>;
}

export async function beforeImport(database: Database): Promise<AlertsBefore> {
  const ids = await watchedParcelIds(database.db);
  return { ids, states: ids.length > 0 ? await snapshot(database.db, ids) : new Map<string, WatchedState>() };
}

/** A confidential parcel's alert names no owner and no address, before or after the mark. */
function withoutNames(changes: Change[]): Change[] {
  return changes.map((c) => (c.kind === 'sale' ? c : { kind: c.kind, before: '', after: '' }));
}

/** Queues the alerts; returns how many e-mails were queued. */
export async function afterImport(database: Database, before: AlertsBefore): Promise<number> {
  if (before.ids.length === 0) return 0;
  const after = await snapshot(database.db, before.ids);
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
