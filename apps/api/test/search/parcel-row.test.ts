import { describe, expect, it } from 'vitest';
import { parcelSearchRow } from '@county/shared/search';
import { PARCEL_ROW_FIELDS, rowTextWithoutTotal, toRow, withSale, type ParcelColumns } from '../../src/search/run/parcel-row.ts';

// The one place a parcel search row's shape is written (run/parcel-row.ts), against the shared
// schema every answer is documented and checked with. row-json.test.ts holds SQLite's json_object
// and the page rows in memory to the same text on both databases.

const SALE_FIELDS = ['saleDate', 'salePrice', 'qualified', 'instrument', 'book', 'salePage'];
const strictRow = parcelSearchRow.strict();

// An owner line that itself reads like the total's key, quotes and all.
const parcel: ParcelColumns = [
  '272035664500001',
  '35-20-27-6645-00-001',
  'DOE "totalCount":7; ROE ANN',
  null,
  'ORLANDO',
  '32801',
  1,
  '0100',
  '215000',
  '1800',
  3,
  '2.5',
  1995,
  10890,
  '2021-05-04',
  '287000',
];
const sale = { sale_date: '2024-03-01', price: '310000', qualified: 1, instrument_number: '20240123456', book: null, page: null };

describe('a parcel search row', () => {
  it('has the schema’s fields, in the schema’s order', () => {
    expect([...PARCEL_ROW_FIELDS, ...SALE_FIELDS]).toEqual(Object.keys(parcelSearchRow.shape));
  });

  it('builds rows the schema accepts, keys in its order, a sale’s after the parcel’s', () => {
    const schemaOrder = Object.keys(parcelSearchRow.shape);
    for (const key of [{}, sale]) {
      const row = toRow(parcel, key, 12);
      expect(strictRow.parse(row)).toEqual(row);
      expect(Object.keys(row)).toEqual(schemaOrder.filter((name) => name in row));
    }
    expect(toRow(parcel, sale, 12)).toMatchObject({
      ownerName: 'DOE "totalCount":7, ROE ANN',
      isHomestead: 'True',
      justValue: 215_000,
      salePrice: 310_000,
      qualified: 'True',
    });
    // PostgreSQL sends sums and bigints as text: the row has numbers.
    expect(toRow(parcel, {}, 1)).toMatchObject({
      livingArea: 1800,
      bedrooms: 3,
      bathrooms: 2.5,
      yearBuilt: 1995,
      landArea: 10_890,
      lastSaleDate: '2021-05-04',
      lastSalePrice: 287_000,
    });
  });

  it('keeps for memory a text that gives the same JSON with any total, and with a sale', () => {
    const { text, cut } = rowTextWithoutTotal(parcel);
    for (const total of [1, 4_321]) {
      const withTotal = text.slice(0, cut) + total + text.slice(cut);
      expect(withTotal).toBe(JSON.stringify(toRow(parcel, {}, total)));
      expect(withSale(withTotal, sale)).toBe(JSON.stringify(toRow(parcel, sale, total)));
    }
  });
});
