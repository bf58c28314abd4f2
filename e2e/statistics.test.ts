import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { MIN_SALES, type SalesMonth, type StatisticsArea } from '@county/shared/statistics';
import { openBrowser, type Browser } from './browser.ts';
import { api } from './sample-county.ts';
import { settle, violations } from './page-checks.ts';

// /statistics against the suite's sample county: the chart draws what the table says, the summary
// states the trend with the sales behind it, an area is found by name in a list worked by the
// keyboard, months are typed as text, the months download as CSV, the page hydrates without an
// error or a change of language, and both languages pass axe. Expected figures come from the API.

let browser: Browser;

const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
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

/** The months with a sale: the table lists those and counts the others. */
const sold = (months: SalesMonth[]) => months.filter((m) => m.sales > 0);

it('shows the county trend as a chart, a sentence and the table the chart draws', async () => {
  const page = await browser.newPage();
  await page.goto('/statistics');
  const months = await api<SalesMonth[]>('/api/statistics/sales?area=county');
  await expect.poll(() => rows(page).count()).toBe(sold(months).length);
  expect(await tableSales(page)).toEqual(sold(months).map((m) => m.sales));
  // One point per month with a sale; the line breaks at months without.
  const chart = page.getByRole('img', { name: /Median price of qualified sales by month/ });
  await chart.waitFor();
  expect(await chart.locator('circle').count()).toBe(months.filter((m) => m.medianPrice !== null).length);
  const summary = await page.locator('.stats-summary').textContent();
  const total = months.reduce((sum, m) => sum + m.sales, 0);
  expect(summary).toContain(`${total.toLocaleString('en-US')} qualified sales`);
  // The headline compares the first and last months with enough sales, and says how many each had.
  const enough = months.filter((m) => m.sales >= MIN_SALES);
  expect(summary).toContain(`in ${monthName(enough[0]!.month)} (${enough[0]!.sales} sales) to `);
  expect(summary).toContain(`in ${monthName(enough.at(-1)!.month)} (${enough.at(-1)!.sales} sales), `);
  expect(summary).toContain(`Months with fewer than ${MIN_SALES} sales are not compared.`);
  // The roll summary's tables: every total has its change from the year before, to one decimal.
  await page.locator('#roll-authorities tbody tr').first().waitFor();
  expect(await page.locator('#roll-totals tbody tr').count()).toBe(8);
  const changes = await page.locator('#roll-totals tbody tr td:nth-child(3)').allTextContents();
  for (const change of changes) expect(change).toMatch(/^[+\-−]?\d+\.\d%$/);
  await settle(page);
  expect(await violations(page)).toEqual([]);
  await page.close();
});

