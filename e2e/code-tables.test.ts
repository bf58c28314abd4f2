import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { openBrowser, type Browser } from './browser.ts';

// Code tables from the sample county's database: filter a table in the page, then download the
// filtered rows as CSV and compare them with what the page shows.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('filters the use codes and downloads the filtered rows as CSV', async () => {
  const page = await browser.newPage();
  await page.goto('/codetables');
  await expect.poll(() => page.locator('main section h2').textContent()).toBe('Property use codes');
  const rows = page.locator('table tbody tr');
  await expect.poll(() => rows.count()).toBeGreaterThan(90);
  const total = await rows.count();
  expect(await page.getByRole('status').filter({ hasText: 'Showing' }).textContent()).toBe(`Showing ${total} of ${total} rows`);

  await page.getByLabel('Filter rows').fill('single family');
  await expect.poll(() => rows.count()).toBeLessThan(total);
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')));
  expect(shown.length).toBeGreaterThan(1);
  for (const row of shown) expect(row.join(' ').toLowerCase()).toContain('single family');
  expect(shown.map((r) => r[0])).toContain('0100');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download these rows as CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('use-codes.csv');
  const records = parse(readFileSync(await download.path()));
  expect(records[0]).toEqual(['Use code', 'DOR code', 'Description', 'Group']);
  expect(records.slice(1)).toEqual(shown);
  await page.close();
});

it("shows the taxing authorities with this year's millage", async () => {
  const page = await browser.newPage();
  await page.goto('/codetables');
  await page.getByRole('link', { name: 'Taxing authorities and millage' }).click();
  await page.waitForURL('**/codetables?table=taxing-authorities');
  await expect.poll(() => page.locator('main section h2').textContent()).toBe('Taxing authorities and millage');
  const millage = page.locator('table tbody td.num');
  await expect.poll(() => millage.count()).toBeGreaterThan(3);
  for (const text of await millage.allTextContents()) expect(text).toMatch(/^\d+\.\d{4}$/);
  await page.getByLabel('Filter rows').fill('no such authority anywhere');
  await expect.poll(() => page.getByText('No rows match the filter.').count()).toBe(1);
  await page.close();
});
