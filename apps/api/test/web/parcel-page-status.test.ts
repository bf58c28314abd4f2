import { beforeAll, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { seedCounty } from '../../src/data/generator/index.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// Every page that takes a parcel id (or a tangible account) answers an id that is not one, or one
// not on the roll, as a missing page: status 404, with a sentence that names what was asked, the
// placeholder filled and the value escaped (issue 41). These tests need the built web app.

/** The server-rendered page inside #root. */
const rootOf = (html: string) => /<div id="root" data-pages="[^"]*">(.*)<\/div>\s*<noscript>/s.exec(html)?.[1] ?? '';

const PAGES = ['/propertycard?pid=', '/trim?pid=', '/map?pid=', '/owner-alert?pid=', '/tangiblecard?acct='];

describeEachDatabase('pages of a parcel that is not one or not on the roll', (t) => {
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: 200, tpp: 20, seed: 5 }) });
  let pid = '';
  let account = '';
  beforeAll(async () => {
    if (!existsSync(join(env.app.config.webDist, '..', 'dist-ssr', 'entry-server.js'))) throw new Error('the web app is not built: run npm run build first');
    pid = (await env.database.db.selectFrom('parcels').select('parcel_id').orderBy('parcel_id').executeTakeFirstOrThrow()).parcel_id;
    account = (await env.database.db.selectFrom('tpp_accounts').select('account').orderBy('account').executeTakeFirstOrThrow()).account;
  }, 120_000);
  const get = (url: string) => env.app.inject({ method: 'GET', url });

  it('answer 404 for a malformed id, in both languages, naming it escaped with no placeholder left', async () => {
    for (const lang of ['', '/es']) {
      for (const page of PAGES) {
        const url = `${lang}${page}${encodeURIComponent('<b>abc')}`;
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        const root = rootOf(response.body);
        expect(root, url).toContain('&lt;b&gt;abc');
        expect(root, url).not.toContain('<b>abc');
        expect(root, url).not.toMatch(/\{\w+\}/);
        expect(root, url).toMatch(lang ? /no es un número/ : /is not a/);
      }
    }
  });

  it('answer 404 for a well-formed id that is not on the roll, and 200 for one that is', async () => {
    const unknown = '35-20-27-9999-99-999';
    for (const lang of ['', '/es']) {
      for (const page of PAGES) {
        const missing = `${lang}${page}${page.includes('acct') ? 'Z9999999' : unknown}`;
        const response = await get(missing);
        expect(response.statusCode, missing).toBe(404);
        expect(rootOf(response.body), missing).toMatch(page.includes('acct') ? /Z9999999/ : new RegExp(unknown));
        const known = `${lang}${page}${page.includes('acct') ? account : pid}`;
        expect((await get(known)).statusCode, known).toBe(200);
      }
    }
  });

  it('answer 200 for the page asked with no id at all: it asks the visitor to choose one', async () => {
    for (const page of PAGES) {
      const bare = page.split('?')[0]!;
      expect((await get(bare)).statusCode, bare).toBe(200);
    }
  });
});
