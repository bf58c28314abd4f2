import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../src/db/database.ts';
import type { ParcelTable } from '../../src/db/schema.ts';
import { buildDownloads } from '../../src/downloads/build.ts';
import { rollFolder } from '../../src/downloads/manifest.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { saleRow, valueRow } from '../rows.ts';

// Enough parcels to cross the builder's 2,000-row batches, so keyset paging is exercised.
const PARCELS = 2_150;

function parcel(i: number): ParcelTable {
  const lot = String(i).padStart(3, '0').slice(-3);
  const block = String(Math.floor(i / 1000)).padStart(2, '0');
  const parcelId = `292233123${block}${lot}`.slice(0, 15).padEnd(15, '0');
  return {
    parcel_id: parcelId,
    display_id: `33-22-29-1234-${block}-${lot}`,
    situs_number: 100 + i,
    situs_direction: null,
    situs_street: 'ORANGE',
    situs_suffix: 'AVE',
    situs_post_direction: null,
    situs_unit: null,
    situs_address: `${100 + i} ORANGE AVE`,
    situs_city: 'ORLANDO',
    situs_zip: '32801',
    jurisdiction_code: 'ORL',
    latitude: null,
    longitude: null,
    section: 33,
    township: 22,
    range: 29,
    subdivision_code: '1234',
    subdivision_name: 'LAKE EOLA HEIGHTS',
    block,
    lot,
    legal_description: `LAKE EOLA HEIGHTS, LOT ${i}, "A" PLAT`,
    use_code: '0100',
    neighborhood: null,
    acreage: 0.18,
    land_sqft: 7800,
    homestead: i % 2,
    property_name: null,
    owner_name: `OWNER ${i}, JR`,
    mail_address1: `${100 + i} ORANGE AVE`,
    mail_address2: null,
    mail_city: 'ORLANDO',
    mail_state: 'FL',
    mail_zip: '32801',
    mail_country: null,
    owner_key: `OWNER ${i}`,
    street_key: 'ORANGE AVE',
    subdivision_key: 'LAKE EOLA HEIGHTS',
  };
}

async function insertCounty({ db }: Database): Promise<string[]> {
  const parcels = Array.from({ length: PARCELS }, (_, i) => parcel(i));
  for (let i = 0; i < parcels.length; i += 200)
    await db
      .insertInto('parcels')
      .values(parcels.slice(i, i + 200))
      .execute();
  await db.insertInto('meta').values({ key: 'tax_year', value: '2026' }).execute();
  await db.insertInto('use_codes').values({ code: '0100', dor_code: '01', description: 'Single family', group_name: 'Residential' }).execute();
  const first = parcels[0]!.parcel_id;
  const value = (tax_year: number, just: number, parcel_id = first) =>
    valueRow({ parcel_id, tax_year, just_value: just, land_value: 100_000, building_value: just - 100_000 });
  await db.insertInto('parcel_values').values(value(2025, 300_000)).execute();
  // This year's values for every parcel: 325,000 for the first, then 200,000 + its number.
  const current = parcels.map((p, i) => value(2026, i === 0 ? 325_000 : 200_000 + i, p.parcel_id));
  for (let i = 0; i < current.length; i += 200)
    await db
      .insertInto('parcel_values')
      .values(current.slice(i, i + 200))
      .execute();
  const sale = (parcel_id: string, seq: number, price: number, qual_code: string) =>
    saleRow({
      parcel_id,
      seq,
      sale_date: `2024-0${seq}-15`,
      price,
      instrument_number: `2024000${seq}${parcel_id.slice(-3)}`,
      qual_code,
      qualified: qual_code === '01' ? 1 : 0,
      grantor: 'SELLER',
      grantee: 'BUYER',
    });
  await db
    .insertInto('sales')
    .values([sale(first, 1, 250_000, '01'), sale(first, 2, 10, '11'), sale(parcels[2_100]!.parcel_id, 1, 400_000, '01')])
    .execute();
  await db
    .insertInto('tpp_accounts')
    .values({
      account: '0001234',
      business_name: 'EOLA COFFEE LLC',
      business_key: 'EOLA COFFEE',
      naics_code: '722515',
      naics_description: 'Snack and nonalcoholic beverage bars',
      parcel_id: first,
      situs_address: '100 ORANGE AVE',
      situs_city: 'ORLANDO',
      situs_zip: '32801',
      jurisdiction_code: 'ORL',
      owner_name: 'EOLA COFFEE LLC',
      mail_address1: 'PO BOX 1',
      mail_address2: null,
      mail_city: 'ORLANDO',
      mail_state: 'FL',
      mail_zip: '32802',
      filing_status: 'Filed',
    })
    .execute();
  return parcels.map((p) => p.parcel_id);
}

