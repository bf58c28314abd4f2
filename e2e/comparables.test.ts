import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PrcNearbySale } from '@county/shared/cards';
import { useGroup } from '@county/shared/comparable-sales';
import { openBrowser, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';
import { api, readSampleCounty } from './sample-county.ts';
import { searchFor } from './search-box.ts';

// Issue 41: comparable sales are one definition on the card and the map (never the parcel's own
// sale, always its use group), and a legal description copied from a card finds that parcel.

let browser: Browser;
/** A single-family house of the sample county whose card lists comparable sales, with its use code and legal description. */
let subject: { pid: string; display: string; useCode: string; legal: string };

beforeAll(async () => {
  browser = await openBrowser();
  const houses = await readSampleCounty((db) =>
    db
      .selectFrom('parcels as p')
      .innerJoin('sales as s', 's.parcel_id', 'p.parcel_id')
      .select(['p.parcel_id', 'p.display_id', 'p.use_code', 'p.legal_description'])
      .distinct()
      .where('p.use_code', '=', '0100')
      .where('s.qualified', '=', 1)
      .where('p.legal_description', 'like', '% LOT %')
      .orderBy('p.parcel_id')
      .limit(60)
      .execute(),
  );
  for (const h of houses) {
    const nearby = await api<PrcNearbySale[]>(`/api/PRC/GetPRCNearbySales?PID=${h.parcel_id}`);
    if (nearby.length >= 2) {
      subject = { pid: h.parcel_id, display: h.display_id, useCode: h.use_code, legal: h.legal_description! };
      break;
    }
  }
  expect(subject, 'a house of the sample with comparable sales').toBeDefined();
});
afterAll(async () => {
  await browser?.close();
});

/** The parcel ids and use codes of a comparable-sales table's rows (columns: parcel, address, date, price, use code ...). */
async function listed(page: Page, testId: string): Promise<Array<{ parcel: string; use: string }>> {
  const rows = page.getByTestId(testId).locator('tbody tr');
  const parcels = await rows.locator('td:nth-child(1)').allTextContents();
  const uses = await rows.locator('td:nth-child(5)').allTextContents();
  return parcels.map((parcel, i) => ({ parcel, use: uses[i]! }));
}

describe('comparable sales', () => {
  it("the card lists comparable sales of the parcel's use group, never its own sale, and links to wider filters", async () => {
    const page = await browser.newPage();
    await page.goto(`/propertycard?pid=${subject.pid}`);
    await settle(page);
    const rows = await listed(page, 'nearby-table');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.parcel)).not.toContain(subject.display);
    expect(rows.every((r) => useGroup(r.use) === useGroup(subject.useCode))).toBe(true);
    const header = await page.getByTestId('nearby-table').locator('thead th').allTextContents();
    expect(header).toEqual([
      'Parcel',
      'Address',
      'Sale date',
      'Price',
      'Use code',
      'Living area (sq ft)',
      'Price per sq ft',
      'Beds',
      'Baths',
      'Year built',
      'Lot (sq ft)',
      'Distance (ft)',
    ]);
    await page.getByRole('link', { name: /^Widen the comparable sales/ }).click();
    await page.waitForURL(`**/tools/tax-estimator?pid=${subject.pid}*`);
    await page.close();
  });

  it("the map's sales near the parcel are its comparable sales: the use group kept, its own sale left out, widened by a filter", async () => {
    const page = await browser.newPage();
    await page.goto(`/map?pid=${subject.pid}&near=2640&kind=sales`);
    await settle(page);
    const table = page.getByTestId('map-results');
    await table.waitFor();
    const rows = await listed(page, 'map-results');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.parcel)).not.toContain(subject.display);
    expect(rows.every((r) => useGroup(r.use) === useGroup(subject.useCode))).toBe(true);
    // Any use: the list is asked again with use=any, and still never holds the parcel's own sale.
    const widened = page.waitForResponse((r) => r.url().includes('/api/map/area?') && r.url().includes('use=any'));
    await page.locator('#map-comparable-filters-use').selectOption('any');
    const answer = (await (await widened).json()) as { total: number; sales: Array<{ parcelId: string }> };
    expect(answer.total).toBeGreaterThanOrEqual(rows.length);
    expect(answer.sales.map((s) => s.parcelId)).not.toContain(subject.pid);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});

describe('title search', () => {
  it('finds the parcel from the legal description pasted from its card', async () => {
    const page = await browser.newPage();
    await page.goto(`/propertycard?pid=${subject.pid}`);
    await settle(page);
    const legal = (await page.locator('dd.legal').textContent())!.trim();
    expect(legal).toBe(subject.legal);
    await page.goto('/search');
    await searchFor(page, legal);
    // One parcel opens its card; several (the same lot in more than one block) are listed with it.
    await expect
      .poll(async () => page.url().includes(`/propertycard?pid=${subject.pid}`) || (await page.getByRole('link', { name: subject.display }).count()) > 0)
      .toBe(true);
    // Its plat's book/page, as the card writes it: the plat's lots, listed with their legal descriptions.
    const plat = / (\d+\/\d+) LOT /.exec(legal)!;
    await page.goto('/search');
    await searchFor(page, plat[1]!);
    const table = page.getByRole('table');
    await expect.poll(() => table.getByRole('columnheader', { name: 'Legal description' }).count()).toBe(1);
    const column = await table.locator('thead th').evaluateAll((ths) => ths.findIndex((th) => th.textContent === 'Legal description'));
    const first = (await table.locator(`tbody tr:first-child td:nth-child(${column + 1})`).textContent())!;
    expect(first).toMatch(new RegExp(` ${plat[1]} LOT \\d+`));
    // Thirteen columns on a 1366 px laptop and on a phone: the table scrolls or stacks in its own region, the page never sideways.
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${width} px`).toBe(true);
    }
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
