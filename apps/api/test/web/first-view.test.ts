import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase, testApp } from '../helpers.ts';
import { firstViewRequests } from '../../src/plugins/first-view.ts';
import type { Database } from '../../src/db/database.ts';

// The answers of a page's first view travel inside its index.html (plugins/first-view.ts).

function embedded(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="first-view">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

describe('firstViewRequests', () => {
  it('names the home page, content pages and named pages, and nothing for other routes', () => {
    expect(firstViewRequests('/dashboard')).toEqual([
      '/api/Content/GetContentPage?kind=page&pageID=dashboard',
      '/api/Content/GetImportantDates',
      '/api/Parcel/GetSystemRefreshDate',
    ]);
    expect(firstViewRequests('/faqcontent/SOH')).toEqual(['/api/Content/GetContentPage?kind=faqcontent&pageID=SOH']);
    expect(firstViewRequests('/homestead')).toEqual(['/api/Content/GetContentPage?kind=page&pageID=homestead']);
    expect(firstViewRequests('/faqcontent/a%3Cb')).toEqual([]);
    expect(firstViewRequests('/tools/tax-estimator')).toEqual([]);
  });
});

describeEachDatabase('index.html with its first view', (t) => {
  let database: Database;
  let app: FastifyInstance;
  const dist = mkdtempSync(join(tmpdir(), 'county-web-'));
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<html><head><!--site-config--></head><body><div id="root"></div></body></html>');
    database = await t.open();
    app = await testApp(database, { webDist: dist });
  });
  afterAll(async () => {
    await app?.close();
    await t.dispose(database);
    rmSync(dist, { recursive: true, force: true });
  });

  it('embeds the home page answers the app would otherwise fetch, exactly as the API gives them', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    const answers = embedded(page.body);
    expect(answers).not.toBeNull();
    for (const url of firstViewRequests('/dashboard')) {
      const direct = await app.inject({ method: 'GET', url });
      expect(answers![url], url).toEqual(direct.json());
    }
    expect(page.body).not.toMatch(/id="first-view">[^<]*<(?!\/script>)/);
  });

  it('embeds a content page and leaves unknown pages and pages without content alone', async () => {
    expect(Object.keys(embedded((await app.inject({ method: 'GET', url: '/faqcontent/SOH' })).body) ?? {})).toEqual([
      '/api/Content/GetContentPage?kind=faqcontent&pageID=SOH',
    ]);
    const missing = await app.inject({ method: 'GET', url: '/faqcontent/NoSuchPage' });
    expect(missing.statusCode).toBe(404);
    expect(embedded(missing.body)).toBeNull();
    expect(embedded((await app.inject({ method: 'GET', url: '/codetables' })).body)).toBeNull();
  });

  it("asks as the visitor: one visitor's page loads use that visitor's budget, not everyone's", async () => {
    const limited = await testApp(database, { webDist: dist, rateLimits: { ...app.config.rateLimits, reads: 2 } });
    try {
      const load = (remoteAddress: string) => limited.inject({ method: 'GET', url: '/faqcontent/SOH', remoteAddress });
      for (let i = 0; i < 2; i++) expect(embedded((await load('192.0.2.1')).body)).not.toBeNull();
      expect(embedded((await load('192.0.2.1')).body)).toBeNull();
      expect(embedded((await load('192.0.2.2')).body)).not.toBeNull();
    } finally {
      await limited.close();
    }
  });

  it('sends the old home addresses to /dashboard', async () => {
    for (const url of ['/', '/home']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/dashboard');
    }
  });
});