describeEachDatabase('downloads: builder', (t) => {
  let dataDir = '';
  let parcelIds: string[];
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'downloads-build-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = setUpTestApp(t, {
    seed: async (database) => {
      parcelIds = await insertCounty(database);
    },
    config: () => ({ dataDir }),
  });

  it('writes every product with rows, size and a SHA-256 that match the bytes on disk', async () => {
    const manifest = await buildDownloads(env.database, dataDir);
    const names = manifest.files.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['parcels.csv', 'sales.csv', 'tangible-accounts.csv', 'code-table-use-codes.csv', 'code-table-taxing-authorities.csv']),
    );
    expect(names.some((n) => /^NAL.*\.csv$/i.test(n))).toBe(true);
    expect(names.some((n) => /^SDF.*\.csv$/i.test(n))).toBe(true);
    expect(names.some((n) => /^NAP.*\.csv$/i.test(n))).toBe(true);
    for (const file of manifest.files) {
      const bytes = readFileSync(join(await rollFolder(env.database, dataDir), manifest.build, file.name));
      expect(bytes.length, file.name).toBe(file.size);
      expect(createHash('sha256').update(bytes).digest('hex'), file.name).toBe(file.sha256);
      expect(parse(bytes, { columns: true, relax_column_count: true }).length, file.name).toBe(file.rows);
    }
    const rows = (name: string) => manifest.files.find((f) => f.name === name)!.rows;
    expect([rows('parcels.csv'), rows('sales.csv'), rows('tangible-accounts.csv'), rows('code-table-use-codes.csv')]).toEqual([PARCELS, 3, 1, 1]);
    expect(rows(names.find((n) => n.startsWith('NAL'))!)).toBe(PARCELS);
    expect(rows(names.find((n) => n.startsWith('SDF'))!)).toBe(3);
  });

  it("puts every parcel once, in id order, with this year's values and quoted text intact", async () => {
    const manifest = (await env.app.inject('/api/Downloads')).json();
    const res = await env.app.inject(manifest.files.find((f: { name: string }) => f.name === 'parcels.csv').url);
    const records = parse<Record<string, string>>(res.rawPayload, { columns: true });
    expect(records.map((r) => r['Parcel ID (stored order)'])).toEqual([...parcelIds].sort());
    const first = records[0]!;
    expect(first['Just (market) value']).toBe('325000');
    expect(first['Use description']).toBe('Single family');
    expect(first['Legal description']).toBe('LAKE EOLA HEIGHTS, LOT 0, "A" PLAT');
    expect(first['Owner']).toBe('OWNER 0, JR');
    expect(records[1]!['Just (market) value']).toBe(String(200_000 + parcelIds.indexOf(records[1]!['Parcel ID (stored order)']!)));
    const sales = parse<Record<string, string>>((await env.app.inject('/api/Downloads/sales.csv')).rawPayload, { columns: true });
    expect(sales.map((s) => [s['Price'], s['Qualified (Q) or unqualified (U)']])).toEqual([
      ['250000', 'Q'],
      ['10', 'U'],
      ['400000', 'Q'],
    ]);
  });

  it('publishes a new build atomically and removes the old one', async () => {
    const folder = await rollFolder(env.database, dataDir);
    const before = readdirSync(folder);
    const next = await buildDownloads(env.database, dataDir);
    const after = readdirSync(folder);
    expect(after.sort()).toEqual([next.build, 'manifest.json'].sort());
    expect(before).not.toContain(next.build);
    expect(existsSync(join(folder, next.build, 'parcels.csv'))).toBe(true);
    const listed = (await env.app.inject('/api/Downloads')).json();
    expect(listed.created).toBe(next.created);
  });
});
