import { CONFIDENTIAL_OWNER_STORED } from '@county/shared';
import type { Kysely } from 'kysely';
import type { DB, OwnerTable } from '../db/schema.ts';
import { maskAccountsAt, unmaskAccountsAt, type AccountKept } from './accounts.ts';
import { maskSales, saleKey, type SaleKept } from './sales.ts';

// Confidential owners (issue 31, decision 14). The mask is applied to the stored roll itself: the
// public tables (parcels, owners, sales, and the business accounts located at it) of a marked parcel hold the label where the names were
// and no mailing address, and the names are kept in confidential_parcels, which no public route
// reads. Every reader of the roll (cards, searches and their copies in memory, vocabularies,
// exports, downloads, the office's API, the assistant, and whatever is built next) therefore gets
// the masked record without knowing about the list; nothing has to remember to filter.
// Writes to parcels and owners move the roll's change count (migration 0011), so the copies in
// memory and the downloads follow a mark or its removal.

type Db = Kysely<DB>;

const MAIL = ['mail_address1', 'mail_address2', 'mail_city', 'mail_state', 'mail_zip', 'mail_country'] as const;
type Mail = Record<(typeof MAIL)[number], string | null>;

/** What the public tables held before the mask: brought back when the mark is removed. */
interface Kept {
  parcel?: Mail & { owner_name: string; owner_key: string };
  owners?: Omit<OwnerTable, 'parcel_id'>[];
  /**
   * Each sale's names and recorded document, by month and price (sequence numbers change when
   * sales are merged, and the document is what the mask removes).
   */
  sales?: Record<string, SaleKept>;
  /** The business accounts located at the parcel, by account number (accounts.ts). */
  accounts?: Record<string, AccountKept>;
}

const MASKED_PARCEL = { owner_name: CONFIDENTIAL_OWNER_STORED, owner_key: '', ...Object.fromEntries(MAIL.map((c) => [c, null])) } as Mail & {
  owner_name: string;
  owner_key: string;
};

/**
 * Masks the public rows of the marked parcels among `ids` (all marked parcels when omitted):
 * whatever a load wrote back (names, mailing address, owners, sale names) is moved into the kept
 * copy first. Run inside the load's transaction, so that the names are never public in between.
 * Returns how many parcels had something to mask.
 */
export async function maskConfidential(db: Db, ids?: readonly string[]): Promise<number> {
  if (ids?.length === 0) return 0;
  let marks = db.selectFrom('confidential_parcels').select(['parcel_id', 'kept']);
  if (ids) marks = marks.where('parcel_id', 'in', ids as string[]);
  let masked = 0;
  for (const mark of await marks.execute()) {
    const pid = mark.parcel_id;
    const kept = (mark.kept ? JSON.parse(mark.kept) : {}) as Kept;
    let changed = false;
    const parcel = await db
      .selectFrom('parcels')
      .select(['owner_name', 'owner_key', 'confidential', ...MAIL])
      .where('parcel_id', '=', pid)
      .executeTakeFirst();
    if (!parcel) continue;
    if (parcel.owner_name !== CONFIDENTIAL_OWNER_STORED) {
      kept.parcel = { owner_name: parcel.owner_name, owner_key: parcel.owner_key, ...Object.fromEntries(MAIL.map((c) => [c, parcel[c]])) } as Kept['parcel'];
      changed = true;
    }
    if (changed || parcel.confidential !== 1 || MAIL.some((c) => parcel[c] !== null)) {
      await db
        .updateTable('parcels')
        .set({ ...MASKED_PARCEL, confidential: 1 })
        .where('parcel_id', '=', pid)
        .execute();
    }
    const owners = await db
      .selectFrom('owners')
      .select(['seq', 'name', 'name_key', 'name_key_reversed', 'ownership_type'])
      .where('parcel_id', '=', pid)
      .orderBy('seq')
      .execute();
    if (owners.length > 0) {
      kept.owners = owners;
      await db.deleteFrom('owners').where('parcel_id', '=', pid).execute();
      changed = true;
    }
    // s. 119.071(4)(d)4.a: the protected people's names, and the document (instrument number or book
    // and page) of each deed that names them, come off; the rest of the chain of title stays public.
    const names = [kept.parcel?.owner_name ?? '', ...(kept.owners ?? []).map((o) => o.name)].filter((n) => n !== '');
    const sales = await maskSales(db, pid, names, kept.sales);
    if (sales.changed) {
      kept.sales = sales.kept;
      changed = true;
    }
    // A business run from the home names who lives there as surely as the parcel's owners do.
    const accounts = await maskAccountsAt(db, pid, names, kept.accounts);
    if (accounts.changed) {
      kept.accounts = accounts.kept;
      changed = true;
    }
    if (changed) {
      await db
        .updateTable('confidential_parcels')
        .set({ kept: JSON.stringify(kept) })
        .where('parcel_id', '=', pid)
        .execute();
      masked++;
    }
  }
  return masked;
}

