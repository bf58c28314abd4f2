import { expect, it } from 'vitest';
import { seedCounty } from '../../src/data/generator/index.ts';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';

describeEachDatabase('search analytics', (t) => {
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: 200, tpp: 20, seed: 3 }), app: false });

  it('counts searches by kind, never their text, and not for visitors who ask not to be tracked', async () => {
    const app = await testApp(env.database);
    const owner = await app.inject('/api/QuickSearch/GetSearchInfoByOwnerName?ownerName=SMITH');
    expect(owner.statusCode).toBe(200);
    await app.inject('/api/QuickSearch/GetSearchInfoByOwnerName?ownerName=JONES');
    await app.inject('/api/QuickSearch/GetSearchInfoByAddress?address=100%20MAIN');
    await app.inject({ url: '/api/QuickSearch/GetSearchInfoByOwnerName?ownerName=DOE', headers: { dnt: '1' } });
    await app.inject({ url: '/api/QuickSearch/GetSearchInfoByOwnerName?ownerName=ROE', headers: { 'sec-gpc': '1' } });
    await app.close(); // flushes the counts
    const rows = await env.database.db.selectFrom('analytics_counts').select(['key', 'count']).where('kind', '=', 'search').orderBy('key').execute();
    expect(rows.map((r) => [r.key, Number(r.count)])).toEqual([
      ['address', 1],
      ['owner', 2],
    ]);
    const text = JSON.stringify(await env.database.db.selectFrom('analytics_counts').selectAll().execute());
    expect(text).not.toMatch(/SMITH|JONES|MAIN/);
  });
});
