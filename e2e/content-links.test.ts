import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { splitLangPath, type Lang } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';
import { NOT_FOUND, consoleErrors, contentPages, keepPageViewsInTab, networkQuiet } from './sweep-checks.ts';

// Issue 41: every link inside a content page's main, clicked as a visitor clicks it, in both
// languages, lands on a page that exists, in the page's language. spanish-links.test.ts reads the
// server's hrefs, which were right all along: the client's handling of a click added /es a second
// time (/es/es/homestead), which only a click shows. One tab per language; after each link the
// tab goes back to the page, as a visitor does, before clicking the next one.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The distinct hrefs of the page's main that lead to a page of this site (not a document, a download or a new tab). */
function internalLinks(page: Page): Promise<string[]> {
  return page.locator('main a[href]').evaluateAll((links) => {
    const pages = links
      .filter((a) => a.getAttribute('target') !== '_blank' && !a.hasAttribute('download') && !(a as HTMLElement).dataset.notice)
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('//') && !/^\/api\//.test(href) && !/\.[a-z0-9]{2,5}(?:[?#]|$)/i.test(href));
    return [...new Set(pages)];
  });
}

describe.each(['en', 'es'] as const)('links in the content pages (%s)', (lang: Lang) => {
  const prefix = lang === 'es' ? '/es' : '';
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = await browser.newPage();
    await keepPageViewsInTab(page);
    errors = consoleErrors(page);
  });
  afterAll(async () => {
    await page?.close();
  });

  it.each(contentPages())(`${prefix}%s: each link clicked opens a page that exists, in the same language`, async (path) => {
    const source = `${prefix}${path}`;
    const response = await page.goto(source);
    expect(response?.status(), source).toBe(200);
    const links = await internalLinks(page);
    const problems: string[] = [];
    for (const href of links) {
      // Back to the page as the browser's Back button takes a visitor there, unless a link left the app.
      if (page.url() !== new URL(source, browser.baseURL).href) {
        await page.goBack();
        if (page.url() !== new URL(source, browser.baseURL).href) await page.goto(source);
      }
      const link = page.locator(`main a[href=${JSON.stringify(href)}]`).first();
      const before = page.url();
      const quiet = networkQuiet(page);
      await link.click();
      await page.waitForURL((url) => url.href !== before, { timeout: 10_000 }).catch(() => undefined);
      await quiet;
      const landed = new URL(page.url());
      const heading = ((await page.locator('h1').first().textContent()) ?? '').trim();
      const language = await page.evaluate(() => document.documentElement.lang);
      const where = `${source} -> ${href}`;
      if (landed.pathname !== new URL(href, landed.origin).pathname) problems.push(`${where}: opened ${landed.pathname}`);
      if (NOT_FOUND.includes(heading)) problems.push(`${where}: "${heading}"`);
      if (language !== lang || splitLangPath(landed.pathname).lang !== lang) problems.push(`${where}: ${landed.pathname} in '${language}'`);
    }
    expect([...problems, ...errors.splice(0)]).toEqual([]);
  });
});
