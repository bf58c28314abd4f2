import { expect, it } from 'vitest';
import { DATA_DICTIONARY, REQUEST_DICTIONARY } from '@county/shared/data-dictionary';
import { ROLL_CSV_COLUMNS, SALES_CSV_COLUMNS } from '@county/shared/statistics';
import { CSV_PRODUCTS } from '../../src/downloads/products.ts';
import { COMPARABLE_COLUMNS } from '@county/shared/comparable-columns';
import { PARCEL_COLUMNS } from '../../src/routes/map/area.ts';

// The data dictionary describes the files the downloads build writes, column for column: a column
// added to a file without its entry (or an entry left behind) fails here.

it('describes every column of every roll CSV, in the order the file writes them', () => {
  for (const entry of DATA_DICTIONARY) {
    const product = CSV_PRODUCTS.find((p) => p.name === entry.file);
    expect(product, entry.file).toBeDefined();
    expect(
      entry.columns.map((c) => c.header),
      entry.file,
    ).toEqual(product!.columns.map((c) => c.header));
    for (const column of entry.columns)
      expect(
        [column.en, column.es, column.source].every((text) => text.length > 0),
        column.header,
      ).toBe(true);
  }
  // Every data file but the code tables (which describe themselves) and the dictionary is in it.
  const described = CSV_PRODUCTS.filter((p) => !p.name.startsWith('code-table-') && p.name !== 'data-dictionary.csv').map((p) => p.name);
  expect(DATA_DICTIONARY.map((f) => f.file)).toEqual(described);
});

it("describes the CSVs made on request (statistics, map) column for column, with the roll files' words for the same columns", () => {
  const headers = (file: string) => REQUEST_DICTIONARY.find((f) => f.file === file)!.columns.map((c) => c.header);
  expect(headers('sales-AREA-USE.csv (statistics)')).toEqual(SALES_CSV_COLUMNS.map(([header]) => header));
  expect(headers('roll-summary-YEAR.csv (statistics)')).toEqual([...ROLL_CSV_COLUMNS]);
  expect(headers('map-parcels-DATE.csv (map)')).toEqual(PARCEL_COLUMNS.map(([header]) => header));
  expect(headers('map-sales-DATE.csv (map)')).toEqual(COMPARABLE_COLUMNS.map((column) => column.csv));
  // A column the roll files have too is named as they name it.
  const rollHeaders = new Set(DATA_DICTIONARY.flatMap((f) => f.columns.map((c) => c.header)));
  for (const name of [
    'Parcel ID',
    'Parcel ID (stored order)',
    'Owner',
    'Property address',
    'Property city',
    'Use code',
    'Use description',
    'Just (market) value',
    'Sale date',
    'Price',
    'Instrument number',
  ])
    expect(rollHeaders.has(name), name).toBe(true);
  for (const file of REQUEST_DICTIONARY)
    for (const column of file.columns)
      expect(
        [column.en, column.es, column.source].every((text) => text.length > 0),
        column.header,
      ).toBe(true);
});

it('is published as a CSV among the downloads', async () => {
  const product = CSV_PRODUCTS.find((p) => p.name === 'data-dictionary.csv')!;
  const rows = [];
  for await (const batch of product.batches(undefined as never, 2026)) rows.push(...batch);
  // The roll files and the files made on request (the statistics' and the map's CSVs).
  const columns = [...DATA_DICTIONARY, ...REQUEST_DICTIONARY].reduce((sum, f) => sum + f.columns.length, 0);
  expect(rows.filter((r) => r.type !== 'note')).toHaveLength(columns);
  expect(rows.find((r) => r.file === 'sales.csv' && r.column === 'Qualified (Q) or unqualified (U)')).toMatchObject({
    type: 'flag',
    source: 'from SDF QUAL_CD',
  });
  expect(rows.find((r) => r.file === 'map-sales-DATE.csv (map)' && r.column === 'Price per sq ft')).toMatchObject({ type: 'number' });
  expect(rows.filter((r) => r.type === 'note').length).toBeGreaterThan(0);
});
