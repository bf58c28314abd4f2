import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_IDS, CONTENT_TITLES, FAQ_PAGE_IDS, PAGE_TITLES, messages } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';

// The office's content in the browser: every page shows its title and its text from the content
// store, links move within the site, documents download, and the home page computes its dates.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NAMED = [
  'abouttechhelp',
  'accessibility',
  'homestead',
  'residential',
  'commercial',
  'government',
  'industrial',
  'tpp',
  'tpp-instructions',
  'report-online',
  'disclaimer',
  'income-survey',
  'appeals',
];

/** Words the page's text must contain, so a page showing another page's text fails. */
const PAGES: [string, string, RegExp][] = [
  ...CONTENT_PAGE_IDS.map((id): [string, string, RegExp] => [`/content/${id}`, CONTENT_TITLES[id]!, /\w/]),
  ...FAQ_PAGE_IDS.map((id): [string, string, RegExp] => [`/faqcontent/${id}`, CONTENT_TITLES[id]!, /\w/]),
  ...NAMED.map((slug): [string, string, RegExp] => [`/${slug}`, PAGE_TITLES[`/${slug}`]!, /\w/]),
  ['/videocontent/homestead-video', 'Video: Filing for Homestead', /Transcript/],
  ['/videocontent/trim-notice-video', 'Video: Reading Your TRIM Notice', /Truth in Millage/],
  ['/hybcontent/tpp-guide', 'Guide: Your First Tangible Property Return', /\$25,000/],
  ['/hybcontent/buying-a-home', 'Guide: Buying a Home', /Save Our Homes/],
];
const SPOT_CHECKS: Record<string, RegExp> = {
  '/faqcontent/SOH': /3%[\s\S]*consumer\s+price\s+index/,
  '/faqcontent/Trim_Info': /not a bill/i,
  '/homestead': /March 1/,
  '/tpp': /April 1/,
  '/accessibility': /WCAG 2\.2.*WCAG 2\.1/s,
  '/content/BillOfRights': /Value Adjustment Board/,
  '/appeals': /25 days after the TRIM notice was mailed[\s\S]*\$15 per parcel/,
};

describe('content pages', () => {
  it('show one h1 with the page title, real body text and the date it was last updated', async () => {
    const page = await browser.newPage();
    const failures: string[] = [];
    for (const [path, title, words] of PAGES) {
      await page.goto(path);
      const body = page.locator('.content-body');
      await body.waitFor();
      const h1s = await page.locator('h1').allTextContents();
      if (h1s.length !== 1 || h1s[0] !== title) failures.push(`${path}: h1 ${JSON.stringify(h1s)}`);
      const text = (await body.textContent()) ?? '';
      if (text.length < 500) failures.push(`${path}: only ${text.length} characters`);
      if (!words.test(text) || (SPOT_CHECKS[path] && !SPOT_CHECKS[path].test(text))) failures.push(`${path}: expected words missing`);
      const updated = await page.locator('.content-updated time').getAttribute('datetime');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(updated ?? '')) failures.push(`${path}: no last-updated date`);
      if (!(await page.title()).startsWith(title)) failures.push(`${path}: document title ${await page.title()}`);
    }
    expect(failures).toEqual([]);
    await page.close();
  });

  it("shows 'Page Not Found' for a video or guide page that does not exist", async () => {
    const page = await browser.newPage();
    await page.goto('/videocontent/no-such-video');
    await expect.poll(() => page.locator('h1').textContent()).toBe(messages.notFound);
    await page.close();
  });

  it('follows a link to another page without reloading, and serves the linked PDF', async () => {
    const page = await browser.newPage();
    await page.goto('/faqcontent/forms');
    await page.locator('.content-body').waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.content-body a[href="/tpp-instructions"]').click();
    await page.waitForURL('**/tpp-instructions');
    await expect.poll(() => page.locator('h1').textContent()).toBe(PAGE_TITLES['/tpp-instructions']);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    const href = await page.locator('.content-body a', { hasText: 'extension request form (PDF)' }).getAttribute('href');
    expect(href).toBe('/api/Content/GetContentDynamicFile?contentFileID=tpp-extension-request');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.close();
  });

  it('marks links to other sites as opening a new tab', async () => {
    const page = await browser.newPage();
    await page.goto('/faqcontent/OtherSites');
    const link = page.locator('.content-body a[href^="https://floridarevenue.com"]');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.textContent()).toContain('(opens in a new tab)');
    await page.close();
  });
});

describe('home page', () => {
  it('has the search box, the quick links, the text from the content store and the data date', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Home');
    await page.getByRole('combobox').first().waitFor();
    await page.locator('.content-body').getByText('We set values, not tax rates or bills').waitFor();
    const quick = page.locator('.quick-links a');
    expect(await quick.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/homestead',
      '/parcelsearch',
      '/tpp-instructions',
      '/faqcontent/forms',
      '/tools/tax-estimator',
      '/tools/portability',
      '/appeals',
      '/faqcontent/ImportantDates',
    ]);
    const refresh = await page.request.get('/api/Parcel/GetSystemRefreshDate');
    const refreshDate = refresh.ok() ? ((await refresh.json()) as { refreshDate: string | null }).refreshDate : null;
    if (refreshDate) {
      expect(await page.locator('.data-as-of time').getAttribute('datetime')).toBe(refreshDate.slice(0, 10));
    } else {
      expect(await page.locator('.data-as-of').count()).toBe(0);
    }
    await page.close();
  });

  it('lists the next dates of the year counted from today, rolling past ones into next year', async () => {
    const page = await browser.newPage();
    await page.clock.setFixedTime(new Date(2027, 1, 20, 10, 0));
    await page.goto('/dashboard');
    const items = page.locator('.upcoming-dates li');
    await items.first().waitFor();
    expect(await items.count()).toBe(4);
    // The page arrives counted from the server's day; the visitor's clock takes over once it runs.
    await expect.poll(() => items.nth(0).locator('time').textContent()).toBe('March 1, 2027 (in 9 days)');
    expect(await items.nth(0).textContent()).toMatch(/homestead/i);
    expect(await items.nth(1).locator('time').getAttribute('datetime')).toBe('2027-03-31');
    expect(await items.nth(2).locator('time').getAttribute('datetime')).toBe('2027-04-01');

    await page.clock.setFixedTime(new Date(2027, 11, 10, 10, 0));
    await page.reload();
    await items.first().waitFor();
    await expect.poll(() => items.nth(0).locator('time').textContent()).toBe('January 1, 2028 (in 22 days)');
    await page.close();
  });
});
