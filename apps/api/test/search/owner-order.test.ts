import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ParcelSearchRow, SmartSearchResult } from '@county/shared/search';
import type { Database } from '../../src/db/database.ts';
import { describeEachDatabase, testApp } from '../helpers.ts';
import { seedFixture } from './fixture.ts';

// An owner search lists the parcels whose first owner bears the name before those where it is a
// co-owner's: BAILEY DONALD; SMITH JANE sorts before SMITH JOHN A by the whole owner line, yet a
// person searching SMITH is looking for the SMITHs first.

const Q = '/api/QuickSearch';
const CO_OWNED = '302215777700003';
const SMITH_JOHN = '272035664500001';
const SMITHSON = '292234123400011';

describeEachDatabase('owner search order', (t) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await t.open();
    await seedFixture(database, [{ id: CO_OWNED, owners: ['BAILEY DONALD', 'SMITH JANE'], use: '0100', value: 100_000 }]);
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    if (database) await t.dispose(database);
  });

  async function ids(url: string): Promise<string[]> {
    const response = await app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ParcelSearchRow[] | SmartSearchResult>();
    return (Array.isArray(body) ? body : body.rows).map((r) => r.parcelId);
  }

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
