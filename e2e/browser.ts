import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/api/bench/lib/chromium.ts';

// The system Chromium, headless, with a fresh profile per test file.

export interface Browser {
  context: BrowserContext;
  baseURL: string;
  /** A new tab with its console errors collected. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Pages arrive rendered by the server and answer to input once the app has hydrated them (it
 * marks <html data-ready>): a test that clicked earlier would click a page not yet listening.
 * Every goto to a page of the app waits for that mark.
 */
export function waitForReadyOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.startsWith('text/html') && (await page.locator('#root[data-pages]').count()) > 0) {
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
}

/**
 * Opens a path as a link inside the app would (client-side navigation), so its data comes from the
 * browser's own requests, which a test may intercept, rather than with the server's HTML.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/tools/portability');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function openBrowser(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'county-chromium-'));
  const baseURL = inject('baseURL');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    baseURL,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    baseURL,
    async newPage(viewport) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      waitForReadyOnGoto(page);
      return page;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
