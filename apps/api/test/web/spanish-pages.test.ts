import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// Spanish pages are the same paths under /es (docs/decisions/0100-spanish.md).

describeEachDatabase('pages under /es', (t) => {
  // A built web app of one page, written before the test app starts on it (hooks run in order).
  const dist = mkdtempSync(join(tmpdir(), 'county-web-es-'));
  beforeAll(() => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><!--site-config--></head><body><div id="root"></div></body></html>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const env = setUpTestApp(t, { config: { webDist: dist } });

  const get = (url: string, cookie?: string) => env.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers a known page under /es with lang="es" and both languages named', async () => {
    const page = await get('/es/propertycard?pid=272224785802840');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    const origin = env.app.config.site.publicOrigin;
    expect(page.body).toContain(`<link rel="canonical" href="${origin}/es/propertycard?pid=272224785802840">`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="en" href="${origin}/propertycard?pid=272224785802840">`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="es" href="${origin}/es/propertycard?pid=272224785802840">`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/propertycard?pid=272224785802840">`);
    const english = await get('/faqcontent/SOH');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<link rel="canonical" href="${origin}/faqcontent/SOH">`);
    expect(english.body).toContain(`hreflang="es" href="${origin}/es/faqcontent/SOH"`);
  });

  it('answers 404 for an unknown path under /es, as in English', async () => {
    for (const url of ['/es/nosuchpage', '/es/faqcontent/NoSuchPage', '/es/es/homestead']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<html lang="es">');
    }
    expect((await get('/es/homestead')).statusCode).toBe(200);
  });

  it('sends /es and /es/home to the Spanish home page, and / there only when Spanish was chosen', async () => {
    for (const url of ['/es', '/es/', '/es/home']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/es/dashboard');
    }
    expect((await get('/', 'lang=es')).headers.location).toBe('/es/dashboard');
    expect((await get('/', 'other=1; lang=en')).headers.location).toBe('/dashboard');
    expect((await get('/')).headers.location).toBe('/dashboard');
    // A deep English address stays English whatever was chosen: a shared link opens as shared.
    expect((await get('/homestead', 'lang=es')).statusCode).toBe(200);
    expect((await get('/homestead', 'lang=es')).body).toContain('<html lang="en">');
  });
});
