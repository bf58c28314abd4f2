import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RECEIPTS, defaultSiteConfig as site } from '@county/shared';
import type { PrcNearbySale } from '@county/shared/cards';
import { openBrowser, type Browser } from './browser.ts';
import { violations } from './page-checks.ts';
import { paintedPixels } from './map-checks.ts';

// The journeys of issue 17 (items 5-9; the downloads of item 4 are in downloads.test.ts): the
// printed card, the card's locator map, receipts that stay, the tools' inputs, and the way to the
// estimators and the Appeals page. Every new page and state passes axe with no violation.

const SUBJECT = '272035664500001';
const SUBJECT_DISPLAY = '35-20-27-6645-00-001';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openCard(page: Page): Promise<void> {
  await page.goto(`/propertycard?pid=${SUBJECT}`);
  await page.locator('h1', { hasText: SUBJECT_DISPLAY }).waitFor();
}

describe('the printed card (item 5)', () => {
  it('names the office, the print time, the data date, a disclaimer and the address; one print action', async () => {
    const page = await browser.newPage();
    await openCard(page);
    // On screen the print blocks are hidden and "Print this card" is the only print action.
    expect(await page.getByTestId('card-print-header').isVisible()).toBe(false);
    const tools = page.getByRole('navigation', { name: 'Parcel tools' });
    expect(await tools.getByRole('button', { name: 'Print this card' }).count()).toBe(1);
    expect(await tools.getByRole('link', { name: /Printer-friendly/ }).count()).toBe(0);

    await page.emulateMedia({ media: 'print' });
    const header = page.getByTestId('card-print-header');
    expect(await header.isVisible()).toBe(true);
    const headerText = (await header.textContent()) ?? '';
    expect(headerText).toContain(site.officeName);
    expect(headerText).toContain(site.officeAddress);
    expect(headerText).toMatch(/Printed [A-Z][a-z]+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2}\s[AP]M E[SD]T/);
    expect(headerText).toMatch(/Data as of \d{2}\/\d{2}\/\d{4}/);
    const footer = page.getByTestId('card-print-footer');
    expect(await footer.isVisible()).toBe(true);
    expect(await footer.textContent()).toContain('Disclaimer.');
    expect(await footer.textContent()).toContain(`/propertycard?pid=${SUBJECT}`);
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await tools.isVisible()).toBe(false);
    expect(await violations(page)).toEqual([]);
    await page.pdf({ path: '/tmp/journeys-card.pdf' });
    await page.emulateMedia({ media: 'screen' });
    await page.close();
  });
});

