import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { messages } from '@county/shared';
import shellEs from '../apps/web/src/i18n/messages/es.json';

// What the sweeps over every page share (content-links.test.ts, hydration-sweep.test.ts): the
// content pages as the content folder lists them, the console errors a tab has logged, and a wait
// for the end of the requests that a click inside the app starts (a load state does not see them).

/** "Page Not Found" in both languages. */
export const NOT_FOUND = [messages.notFound, shellEs['spec.notFound']];

/** Every content page, by its English address: the files of content/, one page per id (a .es.md file is its Spanish text). */
export function contentPages(): string[] {
  const root = join(import.meta.dirname, '..', 'content');
  const ids = (folder: string) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.md') && !name.endsWith('.es.md'))
      .map((name) => name.slice(0, -'.md'.length));
  return [
    // content/pages holds the pages with an address of their own (/homestead, /dashboard).
    ...ids('pages').map((id) => `/${id}`),
    ...['content', 'faqcontent', 'videocontent', 'hybcontent'].flatMap((folder) => ids(folder).map((id) => `/${folder}/${id}`)),
  ];
}

/**
 * The console errors and uncaught exceptions of a tab, collected from now on. A document the
 * server answers 404 on purpose (`expected404`) logs its own "Failed to load resource": that one
 * is the page's status, not a fault.
 */
export function consoleErrors(page: Page, expected404: (url: string) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (message.text().includes('status of 404') && url === page.url() && expected404(url)) return;
    errors.push(`${page.url()}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Resolves once no request of the tab has been in flight for `idleMs`. */
export function networkQuiet(page: Page, idleMs = 300): Promise<void> {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((done) => {
    const stop = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      done();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(stop, idleMs);
    };
    const started = () => {
      inFlight++;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}

/**
 * A sweep opens a page a second, where a visitor opens a few a minute: its page views would spend
 * the client's budget of writes (30 a minute), which every test file shares from 127.0.0.1, and
 * answer 429. They are answered in the tab instead, and reach no server.
 */
export async function keepPageViewsInTab(page: Page): Promise<void> {
  await page.route('**/api/Analytics/PageView', (route) => route.fulfill({ status: 204 }));
}
