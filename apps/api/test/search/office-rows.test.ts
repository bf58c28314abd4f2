import { describe, expect, it } from 'vitest';
import { OFFICE_SEARCH_FIELDS, type ParcelSearchRow } from '@county/shared/search';
import { officeRows } from '../../src/routes/search/office-rows.ts';
import { PARCEL_ROW_FIELDS } from '../../src/search/run/parcel-row.ts';

// The office's QuickSearch rows are our rows cut after the office's five fields: the same values,
// nothing more, whatever the values hold.

function row(owner: string, address: string, id: string): ParcelSearchRow {
  const full = {
    ownerName: owner,
    propertyAddress: address,
    isHomestead: 'True',
    parcelId: id,
    totalCount: 2,
    displayParcelId: '35-20-27-6645-00-001',
    city: 'ORLANDO',
    zip: '32801',
    useCode: '0100',
    justValue: 350_000,
    livingArea: 1800,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 1990,
    landArea: 8000,
    lastSaleDate: '2020-01-01T00:00:00',
    lastSalePrice: null,
  } as const;
  // In the order every answer sends them (parcel-row.ts).
  return Object.fromEntries(PARCEL_ROW_FIELDS.map((f) => [f, full[f as keyof typeof full]])) as unknown as ParcelSearchRow;
}

describe('officeRows', () => {
  it('keeps the office’s five fields of each row, in order, with their values', () => {
    const rows = [
      row('SMITH JOHN, SMITH MARY', '123 N ORANGE AVE', '272035664500001'),
      row('O"BRIEN },{"ownerName": X', 'A,"displayParcelId":B}', '272035664500002'),
    ];
    const office = JSON.parse(officeRows(JSON.stringify(rows))) as Record<string, unknown>[];
    expect(office).toEqual(rows.map((r) => Object.fromEntries(OFFICE_SEARCH_FIELDS.map((f) => [f, r[f]]))));
    expect(office.map((r) => Object.keys(r).join())).toEqual([OFFICE_SEARCH_FIELDS.join(), OFFICE_SEARCH_FIELDS.join()]);
  });

  it('answers an empty list as it is', () => {
    expect(officeRows('[]')).toBe('[]');
  });
});
