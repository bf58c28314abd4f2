import { Readable } from 'node:stream';
import type { ParcelSearchRow, TangibleSearchRow } from '@county/shared/search';

// CSV for the export links: RFC 4180 quoting, and text that a spreadsheet would run as a formula
// (starting with = + - @) is prefixed with an apostrophe so that opening the file runs nothing.

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}

const PARCEL_HEADER = ['Parcel ID', 'Stored Parcel ID', 'Owner', 'Property Address', 'City', 'ZIP', 'Use Code', 'Homestead', 'Just Value'];
const SALE_HEADER = ['Sale Date', 'Sale Price', 'Qualified'];

export function parcelCsvHeader(sales: boolean): string {
  return csvLine(sales ? [...PARCEL_HEADER, ...SALE_HEADER] : PARCEL_HEADER);
}

export function parcelCsvLine(r: ParcelSearchRow, sales: boolean): string {
  const base = [r.displayParcelId, r.parcelId, r.ownerName, r.propertyAddress, r.city, r.zip, r.useCode, r.isHomestead === 'True' ? 'Yes' : 'No', r.justValue];
  return csvLine(sales ? [...base, r.saleDate, r.salePrice, r.qualified === 'True' ? 'Yes' : 'No'] : base);
}

export const TANGIBLE_CSV_HEADER = csvLine(['Account', 'Business Name', 'Owner', 'Property Address', 'City', 'Parcel ID', 'Filing Status']);

export function tangibleCsvLine(r: TangibleSearchRow): string {
  return csvLine([r.account, r.businessName, r.ownerName, r.propertyAddress, r.city, r.parcelId, r.filingStatus]);
}

/**
 * A readable stream of CSV text: the header, then each batch of rows as the source yields it. The
 * first batch is read before the stream is made, so that a bad request still gets a JSON 400
 * instead of a CSV file cut short.
 */
export async function csvStream<Row>(header: string, batches: AsyncGenerator<Row[]>, line: (row: Row) => string): Promise<Readable> {
  const first = await batches.next();
  async function* text() {
    yield header;
    if (first.done) return;
    yield first.value.map(line).join('');
    for await (const batch of batches) yield batch.map(line).join('');
  }
  return Readable.from(text());
}
