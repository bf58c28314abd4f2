import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_IDS, FAQ_PAGE_IDS, PAGE_TITLES, messages } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = [
  ...Object.keys(PAGE_TITLES),
  ...CONTENT_PAGE_IDS.map((id) => `/content/${id}`),
  ...FAQ_PAGE_IDS.map((id) => `/faqcontent/${id}`),
  '/videocontent/homestead-video',
  '/hybcontent/tpp-guide',
];

describe('every route of the route table', () => {
  it('answers 200 and shows one non-empty h1 that is not the 404 page', async () => {
    const page = await browser.newPage();
    const failures: string[] = [];
    for (const route of ROUTES) {
      const response = await page.goto(route);
      if (response?.status() !== 200) failures.push(`${route}: HTTP ${response?.status()}`);
      const h1 = page.locator('h1');
      await h1.first().waitFor();
      const count = await h1.count();
      const text = (await h1.first().textContent())?.trim() ?? '';
      if (count !== 1) failures.push(`${route}: ${count} h1 elements`);
      if (!text || text === messages.notFound) failures.push(`${route}: heading '${text}'`);
      const title = await page.title();
      if (!title.includes('Property Appraiser')) failures.push(`${route}: title '${title}'`);
    }
    expect(failures).toEqual([]);
    await page.close();
  });
});

describe('redirects and special routes', () => {
  it('sends the empty path and /home to /dashboard', async () => {
    const page = await browser.newPage();
    for (const path of ['/', '/home']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
      expect(new URL(page.url()).pathname).toBe('/dashboard');
    }
    await page.close();
  });

  it("shows 'Page Not Found' with HTTP 404 for an unknown path", async () => {
    const page = await browser.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    const badContent = await page.goto('/faqcontent/NoSuchPage');
    expect(badContent?.status()).toBe(404);
    await page.close();
  });

  it('shows the thank-you text with the reference number as text, never as HTML', async () => {
    const page = await browser.newPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto('/thankyou?refno=' + encodeURIComponent('<img src=x onerror=alert(1)>A123'));
    const text = await page.locator('.thank-you').textContent();
    expect(text).toContain(messages.thankYou);
    expect(text).toContain('<img src=x onerror=alert(1)>A123');
    expect(await page.locator('.thank-you img').count()).toBe(0);
    expect(dialogs).toBe(0);
    await page.close();
  });

  it("shows 'An error occurred.' on /error", async () => {
    const page = await browser.newPage();
    await page.goto('/error');
    await expect(page.locator('h1').textContent()).resolves.toBe(messages.errorPage);
    await page.close();
  });

  it('opens the property card from both legacy deep-link forms, in either id order', async () => {
    const page = await browser.newPage();
    const stored = '272035664500001';
    for (const link of [
      `/Searches/ParcelSearch.aspx?pid=${stored}`,
      '/Searches/ParcelSearch.aspx?pid=35-20-27-6645-00-001',
      `/parcelsearch/Parcel%20ID/${stored}`,
      '/parcelsearch/Parcel%20ID/352027664500001',
    ]) {
      await page.goto(link);
      await page.waitForURL('**/propertycard?pid=*');
      expect(new URL(page.url()).searchParams.get('pid')).toBe(stored);
    }
    await page.close();
  });
});

describe('shell', () => {
  it('moves focus to the main region with the skip link', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await page.locator('h1').waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.close();
  });

  it('opens, moves through and closes a menu with the keyboard, and a link click closes it', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await page.locator('h1').waitFor();
    const button = page.getByRole('button', { name: 'About Us' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Meet the Property Appraiser');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Our Mission');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('About Us');

    await page.getByRole('button', { name: 'Knowledge Base' }).click();
    await page.getByRole('link', { name: 'Save Our Homes' }).click();
    await page.waitForURL('**/faqcontent/SOH');
    expect(await page.getByRole('button', { name: 'Knowledge Base' }).getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('toggles the navbar on a small screen and closes it after a menu item is chosen', async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    await page.goto('/dashboard');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    expect(await nav.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Forms' }).click();
    await page.getByRole('link', { name: 'All Forms' }).click();
    await page.waitForURL('**/faqcontent/forms');
    expect(await nav.isVisible()).toBe(false);
    await page.close();
  });

  it('opens the Employee site in a new tab with rel noopener', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    const link = page.getByRole('link', { name: /Employee/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await page.close();
  });

  it('fetches only the banner image that fits the screen width', async () => {
    const cases = [
      { width: 500, image: 'banner-640.svg' },
      { width: 800, image: 'banner-1366.svg' },
      { width: 1100, image: 'banner-1366.svg' },
      { width: 1500, image: 'banner-1960.svg' },
      { width: 2000, image: 'banner-1960.svg' },
    ];
    for (const { width, image } of cases) {
      const page = await browser.newPage({ width, height: 900 });
      const requested: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/banner-')) requested.push(r.url().split('/').pop()!);
      });
      await page.goto('/dashboard');
      const banner = page.locator('.banner img');
      await banner.scrollIntoViewIfNeeded();
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc.split('/').pop())).toBe(image);
      expect(new Set(requested)).toEqual(new Set([image]));
      await page.close();
    }
  });

  it('reloads the page once when a page chunk fails to load, then shows the error instead of looping', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await page.locator('h1').waitFor();
    let chunkRequests = 0;
    // The failure comes late, after the chunks the browser preloads when idle have loaded: a page
    // that loads must not clear the failed page's reload flag (that race reloaded in a loop).
    await page.route('**/assets/code-tables-page-*.js', async (route) => {
      chunkRequests++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return route.abort();
    });
    let documentLoads = 0;
    page.on('load', () => documentLoads++);
    await page.getByRole('button', { name: 'Knowledge Base' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Code Tables' }).click();
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('An error occurred.');
    expect(documentLoads).toBe(1);
    expect(chunkRequests).toBeGreaterThanOrEqual(2);
    await page.close();
  });
});
