import { expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';
import { seedFixture } from '../search/fixture.ts';

// The probe's third finding: one export over all dates wrote 77,670 rows (10.4 MB). Exports now
// have a row cap; a search past it is refused before anything is written, with a message that
// points to the data downloads. (The fixture is small, so the cap is set low here.)

const ALL_SALES = '/api/QuickSearch/ExportSalesSearchInfo?fromDate=1900-01-01&toDate=2099-12-31&qualifiedOnly=false';

describeEachDatabase('export row cap', (t) => {
  const env = setUpTestApp(t, { seed: seedFixture });

  it('refuses an export past the cap with a 400 pointing to the downloads, and writes one at the cap', async () => {
    const all = await env.app.inject({ url: ALL_SALES });
    expect(all.statusCode).toBe(200);
    const rows = parse(all.body).length - 1;
    expect(rows).toBeGreaterThan(2);

    const over = await testApp(env.database, { exportMaxRows: rows - 1 });
    const atCap = await testApp(env.database, { exportMaxRows: rows });
    try {
      const refused = await over.inject({ url: ALL_SALES });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json()).toMatchObject({ statusCode: 400, field: 'query' });
      expect(refused.json().message).toMatch(/at most .*\/download/);
      const tangible = await testApp(env.database, { exportMaxRows: 1 });
      // Two accounts start with 10: one over a cap of one.
      const refusedTangible = await tangible.inject({ url: '/api/QuickSearch/ExportTangibleSearchInfo?account=10' });
      const oneAccount = await tangible.inject({ url: '/api/QuickSearch/ExportTangibleSearchInfo?account=105678' });
      await tangible.close();
      expect(refusedTangible.statusCode).toBe(400);
      expect(refusedTangible.json().field).toBe('query');
      expect(oneAccount.statusCode).toBe(200);
      const written = await atCap.inject({ url: ALL_SALES });
      expect(written.statusCode).toBe(200);
      expect(parse(written.body).length - 1).toBe(rows);
    } finally {
      await over.close();
      await atCap.close();
    }
  });
});
