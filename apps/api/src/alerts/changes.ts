import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// What an import changed on the parcels someone watches: a picture of each watched parcel (owner,
// mailing address, its sales) taken before the files load and again after, compared. Only confirmed
// subscriptions of parcels still on the roll count; a retired parcel gets no alerts.

export interface WatchedState {
  owner: string;
  mail: string;
  confidential: boolean;
  address: string | null;
  /** Sales by a key of what identifies a recorded document. */
  sales: Map<string, SaleFact>;
}

export interface SaleFact {
  date: string | null;
  instrument: string | null;
  bookPage: string | null;
  price: number | null;
  deedCode: string | null;
}

export type Change = { kind: 'sale'; sale: SaleFact } | { kind: 'owner'; before: string; after: string } | { kind: 'mail'; before: string; after: string };

const CHUNK = 500;

export async function watchedParcelIds(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('alert_subscriptions').select('parcel_id').distinct().where('confirmed_at', 'is not', null).execute();
  return rows.map((r) => r.parcel_id);
}

const joined = (...parts: (string | null)[]) => parts.filter((p) => p && p.trim()).join(', ');

export async function snapshot(db: Kysely<DB>, ids: string[]): Promise<Map<string, WatchedState>> {
  const out = new Map<string, WatchedState>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const parcels = await db
      .selectFrom('parcels')
      .select([
        'parcel_id',
        'owner_name',
        'mail_address1',
        'mail_address2',
        'mail_city',
        'mail_state',
        'mail_zip',
        'mail_country',
        'situs_address',
        'confidential',
      ])
      .where('parcel_id', 'in', chunk)
      .where('retired_on', 'is', null)
      .execute();
    for (const p of parcels) {
      out.set(p.parcel_id, {
        owner: p.owner_name ?? '',
        mail: joined(p.mail_address1, p.mail_address2, p.mail_city, p.mail_state, p.mail_zip, p.mail_country),
        confidential: Number(p.confidential) === 1,
        address: p.situs_address,
        sales: new Map(),
      });
    }
    const sales = await db
      .selectFrom('sales')
      .select(['parcel_id', 'sale_date', 'instrument_number', 'book', 'page', 'price', 'deed_code'])
      .where('parcel_id', 'in', chunk)
      .execute();
    for (const s of sales) {
      const fact: SaleFact = {
        date: s.sale_date,
        instrument: s.instrument_number,
        bookPage: s.book || s.page ? `${s.book ?? ''}/${s.page ?? ''}` : null,
        price: s.price === null ? null : Number(s.price),
        deedCode: s.deed_code,
      };
      out.get(s.parcel_id)?.sales.set(`${fact.date}|${fact.instrument}|${fact.bookPage}|${fact.price}`, fact);
    }
  }
  return out;
}

/** The changes of each parcel between two pictures; parcels without any are left out. */
export function compare(before: Map<string, WatchedState>, after: Map<string, WatchedState>): Map<string, Change[]> {
  const out = new Map<string, Change[]>();
  for (const [id, now] of after) {
    const was = before.get(id);
    // A parcel new to the roll (or back on it) has no earlier picture to compare with.
    if (!was) continue;
    const changes: Change[] = [];
    for (const [key, sale] of now.sales) if (!was.sales.has(key)) changes.push({ kind: 'sale', sale });
    if (was.owner !== now.owner) changes.push({ kind: 'owner', before: was.owner, after: now.owner });
    if (was.mail !== now.mail) changes.push({ kind: 'mail', before: was.mail, after: now.mail });
    if (changes.length > 0) out.set(id, changes);
  }
  return out;
}
