import { beforeAll, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rateBudgets } from '../../src/rate-budgets.ts';
import { describeEachDatabase, GENEROUS_LIMITS, setUpTestApp } from '../helpers.ts';

// Rendered pages have a per-client budget (RATE_LIMIT_PAGES; issue 35). These tests need the
// built web app (`npm run build`): the 429 answer is the project's error page, rendered.

const PAGES = 4;

describeEachDatabase('the page budget', (t) => {
  const env = setUpTestApp(t, { config: { rateLimits: { ...GENEROUS_LIMITS, pages: PAGES } } });
  beforeAll(() => {
    if (!existsSync(join(env.app.config.webDist, '..', 'dist-ssr', 'entry-server.js'))) throw new Error('the web app is not built: run npm run build first');
  });
  const get = (url: string, remoteAddress: string) => env.app.inject({ method: 'GET', url, remoteAddress });

  it('is generous by default and set with RATE_LIMIT_PAGES', () => {
    expect(rateBudgets({}).pages).toBe(300);
    expect(rateBudgets({ RATE_LIMIT_PAGES: '50' }).pages).toBe(50);
    expect(() => rateBudgets({ RATE_LIMIT_PAGES: 'lots' })).toThrow(/RATE_LIMIT_PAGES/);
  });

  it('answers 429 past it with the error page, in the page language, and Retry-After', async () => {
    const client = '192.0.2.10';
    for (let i = 0; i < PAGES; i++) expect((await get(i % 2 ? '/homestead' : '/es/nosuchpage', client)).statusCode).not.toBe(429);
    for (const [url, lang, heading] of [
      ['/dashboard', 'en', 'An error occurred.'],
      ['/es/homestead', 'es', 'Se produjo un error.'],
    ] as const) {
      const page = await get(url, client);
      expect(page.statusCode, url).toBe(429);
      expect(Number(page.headers['retry-after']), url).toBeGreaterThan(0);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.body, url).toContain(`<html lang="${lang}">`);
      expect(page.body, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(page.body, url).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/index-/);
      // The page stays the error page: the app, whose router would load the page asked for, does not start.
      expect(page.body, url).not.toContain('<script');
    }
    // Another client keeps its own budget.
    expect((await get('/dashboard', '192.0.2.11')).statusCode).toBe(200);
  });

  it('counts rendered pages only: not redirects, assets or the API', async () => {
    const client = '192.0.2.20';
    for (let i = 0; i < PAGES * 2; i++) {
      expect((await get('/home', client)).statusCode).toBe(302);
      expect((await get('/homestead/', client)).statusCode).toBe(301);
      expect((await get('/favicon.svg', client)).statusCode).toBe(200);
      expect((await get('/api/Parcel/GetSystemRefreshDate', client)).statusCode).toBeLessThan(429);
    }
    expect((await get('/dashboard', client)).statusCode).toBe(200);
  });
});
