import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';

// One site search (issue 33, part 5): the home page's box and the header's Search find the site's
// pages, FAQs, forms and the assistant's topics as a 'Pages' group beside the parcel groups, in
// English and in Spanish (Spanish text, /es links), as plain text; axe at 0.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the site’s pages in the search', () => {
  it('answers “homestead deadline” from the home page’s box with the pages, not an owner', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: /Search by address/ }).fill('homestead deadline');
    await page.getByRole('combobox', { name: /Search by address/ }).press('Enter');
    await page.waitForURL(/\/parcelsearch\?q=homestead\+deadline/);
    const pages = page.getByRole('region', { name: /^Pages \(\d+\)$/ });
    await pages.waitFor();
    await settle(page);
    const links = pages.getByRole('link');
    const hrefs = await links.evaluateAll((list) => list.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/faqcontent/ImportantDates');
    expect(await page.locator('.result-count').textContent()).toMatch(/results? for pages of this site about "homestead deadline"/);
    expect(await page.getByText(/owner or co-owner/).count()).toBe(0);
    expect(await page.locator('table.search-results').count()).toBe(0);
    // Snippets are text: nothing of the office's Markdown or HTML shows as markup.
    const snippets = await pages.locator('li p').allTextContents();
    expect(snippets.length).toBeGreaterThan(0);
    for (const s of snippets) expect(s).not.toMatch(/[<>*]|\]\(/);
    expect(await violations(page)).toEqual([]);
    await pages.getByRole('link', { name: 'Important Dates' }).click();
    await page.waitForURL(/\/faqcontent\/ImportantDates$/);
    await page.close();
  });

  it('offers “Pages (n)” beside the parcel groups from the header’s Search, and lists them when picked', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Search', exact: true }).first().click();
    await page.waitForURL(/\/parcelsearch$/);
    // A city of the sample county, and the town of one of the office's satellite offices.
    const box = page.getByRole('combobox', { name: /Search by address/ });
    await box.fill('Winter Park');
    await box.press('Enter');
    await page.waitForURL(/q=Winter\+Park/);
    await page.locator('.result-count').waitFor();
    await settle(page);
    const link = page.getByRole('navigation', { name: 'Kinds of match' }).getByRole('link', { name: /^Pages \(\d+\)$/ });
    const names = await page.getByRole('navigation', { name: 'Kinds of match' }).getByRole('link').allTextContents();
    expect(names.at(-1)).toMatch(/^Pages \(\d+\)$/);
    expect(names.length).toBeGreaterThan(1);
    expect(await page.locator('table.search-results').count()).toBe(1);
    await link.click();
    await page.waitForURL(/as=page/);
    await page.getByRole('region', { name: /^Pages \(\d+\)$/ }).waitFor();
    await settle(page);
    expect(await page.locator('table.search-results').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('finds Spanish pages on Spanish pages, with Spanish titles and /es links', async () => {
    const page = await browser.newPage();
    await page.goto('/es/');
    const box = page.getByRole('combobox', { name: /Buscar por dirección/ });
    await box.fill('estadisticas de ventas');
    await box.press('Enter');
    await page.waitForURL(/\/es\/parcelsearch\?q=estadisticas/);
    const pages = page.getByRole('region', { name: /^Páginas \(\d+\)$/ });
    await pages.waitFor();
    await settle(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    const first = pages.getByRole('link').first();
    expect(await first.textContent()).toBe('Estadísticas del mercado y del registro');
    expect(await first.getAttribute('href')).toBe('/es/statistics');
    const hrefs = await pages.getByRole('link').evaluateAll((list) => list.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => !h.startsWith('/es/'))).toEqual([]);
    expect(await page.locator('.result-count').textContent()).toMatch(/^\d+ resultados? para “estadisticas de ventas” \(páginas\)/);
    expect(await violations(page)).toEqual([]);

    // English words on a Spanish page: the same page, still in Spanish.
    await page.goto('/es/parcelsearch?q=homestead+deadline');
    const again = page.getByRole('region', { name: /^Páginas \(\d+\)$/ });
    await again.waitFor();
    await settle(page);
    expect(await again.getByRole('link', { name: 'Fechas importantes' }).getAttribute('href')).toBe('/es/faqcontent/ImportantDates');
    expect(await violations(page)).toEqual([]);

    // The near miss of an id of the wrong length, in Spanish too.
    await page.goto('/es/parcelsearch?q=12-34-56-7890-12-345-678');
    await page.locator('.result-count').waitFor();
    await settle(page);
    expect(await page.getByText(/Un número de parcela tiene 15 dígitos/).count()).toBe(1);
    await page.close();
  });
});
