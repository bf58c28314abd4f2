import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_TITLES, formatDisplayId, swapParcelOrder } from '@county/shared';
import { seedCounty } from '../../src/data/generator/index.ts';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';

// Pages rendered on the server with the data of their first view (plugins/web.ts and
// apps/web/src/entry-server.tsx); these tests need the built web app (`npm run build`).

/** The first view the page carries, or null when it carries none. */
function firstView(html: string): { answers: Record<string, unknown>; failures: Record<string, unknown> } | null {
  const match = /<script type="application\/json" id="first-view">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as { answers: Record<string, unknown>; failures: Record<string, unknown> }) : null;
}

const embedded = (html: string) => firstView(html)?.answers ?? null;
const failures = (html: string) => firstView(html)?.failures ?? {};

/** The server-rendered page inside #root, or null when the page was sent for the browser to render. */
function rendered(html: string): { pages: string; html: string } | null {
  const match = /<div id="root" data-pages="([^"]*)">(.*)<\/div>\s*<noscript>/s.exec(html);
  return match ? { pages: match[1]!, html: match[2]! } : null;
}

describeEachDatabase('pages rendered on the server', (t) => {
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: 200, tpp: 20, seed: 5 }) });
  let pid = '';
  let account = '';
  beforeAll(async () => {
    const dist = env.app.config.webDist;
    if (!existsSync(join(dist, '..', 'dist-ssr', 'entry-server.js'))) throw new Error('the web app is not built: run npm run build first');
    pid = (await env.database.db.selectFrom('parcels').select('parcel_id').orderBy('parcel_id').executeTakeFirstOrThrow()).parcel_id;
    account = (await env.database.db.selectFrom('tpp_accounts').select('account').orderBy('account').executeTakeFirstOrThrow()).account;
  }, 120_000);
  const get = (url: string) => env.app.inject({ method: 'GET', url });
  // What React and React Router say while rendering (warnings such as '<Navigate> must not be used
  // on the initial render in a <StaticRouter>') goes to the console.
  const said = () => [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
  const messagesOf = (spies: ReturnType<typeof said>) => spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
  afterEach(() => vi.restoreAllMocks());

  it('paints the home page before any script runs, with the answers it showed, exactly as the API gives them', async () => {
    const page = await get('/dashboard');
    expect(page.statusCode).toBe(200);
    const view = rendered(page.body);
    expect(view?.pages).toBe('dashboard-page');
    expect(view?.html).toMatch(/<h1[^>]*>Home<\/h1>/);
    const answers = embedded(page.body)!;
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining(['/api/Content/GetContentPage?kind=page&pageID=dashboard', '/api/Content/GetImportantDates', '/api/Parcel/GetSystemRefreshDate']),
    );
    for (const [url, answer] of Object.entries(answers)) expect(answer, url).toEqual((await get(url)).json());
    // The page's styles are linked, so it paints styled; its chunk is fetched with the app's after
    // that paint (public/start-app.js), and nothing is preloaded before it.
    expect(page.body).toMatch(/<link rel="stylesheet" href="\/assets\/dashboard-page-[\w-]+\.css">/);
    expect(page.body).toMatch(/<script defer src="\/start-app.js" data-src="\/assets\/index-[\w-]+\.js" data-chunks="[^"]*\/assets\/dashboard-page-[\w-]+\.js/);
    expect(page.body).not.toContain('rel="modulepreload"');
    expect(page.body).not.toMatch(/id="first-view">[^<]*<(?!\/script>)/);
  });

  it('renders every page of the route table, a card, a tangible card and search results on the server', async () => {
    const paths = [...Object.keys(PAGE_TITLES), `/propertycard?pid=${pid}`, `/tangiblecard?acct=${account}`, '/parcelsearch?q=SMITH', '/faqcontent/SOH'];
    const spies = said();
    for (const path of paths) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      const view = rendered(page.body);
      expect(view, path).not.toBeNull();
      expect(view!.html, path).toMatch(/<h1[\s>]/);
      expect(view!.html, path).not.toContain('<!--$!-->');
      // Each lazy page's name finds its chunk in the build's manifest, so the chunk is fetched with the app.
      for (const name of view!.pages.split(' ').filter(Boolean)) expect(page.body, path).toMatch(new RegExp(`data-chunks="[^"]*/assets/${name}-`));
    }
    expect(messagesOf(spies)).toEqual([]);
  });

  it('renders the card with its data, and the same data for the browser to start from', async () => {
    const page = await get(`/propertycard?pid=${pid}`);
    const card = (await get(`/api/PRC/GetPRCGeneralInfo?pid=${pid}`)).json<{ displayParcelId: string; ownerName: string }>();
    expect(rendered(page.body)!.html).toContain(card.displayParcelId);
    expect(Object.keys(embedded(page.body)!)).toContain(`property-card?pid=${pid}`);
  });

  it('renders Spanish pages in Spanish, from the Spanish answers', async () => {
    const page = await get('/es/faqcontent/SOH');
    expect(page.body).toContain('<html lang="es">');
    const key = '/api/Content/GetContentPage?kind=faqcontent&pageID=SOH&lang=es';
    const answers = embedded(page.body)!;
    expect(Object.keys(answers)).toEqual([key]);
    expect((answers[key] as { requestedLanguage: string }).requestedLanguage).toBe('es');
    expect(rendered((await get('/es/dashboard')).body)!.html).toMatch(/<h1[^>]*>Inicio<\/h1>/);
  });

  it("answers an unknown path 404 with the 'Page Not Found' page already rendered", async () => {
    for (const url of ['/nosuchpage', '/es/nosuchpage', '/faqcontent/NoSuchPage']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(rendered(page.body)!.html, url).toMatch(/Page Not Found|Página no encontrada/);
    }
  });

  it('renders the answer of a card that does not exist, and tells the browser it is final', async () => {
    const page = await get('/propertycard?pid=272224000000000');
    expect(rendered(page.body)!.html).not.toContain('page-loading');
    expect(Object.keys(failures(page.body))).toEqual(['property-card?pid=272224000000000']);
  });

  it("asks as the visitor: one visitor's page loads use that visitor's budget, not everyone's", async () => {
    const limited = await testApp(env.database, { rateLimits: { ...env.app.config.rateLimits, reads: 2 } });
    try {
      const load = (remoteAddress: string) => limited.inject({ method: 'GET', url: '/faqcontent/SOH', remoteAddress });
      const answered = async (address: string) => Object.keys(embedded((await load(address)).body) ?? {}).length > 0;
      for (let i = 0; i < 2; i++) expect(await answered('192.0.2.1')).toBe(true);
      expect(await answered('192.0.2.1')).toBe(false);
      expect(await answered('192.0.2.2')).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('sends the old home addresses to /dashboard', async () => {
    for (const url of ['/', '/home']) {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/dashboard');
    }
  });

  it('answers the old parcel addresses with a redirect to the card, in both languages, and renders no page for them', async () => {
    const spies = said();
    const card = `/propertycard?pid=${pid}`;
    // The same parcel as people write it (section-township-range first, dashed).
    const written = formatDisplayId(swapParcelOrder(pid));
    const moves: [string, string][] = [
      [`/Searches/ParcelSearch.aspx?pid=${pid}`, card],
      [`/parcelsearch?PID=${written}`, card],
      [`/parcelsearch/Parcel%20ID/${pid}`, card],
      [`/es/parcelsearch/Parcel%20ID/${written}`, `/es${card}`],
      [`/es/search?pid=${pid}`, `/es${card}`],
      ['/parcelsearch/Owner/SMITH', '/parcelsearch?q=SMITH'],
    ];
    for (const [url, location] of moves) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
      expect(response.body, url).not.toContain('<div id="root"');
      expect(rendered((await get(location)).body), location).not.toBeNull();
    }
    expect(messagesOf(spies).filter((text) => text.includes('<Navigate>'))).toEqual([]);
  });
});
