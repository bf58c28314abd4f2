import { expect, it } from 'vitest';
import { reversedNameKey, searchKey } from '@county/shared/search-keys';
import type { ParcelSearchRow } from '@county/shared/search';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { currentOwnerIndex, ownerIndexReady } from '../../src/search/memory/owner-index.ts';
import { rebuildSearchText } from '../../src/search/understand/vocabulary.ts';
import { clearCountyTables } from '../../src/data/bulk.ts';
import { seedFixture } from './fixture.ts';

// Each server process keeps the roll's owner order in memory (owner-index.ts). It may answer only
// while it is that of the roll as it is now: every write to owners or parcels, and every bulk load,
// makes it stale until it is built again, and SQL answers meanwhile.

const Q = '/api/QuickSearch';
const ID = '292234123400010'; // JONES ROBERT TR

describeEachDatabase('owner order in memory', (t) => {
  const env = setUpTestApp(t, { seed: seedFixture });

  async function owners(name: string): Promise<{ ids: string[]; total: number }> {
    const response = await env.app.inject({ url: `${Q}/GetSearchInfoByOwnerName?ownerName=${encodeURIComponent(name)}` });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<ParcelSearchRow[]>();
    return { ids: rows.map((r) => r.parcelId), total: rows[0]?.totalCount ?? 0 };
  }

  /** Owner searches answered, once the owner order is current again, by it. */
  async function fromMemory(name: string) {
    await ownerIndexReady(env.database);
    expect(await currentOwnerIndex(env.database)).not.toBeNull();
    return owners(name);
  }

  it('follows an owner added, renamed and removed', async () => {
    expect(await fromMemory('Ana Zuniga')).toEqual({ ids: [], total: 0 });
    const key = searchKey('ZUNIGA ANA');
    await env.database.db
      .insertInto('owners')
      .values({ parcel_id: ID, seq: 9, name: 'ZUNIGA ANA', name_key: key, name_key_reversed: reversedNameKey(key), ownership_type: null })
      .execute();
    // Stale from the write on: SQL answers until the copy is built again.
    expect(await currentOwnerIndex(env.database)).toBeNull();
    expect(await owners('Ana Zuniga')).toEqual({ ids: [ID], total: 1 });
    expect(await fromMemory('Ana Zuniga')).toEqual({ ids: [ID], total: 1 });

    const renamed = searchKey('ZAPATA ANA');
    await env.database.db
      .updateTable('owners')
      .set({ name: 'ZAPATA ANA', name_key: renamed, name_key_reversed: reversedNameKey(renamed) })
      .where('parcel_id', '=', ID)
      .where('seq', '=', 9)
      .execute();
    expect(await fromMemory('zuniga')).toEqual({ ids: [], total: 0 });
    expect(await fromMemory('zapata ana')).toEqual({ ids: [ID], total: 1 });

    await env.database.db.deleteFrom('owners').where('parcel_id', '=', ID).where('seq', '=', 9).execute();
    expect(await fromMemory('zapata')).toEqual({ ids: [], total: 0 });
  });

  it('follows a parcel whose owner line changes the owner order', async () => {
    // SMITH lists first owners by owner key: SMITH JOHN A's parcel, then SMITHSON ANNA's.
    const before = await fromMemory('smith');
    await env.database.db.updateTable('parcels').set({ owner_key: 'SMITHZ' }).where('parcel_id', '=', before.ids[0]!).execute();
    expect((await fromMemory('smith')).ids).toEqual([before.ids[1], before.ids[0], ...before.ids.slice(2)]);
  });

  it('is stale after a bulk load, which writes with the triggers off and then rebuilds the search text', async () => {
    await ownerIndexReady(env.database);
    await rebuildSearchText(env.database);
    expect(await currentOwnerIndex(env.database)).toBeNull();
  });

  it('is stale once a county is cleared for a load, should the load then fail', async () => {
    await ownerIndexReady(env.database);
    await clearCountyTables(env.database);
    expect(await currentOwnerIndex(env.database)).toBeNull();
    expect(await owners('smith')).toEqual({ ids: [], total: 0 });
  });
});
