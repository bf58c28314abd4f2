import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';

// The TRIM notice in the browser against the sample county: from the card to the notice to its
// PDF in both languages, the bad-input pages, axe and print. The first parcel of the generator is
// a homesteaded single-family home in Orlando.
const PID = '272035664500001';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('TRIM notice', () => {
  it('card to notice to PDF, in English, with the taxes chart on both', async () => {
    const page = await browser.newPage();
    await page.goto(`/propertycard?pid=${PID}`);
    await settle(page);
    const shares = page.getByRole('region', { name: 'Where your taxes go' });
    await expect(shares.locator('table').isVisible()).resolves.toBe(true);
    await expect(shares.locator('p').first().textContent()).resolves.toMatch(/The largest share of the bill, [\d.]+%, goes to /);
    await page.getByRole('link', { name: /^TRIM notice: this year's proposed taxes/ }).click();
    await page.waitForURL(/\/trim\?pid=/);
    await settle(page);
    // A navigation inside the app: the notice's heading replaces the loading one once its data is in.
    await page.getByRole('heading', { level: 1, name: /^Notice of Proposed Property Taxes, \d{4}$/ }).waitFor();
    for (const id of ['#trim-values-table', '#trim-taxes-table', '#trim-hearings-table', '#trim-shares-table'])
      expect(await page.locator(id).isVisible(), id).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/trim-en.png', fullPage: true });
    const href = await page.getByRole('link', { name: 'Download this notice (PDF)' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/Trim\/GetNoticePdf\?pid=\d{15}&year=\d{4}&lang=en$/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.close();
  });

  it('card to notice to PDF, in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto(`/es/propertycard?pid=${PID}`);
    await settle(page);
    await page.getByRole('link', { name: /^Aviso TRIM: impuestos propuestos/ }).click();
    await page.waitForURL(/\/es\/trim\?pid=/);
    await settle(page);
    await page.getByRole('heading', { level: 1, name: /^Aviso de impuestos propuestos sobre la propiedad, \d{4}$/ }).waitFor();
    // Every hearing of the sample notice is announced, its date in Spanish.
    const hearings = (await page.locator('#trim-hearings-table').textContent()) ?? '';
    expect(hearings).toMatch(/\d+ de septiembre de \d{4}/);
    expect(hearings).not.toContain('aún no anunciada');
    // The exemptions read from the Spanish code table (issue 41), as the card's do; the showcase home is homesteaded.
    const exemptions = (await page.locator('#trim-exemptions-table').textContent()) ?? '';
    expect(exemptions).toContain('Exención de homestead');
    expect(exemptions).not.toContain('Homestead exemption');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/trim-es.png', fullPage: true });
    const href = await page.getByRole('link', { name: 'Descargar este aviso (PDF)' }).getAttribute('href');
    expect(href).toMatch(/&lang=es$/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.close();
  });

  it('says so for an unknown parcel (404) and names the years there are for a year without values', async () => {
    const page = await browser.newPage();
    const missing = await page.goto('/trim?pid=35-20-27-9999-99-999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('is on the roll');
    await page.goto(`/es/trim?pid=${PID}&year=1999`);
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/no tiene valores para 1999\. Los años disponibles son: \d{4}(, \d{4})+\./);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('reads on a 390 px phone: full-width captions and bars, each rate beside its label, every hearing announced', async () => {
    for (const prefix of ['', '/es']) {
      const page = await browser.newPage({ width: 390, height: 844 });
      await page.goto(`${prefix}/trim?pid=${PID}`);
      await settle(page);
      const content = await page.locator('main .page').evaluate((el) => el.clientWidth);
      // A caption one word a line was about 80 px wide; a bar squeezed beside a long name was 20 px.
      for (const width of await page.locator('main table caption').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width)))
        expect(width, `${prefix} caption`).toBeGreaterThan(content * 0.9);
      for (const width of await page.locator('.tax-share-track').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width)))
        expect(width, `${prefix} bar`).toBeGreaterThan(content * 0.6);
      // The mills sit under their amount, right of the row's label, not under the label.
      const cell = page.locator('#trim-taxes-table tbody td.num').first();
      const [box, rate] = await Promise.all([cell.boundingBox(), cell.locator('.rate').boundingBox()]);
      expect(rate!.x).toBeGreaterThan(box!.x + box!.width * 0.3);
      expect(rate!.y + rate!.height).toBeLessThanOrEqual(box!.y + box!.height);
      // The notice is mailed in August: every authority on it has its hearing announced.
      const hearings = (await page.locator('#trim-hearings-table tbody').innerText()).toLowerCase();
      expect(hearings).not.toMatch(/not yet announced|aún no anunciada/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.close();
    }
  });

  it('prints without menus or links, with every table', async () => {
    const page = await browser.newPage();
    await page.goto(`/trim?pid=${PID}`);
    await settle(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.trim-actions').isVisible()).toBe(false);
    for (const id of ['#trim-values-table', '#trim-taxes-table', '#trim-hearings-table', '#trim-shares-table'])
      expect(await page.locator(id).isVisible(), id).toBe(true);
    await page.close();
  });
});
