import { expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedFixture } from './fixture.ts';
import { exportedIds, listedIds } from './listed-ids.ts';

// A partial id typed without dashes matches the parcels whose stored id starts with it and those
// whose display id does. On SQLite a page in id order reads each range on its own and merges them
// (run/run-plan.ts, alternativeKeys); the export reads both in one sorted query, so every page of
// every size, in both directions, must be a slice of it.

const Q = '/api/QuickSearch';
const TYPED = '3520276645';
// Stored ids starting with the typed digits (display 27-20-35-6645-...), stored out of id order.
const STORED = ['352027664500009', '352027664500003', '352027664500001', '352027664512000'];
// Stored ids whose display id starts 35-20-27-6645 (the fixture has ...001 and ...002 already).
const DISPLAYED = ['272035664500007', '272035664599999', '272035664500004'];
const RETIRED = '352027664500005';

describeEachDatabase('partial parcel ids, stored or display order', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedFixture(
        database,
        [...STORED, ...DISPLAYED, RETIRED].map((id) => ({ id, owners: ['RANGE TEST'], use: '0100', value: 1 })),
      );
      await database.db.updateTable('parcels').set({ retired_on: '2025-01-01' }).where('parcel_id', '=', RETIRED).execute();
    },
  });

  const ids = (url: string) => listedIds(env.app, url);
  const exported = (query: string) => exportedIds(env.app, `${Q}/ExportSearchInfoByParcelID?${query}`);

  it('lists both ranges in id order, without retired parcels', async () => {
    const listed = ['272035664500001', '272035664500002', ...DISPLAYED, ...STORED].sort();
    expect(await exported(`pid=${TYPED}`)).toEqual(listed);
    expect(await ids(`${Q}/GetSearchInfoByParcelID?pid=${TYPED}`)).toEqual(listed);
    expect(await ids(`${Q}/GetSmartSearchInfo?q=${TYPED}`)).toEqual(listed);
  });

  it('answers every page as a slice of the one sorted order', async () => {
    for (const dir of ['ASC', 'DESC']) {
      const query = `pid=${TYPED}&sortBy=ParcelID&sortDir=${dir}`;
      const all = await exported(query);
      expect(all.length).toBe(9);
      for (const size of [1, 2, 3, 4, 20]) {
        for (let page = 1; (page - 1) * size < all.length; page++) {
          const got = await ids(`${Q}/GetSearchInfoByParcelID?${query}&page=${page}&size=${size}`);
          expect(got, `${dir} page ${page} of ${size}`).toEqual(all.slice((page - 1) * size, page * size));
        }
      }
    }
  });
});