describe('the locator map on the card (item 6)', () => {
  it("outlines the parcel and marks the nearby sales the card lists over the county's own layers, and passes axe", async () => {
    const page = await browser.newPage();
    const nearby = (await (await page.request.get(`/api/PRC/GetPRCNearbySales?PID=${SUBJECT}`)).json()) as PrcNearbySale[];
    const located = nearby.filter((n) => n.latitude !== null);
    await openCard(page);
    const section = page.locator('section[aria-labelledby="card-location"]');
    await section.getByRole('heading', { name: 'Location' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Sections of the card' }).getByRole('link', { name: 'Location' }).getAttribute('href')).toBe(
      '#card-location',
    );
    // The map loads when its section comes near the screen (decision 92).
    await section.scrollIntoViewIfNeeded();
    const map = section.getByRole('region', { name: /Map of this parcel/ });
    await map.waitFor();
    // The parcel's outline and one dot per located comparable sale, over our own tiles (no other host).
    await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBe(1 + located.length);
    expect(located.length).toBeGreaterThan(0);
    await expect.poll(async () => (await paintedPixels(map)).painted, { timeout: 20_000 }).toBeGreaterThan(500);
    expect(await section.getByTestId('card-map-tiles-unreachable').count()).toBe(0);
    // The map takes keyboard focus (Leaflet pans with the arrow keys).
    await map.focus();
    expect(await map.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});

describe('receipts that stay (item 7)', () => {
  it('shows a valid receipt page with what happens next and links back, refuses a forged one, both axe-clean', async () => {
    const page = await browser.newPage();
    await page.goto(`/report-fraud/thankyou?refno=HF-261123-ABCDEF`);
    await page.locator('h1', { hasText: 'Report Received' }).waitFor();
    expect(await page.getByTestId('receipt-number').textContent()).toBe('HF-261123-ABCDEF');
    for (const step of RECEIPTS['report-fraud'].next) expect(await page.locator('.receipt-next').textContent()).toContain(step.when);
    expect(await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/dashboard');
    expect(await violations(page)).toEqual([]);

    // A refno of the wrong shape (or another form's) is not shown as a receipt.
    await page.goto(`/ocpaFeedback/thankyou?refno=${encodeURIComponent('<b>HF-261123-ABCDEF</b>')}`);
    await page.locator('h1', { hasText: 'Feedback Received' }).waitFor();
    expect(await page.getByTestId('receipt-number').count()).toBe(0);
    expect(await page.getByRole('alert').textContent()).toContain('does not hold a receipt number');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('closes the feedback dialog once sent and lands on the receipt page, with a success toast naming the receipt', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Website Feedback' });
    await dialog.getByLabel('First Name').fill('Maria');
    await dialog.getByLabel('Last Name').fill('Lopez');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('maria@example.com');
    await dialog.getByLabel('Phone Number').fill('4075550100');
    await dialog.getByLabel('Occupation').selectOption('Realtor');
    await dialog.getByLabel('5 - Excellent').check();
    await dialog.getByLabel('Comments').fill('The card map is helpful.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/ocpaFeedback\/thankyou\?refno=FB-\d{6}-[A-Z2-9]{6}$/, { timeout: 15_000 });
    const refno = new URL(page.url()).searchParams.get('refno')!;
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('receipt-number').textContent()).toBe(refno);
    expect(await page.locator('.receipt-next').textContent()).toContain(RECEIPTS.feedback.next[0]!.when);
    // The toast outlives the move to the receipt page, and says the number too.
    const toast = page.locator('.alert.alert-success');
    expect(await toast.getAttribute('role')).toBe('status');
    expect(await toast.textContent()).toContain(refno);
    expect(await violations(page)).toEqual([]);
    // The number stays on the page after a reload, where a toast would have gone.
    await page.reload();
    expect(await page.getByTestId('receipt-number').textContent()).toBe(refno);
    await page.close();
  });
});

describe('the tools take whole dollars of at least $1,000 (item 8)', () => {
  it('drops the estimate the moment the price becomes invalid and refuses "1.5" and $999', async () => {
    const page = await browser.newPage();
    await page.goto(`/tools/tax-estimator?pid=${SUBJECT}`);
    const result = page.getByTestId('total-with-homestead');
    await result.waitFor();
    expect(await page.locator('#purchase-price-hint').textContent()).toContain('Whole dollars, at least $1,000.');
    await page.fill('#purchase-price', '1.5');
    expect(await result.count()).toBe(0);
    await page.press('#purchase-price', 'Enter');
    expect(await page.locator('#purchase-price-error').textContent()).toBe('Enter the purchase price in whole dollars, without cents.');
    await page.fill('#purchase-price', '999');
    await page.press('#purchase-price', 'Enter');
    expect(await page.locator('#purchase-price-error').textContent()).toBe('The purchase price must be at least $1,000.');
    expect(await page.getByText('At $2').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.fill('#purchase-price', '250,000');
    await page.press('#purchase-price', 'Enter');
    await page.getByText('At $250,000').waitFor();
    expect(await page.locator('#purchase-price-error').count()).toBe(0);
    await page.close();
  });

  it('drops the portability answer when an input becomes invalid', async () => {
    const page = await browser.newPage();
    await page.goto('/tools/portability');
    await page.fill('#oldJust', '375,000');
    await page.fill('#oldAssessed', '210,000');
    await page.fill('#newJust', '280,000');
    await page.press('#newJust', 'Enter');
    await page.getByTestId('portability-benefit').waitFor();
    await page.fill('#newJust', '280,000.50');
    expect(await page.getByTestId('portability-benefit').count()).toBe(0);
    await page.press('#newJust', 'Enter');
    expect(await page.locator('#newJust-error').textContent()).toBe('Enter the new home’s just value in whole dollars, without cents.');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('clears a stale id error once a look-up succeeds', async () => {
    const page = await browser.newPage();
    await page.goto('/tools/tax-estimator?pid=272035664599999');
    const loadError = page.getByRole('alert').filter({ hasText: 'No parcel has that parcel id.' });
    await loadError.waitFor();
    await page.fill('input[placeholder="35-20-27-6645-00-001"]', '12-34');
    await page.press('input[placeholder="35-20-27-6645-00-001"]', 'Enter');
    await page.getByText('Enter the 15 digits of a parcel id').waitFor();
    // An address look-up that finds parcels makes both id errors stale.
    const address = (await (await page.request.get(`/api/PRC/GetPRCGeneralInfo?pid=${SUBJECT}`)).json()) as { propertyAddress: string };
    await page.fill('input[placeholder="200 S Orange Ave"]', address.propertyAddress);
    await page.press('input[placeholder="200 S Orange Ave"]', 'Enter');
    await page.locator('.tools-matches a').first().waitFor();
    expect(await page.getByText('Enter the 15 digits of a parcel id').count()).toBe(0);
    expect(await loadError.count()).toBe(0);
    await page.close();
  });
});

describe('navigation and the Appeals page (item 9)', () => {
  it('reaches both estimators from the menu, the home page and the footer, all on this site', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    const mostUsed = page.locator('section[aria-labelledby="dashboard-tasks-heading"]');
    await mostUsed.waitFor();
    expect(await mostUsed.getByRole('link', { name: 'Estimate taxes' }).getAttribute('href')).toBe('/tools/tax-estimator');
    expect(await mostUsed.getByRole('link', { name: 'Estimate portability' }).getAttribute('href')).toBe('/tools/portability');
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Tax Estimator', exact: true }).getAttribute('href')).toBe('/tools/tax-estimator');
    expect(await footer.getByRole('link', { name: 'Tax Estimator', exact: true }).getAttribute('target')).toBeNull();
    expect(await footer.getByRole('link', { name: 'Portability Estimator' }).getAttribute('href')).toBe('/tools/portability');

    // By keyboard: the Knowledge Base menu holds the estimators and the Appeals page.
    const menu = page.getByRole('button', { name: 'Knowledge Base' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const portability = page.getByRole('link', { name: 'Portability Estimator' }).first();
    expect(await page.getByRole('link', { name: 'Tax Estimator', exact: true }).first().isVisible()).toBe(true);
    await portability.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tools/portability');
    await menu.click();
    await page.getByRole('link', { name: 'Appeals (Value Adjustment Board)' }).click();
    await page.waitForURL('**/appeals');
    await page.locator('h1', { hasText: 'Appeals' }).waitFor();
    const body = (await page.locator('.content-body').textContent()) ?? '';
    expect(body).toContain('25 days after the TRIM notice was mailed');
    expect(body).toContain('$15 per parcel');
    expect(body).toMatch(/informal review/i);
    expect(body).toMatch(/evidence/i);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