/** Puts back what the mask of one parcel took away (the mark itself is removed by the caller). */
async function unmask(db: Db, pid: string, keptText: string | null): Promise<void> {
  const kept = (keptText ? JSON.parse(keptText) : {}) as Kept;
  await db
    .updateTable('parcels')
    .set({ ...(kept.parcel ?? {}), confidential: 0 })
    .where('parcel_id', '=', pid)
    .execute();
  if (kept.owners && kept.owners.length > 0) {
    await db.deleteFrom('owners').where('parcel_id', '=', pid).execute();
    await db
      .insertInto('owners')
      .values(kept.owners.map((o) => ({ ...o, parcel_id: pid })))
      .execute();
  }
  const sales = kept.sales ?? {};
  for (const sale of await db.selectFrom('sales').select(['seq', 'sale_date', 'price']).where('parcel_id', '=', pid).execute()) {
    const back = sales[saleKey(sale)];
    if (back) await db.updateTable('sales').set(back).where('parcel_id', '=', pid).where('seq', '=', sale.seq).execute();
  }
  await unmaskAccountsAt(db, pid, kept.accounts);
}

export interface ConfidentialMark {
  parcelId: string;
  markedAt: string;
  note: string | null;
}

/** Adds marks (a mark already there keeps its date; a new note replaces the old) and masks at once. */
export async function markConfidential(db: Db, ids: readonly string[], note: string | null = null, now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const pid of ids) {
      await trx
        .insertInto('confidential_parcels')
        .values({ parcel_id: pid, marked_at: now.toISOString(), note, kept: null })
        .onConflict((oc) => oc.column('parcel_id').doUpdateSet(note === null ? { parcel_id: pid } : { note }))
        .execute();
    }
    await maskConfidential(trx, ids);
  });
}

/** Removes marks and brings the parcels' names back; returns the ids that had no mark. */
export async function unmarkConfidential(db: Db, ids: readonly string[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const marks =
      ids.length === 0
        ? []
        : await trx
            .selectFrom('confidential_parcels')
            .select(['parcel_id', 'kept'])
            .where('parcel_id', 'in', [...ids])
            .execute();
    for (const mark of marks) {
      await unmask(trx, mark.parcel_id, mark.kept);
      await trx.deleteFrom('confidential_parcels').where('parcel_id', '=', mark.parcel_id).execute();
    }
    const had = new Set(marks.map((m) => m.parcel_id));
    return ids.filter((id) => !had.has(id));
  });
}

/** The office's list, in parcel order (for the office only: the CLI prints it). */
export async function listConfidential(db: Db): Promise<ConfidentialMark[]> {
  const rows = await db.selectFrom('confidential_parcels').select(['parcel_id', 'marked_at', 'note']).orderBy('parcel_id').execute();
  return rows.map((r) => ({ parcelId: r.parcel_id, markedAt: r.marked_at, note: r.note }));
}

/** How many parcels are marked (the audit reports the number, never which). */
export async function countConfidential(db: Db): Promise<number> {
  const row = await db
    .selectFrom('confidential_parcels')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
