import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { CONFIDENTIAL_OWNER } from '@county/shared/confidential';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { openBrowser, type Browser } from './browser.ts';
import { violations } from './page-checks.ts';
import { api } from './sample-county.ts';

// Issue 31 in the browser: a parcel marked with the office's command shows the statute's label
// where its owners and mailing address were, in English and Spanish, and none of their names; a
// retired parcel's card says so first. Parcels near the end of the roll, which no other test reads.

const root = resolve(import.meta.dirname, '..');
const databasePath = () => join(inject('dataDir'), 'county.sqlite');

let browser: Browser;
let confidential: { pid: string; display: string; names: string[]; mail: string };
let retired: string;

/** `npm run confidential -- ...` against the suite's database, as the office runs it. */
function office(...args: string[]): void {
  const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/cli/confidential.ts', ...args, '--database', databasePath()], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
}

beforeAll(async () => {
  const database = openDatabase(databasePath());
  try {
    const [first, second] = await database.db
      .selectFrom('parcels')
      .select(['parcel_id', 'display_id', 'mail_address1'])
      .where('mail_address1', 'is not', null)
      .orderBy('parcel_id', 'desc')
      .limit(2)
      .execute();
    const names = (await database.db.selectFrom('owners').select('name').where('parcel_id', '=', first!.parcel_id).execute()).map((o) => o.name);
    confidential = { pid: first!.parcel_id, display: first!.display_id, names, mail: first!.mail_address1! };
    retired = second!.parcel_id;
    await database.db.updateTable('parcels').set({ retired_on: '2026-07-01' }).where('parcel_id', '=', retired).execute();
  } finally {
    await database.close();
  }
  office('add', confidential.display, '--note', 'browser test');
  browser = await openBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  office('remove', confidential.pid);
  const database = openDatabase(databasePath());
  try {
    await database.db.updateTable('parcels').set({ retired_on: null }).where('parcel_id', '=', retired).execute();
  } finally {
    await database.close();
  }
  // Both changes moved the roll, so the server builds its downloads again (decision 15): leave
  // only once they are back, for the files that read them.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && (await api<{ files: unknown[] }>('/api/Downloads')).files.length === 0) await new Promise((r) => setTimeout(r, 250));
}, 120_000);

describe('a confidential owner on the card', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`shows the statute's label instead of the owners and their mailing address (${lang})`, async () => {
      const page = await browser.newPage();
      await page.goto(`${lang === 'es' ? '/es' : ''}/propertycard?pid=${confidential.pid}`);
      const summary = page.locator('.card-facts');
      await summary.waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(await summary.textContent()).toContain(CONFIDENTIAL_OWNER[lang]);
      for (const secret of [...confidential.names, confidential.mail]) expect(text).not.toContain(secret);
      expect(await violations(page)).toEqual([]);
      // E2E_SCREENSHOTS=dir keeps a picture of each card for a person to look at.
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `confidential-card-${lang}.png`) });
      await page.close();
    });
  }
});

describe('a retired parcel on the card', () => {
  it('opens with the notice of its retirement, in both languages', async () => {
    const page = await browser.newPage();
    await page.goto(`/propertycard?pid=${retired}`);
    await page.getByRole('note').filter({ hasText: 'This parcel was retired on 07/01/2026' }).waitFor();
    await page.goto(`/es/propertycard?pid=${retired}`);
    await page.getByRole('note').filter({ hasText: 'Esta parcela se retiró el 01/07/2026' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
