import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import type { SalesMonth } from '@county/shared/statistics';
import { openBrowser, type Browser } from './browser.ts';
import { api } from './sample-county.ts';
import { settle, violations } from './page-checks.ts';

// /statistics against the suite's sample county: the chart draws what the table says, the summary
// states the trend, another area and use class can be chosen, the months download as CSV, and
// both languages pass axe. Expected figures come from the API.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.locator('#sales-months tbody tr');

/** The table's months and sales counts, as the page shows them. */
async function tableSales(page: Page): Promise<number[]> {
  return (await page.locator('#sales-months tbody tr td:nth-child(2)').allTextContents()).map((t) => Number(t.replace(/\D/g, '')));
}

it('shows the county trend as a chart, a sentence and the table the chart draws', async () => {
  const page = await browser.newPage();
  await page.goto('/statistics');
  const months = await api<SalesMonth[]>('/api/statistics/sales?area=county');
  await expect.poll(() => rows(page).count()).toBe(months.length);
  expect(await tableSales(page)).toEqual(months.map((m) => m.sales));
  // One point per month with a sale; the line breaks at months without.
  const chart = page.getByRole('img', { name: /Median price of qualified sales by month/ });
  await chart.waitFor();
  expect(await chart.locator('circle').count()).toBe(months.filter((m) => m.medianPrice !== null).length);
  const summary = await page.locator('.stats-summary').textContent();
  const total = months.reduce((sum, m) => sum + m.sales, 0);
  expect(summary).toContain(`${total.toLocaleString('en-US')} qualified sales`);
  expect(summary).toMatch(/The median price went from \$[\d,]+ in \w+ \d{4} to \$[\d,]+ in \w+ \d{4}, (up|down|unchanged)/);
  // The roll summary's tables.
  await page.locator('#roll-authorities tbody tr').first().waitFor();
  expect(await page.locator('#roll-totals tbody tr').count()).toBe(8);
  await settle(page);
  expect(await violations(page)).toEqual([]);
  await page.close();
});

it('switches to a city and use class, keeps them in the address, and downloads them as CSV', async () => {
  const page = await browser.newPage();
  await page.goto('/statistics');
  await rows(page).first().waitFor();
  await page.getByLabel('Area').selectOption('city');
  await page.getByLabel('City, ZIP code, subdivision or neighborhood code').fill('Orlando');
  await page.getByRole('combobox', { name: /^Use/ }).selectOption('single-family');
  await page.getByLabel('From month').fill('2022-01');
  await page.getByLabel('To month').fill('2023-12');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.waitForURL(/area=city%3AORLANDO.*use=single-family/);
  const months = await api<SalesMonth[]>('/api/statistics/sales?area=city:ORLANDO&use=single-family&from=2022-01&to=2023-12');
  await expect.poll(() => page.locator('#sales-months caption').textContent()).toBe('Qualified sales by month: City ORLANDO, Single family');
  await expect.poll(() => tableSales(page)).toEqual(months.map((m) => m.sales));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download these months as CSV' }).click()]);
  const records: string[][] = parse(readFileSync(await download.path()));
  expect(records[0]).toEqual(['month', 'sales', 'medianPrice', 'meanPrice', 'medianPricePerSqFt', 'change12Months']);
  expect(records.slice(1).map((r) => [r[0], Number(r[1])])).toEqual(months.map((m) => [m.month, m.sales]));

  // A code the roll does not have: the server's 400, said on the page.
  await page.getByLabel('City, ZIP code, subdivision or neighborhood code').fill('Atlantis');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('no city ATLANTIS on the roll');
  await page.close();
});

it('reads in Spanish, with the same figures, and passes axe', async () => {
  const page = await browser.newPage();
  await page.goto('/es/statistics');
  await expect.poll(() => page.locator('h1').textContent()).toBe('Estadísticas del mercado y del registro de tasación');
  const months = await api<SalesMonth[]>('/api/statistics/sales?area=county');
  await expect.poll(() => rows(page).count()).toBe(months.length);
  expect(await page.locator('#sales-months caption').textContent()).toBe('Ventas calificadas por mes: Todo el condado, Todos los usos');
  expect(await page.locator('.stats-summary').textContent()).toContain('ventas calificadas');
  await page.locator('#roll-authorities tbody tr').first().waitFor();
  await settle(page);
  expect(await violations(page)).toEqual([]);
  await page.close();
});

it('explains every column of the downloads, linked from /download, in both languages', async () => {
  const page = await browser.newPage();
  await page.goto('/download');
  await page.getByRole('link', { name: 'the data dictionary' }).click();
  await page.waitForURL('**/download/dictionary');
  await page.locator('#columns-parcels-csv').waitFor();
  expect(await page.locator('#columns-parcels-csv tbody tr').first().locator('td').first().textContent()).toBe('Parcel ID (stored order)');
  await settle(page);
  expect(await violations(page)).toEqual([]);
  await page.goto('/es/download/dictionary');
  await expect.poll(() => page.locator('h1').textContent()).toBe('Diccionario de datos');
  await settle(page);
  expect(await violations(page)).toEqual([]);
  await page.close();
});
