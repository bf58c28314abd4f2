import { CONTENT_PAGE_IDS, FAQ_PAGE_IDS, PAGE_TITLES } from '@county/shared';
import type { Browser } from './browser.ts';
import { settle } from './page-checks.ts';

// What the accessibility gate's files share (a11y-*.test.ts: the routes in English and in Spanish,
// the dialogs and states, the keyboard in dialogs). They are separate files so that the suite runs
// them side by side, each in its own browser.

export const PARCEL = '272035664500001';

export const ROUTES = [
  ...Object.keys(PAGE_TITLES).filter((p) => p !== '/propertycard'),
  `/propertycard?pid=${PARCEL}`,
  '/parcelsearch?q=SMITH',
  ...CONTENT_PAGE_IDS.map((id) => `/content/${id}`),
  ...FAQ_PAGE_IDS.map((id) => `/faqcontent/${id}`),
  '/no-such-page',
];

/** The routes, under `prefix`, whose page scrolls sideways at 320 CSS px, with the width each takes. */
export async function overflowingAt320(browser: Browser, prefix: '' | '/es'): Promise<string[]> {
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
