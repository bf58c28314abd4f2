import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';

// The notification bell: shown only after the site notice loads and holds something; a click
// shows the notice as an error-type alert and scrolls to the top; a failed load says so. The
// suite's server has no content/alert.md, so a posted notice is simulated at the network layer.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ALERT_URL = '**/api/Content/GetContentAlert';
const bell = (page: Page) => page.getByRole('button', { name: 'Site notice' });

describe('notification bell', () => {
  it('shows a posted notice as an error alert at the top, and loads it once per session', async () => {
    const page = await browser.newPage();
    let requests = 0;
    await page.route(ALERT_URL, (route) => {
      requests++;
      return route.fulfill({
        json: { title: 'Office closed Friday', header: 'Holiday', body: '<p>We are <strong>closed</strong> on Friday.</p>' },
      });
    });
    await page.goto('/faqcontent/FAQ');
    await bell(page).waitFor();
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('notification'))) ?? 'null')).toMatchObject({
      title: 'Office closed Friday',
    });

    await page.locator('.content-body').waitFor();
    await bell(page).focus();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.keyboard.press('Enter');
    const alert = page.locator('.alert.alert-error');
    await alert.waitFor();
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await alert.locator('.alert-text > strong').textContent()).toBe('Holiday');
    expect(await alert.textContent()).toContain('Office closed Friday');
    expect(await alert.textContent()).toContain('We are closed on Friday.');
    // The body keeps its HTML (decision 104).
    expect(await alert.locator('.alert-html strong').textContent()).toBe('closed');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A second click replaces the alert instead of stacking another.
    await bell(page).click();
    await expect.poll(() => page.locator('.alert.alert-error').count()).toBe(1);

    await page.reload();
    await bell(page).waitFor();
    expect(requests).toBe(1);
    await page.close();
  });

  it('asks for the Spanish notice on Spanish pages, and for the English one after switching back', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    await page.route(/\/api\/Content\/GetContentAlert/, (route) => {
      const lang = new URL(route.request().url()).searchParams.get('lang') ?? 'en';
      asked.push(lang);
      const notice = lang === 'es' ? { title: 'Oficina cerrada el viernes', header: 'Feriado' } : { title: 'Office closed Friday', header: 'Holiday' };
      return route.fulfill({ json: { ...notice, body: '' } });
    });
    const alert = page.locator('.alert.alert-error');
    await page.goto('/es/codetables');
    await page.getByRole('button', { name: 'Aviso del sitio' }).click();
    await expect.poll(() => alert.textContent()).toContain('Oficina cerrada el viernes');
    await page.goto('/codetables');
    await bell(page).click();
    await expect.poll(() => alert.textContent()).toContain('Office closed Friday');
    expect(asked).toEqual(['es', 'en']);
    await page.close();
  });

  it('stays hidden when no notice is posted', async () => {
    const page = await browser.newPage();
    const answer = page.waitForResponse((r) => r.url().includes('/api/Content/GetContentAlert'));
    await page.goto('/dashboard');
    expect(await (await answer).json()).toEqual({ title: '', body: '', header: '' });
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('notification'))).not.toBeNull();
    expect(await bell(page).count()).toBe(0);
    expect(await page.locator('.alert.alert-error').count()).toBe(0);
    await page.close();
  });

  it("says 'Failed to get notification data.' (title 'Error') on an HTTP error, and shows no bell", async () => {
    const page = await browser.newPage();
    await page.route(ALERT_URL, (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'x' } }));
    await page.goto('/dashboard');
    const alert = page.locator('.alert.alert-error');
    await alert.waitFor();
    expect(await alert.locator('strong').textContent()).toBe(messages.notification.failedTitle);
    expect(await alert.locator('p').first().textContent()).toBe(messages.notification.failed);
    expect(await bell(page).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('notification'))).toBeNull();
    await page.close();
  });
});
