import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { defaultSiteConfig as site, messages } from '@county/shared';
import type { PrcCertifiedTax, PrcGeneralInfo, PrcLocation, PrcSale, PrcValue, TppGeneralInfo, TppValue } from '@county/shared/cards';
import { openBrowser, type Browser } from './browser.ts';
import { api, firstAccount } from './sample-county.ts';

// The property and tangible cards in the browser, against the sample county of the suite's server,
// whose first parcel is always the generator's showcase home (sales, buildings, pool, exemptions,
// non-ad valorem assessments). Expected figures come from the API, not from this file.

const SUBJECT = '272035664500001';
const SUBJECT_DISPLAY = '35-20-27-6645-00-001';

let browser: Browser;
let account: string;

beforeAll(async () => {
  account = await firstAccount();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The notice dialog is open, and its way out leads where the Type says. */
async function expectNotice(page: Page, target: string): Promise<void> {
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  const href = await dialog.getByRole('link', { name: 'Continue to Site' }).getAttribute('href', { timeout: 5_000 });
  expect(href).toContain(target);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
}

async function openCard(page: Page, pid: string): Promise<void> {
  await page.goto(`/propertycard?pid=${encodeURIComponent(pid)}`);
  await page.locator('h1', { hasText: SUBJECT_DISPLAY }).waitFor();
}

describe('property card', () => {
  it('shows the parcel from the API: header, values for five years with the chart, taxes and sales', async () => {
    const [info, values, taxes, sales] = await Promise.all([
      api<PrcGeneralInfo>(`/api/PRC/GetPRCGeneralInfo?pid=${SUBJECT}`),
      api<PrcValue[]>(`/api/PRC/GetPRCPropertyValues?PID=${SUBJECT}&TaxYear=0&ShowAllFlag=1`),
      api<PrcCertifiedTax[]>(`/api/PRC/GetPRCCertifiedTaxes?PID=${SUBJECT}&TaxYear=0`),
      api<PrcSale[]>(`/api/PRC/GetPRCSales?PID=${SUBJECT}`),
    ]);
    const page = await browser.newPage();
    // The display order opens the same card as the stored order.
    await openCard(page, SUBJECT_DISPLAY);
    expect(await page.locator('h1').count()).toBe(1);
    const summary = page.locator('.card-facts');
    for (const owner of info.owners) await expect(summary.textContent()).resolves.toContain(owner);
    await expect(summary.textContent()).resolves.toContain(`${info.dorCode} – ${info.dorDescription}`);
    await expect(page.locator('.refresh-date').textContent()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const years = await page.locator('.values-table thead th.num').allTextContents();
    expect(years).toEqual(values.slice(0, 5).map((v) => String(v.taxYear)));
    const market = await page.locator('.values-table tbody tr').first().locator('td').allTextContents();
    expect(market[0]).toBe(`$${values[0]!.marketValue.toLocaleString('en-US')}`);
    expect(await page.locator('.value-chart svg').getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('.value-chart rect').count()).toBe(Math.min(5, values.length) * 3);

    expect(await page.locator('#taxes-table tbody tr').count()).toBe(taxes.length);
    expect(await page.locator('#sales-table tbody tr').count()).toBe(sales.length);
    const firstInstrument = await page.locator('#sales-table tbody tr').first().getByRole('button').textContent();
    expect(firstInstrument).toBe(sales[0]!.instNum);
    const estimator = await page.getByRole('link', { name: 'Tax estimator', exact: true }).getAttribute('href');
    expect(estimator).toBe(`/tools/tax-estimator?pid=${SUBJECT}`);
    await page.close();
  });

  it('opens the external-link notice with the matching Type from sales, taxes and the flood map', async () => {
    const [info, sales] = await Promise.all([
      api<PrcGeneralInfo>(`/api/PRC/GetPRCGeneralInfo?pid=${SUBJECT}`),
      api<PrcSale[]>(`/api/PRC/GetPRCSales?PID=${SUBJECT}`),
    ]);
    const page = await browser.newPage();
    await openCard(page, SUBJECT);
    await page.locator('#sales-table tbody tr').first().getByRole('button').click();
    await expectNotice(page, `${site.comptrollerDocument}${sales[0]!.instNum}`);
    await page.getByRole('button', { name: 'Pay or view the bill at the Tax Collector' }).click();
    await expectNotice(page, site.taxCollectorPayment);
    await page.getByRole('button', { name: 'FEMA flood map' }).click();
    await expectNotice(page, site.floodMapSearch);
    expect(info.propertyAddress).toBeTruthy();
    await page.close();
  });

  it('opens the feedback dialog for the parcel', async () => {
    const page = await browser.newPage();
    await openCard(page, SUBJECT);
    await page.getByRole('button', { name: 'Send feedback about this parcel' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await expect(dialog.locator('h2').first().textContent()).resolves.toBe(messages.feedback.title);
    await page.close();
  });

  it("shows the subdivision's homeowners' association", async () => {
    const { community } = await api<PrcLocation>(`/api/PRCLocation/GetPRCLocationInfo?pid=${SUBJECT}`);
    expect(community).not.toBeNull();
    const page = await browser.newPage();
    await openCard(page, SUBJECT);
    const section = page.getByRole('region', { name: 'Homeowners’ association' });
    await expect(section.textContent()).resolves.toContain(community!.communityName);
    await expect(section.textContent()).resolves.toContain(community!.isMandatory === 'True' ? 'Mandatory' : 'Voluntary');
    await expect(section.textContent()).resolves.toContain(String(community!.householdsCount));
    await page.close();
  });

  it('prints without menus and with every section shown', async () => {
    const page = await browser.newPage();
    await openCard(page, SUBJECT);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('nav[aria-label="Main"]').isVisible()).toBe(false);
    expect(await page.locator('.card-toc').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    for (const id of ['#card-summary', '#card-community', '#card-values', '#card-taxes', '#card-property', '#card-sales', '#sales-table', '#taxes-table']) {
      expect(await page.locator(id).isVisible(), id).toBe(true);
    }
    const overflow = await page
      .locator('.table-scroll')
      .first()
      .evaluate((el) => getComputedStyle(el).overflowX);
    expect(overflow).toBe('visible');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.site-header').isVisible()).toBe(true);
    await page.close();
  });

  it('says what is wrong, with a link to the search, for a missing, malformed or unknown id', async () => {
    const page = await browser.newPage();
    for (const [query, text] of [
      ['', 'No parcel was chosen'],
      ['?pid=abc', 'is not a parcel id'],
      ['?pid=35-20-27-9999-99-999', '35-20-27-9999-99-999'],
    ] as const) {
      await page.goto(`/propertycard${query}`);
      const alert = page.getByRole('alert').filter({ hasText: text });
      await alert.waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await alert.getByRole('link').getAttribute('href')).toBe('/parcelsearch');
    }
    await page.close();
  });
});

describe('tangible card', () => {
  it('shows the account from the API and opens each filing link through the notice', async () => {
    const [info, values] = await Promise.all([
      api<TppGeneralInfo>(`/api/TPP/GetTPPGeneralInfo?acct=${encodeURIComponent(account)}`),
      api<TppValue[]>(`/api/TPP/GetTPPValues?acct=${encodeURIComponent(account)}`),
    ]);
    const page = await browser.newPage();
    await page.goto(`/tangiblecard?acct=${encodeURIComponent(account)}`);
    await page.locator('h1', { hasText: info.accountNumber }).waitFor();
    await expect(page.locator('#tpp-summary').textContent()).resolves.toBe(info.businessName);
    const facts = (await page.locator('.card-facts').textContent()) ?? '';
    for (const text of [info.ownerName, info.naicsCode, info.filingStatus]) expect(facts).toContain(text);
    expect(await page.locator('#tpp-values-table tbody tr').count()).toBe(values.length);

    const filings = [
      ['File a single return', site.filing.tppSingle],
      ['File returns in a batch', site.filing.tppBatch],
      ['File as a software vendor', site.filing.tppVendor],
      ['Submit a letter of authority', site.filing.tppLetterOfAuthority],
      ['Request an extension', site.filing.tppExtension],
    ] as const;
    for (const [label, target] of filings) {
      await page.getByRole('button', { name: label }).click();
      await expectNotice(page, target);
    }
    await page.goto('/tangiblecard?acct=NOPE0000');
    await page.getByRole('alert').filter({ hasText: 'NOPE0000' }).waitFor();
    await page.close();
  });
});
