import { COMPARABLE_COLUMNS } from '@county/shared/comparable-columns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './browser.ts';
import { paintedPixels } from './map-checks.ts';

// The property tools in the browser against the sample county: the first parcel of the generator
// is a homesteaded single-family home in Orlando.
const PID = '272035664500001';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** The fields of one CSV line, read by the same parser as the other end-to-end tests. */
function csvFields(line: string): string[] {
  return parse(line)[0] ?? [];
}

async function rowTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).allTextContents();
}

interface Levy {
  millage: number;
  school: boolean;
}

describe('tax estimator', () => {
  it('shows every step and a total for the seeded parcel, with and without homestead', async () => {
    const page = await browser.newPage();
    await page.goto(`/tools/tax-estimator?pid=${PID}`);
    await page.locator('[data-testid=total-with-homestead]').waitFor();
    const steps = await rowTexts(page, 'table.tools-steps >> nth=0 >> tbody th');
    expect(steps.slice(0, 3)).toEqual(['Just (market) value', 'Assessed value, school levies', 'Assessed value, non-school levies']);
    expect(steps).toEqual(
      expect.arrayContaining([
        '− Homestead exemption (first $25,000, all levies)',
        'Taxable value, school levies',
        'Taxable value, non-school levies',
        'Total millage',
        'Estimated ad valorem taxes',
      ]),
    );

    // A price of 400,000: with homestead, school taxable 400,000 - 25,000 and non-school taxable
    // 400,000 - 25,000 - the year's second exemption (25,000, indexed since 2025); each levy's tax is
    // taxable x mills / 1,000, checked here from the rates the API gives for this parcel.
    await page.fill('#purchase-price', '400,000');
    await page.click('form[aria-label="Purchase price"] button[type=submit]');
    await page.locator('text=At $400,000').waitFor();
    const inputs = (await (await page.request.get(`/api/Tools/TaxEstimateInputs?pid=${PID}`)).json()) as { levies: Levy[]; homesteadSecondAmount: number };
    expect(inputs.levies.length).toBeGreaterThan(1);
    const total = (taxable: (l: Levy) => number) => inputs.levies.reduce((sum, l) => sum + Math.round((taxable(l) * l.millage) / 10) / 100, 0);
    const withHomestead = total((l) => (l.school ? 375_000 : 375_000 - inputs.homesteadSecondAmount));
    const withoutHomestead = total(() => 400_000);
    expect(dollars(await page.textContent('[data-testid=total-with-homestead]'))).toBeCloseTo(withHomestead, 1);
    expect(dollars(await page.textContent('[data-testid=total-without-homestead]'))).toBeCloseTo(withoutHomestead, 1);
    // One row per levy, each showing its arithmetic.
    const levyCells = await page.locator('table.tools-steps >> nth=0 >> td:has-text("÷ 1,000 =")').count();
    expect(levyCells).toBeGreaterThanOrEqual(inputs.levies.length * 2);

    await page.fill('#purchase-price', 'a lot');
    await page.click('form[aria-label="Purchase price"] button[type=submit]');
    await expect(page.locator('#purchase-price-error').textContent()).resolves.toMatch(/purchase price/i);
    await page.close();
  });

  it('tells a person that an id is unknown or malformed', async () => {
    const page = await browser.newPage();
    await page.goto('/tools/tax-estimator?pid=272035664599999');
    await expect(page.locator('[role=alert]').textContent()).resolves.toBe('No parcel has that parcel id.');
    await page.goto('/tools/tax-estimator');
    await page.fill('input[placeholder="35-20-27-6645-00-001"]', '12-34');
    await page.click('form[aria-label="Open a parcel by id"] button[type=submit]');
    await expect(page.locator('.field-error').first().textContent()).resolves.toMatch(/15 digits/);
    await page.close();
  });
});

describe('portability estimator', () => {
  it('computes a downsizing example and refuses an assessed value above the just value', async () => {
    const page = await browser.newPage();
    await page.goto('/tools/portability');
    // 210,000 / 375,000 = 0.56; 280,000 x 0.56 = 156,800 assessed; benefit 280,000 - 156,800 = 123,200
    await page.fill('#oldJust', '$375,000');
    await page.fill('#oldAssessed', '210,000');
    await page.fill('#newJust', '280000');
    await page.click('form[aria-label="Portability estimate"] button[type=submit]');
    await expect(page.locator('[data-testid=portability-benefit]').textContent()).resolves.toBe('$123,200');
    await expect(page.locator('[data-testid=portability-assessed]').textContent()).resolves.toContain('$156,800');

    await page.fill('#oldAssessed', '500,000');
    await page.click('form[aria-label="Portability estimate"] button[type=submit]');
    await expect(page.locator('#oldAssessed-error').textContent()).resolves.toMatch(/cannot be above the just value/);
    await expect(page.locator('[data-testid=portability-benefit]').count()).resolves.toBe(0);
    await page.close();
  });
});

describe('comparable sales and map', () => {
  it("lists sortable sales, downloads them as CSV, and maps them over the county's own layers", async () => {
    const page = await browser.newPage();
    await page.goto(`/tools/tax-estimator?pid=${PID}`);
    await page.locator('#comparables-filters-months').waitFor();
    // The widest choices, so that the small sample county has sales to show.
    await page.selectOption('#comparables-filters-months', '60');
    // Each choice reloads the list: wait for the answer to the last one, not an earlier one.
    const widest = page.waitForResponse(
      (r) => r.url().includes('/api/Tools/ComparableSales?') && r.url().includes('months=60') && r.url().includes('radius=5'),
    );
    await page.selectOption('#comparables-radius', '5');
    const count = ((await (await widest).json()) as { sales: unknown[] }).sales.length;
    expect(count).toBeGreaterThan(0);
    const rows = page.locator('table#comparables-table tbody tr');
    await expect.poll(() => rows.count()).toBe(count);

    // The map draws our own tiles under the markers (zoomed out to five miles, where only large
    // tracts and roads are drawn); nothing says they are unreachable.
    await expect.poll(async () => (await paintedPixels(page.locator('.tools-map'))).painted, { timeout: 20_000 }).toBeGreaterThan(100);
    expect(await page.locator('[data-testid=tiles-unreachable]').count()).toBe(0);
    expect(await rows.count()).toBe(count);
    expect(await page.locator('.leaflet-interactive').count()).toBeGreaterThan(0);

    // Sort by price: descending first, then ascending.
    await page.click('th button:has-text("Price")');
    const prices = async () => (await rows.locator('td:nth-child(4)').allTextContents()).map(dollars);
    const descending = await prices();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await page.click('th button:has-text("Price")');
    const ascending = await prices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await expect(page.locator('th[aria-sort=ascending]').textContent()).resolves.toContain('Price');

    // The CSV link carries the filters and the sort: same sales, same order.
    const href = await page.locator('a:has-text("(CSV)")').getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe(COMPARABLE_COLUMNS.map((c) => c.csv).join(','));
    expect(lines).toHaveLength(count + 1);
    expect(lines.slice(1).map((line) => Number(csvFields(line)[3]))).toEqual(ascending);
    await page.close();
  });
});
