import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { IncomingSale } from '../data/importer/sales.ts';

// What an import changed on the parcels someone watches. New deeds come from the importer itself:
// merging a batch's sales already tells which ones a parcel's history did not have (sales.ts), so
// they cost no read. An owner name or a mailing address can change only where a batch rewrites
// parcels (a NAL's): those watched parcels are pictured just before the batch writes and compared
// with what the roll holds after the import. Only confirmed subscriptions of parcels still on the
// roll count; a retired parcel gets no alerts.

/** The parcel's side of an alert: who owns it, where its mail goes, and whether it is confidential. */
export interface OwnerState {
  owner: string;
  mail: string;
  confidential: boolean;
  address: string | null;
}

export interface SaleFact {
  date: string | null;
  instrument: string | null;
  bookPage: string | null;
  price: number | null;
  deedCode: string | null;
}

/** A sale as the importer merged it: what an alert says of it. */
export type AddedSale = Pick<IncomingSale, 'parcelId' | 'date' | 'price' | 'instrument' | 'book' | 'page'>;

export type Change = { kind: 'sale'; sale: SaleFact } | { kind: 'owner'; before: string; after: string } | { kind: 'mail'; before: string; after: string };

export const OWNER_COLUMNS = [
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
] as const;
type OwnerRow = { [K in (typeof OWNER_COLUMNS)[number]]: K extends 'confidential' ? number | string | null | undefined : string | null };

const joined = (...parts: (string | null)[]) => parts.filter((p) => p && p.trim()).join(', ');

export function ownerState(p: OwnerRow): OwnerState {
  return {
    owner: p.owner_name ?? '',
    mail: joined(p.mail_address1, p.mail_address2, p.mail_city, p.mail_state, p.mail_zip, p.mail_country),
    confidential: Number(p.confidential) === 1,
    address: p.situs_address,
  };
}

/** The owner side of the given parcels that are on the roll (500 ids a read). */
export async function pictureOwners(db: Kysely<DB>, ids: readonly string[]): Promise<Map<string, OwnerState>> {
  const out = new Map<string, OwnerState>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('parcels')
      .select([...OWNER_COLUMNS])
      .where('parcel_id', 'in', ids.slice(i, i + 500))
      .where('retired_on', 'is', null)
      .execute();
    for (const p of rows) out.set(p.parcel_id, ownerState(p));
  }
  return out;
}

export function saleFact(s: AddedSale): SaleFact {
  return { date: s.date, instrument: s.instrument, bookPage: s.book || s.page ? `${s.book ?? ''}/${s.page ?? ''}` : null, price: s.price, deedCode: null };
}

/** The changes of one parcel: its new sales, then its owner's name and its mailing address. */
export function changesOf(sales: readonly SaleFact[], was: OwnerState | undefined, now: OwnerState): Change[] {
  const changes: Change[] = sales.map((sale) => ({ kind: 'sale', sale }));
  if (was && was.owner !== now.owner) changes.push({ kind: 'owner', before: was.owner, after: now.owner });
  if (was && was.mail !== now.mail) changes.push({ kind: 'mail', before: was.mail, after: now.mail });
  return changes;
}
