import { expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ParcelSearchRow } from '@county/shared/search';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedFixture, YEAR } from './fixture.ts';
import { saleRow, valueRow } from '../rows.ts';

// Sales carry their parcel's city, ZIP, use code and subdivision, and parcels their latest year's
// just value (migration 0005), so searches need not visit other tables per match. Triggers keep the
// copies right whoever writes: these tests change the source rows and read the searches and copies.

const Q = '/api/QuickSearch';
const MOVED = '292234123400011'; // Winter Park, sold 2023-11-20 for $160,000, use 0400

describeEachDatabase('copied search columns', (t) => {
  const env = setUpTestApp(t, { seed: seedFixture });

  async function saleIds(query: string): Promise<string[]> {
    const response = await env.app.inject({ url: `${Q}/GetSalesSearchInfo?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ParcelSearchRow[]>().map((r) => `${r.parcelId} ${r.saleDate}`);
  }

  async function latest(parcelId: string) {
    const { rows } = await sql<{ year: number | null; value: number | null }>`
      select latest_value_year as year, latest_just_value as value from parcels where parcel_id = ${parcelId}`.execute(env.database.db);
    return { year: rows[0]?.year === null ? null : Number(rows[0]?.year), value: rows[0]?.value === null ? null : Number(rows[0]?.value) };
  }

  it('moves a parcel’s sales with the parcel when its city, ZIP, use or subdivision changes', async () => {
    await env.database.db
      .updateTable('parcels')
      .set({ situs_city: 'MAITLAND', situs_zip: '32751', use_code: '0800', subdivision_key: 'LAKE LILY' })
      .where('parcel_id', '=', MOVED)
      .execute();
    const range = 'fromDate=2023-01-01&toDate=2024-12-31';
    expect(await saleIds(`${range}&city=Maitland`)).toEqual([`${MOVED} 2023-11-20`]);
    expect(await saleIds(`${range}&zip=32751`)).toEqual([`${MOVED} 2023-11-20`]);
    expect(await saleIds(`${range}&useCode=08`)).toEqual([`${MOVED} 2023-11-20`]);
    expect(await saleIds(`${range}&subdivision=lake%20lily`)).toEqual([`${MOVED} 2023-11-20`]);
    expect(await saleIds(`${range}&zip=32789`)).toEqual(['292234123400010 2023-02-10']);
  });

  it('gives a sale recorded later its parcel’s current area', async () => {
    await env.database.db
      .insertInto('sales')
      .values(
        saleRow({
          parcel_id: MOVED,
          seq: 99,
          sale_date: '2025-01-15',
          price: 210_000,
          instrument_number: '20250001',
          grantor: 'SMITHSON ANNA',
          grantee: 'DOE JANE',
        }),
      )
      .execute();
    expect(await saleIds('fromDate=2025-01-01&toDate=2025-01-31&city=Maitland&zip=32751&useCode=0800')).toEqual([`${MOVED} 2025-01-15`]);
  });

  it('gives a parcel written after its sales and values (as a bulk load may) their copies', async () => {
    const id = '312301999900001';
    const sqlite = env.database.sqlite;
    // Only SQLite lets a child row come first (the generator loads it with foreign keys off).
    if (sqlite) sqlite.pragma('foreign_keys = OFF');
    const write = async (table: 'sales' | 'parcel_values' | 'parcels', row: object) =>
      env.database.db
        .insertInto(table)
        .values(row as never)
        .execute();
    const sale = saleRow({ parcel_id: id, seq: 1, sale_date: '2025-02-03', price: 99_000, instrument_number: '20250002', grantor: 'A', grantee: 'B' });
    const value = valueRow({ parcel_id: id, tax_year: YEAR, just_value: 123_000, land_value: 23_000, building_value: 100_000 });
    const parcel = (await env.database.db.selectFrom('parcels').selectAll().where('parcel_id', '=', '312301888800001').executeTakeFirstOrThrow()) as Record<
      string,
      unknown
    >;
    const newParcel = {
      ...parcel,
      parcel_id: id,
      display_id: 'X',
      situs_city: 'CLARCONA',
      situs_zip: '32710',
      latest_just_value: null,
      latest_value_year: null,
    };
    if (sqlite) {
      await write('sales', sale);
      await write('parcel_values', value);
      await write('parcels', newParcel);
      sqlite.pragma('foreign_keys = ON');
    } else {
      await write('parcels', newParcel);
      await write('parcel_values', value);
      await write('sales', sale);
    }
    expect(await saleIds('fromDate=2025-02-01&toDate=2025-02-28&city=Clarcona&zip=32710')).toEqual([`${id} 2025-02-03`]);
    expect(await latest(id)).toEqual({ year: YEAR, value: 123_000 });
  });

  it('keeps each parcel’s latest just value as values are added, changed and removed', async () => {
    expect(await latest(MOVED)).toEqual({ year: YEAR, value: 150_000 });
    const next = valueRow({ parcel_id: MOVED, tax_year: YEAR + 1, just_value: 170_000, land_value: 50_000, building_value: 120_000 });
    await env.database.db.insertInto('parcel_values').values(next).execute();
    expect(await latest(MOVED)).toEqual({ year: YEAR + 1, value: 170_000 });
    // An older year written afterwards does not replace the latest one.
    await env.database.db
      .updateTable('parcel_values')
      .set({ just_value: 1 })
      .where('parcel_id', '=', MOVED)
      .where('tax_year', '=', YEAR - 1)
      .execute();
    expect(await latest(MOVED)).toEqual({ year: YEAR + 1, value: 170_000 });
    await env.database.db
      .updateTable('parcel_values')
      .set({ just_value: 175_000 })
      .where('parcel_id', '=', MOVED)
      .where('tax_year', '=', YEAR + 1)
      .execute();
    expect(await latest(MOVED)).toEqual({ year: YEAR + 1, value: 175_000 });
    await env.database.db
      .deleteFrom('parcel_values')
      .where('parcel_id', '=', MOVED)
      .where('tax_year', '=', YEAR + 1)
      .execute();
    expect(await latest(MOVED)).toEqual({ year: YEAR, value: 150_000 });
    await env.database.db.deleteFrom('parcel_values').where('parcel_id', '=', MOVED).execute();
    expect(await latest(MOVED)).toEqual({ year: null, value: null });
  });
});
