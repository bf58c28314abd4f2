import { expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { sql } from 'kysely';
import { currentOwnerIndex, ownerIndexReady } from '../../src/search/memory/owner-index.ts';
import { seedFixture } from './fixture.ts';
import { exportedIds, listedIds } from './listed-ids.ts';

// An owner search lists the parcels whose first owner bears the name before those where it is a
// co-owner's: BAILEY DONALD; SMITH JANE sorts before SMITH JOHN A by the whole owner line, yet a
// person searching SMITH is looking for the SMITHs first.

const Q = '/api/QuickSearch';
const CO_OWNED = '302215777700003';
const SMITH_JOHN = '272035664500001';
const SMITHSON = '292234123400011';

describeEachDatabase('owner search order', (t) => {
  const env = setUpTestApp(t, {
    seed: (database) => seedFixture(database, [{ id: CO_OWNED, owners: ['BAILEY DONALD', 'SMITH JANE'], use: '0100', value: 100_000 }]),
  });
  const ids = (url: string) => listedIds(env.app, url);

  it('puts first owners named so before co-owners, in owner order within each', async () => {
    expect(await ids(`${Q}/GetSearchInfoByOwnerName?ownerName=smith`)).toEqual([SMITH_JOHN, SMITHSON, CO_OWNED]);
    expect(await ids(`${Q}/GetSmartSearchInfo?q=smith&as=owner`)).toEqual([SMITH_JOHN, SMITHSON, CO_OWNED]);
    expect(await ids(`${Q}/GetAdvancedSearchInfo?ownerName=smith&sortBy=OwnerName`)).toEqual([SMITH_JOHN, SMITHSON, CO_OWNED]);
    // Either name order: 'Jane Smith' is a co-owner's name only.
    expect(await ids(`${Q}/GetSearchInfoByOwnerName?ownerName=${encodeURIComponent('Jane Smith')}`)).toEqual([CO_OWNED]);
  });

  it('keeps first owners first when the owner order is reversed', async () => {
    expect(await ids(`${Q}/GetSearchInfoByOwnerName?ownerName=smith&sortBy=OwnerName&sortDir=DESC`)).toEqual([SMITHSON, SMITH_JOHN, CO_OWNED]);
  });

  it('pages through both parts in that order', async () => {
    expect(await ids(`${Q}/GetSearchInfoByOwnerName?ownerName=smith&page=2&size=2`)).toEqual([CO_OWNED]);
  });
});

// A page reads the first owners from the owner-key index, one range per spelling of the name, and
// the co-owners after them (run/run-plan.ts). The export reads the same order in one sorted query, so every
// page of every size, in both directions, must be a slice of it.
describeEachDatabase('owner search pages in two parts', (t) => {
  const id = (n: number) => `3323018899${String(n).padStart(5, '0')}`;
  const env = setUpTestApp(t, {
    seed: (database) =>
      seedFixture(database, [
        // Same owner key, so only the id orders them; stored out of id order.
        ...[7, 3, 5].map((n) => ({ id: id(n), owners: ['KIRBY JOHN'], use: '0100', value: 1 })),
        // The other spelling of the name, typed surname last.
        ...[4, 1].map((n) => ({ id: id(n), owners: ['JOHN KIRBY'], use: '0100', value: 1 })),
        { id: id(8), owners: ['KIRBY JOHN A', 'KIRBY MARY'], use: '0100', value: 1 },
        // Co-owners, and an owner line that does not start with the name; enough of them that pages
        // past the first owners are read in two parts too (see runPlan: only for three pages' worth).
        ...[2, 6, 9].map((n) => ({ id: id(n), owners: ['ADAMS ZOE', `KIRBY JOHN ${n}`], use: '0100', value: 1 })),
        ...Array.from({ length: 24 }, (_, i) => ({ id: id(20 + i), owners: [`BROWN ${String.fromCharCode(90 - i)}`, 'KIRBY JOHN'], use: '0100', value: 1 })),
        { id: id(10), owners: ['YOUNG AL', 'JOHN KIRBY'], use: '0100', value: 1 },
        // 'John Kirby' finds it only through the reversed key (JOHN KIRBYSON): listed with the co-owners.
        { id: id(11), owners: ['KIRBYSON JOHN'], use: '0100', value: 1 },
      ]),
  });
  const ids = (url: string) => listedIds(env.app, url);

  const exported = (query: string) => exportedIds(env.app, `${Q}/ExportSearchInfoByOwnerName?${query}`);

  /** Every page of every size, both directions, against the export; `before` runs before each page. */
  async function everyPageIsASliceOfTheExport(before: () => Promise<unknown>): Promise<void> {
    for (const name of ['kirby', 'Kirby John', 'John Kirby', 'kirby john a']) {
      for (const dir of ['ASC', 'DESC']) {
        const query = `ownerName=${encodeURIComponent(name)}&sortBy=OwnerName&sortDir=${dir}`;
        const all = await exported(query);
        expect(all.length, name).toBeGreaterThan(0);
        for (const size of [1, 2, 3, 5, 20]) {
          for (let page = 1; (page - 1) * size < all.length; page++) {
            await before();
            const got = await ids(`${Q}/GetSearchInfoByOwnerName?${query}&page=${page}&size=${size}`);
            expect(got, `${name} ${dir} page ${page} of ${size}`).toEqual(all.slice((page - 1) * size, page * size));
          }
        }
      }
    }
  }

  it('answers every page as a slice of the one sorted order, from SQL', async () => {
    // A change of the roll just before each page: the owner order in memory is never current, so SQL answers.
    await everyPageIsASliceOfTheExport(() => sql`update roll_changes set n = n + 1 where id = 1`.execute(env.database.db));
  });

  it('answers every page as a slice of the one sorted order, from the owner order in memory', async () => {
    await ownerIndexReady(env.database);
    await everyPageIsASliceOfTheExport(async () => expect(await currentOwnerIndex(env.database)).not.toBeNull());
  });

  it('lists both spellings of a name merged by owner key and id, first owners first', async () => {
    // JOHN KIRBY, KIRBY JOHN, KIRBY JOHN A KIRBY MARY; then ADAMS ZOE KIRBY JOHN 2/6/9, BROWN A..Z
    // KIRBY JOHN, KIRBYSON JOHN, YOUNG AL JOHN KIRBY.
    const browns = Array.from({ length: 24 }, (_, i) => 43 - i);
    const listed = [1, 4, 3, 5, 7, 8, 2, 6, 9, ...browns, 11, 10].map(id);
    expect(await exported('ownerName=John%20Kirby&sortBy=OwnerName')).toEqual(listed);
    expect(await ids(`${Q}/GetSearchInfoByOwnerName?ownerName=John%20Kirby&size=50`)).toEqual(listed);
    expect(await ids(`${Q}/GetSearchInfoByOwnerName?ownerName=John%20Kirby&size=4`)).toEqual(listed.slice(0, 4));
  });
});
