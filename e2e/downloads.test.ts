import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { openBrowser, openInApp, type Browser } from './browser.ts';
import { violations } from './page-checks.ts';

// The e2e server starts with an empty DATA_DIR, like a fresh install: it seeds the sample county and
// publishes its files by itself after it listens (decision 75). This file waits for that, downloads
// a file in the browser and checks it against the checksum the page lists, shows the "being
// prepared" state, and republishes the way an office does, with `npm run downloads:build`.

const root = resolve(import.meta.dirname, '..');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Listed {
  name: string;
  rows: number;
  size: number;
  sha256: string;
  url: string;
}

it('publishes the sample county on a fresh start without any command', async () => {
  const page = await browser.newPage();
  let listed: { preparing: boolean; files: Listed[] } = { preparing: true, files: [] };
  const deadline = Date.now() + 60_000;
  while (listed.files.length === 0 && Date.now() < deadline) {
    listed = (await (await page.request.get('/api/Downloads')).json()) as typeof listed;
    if (listed.files.length === 0) await page.waitForTimeout(250);
  }
  expect(listed.files.find((f) => f.name === 'parcels.csv')?.rows).toBe(3_000);
  expect(listed.preparing).toBe(false);
  await page.goto('/download');
  await page.locator('table.download-table').waitFor();
  expect(await page.getByText('No data files have been published yet').count()).toBe(0);
  await page.close();
});

it('says the files are being prepared, then lists them without a reload; axe finds nothing in either state', async () => {
  const page = await browser.newPage();
  // The first answer is the one a visitor gets while a fresh install builds; later ones are real.
  let answers = 0;
  await page.route('**/api/Downloads', async (route) => {
    answers++;
    if (answers > 1) return route.continue();
    return route.fulfill({ json: { created: null, taxYear: null, preparing: true, files: [] } });
  });
  await openInApp(page, '/download');
  const preparing = page.getByRole('status').filter({ hasText: 'being prepared' });
  await preparing.waitFor();
  expect(await page.getByText('No data files have been published yet').count()).toBe(0);
  expect(await violations(page)).toEqual([]);
  await page.locator('table.download-table').waitFor({ timeout: 10_000 });
  expect(await preparing.count()).toBe(0);
  expect(await violations(page)).toEqual([]);
  await page.close();
});

it('lists every published file and downloads parcels.csv with the SHA-256 the page shows', async () => {
  const page = await browser.newPage();
  const origins = new Set<string>();
  const pageViews: string[] = [];
  page.on('request', (r) => {
    origins.add(new URL(r.url()).origin);
    if (r.url().endsWith('/api/Analytics/PageView')) pageViews.push(r.postData() ?? '');
  });
  const { files } = (await (await page.request.get('/api/Downloads')).json()) as { files: Listed[] };
  expect(files.map((f) => f.name)).toEqual(expect.arrayContaining(['parcels.csv', 'sales.csv', 'tangible-accounts.csv']));
  expect(files.filter((f) => /^(NAL|SDF|NAP)/.test(f.name))).toHaveLength(3);

  await page.goto('/download');
  const rows = page.locator('table.download-table tbody tr');
  await expect.poll(() => rows.count()).toBe(files.length);
  const parcels = files.find((f) => f.name === 'parcels.csv')!;
  expect(parcels.rows).toBe(3_000);
  const shown = await page.locator('code[data-file="parcels.csv"]').textContent();
  expect(shown).toBe(parcels.sha256);
  expect(await rows.filter({ hasText: 'parcels.csv' }).textContent()).toContain('3,000');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Parcels', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('parcels.csv');
  const bytes = readFileSync(await download.path());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
  expect(bytes.length).toBe(parcels.size);
  expect(parse(bytes, { columns: true }).length).toBe(parcels.rows);

  // First-party only: the page view went to this site's API, and so did everything else.
  expect(pageViews).toEqual([JSON.stringify({ path: '/download' })]);
  expect([...origins]).toEqual([browser.baseURL]);
  await page.close();
});

it('resumes a download with a Range request and refuses a range past the end', async () => {
  const page = await browser.newPage();
  const { files } = (await (await page.request.get('/api/Downloads')).json()) as { files: Listed[] };
  const nal = files.find((f) => f.name.startsWith('NAL'))!;
  const whole = await (await page.request.get(nal.url)).body();
  const head = await page.request.get(nal.url, { headers: { Range: 'bytes=0-1023' } });
  expect(head.status()).toBe(206);
  expect(head.headers()['content-range']).toBe(`bytes 0-1023/${nal.size}`);
  const tail = await page.request.get(nal.url, { headers: { Range: 'bytes=1024-', 'If-Range': head.headers().etag! } });
  expect(tail.status()).toBe(206);
  const joined = Buffer.concat([await head.body(), await tail.body()]);
  expect(joined.equals(whole)).toBe(true);
  expect(createHash('sha256').update(joined).digest('hex')).toBe(nal.sha256);
  const past = await page.request.get(nal.url, { headers: { Range: `bytes=${nal.size}-` } });
  expect(past.status()).toBe(416);
  expect(past.headers()['content-range']).toBe(`bytes */${nal.size}`);
  await page.close();
});

it('republishes with npm run downloads:build, as an office does after loading a roll', async () => {
  const dataDir = inject('dataDir');
  const before = (await (await fetch(`${browser.baseURL}/api/Downloads`)).json()) as { created: string };
  const build = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/cli/downloads-build.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: join(dataDir, 'county.sqlite'), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(build.status, build.stderr).toBe(0);
  const after = (await (await fetch(`${browser.baseURL}/api/Downloads`)).json()) as { created: string; files: Listed[] };
  expect(after.created > before.created).toBe(true);
  expect(after.files.find((f) => f.name === 'parcels.csv')?.rows).toBe(3_000);
});
