import { expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../src/db/database.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

async function insertCodes({ db }: Database): Promise<void> {
  await db
    .insertInto('use_codes')
    .values([
      { code: '0100', dor_code: '01', description: 'Single family', group_name: 'Residential' },
      { code: '0103', dor_code: '01', description: 'Single family - townhouse', group_name: 'Residential' },
      { code: '1000', dor_code: '10', description: 'Vacant commercial', group_name: 'Commercial' },
    ])
    .execute();
  await db
    .insertInto('exemption_codes')
    .values([
      { code: 'HX', description: 'Homestead exemption' },
      { code: 'WD', description: 'Widow or widower exemption' },
    ])
    .execute();
  await db
    .insertInto('deed_types')
    .values([
      { code: 'WD', description: 'Warranty deed' },
      { code: 'QC', description: 'Quitclaim deed' },
    ])
    .execute();
  await db
    .insertInto('sale_qualification_codes')
    .values([
      { code: '01', description: 'Qualified through examination of deed', qualified: 1 },
      { code: '11', description: 'Sale between relatives, "family" transfer', qualified: 0 },
    ])
    .execute();
  await db
    .insertInto('jurisdictions')
    .values([
      { code: 'ORL', name: 'Orlando', zip_codes: '32801 32803' },
      { code: 'WP', name: 'Winter Park', zip_codes: '32789 32792' },
    ])
    .execute();
  await db
    .insertInto('taxing_authorities')
    .values([
      { code: 'CNTY', name: 'County general', school: 0, kind: 'county' },
      { code: 'CORL', name: 'City of Orlando', school: 0, kind: 'city' },
      { code: 'SCHL', name: 'School board', school: 1, kind: 'school' },
    ])
    .execute();
  await db
    .insertInto('levies')
    .values([
      { jurisdiction_code: 'ORL', authority_code: 'CNTY' },
      { jurisdiction_code: 'WP', authority_code: 'CNTY' },
      { jurisdiction_code: 'ORL', authority_code: 'CORL' },
    ])
    .execute();
  await db
    .insertInto('millage')
    .values([
      { tax_year: 2025, authority_code: 'CNTY', millage: 4.4347 },
      { tax_year: 2026, authority_code: 'CNTY', millage: 4.3 },
      { tax_year: 2026, authority_code: 'CORL', millage: 6.65 },
    ])
    .execute();
  await db.insertInto('meta').values({ key: 'tax_year', value: '2026' }).execute();
}

describeEachDatabase('code tables', (t) => {
  const env = setUpTestApp(t, { seed: insertCodes });

  it('lists every table with its columns and row count', async () => {
    const res = await env.app.inject('/api/CodeTables');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.taxYear).toBe(2026);
    const counts = Object.fromEntries(body.tables.map((x: { id: string; rowCount: number }) => [x.id, x.rowCount]));
    expect(counts).toEqual({
      'use-codes': 3,
      'exemption-codes': 2,
      'sale-qualification-codes': 2,
      'deed-types': 2,
      jurisdictions: 2,
      'taxing-authorities': 3,
    });
  });

  it('answers the 4-digit use codes with their DOR code and group', async () => {
    const res = await env.app.inject('/api/CodeTables/use-codes');
    expect(res.json().rows).toEqual([
      { code: '0100', dorCode: '01', description: 'Single family', group: 'Residential' },
      { code: '0103', dorCode: '01', description: 'Single family - townhouse', group: 'Residential' },
      { code: '1000', dorCode: '10', description: 'Vacant commercial', group: 'Commercial' },
    ]);
  });

  it("gives each taxing authority this year's millage and where it levies", async () => {
    const rows = (await env.app.inject('/api/CodeTables/taxing-authorities')).json().rows;
    expect(rows).toEqual([
      { code: 'CNTY', name: 'County general', kind: 'county', millage: 4.3, jurisdictions: 'ORL, WP' },
      { code: 'CORL', name: 'City of Orlando', kind: 'city', millage: 6.65, jurisdictions: 'ORL' },
      { code: 'SCHL', name: 'School board', kind: 'school', millage: null, jurisdictions: '' },
    ]);
  });

  it('filters rows on every word, in any column', async () => {
    const rows = (await env.app.inject('/api/CodeTables/use-codes?q=family%20TOWN')).json().rows;
    expect(rows.map((r: { code: string }) => r.code)).toEqual(['0103']);
    const sales = (await env.app.inject('/api/CodeTables/sale-qualification-codes?q=unqualified')).json().rows;
    expect(sales.map((r: { code: string }) => r.code)).toEqual(['11']);
  });

  it('downloads a table as CSV with a header row and quoting', async () => {
    const res = await env.app.inject('/api/CodeTables/sale-qualification-codes?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sale-qualification-codes.csv"');
    const records = parse(res.body);
    expect(records).toEqual([
      ['Code', 'Description', 'Qualified'],
      ['01', 'Qualified through examination of deed', 'Qualified'],
      ['11', 'Sale between relatives, "family" transfer', 'Unqualified'],
    ]);
    const millage = await env.app.inject('/api/CodeTables/taxing-authorities?format=csv&q=orlando');
    expect(millage.headers['content-disposition']).toContain('taxing-authorities-2026.csv');
    expect(parse(millage.body)).toEqual([
      ['Code', 'Taxing authority', 'Kind', 'Millage', 'Levied in'],
      ['CORL', 'City of Orlando', 'city', '6.65', 'ORL'],
    ]);
  });

  it('answers 404 for an unknown table and 400 for a bad format or filter', async () => {
    const unknown = await env.app.inject('/api/CodeTables/no-such-table');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ field: 'table' });
    const format = await env.app.inject('/api/CodeTables/deed-types?format=xml');
    expect(format.statusCode).toBe(400);
    expect(format.json().field).toBe('format');
    const long = await env.app.inject(`/api/CodeTables/deed-types?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('q');
    const traversal = await env.app.inject('/api/CodeTables/..%2F..%2Fetc%2Fpasswd');
    expect(traversal.statusCode).toBe(404);
  });
});