it('finds an area by name in a list worked by the keyboard, and reads months typed as text', async () => {
  const page = await browser.newPage();
  await page.goto('/statistics');
  await rows(page).first().waitFor();
  const area = page.getByRole('combobox', { name: 'Area' });
  await area.focus();
  await page.keyboard.type('orla');
  const list = page.getByRole('listbox', { name: 'Areas' });
  await list.waitFor();
  expect(await area.getAttribute('aria-expanded')).toBe('true');
  expect(await page.getByRole('option').first().textContent()).toContain('ORLANDO');
  await page.keyboard.press('ArrowDown');
  const active = await area.getAttribute('aria-activedescendant');
  expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
  expect(await page.locator(`[id="${active}"]`).textContent()).toContain('ORLANDO');
  await page.keyboard.press('Enter');
  expect(await area.inputValue()).toBe('ORLANDO');
  expect(await area.getAttribute('aria-expanded')).toBe('false');
  await page.getByRole('combobox', { name: /^Use/ }).selectOption('single-family');
  // Plain text boxes in every browser (no month picker), read however the month is written.
  for (const [label, typed] of [
    ['From month', '2022-1'],
    ['To month', '12/2023'],
  ] as const) {
    expect(await page.getByLabel(label).getAttribute('type')).toBe('text');
    await page.getByLabel(label).fill(typed);
  }
  await page.getByLabel('To month').press('Enter');
  await page.waitForURL(/area=city%3AORLANDO.*use=single-family.*from=2022-01&to=2023-12/);
  const months = await api<SalesMonth[]>('/api/statistics/sales?area=city:ORLANDO&use=single-family&from=2022-01&to=2023-12');
  await expect.poll(() => page.locator('#sales-months caption').textContent()).toBe('Qualified sales by month: ORLANDO, Single family');
  await expect.poll(() => tableSales(page)).toEqual(sold(months).map((m) => m.sales));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download these months as CSV' }).click()]);
  const records: string[][] = parse(readFileSync(await download.path()));
  expect(records[0]).toEqual(['Month', 'Qualified sales', 'Median price', 'Mean price', 'Median price per sq ft', 'Median price, change over 12 months (%)']);
  expect(records.slice(1).map((r) => [r[0], Number(r[1])])).toEqual(months.map((m) => [m.month, m.sales]));

  // A subdivision by a word of its name, picked with the keyboard.
  const subdivision = (await api<StatisticsArea[]>('/api/statistics/areas')).find((a) => a.kind === 'subdivision' && a.sales > 0)!;
  await area.fill(subdivision.name.split(' ')[0]!.toLowerCase());
  const option = page.getByRole('option', { name: new RegExp(`\\(subdivision ${subdivision.code}\\)`) });
  await option.waitFor();
  for (let i = 0; i < 40 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await area.press('ArrowDown');
  await area.press('Enter');
  await page.getByLabel('From month').fill('');
  await page.getByLabel('To month').fill('');
  await page.getByRole('button', { name: 'Show' }).press('Enter');
  await page.waitForURL(new RegExp(`area=subdivision%3A${subdivision.code}`));
  await expect.poll(() => page.locator('#sales-months caption').textContent()).toContain(`${subdivision.name} (subdivision ${subdivision.code})`);

  // A name the roll does not have: said at the box, before asking the server.
  await area.fill('Atlantis');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect.poll(() => page.locator('.field-error').first().textContent()).toContain('No city, ZIP code, subdivision or neighborhood of the roll matches');
  expect(await area.getAttribute('aria-invalid')).toBe('true');
  // Asked for by its address, the server's 400 is said on the page.
  await page.goto('/statistics?area=Atlantis');
  await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('no area named "ATLANTIS" on the roll');
  await settle(page);
  expect(await violations(page)).toEqual([]);
  await page.close();
});

it('shows an area without a sale as a sentence, not an empty chart or a table of empty months', async () => {
  const page = await browser.newPage();
  const areas = await api<StatisticsArea[]>('/api/statistics/areas');
  const quiet = areas.find((a) => a.sales === 0) ?? areas.find((a) => a.kind === 'neighborhood')!;
  // Ten years of no sale: an area without any, or a month range of one without a sale.
  const months = await api<SalesMonth[]>(`/api/statistics/sales?area=${quiet.kind}:${quiet.code}`);
  const empty = months.find((m) => m.sales === 0)!.month;
  const query = quiet.sales === 0 ? `area=${quiet.kind}:${quiet.code}` : `area=${quiet.kind}:${quiet.code}&from=${empty}&to=${empty}`;
  await page.goto(`/statistics?${query}`);
  await expect.poll(() => page.locator('.stats-summary').textContent()).toMatch(/^There was no qualified sale/);
  expect(await page.locator('.line-chart').count()).toBe(0);
  expect(await page.getByText('A chart needs at least two months with a sale').count()).toBe(1);
  expect(await page.locator('#sales-months').count()).toBe(0);
  expect(await page.getByText('No qualified sale in these months.').count()).toBe(1);

  // An area with sales but no month of ten: the count, and why no trend is given.
  const few = areas.find((a) => a.sales > 1 && a.sales < 30)!;
  await page.goto(`/statistics?area=${few.kind}:${few.code}`);
  await expect.poll(() => page.locator('.stats-summary').textContent()).toContain(`${few.sales} qualified sales in`);
  expect(await page.locator('.stats-summary').textContent()).toContain(
    `No trend is given: a month's median is compared only when the month has at least ${MIN_SALES} sales`,
  );
  await page.close();
});

for (const [path, english, spanish] of [
  ['/statistics', 'Blind exemption', 'Exención por ceguera'],
  ['/es/statistics', 'Exención por ceguera', 'Blind exemption'],
] as const) {
  it(`hydrates ${path} without an error, in the language the server wrote it`, async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(path);
    const html = await response!.text();
    const served = /<table id="roll-exemptions"[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    expect(served).toContain(english);
    await settle(page);
    const shown = await page.locator('#roll-exemptions').textContent();
    // The same words as the server's table, none switched to the other language.
    expect(shown!.replace(/\s+/g, '')).toBe(
      served
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, ''),
    );
    expect(shown).not.toContain(spanish);
    expect(errors).toEqual([]);
    await page.close();
  });
}

it('reads in Spanish, with the same figures, and passes axe', async () => {
  const page = await browser.newPage();
  await page.goto('/es/statistics');
  await expect.poll(() => page.locator('h1').textContent()).toBe('Estadísticas del mercado y del registro de tasación');
  const months = await api<SalesMonth[]>('/api/statistics/sales?area=county');
  await expect.poll(() => rows(page).count()).toBe(sold(months).length);
  expect(await page.locator('#sales-months caption').textContent()).toBe('Ventas calificadas por mes: Todo el condado, Todos los usos');
  // The list of areas, in Spanish, worked by the keyboard.
  const area = page.getByRole('combobox', { name: 'Zona' });
  await area.fill('condado');
  await area.press('ArrowDown');
  expect(await page.getByRole('listbox').getByRole('option', { selected: true }).textContent()).toContain('Todo el condado');
  expect(await page.locator('.area-picker .hint').textContent()).toBe('Coincide una zona.');
  await area.press('Escape');
  expect(await area.getAttribute('aria-expanded')).toBe('false');
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
