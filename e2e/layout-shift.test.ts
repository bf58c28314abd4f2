import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './browser.ts';

// Layout shift while a page loads, measured the way the browser reports it to Lighthouse: every
// 'layout-shift' entry not caused by input, summed (stricter than CLS's worst session window).
// The API answers are held back so that whatever arrives late arrives after the first paint, as on
// a phone on a slow network; on loopback it would arrive before anything is drawn and hide shifts.

const API_DELAY_MS = 600;
const BUDGET = 0.02;

let browser: Browser;
let parcelId = '';
let tangibleAccount = '';

beforeAll(async () => {
  browser = await openBrowser();
  await browser.context.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const search = await fetch(`${browser.baseURL}/api/QuickSearch/GetSearchInfoByOwnerName?ownerName=SMITH&size=1`);
  parcelId = ((await search.json()) as { parcelId: string }[])[0]!.parcelId;
  const tpp = await fetch(`${browser.baseURL}/api/QuickSearch/GetTangibleSearchInfo?businessName=A&size=1`);
  tangibleAccount = ((await tpp.json()) as { account: string }[])[0]!.account;
  await browser.context.route('**/api/**', async (route) => {
    await new Promise((r) => setTimeout(r, API_DELAY_MS));
    await route.continue();
  });
});
afterAll(async () => {
  await browser?.close();
});

async function shiftOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Fonts, images and late effects settle within a few frames of the last answer.
  await page.waitForTimeout(400);
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
];

describe('layout shift while loading', () => {
  for (const viewport of VIEWPORTS) {
    it(`stays under ${BUDGET} on every main page (${viewport.name})`, async () => {
      const page = await browser.newPage({ width: viewport.width, height: viewport.height });
      const paths = [
        '/dashboard',
        '/parcelsearch?q=SMITH',
        `/propertycard?pid=${parcelId}`,
        `/tangiblecard?acct=${tangibleAccount}`,
        '/faqcontent/SOH',
        '/codetables',
        '/tools/tax-estimator',
        '/ocpaFeedback',
      ];
      const shifts: Record<string, number> = {};
      for (const path of paths) shifts[path] = Number((await shiftOf(page, path)).toFixed(4));
      const over = Object.entries(shifts).filter(([, value]) => value > BUDGET);
      expect(over, JSON.stringify(shifts)).toEqual([]);
      await page.close();
    });
  }

  it('does not move the page when the bell of a posted notice appears (phone)', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.route('**/api/Content/GetContentAlert', async (route) => {
      await new Promise((r) => setTimeout(r, API_DELAY_MS));
      await route.fulfill({ json: { title: 'Office closed Friday', header: 'Holiday', body: '<p>Closed.</p>' } });
    });
    const shift = await shiftOf(page, '/faqcontent/SOH');
    await page.getByRole('button', { name: 'Site notice' }).waitFor();
    expect(shift).toBeLessThanOrEqual(BUDGET);
    await page.close();
  });
});
