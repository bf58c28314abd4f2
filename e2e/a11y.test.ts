import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_IDS, FAQ_PAGE_IDS, PAGE_TITLES } from '@county/shared';
import { openBrowser, openInApp, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';

// WCAG 2.2 AA gate: axe with the WCAG 2.0/2.1/2.2 A and AA tags on every route and every dialog
// state, plus reflow at 320 CSS px. No rule is disabled.

const PARCEL = '272035664500001';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = [
  ...Object.keys(PAGE_TITLES).filter((p) => p !== '/propertycard'),
  `/propertycard?pid=${PARCEL}`,
  '/parcelsearch?q=SMITH',
  ...CONTENT_PAGE_IDS.map((id) => `/content/${id}`),
  ...FAQ_PAGE_IDS.map((id) => `/faqcontent/${id}`),
  '/no-such-page',
];

/** The routes, under `prefix`, whose page scrolls sideways at 320 CSS px, with the width each takes. */
async function overflowingAt320(prefix: '' | '/es'): Promise<string[]> {
  const page = await browser.newPage({ width: 320, height: 640 });
  const overflowing: string[] = [];
  for (const route of ROUTES) {
    await page.goto(`${prefix}${route}`);
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) overflowing.push(`${prefix}${route}: ${width}px`);
  }
  await page.close();
  return overflowing;
}

describe('axe on every route', () => {
  it.each(ROUTES)('finds no WCAG A/AA violation on %s', async (route) => {
    const page = await browser.newPage();
    await page.goto(route);
    await settle(page);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('reflows at 320 CSS px without horizontal scrolling of the page', { timeout: 180_000 }, async () => {
    expect(await overflowingAt320('')).toEqual([]);
  });
});

// The same routes in Spanish (/es + the English path): axe again, since longer words and other
// text can break what passed in English, and the page must say it is Spanish.
describe('axe on every route in Spanish', () => {
  it.each(ROUTES)('finds no WCAG A/AA violation on /es%s', async (route) => {
    const page = await browser.newPage();
    await page.goto(`/es${route}`);
    await settle(page);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('reflows at 320 CSS px without horizontal scrolling of the page', { timeout: 180_000 }, async () => {
    expect(await overflowingAt320('/es')).toEqual([]);
  });
});

describe('axe on every dialog and state', () => {
  it('the small-screen navbar open', async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    await page.goto('/dashboard');
    await settle(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'About Us' }).click();
    expect(await violations(page)).toEqual([]);
  });

  it('the assistant with a conversation', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await settle(page);
    await page.getByRole('button', { name: /Ask/ }).click();
    const box = page.getByLabel('Type your question');
    await box.fill('How do I file for homestead?');
    await box.press('Enter');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
  });

  it('feedback with every error showing, and the community variant', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await settle(page);
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('button', { name: /submit/i }).click();
    expect(await violations(page)).toEqual([]);
    await dialog.getByLabel('Feedback Type').selectOption({ label: 'Community' });
    expect(await violations(page)).toEqual([]);
  });

  it('the external-link notice from the property card, and an alert showing', async () => {
    const page = await browser.newPage();
    await page.goto(`/propertycard?pid=${PARCEL}`);
    await settle(page);
    await page.getByRole('button', { name: /Tax Collector/ }).first().click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.route('**/api/QuickSearch/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await openInApp(page, '/parcelsearch?q=SMITH');
    await expect.poll(() => page.locator('.alert').count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
  });

  it('the tangible card', async () => {
    const page = await browser.newPage();
    const response = await page.request.get('/api/QuickSearch/GetTangibleSearchInfo?businessName=A&size=1');
    expect(response.ok()).toBe(true);
    const account = ((await response.json()) as { account: string }[])[0]?.account;
    expect(account).toBeTruthy();
    await page.goto(`/tangiblecard?acct=${account}`);
    await settle(page);
    expect(await violations(page)).toEqual([]);
  });
});

describe('keyboard in dialogs', () => {
  it.each([
    ['Feedback', 'Website Feedback', 'First Name'],
    [/Ask/, 'Ask OCPA - OCPA Virtual Assistant', 'Type your question'],
  ] as const)('keeps focus inside the %s dialog, closes on Escape and returns focus', async (button, title, field) => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await settle(page);
    const opener = page.getByRole('button', { name: button }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByLabel(field, { exact: false }).first().waitFor();
    // Tab and Shift+Tab cycle through the dialog's controls and never leave it.
    const outside: string[] = [];
    let inDialog = 0;
    for (const key of [...Array(30).fill('Tab'), ...Array(30).fill('Shift+Tab')] as string[]) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'nowhere';
        return active.closest('dialog[open]') ? 'dialog' : `${active.tagName} ${active.textContent?.slice(0, 30)}`;
      });
      if (where === 'dialog') inDialog++;
      else outside.push(where);
    }
    expect(outside).toEqual([]);
    expect(inDialog).toBe(60);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });
});
