import type { Kysely } from 'kysely';
import { storedToDisplay } from '@county/shared';
import type { DB } from '../db/schema.ts';

// The sign-ups to owner alerts (table alert_subscriptions, decision 51). The alerts domain owns the
// table: code outside alerts/ (the owner-alert routes among it) reads and changes it only through these functions.

export interface SignUp {
  email: string;
  parcelId: string;
  lang: 'en' | 'es';
}

/** Records a sign-up not yet confirmed; one already there (confirmed or not) stays as it is. */
export async function addSubscription(db: Kysely<DB>, { email, parcelId, lang }: SignUp, now: number): Promise<void> {
  await db
    .insertInto('alert_subscriptions')
    .values({ email, parcel_id: parcelId, lang, created_at: new Date(now).toISOString(), confirmed_at: null })
    .onConflict((oc) => oc.columns(['email', 'parcel_id']).doNothing())
    .execute();
}

/**
 * Confirms the sign-up a link was sent for, once: not a confirmed one, and not one made again after
 * an unsubscribe (which sends a link of its own). Says why nothing changed otherwise.
 */
export async function confirmSubscription(db: Kysely<DB>, email: string, parcelId: string, issuedAt: number): Promise<'confirmed' | 'used' | 'removed'> {
  const done = await db
    .updateTable('alert_subscriptions')
    .set({ confirmed_at: new Date().toISOString() })
    .where('email', '=', email)
    .where('parcel_id', '=', parcelId)
    .where('confirmed_at', 'is', null)
    .where('created_at', '<=', new Date(issuedAt).toISOString())
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) > 0) return 'confirmed';
  return (await subscriptionOf(db, email, parcelId)) ? 'used' : 'removed';
}

/** One sign-up's language and whether it is confirmed, or undefined when there is none. */
export async function subscriptionOf(db: Kysely<DB>, email: string, parcelId: string): Promise<{ lang: string; confirmed: boolean } | undefined> {
  const row = await db
    .selectFrom('alert_subscriptions')
    .select(['lang', 'confirmed_at'])
    .where('email', '=', email)
    .where('parcel_id', '=', parcelId)
    .executeTakeFirst();
  return row && { lang: row.lang, confirmed: row.confirmed_at !== null };
}

/** The parcels an address watches, with their street addresses, by parcel id. */
export async function listSubscriptions(db: Kysely<DB>, email: string) {
  const rows = await db
    .selectFrom('alert_subscriptions as a')
    .leftJoin('parcels as p', 'p.parcel_id', 'a.parcel_id')
    .select(['a.parcel_id', 'a.confirmed_at', 'p.situs_address'])
    .where('a.email', '=', email)
    .orderBy('a.parcel_id')
    .execute();
  return rows.map((r) => ({
    parcelId: r.parcel_id,
    displayId: storedToDisplay(r.parcel_id),
    address: r.situs_address ?? null,
    confirmed: r.confirmed_at !== null,
  }));
}

export async function removeSubscription(db: Kysely<DB>, email: string, parcelId: string): Promise<void> {
  await db.deleteFrom('alert_subscriptions').where('email', '=', email).where('parcel_id', '=', parcelId).execute();
}

/** Removes the sign-ups not confirmed by `before` (an ISO time). */
export async function removeUnconfirmed(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('alert_subscriptions').where('confirmed_at', 'is', null).where('created_at', '<', before).execute();
}

/** The parcels at least one confirmed sign-up watches. */
export async function watchedParcelIds(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('alert_subscriptions').select('parcel_id').distinct().where('confirmed_at', 'is not', null).execute();
  return rows.map((r) => r.parcel_id);
}
