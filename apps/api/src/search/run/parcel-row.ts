import { officeOwnerName, ROLL_OWNER_SEPARATOR } from '@county/shared';
import type { ParcelSearchRow } from '@county/shared/search';
import { join, q, raw, type Fragment } from '../../db/statements.ts';
import { justValue } from '../../roll/conditions.ts';
import { COMPARED, type ComparedField } from '../../roll/compared.ts';

// A parcel search row, written once. A page's rows are built here in JavaScript (PostgreSQL, the
// exports), written as JSON by SQLite (json_object), or copied from the page rows in memory
// (memory/page-rows.ts, which keeps this module's text of each row). Each field says how it is read
// from the parcel's columns and how SQLite writes it; FIELDS' order is the order every answer sends
// them in, the shared schema's (test/search/parcel-row.test.ts holds the two equal).

/** The parcel columns a row is made of, read as arrays in this order (ParcelColumns; a select may add numbers after them). */
export function parcelColumns(year: number): Fragment {
  // Named, as PostgreSQL would otherwise call three of them 'sum'.
  const compared = join(COMPARED_ORDER.map((name) => q`${COMPARED[name]} as ${raw(`compared_${name}`)}`));
  return q`p.parcel_id, p.display_id, p.owner_name, p.situs_address, p.situs_city, p.situs_zip, p.homestead, p.use_code, ${justValue(year)} as just_value, ${compared}`;
}
type Num = number | string | null;
export type ParcelColumns = [
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  number | string,
  string,
  Num,
  Num,
  Num,
  Num,
  Num,
  Num,
  string | null,
  Num,
  ...number[],
];
/** Where a select's own columns after ParcelColumns begin. */
export const PARCEL_COLUMN_COUNT = 16;
const COMPARED_ORDER: ComparedField[] = ['livingArea', 'bedrooms', 'bathrooms', 'yearBuilt', 'landArea', 'lastSaleDate', 'lastSalePrice'];

/** What a listed sale's key brings of the sale (the sales indexes hold it). */
export interface SaleKey {
  sale_date?: string;
  price?: number | string;
  qualified?: number | string;
  instrument_number?: string;
  book?: string | null;
  page?: string | null;
}

type SaleField = 'saleDate' | 'salePrice' | 'qualified' | 'instrument' | 'book' | 'salePage';
type ParcelField = Exclude<keyof ParcelSearchRow, SaleField>;

interface Field<V> {
  read: (p: ParcelColumns, total: number) => V;
  /** The same value in SQLite's SQL. */
  sql: (year: number, total: number) => Fragment;
}

/** PostgreSQL sends sums and bigints as text. */
const number = (v: Num): number | null => (v === null ? null : Number(v));
const trueFalse = (flag: unknown): 'True' | 'False' => (Number(flag) === 1 ? 'True' : 'False');

const FIELDS: { [F in ParcelField]: Field<ParcelSearchRow[F]> } = {
  ownerName: { read: (p) => officeOwnerName(p[2]), sql: () => q`replace(p.owner_name, ${ROLL_OWNER_SEPARATOR}, ', ')` },
  propertyAddress: { read: (p) => p[3] ?? '', sql: () => raw("coalesce(p.situs_address, '')") },
  isHomestead: { read: (p) => trueFalse(p[6]), sql: () => raw("case when p.homestead = 1 then 'True' else 'False' end") },
  parcelId: { read: (p) => p[0], sql: () => raw('p.parcel_id') },
  totalCount: { read: (_p, total) => total, sql: (_year, total) => q`cast(${total} as integer)` },
  displayParcelId: { read: (p) => p[1], sql: () => raw('p.display_id') },
  city: { read: (p) => p[4] ?? '', sql: () => raw("coalesce(p.situs_city, '')") },
  zip: { read: (p) => p[5] ?? '', sql: () => raw("coalesce(p.situs_zip, '')") },
  useCode: { read: (p) => p[7], sql: () => raw('p.use_code') },
  justValue: { read: (p) => number(p[8]), sql: (year) => justValue(year) },
  livingArea: { read: (p) => number(p[9]), sql: () => COMPARED.livingArea },
  bedrooms: { read: (p) => number(p[10]), sql: () => COMPARED.bedrooms },
  bathrooms: { read: (p) => number(p[11]), sql: () => COMPARED.bathrooms },
  yearBuilt: { read: (p) => number(p[12]), sql: () => COMPARED.yearBuilt },
  landArea: { read: (p) => number(p[13]), sql: () => COMPARED.landArea },
  lastSaleDate: { read: (p) => p[14] ?? null, sql: () => COMPARED.lastSaleDate },
  lastSalePrice: { read: (p) => number(p[15]), sql: () => COMPARED.lastSalePrice },
};
const ENTRIES = Object.entries(FIELDS) as [ParcelField, Field<unknown>][];

/** The parcel's fields in the order the rows send them. */
export const PARCEL_ROW_FIELDS: readonly string[] = ENTRIES.map(([name]) => name);

function saleFields(key: SaleKey): Pick<ParcelSearchRow, SaleField> {
  return {
    saleDate: key.sale_date,
    salePrice: Number(key.price),
    qualified: trueFalse(key.qualified),
    instrument: key.instrument_number,
    book: key.book,
    salePage: key.page,
  };
}

/** One answer row: the parcel's fields, then a sale's when the key is a sale's. */
export function toRow(p: ParcelColumns, key: SaleKey, total: number): ParcelSearchRow {
  const row: Record<string, unknown> = {};
  for (const [name, field] of ENTRIES) row[name] = field.read(p, total);
  return (key.sale_date === undefined ? row : Object.assign(row, saleFields(key))) as ParcelSearchRow;
}

/** The parcel's fields as SQLite writes them: one JSON text per row, the total bound. */
export function rowJson(year: number, total: number): Fragment {
  return q`json_object(${join(ENTRIES.map(([name, field]) => q`${raw(`'${name}'`)}, ${field.sql(year, total)}`))})`;
}

const TOTAL = '"totalCount":';

/**
 * A parcel's row as JSON text without its total's value, and where the value goes: the page rows in
 * memory keep it for every search. Text values escape their quotes, so only the key reads TOTAL.
 */
export function rowTextWithoutTotal(p: ParcelColumns): { text: string; cut: number } {
  const text = JSON.stringify(toRow(p, {}, 0));
  const cut = text.indexOf(TOTAL) + TOTAL.length;
  return { text: text.slice(0, cut) + text.slice(cut + 1), cut };
}

/** A sale's fields as SQLite writes them (saleFields' JSON): one text per sale, read with the keys of a page. */
export const SALE_JSON = raw(
  "json_object('saleDate', s.sale_date, 'salePrice', s.price, 'qualified', case when s.qualified = 1 then 'True' else 'False' end, " +
    "'instrument', s.instrument_number, 'book', s.book, 'salePage', s.page)",
);

/** A parcel's row text with a sale's fields after the parcel's, as toRow adds them (from the sale's JSON when SQLite wrote it). */
export function withSale(text: string, key: SaleKey & { sale_json?: string }): string {
  if (key.sale_json !== undefined) return `${text.slice(0, -1)},${key.sale_json.slice(1)}`;
  return key.sale_date === undefined ? text : `${text.slice(0, -1)},${JSON.stringify(saleFields(key)).slice(1)}`;
}
