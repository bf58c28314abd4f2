import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SiteConfig } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';
import { readSampleCounty } from './sample-county.ts';

// The external-link notice for every Type: one 'Continue to Site' link with the configured target
// (values URL-encoded), the full notice link, Close and Escape, and focus back where it was.

let browser: Browser;
let parcel: { pid: string; instNum: string } | undefined;

beforeAll(async () => {
  await readSampleCounty(async (db) => {
    const row = await db
      .selectFrom('sales')
      .innerJoin('parcels', 'parcels.parcel_id', 'sales.parcel_id')
      .select(['sales.parcel_id as pid', 'sales.instrument_number as instNum'])
      .where('parcels.situs_address', 'is not', null)
      .where('sales.instrument_number', '!=', '')
      .orderBy('sales.parcel_id')
      .limit(1)
      .executeTakeFirst();
    parcel = row ? { pid: row.pid, instNum: row.instNum } : undefined;
  });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const siteConfigOf = async (page: Page) => JSON.parse((await page.locator('#site-config').textContent()) ?? '{}') as SiteConfig;

function expectedTarget(type: string, config: SiteConfig): string {
  const filing: Record<string, string> = {
    tylerHX: config.filing.homestead,
    tylerTPPSingle: config.filing.tppSingle,
    tylerTPPBatch: config.filing.tppBatch,
    tylerTPPVendor: config.filing.tppVendor,
    tylerTPPLOA: config.filing.tppLetterOfAuthority,
    tylerTPPExtension: config.filing.tppExtension,
    tylerIncomeSurvey: config.filing.incomeSurvey,
    taxes: config.taxCollectorPayment,
    fema: config.floodMapSearch,
    plat: config.comptrollerDocument,
    sales: config.comptrollerDocument,
  };
  return filing[type]!;
}

/** The open notice: checks its links and closes it with the given key or button. */
async function checkNotice(page: Page, target: string, close: 'button' | 'Escape') {
  const dialog = page.getByRole('dialog', { name: 'You are leaving our website' });
  await dialog.waitFor();
  const continues = dialog.getByRole('link', { name: /Continue to Site/ });
  await continues.first().waitFor();
  expect(await continues.count()).toBe(1);
  expect(await continues.getAttribute('href')).toBe(target);
  expect(await continues.getAttribute('target')).toBe('_blank');
  expect(await dialog.getByRole('link', { name: 'Read The Full Notice' }).getAttribute('href')).toBe('/faqcontent/SiteNotice');
  if (close === 'button') await dialog.getByRole('button', { name: 'Close' }).click();
  else await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
}

describe('external-link notice', () => {
  it('opens from content links for every Type with the right target, and gives focus back on close', async () => {
    const page = await browser.newPage();
    const seen = new Set<string>();
    for (const path of ['/faqcontent/OtherSites', '/tpp', '/faqcontent/Maps']) {
      await page.goto(path);
      await page.locator('.content-body').waitFor();
      const config = await siteConfigOf(page);
      const links = page.locator('.content-body a[data-notice]');
      const count = await links.count();
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        const type = (await link.getAttribute('data-notice'))!;
        if (seen.has(type)) continue;
        seen.add(type);
        const pages = browser.context.pages().length;
        if (i % 2 === 0) await link.click();
        else {
          await link.focus();
          await page.keyboard.press('Enter');
        }
        await checkNotice(page, expectedTarget(type, config), i % 2 === 0 ? 'button' : 'Escape');
        expect(browser.context.pages().length, 'no tab opened before Continue').toBe(pages);
        expect(await link.evaluate((el) => el === document.activeElement), `focus back on the ${type} link`).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual([
      'fema',
      'plat',
      'sales',
      'taxes',
      'tylerHX',
      'tylerIncomeSurvey',
      'tylerTPPBatch',
      'tylerTPPExtension',
      'tylerTPPLOA',
      'tylerTPPSingle',
      'tylerTPPVendor',
    ]);
    await page.close();
  });

  it("appends the parcel's address and instrument number URL-encoded (fema and sales from a property card)", async () => {
    expect(parcel, 'the sample county has a parcel with a sale').toBeDefined();
    const page = await browser.newPage();
    await page.goto(`/propertycard?pid=${parcel!.pid}`);
    const config = await siteConfigOf(page);
    const info = (await (await page.request.get(`/api/PRC/GetPRCGeneralInfo?pid=${parcel!.pid}`)).json()) as { propertyAddress: string };

    await page.getByRole('button', { name: 'FEMA flood map' }).click();
    const dialog = page.getByRole('dialog', { name: 'You are leaving our website' });
    const fema = (await dialog.getByRole('link', { name: /Continue to Site/ }).getAttribute('href'))!;
    expect(fema.startsWith(config.floodMapSearch)).toBe(true);
    const appended = fema.slice(config.floodMapSearch.length);
    expect(appended).not.toMatch(/[ #&?]/);
    expect(decodeURIComponent(appended)).toContain(info.propertyAddress.trim());
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page
      .getByRole('button', { name: new RegExp(`Instrument ${parcel!.instNum}`) })
      .first()
      .click();
    await checkNotice(page, config.comptrollerDocument + encodeURIComponent(parcel!.instNum), 'button');
    await page.close();
  });

  it("opens the full notice from 'Read The Full Notice' and closes the dialog", async () => {
    const page = await browser.newPage();
    await page.goto('/faqcontent/OtherSites');
    await page.locator('.content-body a[data-notice="taxes"]').click();
    await page.getByRole('link', { name: 'Read The Full Notice' }).click();
    await page.waitForURL('**/faqcontent/SiteNotice');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Notice: Leaving Our Website');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.close();
  });

  it("opens the target in a new tab from 'Continue to Site' and closes the dialog", async () => {
    const page = await browser.newPage();
    // No outside host is reachable here: answer the filing site locally.
    await browser.context.route('https://filing.example-county.gov/**', (route) => route.fulfill({ body: 'filing site', contentType: 'text/plain' }));
    await page.goto('/homestead');
    await page.locator('.content-body a[data-notice="tylerHX"]').first().click();
    const [tab] = await Promise.all([browser.context.waitForEvent('page'), page.getByRole('link', { name: /Continue to Site/ }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe((await siteConfigOf(page)).filing.homestead);
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await tab.close();
    await page.close();
  });
});
