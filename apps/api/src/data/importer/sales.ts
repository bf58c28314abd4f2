import type { Kysely, Transaction } from 'kysely';
import type { DB, SaleTable } from '../../db/schema.ts';
import { SALE_QUALIFICATION_CODES } from '../../codes/sale-qualification-codes.ts';
import { RowError, required, text, whole } from './fields.ts';
import type { CsvRecord } from './read.ts';

// Sales from NAL rows (the two latest) and SDF rows. A sale is the same sale again when its clerk
// instrument number (or else book and page, or else month and price) matches, so importing a file
// twice, or a NAL and an SDF that repeat each other, keeps one copy. Each parcel's sales are then
// numbered oldest first.

export interface IncomingSale {
  parcelId: string;
  date: string;
  price: number;
  instrument: string | null;
  book: string | null;
  page: string | null;
  qual: string;
  vacantImproved: string;
}

const QUALIFIED = new Map(SALE_QUALIFICATION_CODES.map(([code, , qualified]) => [code, qualified]));

/** Reads a sale's columns; `n` is '1' or '2' on a NAL row and '' on an SDF row. */
export function readSale(r: CsvRecord, parcelId: string, n: string): IncomingSale {
  const year = whole(r, `SALE_YR${n}`, { required: true, min: 1800, max: 2100 });
  const month = whole(r, `SALE_MO${n}`, { required: true, min: 1, max: 12 });
  const qual = required(r, `QUAL_CD${n}`).padStart(2, '0');
  if (!QUALIFIED.has(qual)) throw new RowError(`QUAL_CD${n} is not a DOR qualification code: '${qual}'`);
  const vi = required(r, `VI_CD${n}`).toUpperCase();
  if (vi !== 'V' && vi !== 'I') throw new RowError(`VI_CD${n} must be V or I, got '${vi}'`);
  return {
    parcelId,
    date: `${year}-${String(month).padStart(2, '0')}-01`,
    price: whole(r, `SALE_PRC${n}`, { required: true, min: 0 }),
    instrument: text(r, `CLERK_NO${n}`),
    book: text(r, `OR_BOOK${n}`),
    page: text(r, `OR_PAGE${n}`),
    qual,
    vacantImproved: vi,
  };
}

function sameSale(a: Pick<SaleTable, 'instrument_number' | 'book' | 'page' | 'sale_date' | 'price'>, b: IncomingSale): boolean {
  if (a.instrument_number && b.instrument) return a.instrument_number === b.instrument;
  if (a.book && a.page && b.book && b.page) return a.book === b.book && a.page === b.page;
  return a.sale_date.slice(0, 7) === b.date.slice(0, 7) && a.price === b.price;
}

/**
 * Merges incoming sales into their parcels' histories inside the batch's transaction; returns the
 * ones no history had (owner alerts tell their watchers about them without reading anything).
 */
export async function mergeSales(trx: Transaction<DB> | Kysely<DB>, incoming: IncomingSale[]): Promise<IncomingSale[]> {
  if (incoming.length === 0) return [];
  const added: IncomingSale[] = [];
  const ids = [...new Set(incoming.map((s) => s.parcelId))];
  const existing = await trx.selectFrom('sales').selectAll().where('parcel_id', 'in', ids).execute();
  const byParcel = new Map<string, SaleTable[]>();
  for (const s of existing) byParcel.set(s.parcel_id, [...(byParcel.get(s.parcel_id) ?? []), s]);
  for (const sale of incoming) {
    const list = byParcel.get(sale.parcelId) ?? [];
    const match = list.find((s) => sameSale(s, sale));
    const fields = {
      price: sale.price,
      instrument_number: sale.instrument ?? match?.instrument_number ?? '',
      book: sale.book ?? match?.book ?? null,
      page: sale.page ?? match?.page ?? null,
      qual_code: sale.qual,
      qualified: QUALIFIED.get(sale.qual) ? 1 : 0,
      vacant_improved: sale.vacantImproved,
    };
    if (match) {
      // The files give the month only: a known day in the same month is kept.
      Object.assign(match, fields, match.sale_date.slice(0, 7) === sale.date.slice(0, 7) ? {} : { sale_date: sale.date });
    } else {
      list.push({ parcel_id: sale.parcelId, seq: 0, sale_date: sale.date, deed_code: '', grantor: '', grantee: '', ...fields });
      added.push(sale);
    }
    byParcel.set(sale.parcelId, list);
  }
  await trx.deleteFrom('sales').where('parcel_id', 'in', ids).execute();
  const rows: SaleTable[] = [];
  for (const list of byParcel.values()) {
    list.sort((a, b) => a.sale_date.localeCompare(b.sale_date) || a.instrument_number.localeCompare(b.instrument_number));
    list.forEach((s, i) => rows.push({ ...s, seq: i + 1 }));
  }
  for (let i = 0; i < rows.length; i += 500) await trx.insertInto('sales').values(rows.slice(i, i + 500)).execute();
  return added;
}
