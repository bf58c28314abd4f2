import { expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ParcelSearchRow, SmartSearchResult } from '@county/shared/search';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { currentSubdivisionOrder, subdivisionMatches, subdivisionOrderReady, subdivisionPage } from '../../src/search/memory/subdivision-order.ts';
import { seedFixture, type FixtureParcel } from './fixture.ts';
import { exportedIds } from './listed-ids.ts';

// A subdivision search's count and pages come from the subdivisions kept in memory
// (subdivision-order.ts) while they are current, and from SQL otherwise. The export reads the one
// sorted order in SQL, so every page of every size, in both directions and both orders, must be a
// slice of it either way; so must the box's pages, which list the subdivisions its vocabulary names.

const Q = '/api/QuickSearch';
const id = (n: number) => `3323019911${String(n).padStart(5, '0')}`;
const lot = (n: number, subdivision: string, address: Partial<FixtureParcel> = {}): FixtureParcel => ({
  id: id(n),
  owners: [`LOT OWNER ${n}`],
  use: '0100',
  value: 100_000 + n,
  subdivision,
  city: 'ORLANDO',
  ...address,
});
const RETIRED = id(9);

const PARCELS: FixtureParcel[] = [
  // Stored out of id and address order; two without an address, one with a street and no number.
  lot(7, 'PINE HILLS', { number: 10, street: 'CEDAR', suffix: 'ST' }),
  lot(3, 'PINE HILLS', { number: 2, street: 'CEDAR', suffix: 'ST' }),
  lot(5, 'PINE HILLS'),
  lot(1, 'PINE HILLS', { number: 10, street: 'CEDAR', suffix: 'ST', unit: 'B' }),
  lot(8, 'PINE HILLS', { street: 'ASH', suffix: 'CT' }),
  lot(9, 'PINE HILLS', { number: 1, street: 'ASH', suffix: 'CT' }),
  // Another subdivision whose name starts with the first's, at the same addresses: the same street
  // and number with another unit, the same unit, and none.
  lot(2, 'PINE HILLS SECOND ADDITION', { number: 10, street: 'CEDAR', suffix: 'ST', unit: 'A' }),
  lot(6, 'PINE HILLS SECOND ADDITION', { number: 10, street: 'CEDAR', suffix: 'ST', unit: 'B' }),
  lot(4, 'PINE HILLS SECOND ADDITION'),
  lot(12, 'PINE HILLS SECOND ADDITION', { number: 4, street: 'BIRCH', suffix: 'LN' }),
  lot(11, 'PINE GROVE', { number: 3, street: 'ASH', suffix: 'CT' }),
  lot(10, 'PINEWOOD', { number: 10, street: 'CEDAR', suffix: 'ST' }),
];

describeEachDatabase('subdivisions in memory', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedFixture(database, PARCELS);
      // Retired parcels are in no search (decision 15).
      await database.db.updateTable('parcels').set({ retired_on: '2025-01-01' }).where('parcel_id', '=', RETIRED).execute();
    },
  });

  async function ids(url: string): Promise<{ ids: string[]; total: number }> {
    const response = await env.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ParcelSearchRow[] | SmartSearchResult>();
    const rows = Array.isArray(body) ? body : body.rows;
    return { ids: rows.map((r) => r.parcelId), total: Array.isArray(body) ? (rows[0]?.totalCount ?? 0) : body.totalCount };
  }

  const exported = (query: string) => exportedIds(env.app, `${Q}/ExportSearchInfoBySubdivision?${query}`);

  /** Every page of every size, both orders and directions, against the export; `before` runs before each page. */
  async function everyPageIsASliceOfTheExport(before: () => Promise<unknown>): Promise<void> {
    for (const name of ['pine hills', 'Pine Hills Second', 'pine', 'pinewood']) {
      for (const sortBy of ['Address', 'ParcelID']) {
        for (const dir of ['ASC', 'DESC']) {
          const query = `subdivision=${encodeURIComponent(name)}&sortBy=${sortBy}&sortDir=${dir}`;
          const all = await exported(query);
          expect(all.length, name).toBeGreaterThan(0);
          expect(all).not.toContain(RETIRED);
          for (const size of [1, 2, 3, 5, 20]) {
            for (let page = 1; (page - 1) * size < all.length; page++) {
              await before();
              const got = await ids(`${Q}/GetSearchInfoBySubdivision?${query}&page=${page}&size=${size}`);
              expect(got, `${query} page ${page} of ${size}`).toEqual({ ids: all.slice((page - 1) * size, page * size), total: all.length });
            }
          }
        }
      }
    }
  }

  it('answers every page as a slice of the one sorted order, from SQL', async () => {
    // A change of the roll just before each page: the copy is never current, so SQL answers.
    await everyPageIsASliceOfTheExport(() => sql`update roll_changes set n = n + 1 where id = 1`.execute(env.database.db));
  });

  it('answers every page as a slice of the one sorted order, from memory', async () => {
    await subdivisionOrderReady(env.database);
    await everyPageIsASliceOfTheExport(async () => expect(await currentSubdivisionOrder(env.database)).not.toBeNull());
  });

  it("lists the box's subdivisions alike from memory and from SQL", async () => {
    const url = (page: number) => `${Q}/GetSmartSearchInfo?q=${encodeURIComponent('pine')}&as=subdivision&page=${page}&size=4`;
    const fromSql = [];
    for (const page of [1, 2, 3]) {
      await sql`update roll_changes set n = n + 1 where id = 1`.execute(env.database.db);
      fromSql.push(await ids(url(page)));
    }
    expect(fromSql[0]!.total).toBe(PARCELS.length - 1);
    await subdivisionOrderReady(env.database);
    for (const page of [1, 2, 3]) expect(await ids(url(page))).toEqual(fromSql[page - 1]);
  });

  it('merges units at one address as SQLite orders them, and leaves them to PostgreSQL', async () => {
    const order = await subdivisionOrderReady(env.database);
    const { groups, total } = subdivisionMatches(order, { prefix: 'PINE HILLS' });
    expect(total).toBe(9);
    const page = subdivisionPage(order, groups, 'Address', 'ASC', 0, 20);
    if (env.database.dialect === 'sqlite') expect(page?.map((k) => k.parcel_id)).toEqual(await exported('subdivision=pine%20hills&sortBy=Address'));
    else expect(page).toBeNull();
    // Other sorts are SQL's.
    expect(subdivisionPage(order, groups, 'Value', 'ASC', 0, 20)).toBeNull();
  });

  it('follows a parcel that moves to another subdivision', async () => {
    await subdivisionOrderReady(env.database);
    await env.database.db.updateTable('parcels').set({ subdivision_key: 'PINEWOOD' }).where('parcel_id', '=', id(3)).execute();
    expect(await currentSubdivisionOrder(env.database)).toBeNull();
    await subdivisionOrderReady(env.database);
    expect((await ids(`${Q}/GetSearchInfoBySubdivision?subdivision=pinewood`)).ids).toEqual([id(3), id(10)]);
  });
});
