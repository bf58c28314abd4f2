import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isKnownPath, splitLangPath } from '@county/shared';
import { loadConfig } from '../../src/config.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { parsePublicOrigin, publicUrl } from '../../src/public-origin.ts';
import { parseTrustProxy } from '../../src/trust-proxy.ts';
import { describeEachDatabase, setUpTestApp, testConfig } from '../helpers.ts';

// Absolute URLs come from PUBLIC_ORIGIN, never from the request (issue 35; decision 9). These tests
// need the built web app (`npm run build`): pages are rendered on the server.

const ORIGIN = 'https://www.example-county.gov';
const EVIL = 'evil.example';
/** Every header a client could use to name a host, each forged. */
const FORGED = {
  host: EVIL,
  'x-forwarded-host': EVIL,
  'x-forwarded-proto': 'gopher',
  'x-forwarded-for': '198.51.100.7',
  forwarded: `host=${EVIL};proto=https`,
  'x-original-url': `http://${EVIL}/`,
};

describe('PUBLIC_ORIGIN', () => {
  it('defaults to the address the server listens on, and keeps only scheme, host and port', () => {
    expect(parsePublicOrigin(undefined, '127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(parsePublicOrigin('', '::1', 8080)).toBe('http://[::1]:8080');
    expect(parsePublicOrigin('https://www.example-county.gov/', '127.0.0.1', 3000)).toBe(ORIGIN);
    expect(parsePublicOrigin('HTTPS://WWW.Example-County.gov:443', '127.0.0.1', 3000)).toBe(ORIGIN);
    expect(parsePublicOrigin('http://10.0.0.5:8080', '0.0.0.0', 3000)).toBe('http://10.0.0.5:8080');
    expect(loadConfig({ PUBLIC_ORIGIN: ORIGIN }).site.publicOrigin).toBe(ORIGIN);
    expect(loadConfig({ HOST: '127.0.0.2', PORT: '4000' }).site.publicOrigin).toBe('http://127.0.0.2:4000');
  });

  it('stops the server on a value that is not a bare http(s) origin', () => {
    for (const value of [
      'www.example-county.gov',
      'ftp://example-county.gov',
      'https://example-county.gov/site',
      'https://a:b@example-county.gov',
      'https://example-county.gov/?x=1',
      'javascript:alert(1)',
    ]) {
      expect(() => parsePublicOrigin(value, '127.0.0.1', 3000), value).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('writes a page address in either language from it', () => {
    const config = testConfig({ site: { ...testConfig().site, publicOrigin: ORIGIN } });
    expect(publicUrl(config, '/propertycard?pid=272035664500001')).toBe(`${ORIGIN}/propertycard?pid=272035664500001`);
    expect(publicUrl(config, '/propertycard?pid=272035664500001', 'es')).toBe(`${ORIGIN}/es/propertycard?pid=272035664500001`);
    expect(publicUrl(config, '/es/homestead', 'en')).toBe(`${ORIGIN}/homestead`);
  });
});

describeEachDatabase('a forged Host', (t) => {
  const env = setUpTestApp(t, {
    seed: (database) => seedCounty(database, { parcels: 60, tpp: 5, seed: 7 }),
    // A trusted proxy in front, the setting that lets the most request headers in.
    config: { site: { ...testConfig().site, publicOrigin: ORIGIN }, trustProxy: parseTrustProxy('loopback') },
  });
  let pid = '';
  beforeAll(async () => {
    if (!existsSync(join(env.app.config.webDist, '..', 'dist-ssr', 'entry-server.js'))) throw new Error('the web app is not built: run npm run build first');
    pid = (await env.database.db.selectFrom('parcels').select('parcel_id').orderBy('parcel_id').executeTakeFirstOrThrow()).parcel_id;
  }, 120_000);
  const get = (url: string, method: 'GET' | 'POST' = 'GET') => env.app.inject({ method, url, headers: FORGED });

  /** The whole answer as text: status line, every header, the body. */
  const whole = (response: Awaited<ReturnType<typeof get>>) => `${response.statusCode} ${JSON.stringify(response.headers)}\n${response.body}`;

  it('never reaches the body or headers of a page in either language, of a redirect, an error or an API answer', async () => {
    const urls = [
      '/dashboard',
      '/es/dashboard',
      '/homestead',
      '/es/faqcontent/SOH',
      '/parcelsearch?q=SMITH',
      '/nosuchpage',
      '/es/nosuchpage',
      '/',
      '/home/',
      '/es/homestead/',
      '/sitemap.xml',
      '/robots.txt',
      '/api/Parcel/GetSystemRefreshDate',
      '/api/NoSuchThing',
      '/api/Feedback/AddFeedback',
      '/api/docs/json',
      '/api/docs',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(whole(response).toLowerCase(), url).not.toContain(EVIL);
      expect(whole(response), url).not.toContain('gopher');
    }
    expect(whole(await get('/dashboard', 'POST'))).not.toContain(EVIL);
  });

  it('names the page in its links from the configured origin, in both languages', async () => {
    const english = (await get('/homestead?x=1')).body;
    expect(english).toContain(`<link rel="canonical" href="${ORIGIN}/homestead?x=1">`);
    expect(english).toContain(`<link rel="alternate" hreflang="es" href="${ORIGIN}/es/homestead?x=1">`);
    const spanish = (await get('/es/homestead?x=1')).body;
    expect(spanish).toContain(`<link rel="canonical" href="${ORIGIN}/es/homestead?x=1">`);
    expect(spanish).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/homestead?x=1">`);
  });

  it("prints the card's address from the configured origin, already in the server's HTML", async () => {
    for (const [url, lang] of [
      [`/propertycard?pid=${pid}`, 'en'],
      [`/es/propertycard?pid=${pid}`, 'es'],
    ] as const) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(whole(page).toLowerCase(), url).not.toContain(EVIL);
      const footer = /data-testid="card-print-footer">([\s\S]*?)<\/div>/.exec(page.body)?.[1] ?? '';
      expect(footer, lang).toContain(`<p class="card-print-url">${ORIGIN}${url}</p>`);
    }
  });

  it('lists the pages in the sitemap in both languages, and robots.txt points to it, from the configured origin', async () => {
    const map = await get('/sitemap.xml');
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...map.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations).toContain(`${ORIGIN}/dashboard`);
    expect(locations).toContain(`${ORIGIN}/es/dashboard`);
    expect(locations).toContain(`${ORIGIN}/faqcontent/SOH`);
    expect(locations).not.toContain(`${ORIGIN}/error`);
    expect(locations.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    // Every listed page is one the server answers 200 (server-rendering.test.ts renders them all).
    for (const loc of locations) expect(isKnownPath(splitLangPath(loc.slice(ORIGIN.length)).path), loc).toBe(true);
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
