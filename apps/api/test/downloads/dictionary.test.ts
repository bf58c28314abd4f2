import { expect, it } from 'vitest';
import { DATA_DICTIONARY } from '@county/shared/data-dictionary';
import { CSV_PRODUCTS } from '../../src/downloads/products.ts';

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

it('is published as a CSV among the downloads', async () => {
  const product = CSV_PRODUCTS.find((p) => p.name === 'data-dictionary.csv')!;
  const rows = [];
  for await (const batch of product.batches(undefined as never, 2026)) rows.push(...batch);
  const columns = DATA_DICTIONARY.reduce((sum, f) => sum + f.columns.length, 0);
  expect(rows.filter((r) => r.type !== 'note')).toHaveLength(columns);
  expect(rows.find((r) => r.file === 'sales.csv' && r.column === 'Qualified (Q) or unqualified (U)')).toMatchObject({
    type: 'flag',
    source: 'from SDF QUAL_CD',
  });
  expect(rows.filter((r) => r.type === 'note').length).toBeGreaterThan(0);
});
