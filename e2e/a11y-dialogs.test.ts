import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, openInApp, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';
import { PARCEL } from './a11y.ts';

// WCAG 2.2 AA gate: axe with the WCAG 2.0/2.1/2.2 A and AA tags, no rule disabled (decision 4).
// Here: every dialog and state.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
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
    await page
      .getByRole('button', { name: /Tax Collector/ })
      .first()
      .click();
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
