import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { changesOf, OWNER_COLUMNS, ownerState, pictureOwners, saleFact, type AddedSale, type Change, type OwnerState, type SaleFact } from './changes.ts';
import { enqueue, type QueuedMail } from './queue.ts';
import { watchedParcelIds } from './subscriptions.ts';

// The importer's side of owner alerts (decision 51). Before the files load, the watched parcel ids
// are read once. Each NAL batch, before it writes, pictures the owner side of the watched parcels
// it touches (the first picture of a parcel is kept); each batch hands over the sales its merge
// found new. After the files have loaded, one read joins the changed parcels with their confirmed
// subscribers, and one e-mail per subscriber and changed parcel is queued in one transaction. The
// cost follows the changes, not the number of subscriptions.

export interface AlertsBefore {
  /** Before a batch that rewrites parcels (owner names, mailing addresses), inside its transaction. */
  touch(db: Kysely<DB>, ids: readonly string[]): Promise<void>;
  /** The sales a batch's merge added to their parcels' histories. */
  added(sales: readonly AddedSale[]): void;
  /** Owner side before the import; null for a watched parcel that was not on the roll then. */
  readonly pictures: ReadonlyMap<string, OwnerState | null>;
  /** The new sales of watched parcels. */
  readonly sales: ReadonlyMap<string, SaleFact[]>;
}

export async function beforeImport(database: Database): Promise<AlertsBefore> {
  const watched = new Set(await watchedParcelIds(database.db));
  const pictures = new Map<string, OwnerState | null>();
  const sales = new Map<string, SaleFact[]>();
  return {
    pictures,
    sales,
    async touch(db, ids) {
      const first = ids.filter((id) => watched.has(id) && !pictures.has(id));
      if (first.length === 0) return;
      const found = await pictureOwners(db, first);
      for (const id of first) pictures.set(id, found.get(id) ?? null);
    },
    added(added) {
      for (const s of added) if (watched.has(s.parcelId)) sales.set(s.parcelId, [...(sales.get(s.parcelId) ?? []), saleFact(s)]);
    },
  };
}

/**
 * A confidential parcel's alert names no owner and no address, before or after the mark, and its
 * deed no instrument number or book and page: they lead to the names at the Clerk's, and the
 * privacy module takes them off the parcel's sales (s. 119.071(4)(d)4.a).
 */
function withoutNames(changes: Change[]): Change[] {
  return changes.map((c) =>
    c.kind === 'sale' ? { kind: 'sale', sale: { ...c.sale, instrument: null, bookPage: null } } : { kind: c.kind, before: '', after: '' },
  );
}

/** Queues the alerts; returns how many e-mails were queued. */
export async function afterImport(database: Database, before: AlertsBefore): Promise<number> {
  const { pictures, sales } = before;
  // A parcel back on the roll (or new to it) has no earlier picture to compare with.
  const ids = [...new Set([...pictures.keys(), ...sales.keys()])].filter((id) => pictures.get(id) !== null);
  const mails: QueuedMail[] = [];
  const changed = new Map<string, { changes: Change[]; confidential: boolean } | null>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await database.db
      .selectFrom('alert_subscriptions as s')
      .innerJoin('parcels as p', 'p.parcel_id', 's.parcel_id')
      .select(['s.email', 's.lang', ...OWNER_COLUMNS.map((c) => `p.${c}` as const)])
      .where('s.parcel_id', 'in', ids.slice(i, i + 500))
      .where('s.confirmed_at', 'is not', null)
      .where('p.retired_on', 'is', null)
      .execute();
    for (const row of rows) {
      const now = ownerState(row);
      if (!changed.has(row.parcel_id)) {
        const was = pictures.get(row.parcel_id) ?? undefined;
        const changes = changesOf(sales.get(row.parcel_id) ?? [], was, now);
        const confidential = now.confidential || (was?.confidential ?? false);
        changed.set(row.parcel_id, changes.length > 0 ? { changes: confidential ? withoutNames(changes) : changes, confidential } : null);
      }
      const change = changed.get(row.parcel_id);
      if (!change) continue;
      mails.push({ kind: 'alert', email: row.email, parcelId: row.parcel_id, lang: row.lang === 'es' ? 'es' : 'en', address: now.address, ...change });
    }
  }
  if (mails.length === 0) return 0;
  return database.db.transaction().execute((trx) => enqueue(trx, mails));
}
