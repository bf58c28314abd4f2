import { CONFIDENTIAL_OWNER_STORED } from '@county/shared';
import { searchKey } from '@county/shared/search-keys';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nameWords } from './accounts.ts';

// The sales of a confidential parcel (decision 14, revised by decision 127). The statute protects
// the person, not the parcel's history: what comes off is the protected people's names wherever
// a sale carries them, and the document (instrument number, or book and page) of every deed that
// names them, since the document leads to their names at the Clerk's. Earlier owners who sold to
// one another before the protected person bought stay as they are, names and documents, as on
// any other parcel.
//
// Who is protected on a sale: a party sharing a word of a name (3 letters or more, not LLC, TRUST
// and the like) with the parcel's owners, which also covers a spouse or child under the same
// surname (whom the statute protects too), and the buyer on the latest sale, who is how the
// present owners took title whatever the spelling on the deed.

type Db = Kysely<DB>;

export interface SaleKept {
  grantor: string;
  grantee: string;
  instrument_number: string;
  book: string | null;
  page: string | null;
}

/** A sale is known by its month and price across loads (sequence numbers change when sales are merged). */
export const saleKey = (s: { sale_date: string; price: number }) => `${s.sale_date.slice(0, 7)}|${s.price}`;

const isMasked = (name: string) => name === '' || name === CONFIDENTIAL_OWNER_STORED;

/**
 * Masks the sales of one marked parcel given its owners' real names and what was kept of its sales
 * before (a load writes back what its files carry: a document, never names). A sale masked by an
 * earlier rule is put back to what this rule shows. Returns the new kept map and whether any row changed.
 */
export async function maskSales(
  db: Db,
  pid: string,
  ownerNames: readonly string[],
  before: Record<string, SaleKept> | undefined,
): Promise<{ kept: Record<string, SaleKept> | undefined; changed: boolean }> {
  const rows = await db
    .selectFrom('sales')
    .select(['seq', 'sale_date', 'price', 'grantor', 'grantee', 'instrument_number', 'book', 'page'])
    .where('parcel_id', '=', pid)
    .orderBy('sale_date')
    .orderBy('seq')
    .execute();
  const words = nameWords(ownerNames);
  const names = (name: string) =>
    name !== '' &&
    searchKey(name)
      .split(' ')
      .some((w) => words.has(w));
  let kept = before;
  let changed = false;
  for (const [i, row] of rows.entries()) {
    const old = before?.[saleKey(row)];
    const real: SaleKept = {
      grantor: isMasked(row.grantor) ? (old?.grantor ?? row.grantor) : row.grantor,
      grantee: isMasked(row.grantee) ? (old?.grantee ?? row.grantee) : row.grantee,
      instrument_number: row.instrument_number || (old?.instrument_number ?? ''),
      book: row.book ?? old?.book ?? null,
      page: row.page ?? old?.page ?? null,
    };
    const grantorProtected = names(real.grantor);
    const granteeProtected = names(real.grantee) || (i === rows.length - 1 && real.grantee !== '');
    const hidden = grantorProtected || granteeProtected || i === rows.length - 1;
    const shown = {
      grantor: grantorProtected ? CONFIDENTIAL_OWNER_STORED : real.grantor,
      grantee: granteeProtected ? CONFIDENTIAL_OWNER_STORED : real.grantee,
      instrument_number: hidden ? '' : real.instrument_number,
      book: hidden ? null : real.book,
      page: hidden ? null : real.page,
    };
    const fields = Object.keys(shown) as (keyof SaleKept)[];
    if (fields.some((k) => real[k] !== shown[k]) && fields.some((k) => old?.[k] !== real[k])) {
      kept = { ...kept, [saleKey(row)]: real };
      changed = true;
    }
    if (fields.every((k) => row[k] === shown[k])) continue;
    await db.updateTable('sales').set(shown).where('parcel_id', '=', pid).where('seq', '=', row.seq).execute();
    changed = true;
  }
  return { kept, changed };
}
