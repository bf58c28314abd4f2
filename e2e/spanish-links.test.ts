import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';
import { PARCEL, ROUTES } from './a11y.ts';
import { settle, violations } from './page-checks.ts';
import codesEn from '../packages/shared/src/code-text/messages/en.json';
import codesEs from '../packages/shared/src/code-text/messages/es.json';

// Issue 33: the server's HTML of every Spanish page (what a link opened in a new tab or a browser
// without JavaScript gets) keeps its internal links under /es and holds none of the English UI
// strings below, which Spanish pages used to leave behind. It reads hrefs, not clicks: the hrefs
// were right when a click inside the app opened /es/es/homestead (issue 41), so what a click does
// is tested in content-links.test.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ENGLISH = ['(opens in a new tab)', 'Did you mean this street?', '>Filed<', '>Not Filed<', 'tributable', 'Descargar los 1 en CSV'];

/** Paths that are not pages: the API (documents, downloads) and the built files. */
const NOT_A_PAGE = /^\/(api|assets|fonts|images)\/|\.(css|js|ico|png|svg|webmanifest|xml|txt|pdf)$/;

/** The internal links of a page's HTML that leave /es, except the switch to the English page. */
function leavingSpanish(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
    if (/\bhreflang="en"/i.test(tag)) continue;
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&');
    if (!href?.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split(/[?#]/)[0]!;
    if (NOT_A_PAGE.test(path) || path === '/es' || path.startsWith('/es/')) continue;
    found.push(href);
  }
  return found;
}

describe('Spanish pages in the server’s HTML', () => {
  it('link only to Spanish pages and hold no English UI strings from the list', async () => {
    const problems: string[] = [];
    const paths = [...ROUTES.map((r) => `/es${r}`), `/es/tangiblecard?pid=${PARCEL}`];
    for (const path of paths) {
      const response = await fetch(`${browser.baseURL}${path}`);
      const html = await response.text();
      for (const href of new Set(leavingSpanish(html))) problems.push(`${path}: href="${href}"`);
      for (const text of ENGLISH) if (html.includes(text)) problems.push(`${path}: "${text}"`);
    }
    expect(problems.join('\n')).toBe('');
  });

  it('describe use codes, exemptions and deed types in Spanish, on the card, in the code tables and in the tax estimator', async () => {
    const spanish = new Set(Object.values(codesEs));
    const english = Object.values(codesEn).map((e) => e.replace("''", "'"));
    const page = await browser.newPage();
    await page.goto('/es/codetables?table=deed-types');
    await settle(page);
    const deeds = await page.locator('table tbody').textContent();
    expect(deeds).toContain('Escritura de garantía');
    expect(deeds).not.toContain('Warranty deed');
    expect(await violations(page)).toEqual([]);
    await page.goto(`/es/propertycard?pid=${PARCEL}`);
    await settle(page);
    // The card's summary and its tables of coded things: use, land lines, exemptions, deeds. (Building
    // models, materials and extra features are the roll's own words and not in the table.)
    const parts = ['section:has(#card-summary)', '#land-table', '#exemptions-table', '#sales-table'];
    const text = (await Promise.all(parts.map(async (p) => (await page.locator(p).first().textContent()) ?? ''))).join(' | ');
    expect([...spanish].some((s) => text.includes(s))).toBe(true);
    // Each English description left, with the words around it, so a failure says where.
    expect(english.filter((e) => text.includes(e)).map((e) => text.slice(text.indexOf(e) - 60, text.indexOf(e) + e.length))).toEqual([]);
    await page.goto(`/es/tools/tax-estimator?pid=${PARCEL}`);
    await settle(page);
    const steps = (await page.locator('table.tools-steps').first().textContent()) ?? '';
    expect(steps).toContain('Paso');
    expect(steps).toContain('Exención de homestead adicional');
    expect(steps).not.toMatch(/Step|school \$|Additional homestead|Homestead exemption/);
    await page.close();
  });
});
