import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';
import { ROUTES, overflowingAt320 } from './a11y.ts';

// WCAG 2.2 AA gate: axe with the WCAG 2.0/2.1/2.2 A and AA tags, no rule disabled (decision 4).
// Here: every route in Spanish, and reflow at 320 CSS px.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
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
    expect(await overflowingAt320(browser, '/es')).toEqual([]);
  });
});
