import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/db/database.ts';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';
import { seedFixture } from '../search/fixture.ts';
import { SUBJECT, seedToolsFixture } from '../tools/fixture.ts';

// The probe's informational findings: sort direction spelled one way on searches and another on the
// tools, the docs page breaking its own policy.

describeEachDatabase('sort direction in any letter case', (t) => {
  const env = setUpTestApp(t, { seed: (database) => seedFixture(database) });

  it('searches take asc, ASC and Asc alike, and refuse other words naming sortDir', async () => {
    const ids = async (dir: string) =>
      (await env.app.inject({ url: `/api/QuickSearch/GetSearchInfoBySubdivision?subdivision=LAKE&sortBy=ParcelID&sortDir=${dir}` }))
        .json<{ parcelId: string }[]>()
        .map((r) => r.parcelId);
    const descending = await ids('DESC');
    expect(descending.length).toBeGreaterThan(1);
    expect(await ids('desc')).toEqual(descending);
    expect(await ids('Desc')).toEqual(descending);
    expect(await ids('asc')).toEqual([...descending].reverse());
    const bad = await env.app.inject({ url: '/api/QuickSearch/GetSearchInfoBySubdivision?subdivision=LAKE&sortDir=up' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('sortDir');
  });

  it('keeps the OpenAPI document and gives the docs page a policy of its own, without inline script', async () => {
    const doc = await env.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/QuickSearch/ExportSalesSearchInfo'].get.description).toMatch(/At most 10,000 rows.*\/download/);
    const page = await env.app.inject({ url: '/api/docs' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describeEachDatabase('tool sort direction in any letter case', (t) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await t.open();
    await seedToolsFixture(database);
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    if (database) await t.dispose(database);
  });

  it('the tools take DESC as well as desc', async () => {
    const lower = await app.inject({ url: `/api/Tools/ComparableSales?pid=${SUBJECT}&sortBy=price&sortDir=desc` });
    const upper = await app.inject({ url: `/api/Tools/ComparableSales?pid=${SUBJECT}&sortBy=price&sortDir=DESC` });
    expect(lower.statusCode).toBe(200);
    expect(upper.statusCode).toBe(200);
    expect(upper.body).toBe(lower.body);
  });

  it('takes numbers only in plain decimal: radius=0x5 is refused, not read as 5', async () => {
    for (const radius of ['0x5', '1e1', '%20', 'Infinity']) {
      const answer = await app.inject({ url: `/api/Tools/ComparableSales?pid=${SUBJECT}&radius=${radius}` });
      expect(answer.statusCode, radius).toBe(400);
      expect(answer.json().field).toBe('radius');
    }
    expect((await app.inject({ url: `/api/Tools/ComparableSales?pid=${SUBJECT}&radius=5` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/Tools/ComparableSales?pid=${SUBJECT}&radius=.5` })).statusCode).toBe(200);
  });
});

describeEachDatabase('index.html', (t) => {
  it('is never served raw: /index.html is a 404 page carrying the site configuration', async () => {
    const database = await t.open();
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><!--site-config--></head><body></body></html>');
    const app = await testApp(database, { webDist: dist });
    try {
      const answer = await app.inject({ url: '/index.html' });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('id="site-config"');
      // The site itself is still served: '/' redirects to the home page, which answers 200.
      expect((await app.inject({ url: '/' })).headers.location).toBe('/dashboard');
      expect((await app.inject({ url: '/dashboard' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await t.dispose(database);
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
