import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrcBuilding, PrcFeature, PrcGeneralInfo, PrcSale, PrcValue, TppGeneralInfo } from '@county/shared/cards';
import { openBrowser, type Browser } from './browser.ts';
import { violations } from './page-checks.ts';
import { api, firstAccount } from './sample-county.ts';

// The property and tangible cards, the listings, the code tables and the downloads in Spanish
// (issue 21): their own words in Spanish under /es with lang="es", dates day first, the roll's data
// as the roll has it, and axe at 0. Expected data comes from the API, as in cards.test.ts: the
// sample county's first parcel is the generator's showcase home, and the account is the first one.

const SUBJECT = '272035664500001';
const SUBJECT_DISPLAY = '35-20-27-6645-00-001';

let browser: Browser;
let account: string;

/** 2024-08-02 → 02/08/2024, as a Spanish reader expects. */
const dayFirst = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

beforeAll(async () => {
  account = await firstAccount();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('property card in Spanish', () => {
  it('labels every section in Spanish and keeps the roll data as the roll has it', async () => {
    const [info, values, sales] = await Promise.all([
      api<PrcGeneralInfo>(`/api/PRC/GetPRCGeneralInfo?pid=${SUBJECT}`),
      api<PrcValue[]>(`/api/PRC/GetPRCPropertyValues?PID=${SUBJECT}&TaxYear=0&ShowAllFlag=1`),
      api<PrcSale[]>(`/api/PRC/GetPRCSales?PID=${SUBJECT}`),
    ]);
    const page = await browser.newPage();
    const response = await page.goto(`/es/propertycard?pid=${SUBJECT}`);
    expect(await response?.text()).toContain('<html lang="es">');
    await page.getByRole('heading', { level: 1, name: `Ficha de registro de la propiedad: ${SUBJECT_DISPLAY}` }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    for (const name of ['Resumen de la parcela', 'Ubicación', 'Asociación de propietarios (HOA)', 'Valores', 'Ventas']) {
      expect(await page.getByRole('heading', { level: 2, name, exact: true }).count(), name).toBe(1);
    }
    const summary = page.locator('.card-facts');
    expect(await summary.textContent()).toContain('Número de parcela');
    // The roll's words stay as the roll has them; its use code's description is the Spanish table's
    // (issue 33, decision 105).
    for (const owner of info.owners) expect(await summary.textContent()).toContain(owner);
    expect(await summary.textContent()).toContain(`${info.dorCode} – `);
    expect(await summary.textContent()).not.toContain(info.dorDescription);

    const rowHeads = await page.locator('.values-table tbody th').allTextContents();
    expect(rowHeads[0]).toBe('Valor justo de mercado (just value)');
    expect(rowHeads).toContain('Valor tasado (assessed value), no escolar');
    expect(rowHeads).toContain('Valor imponible (taxable value), escolar');
    expect(await page.locator('.values-table tbody tr').first().locator('td').first().textContent()).toBe(`$${values[0]!.marketValue.toLocaleString('en-US')}`);
    expect(await page.locator('.value-chart figcaption').textContent()).toContain('Valor de mercado');
    expect(await page.locator('.value-chart figcaption').textContent()).toContain('Historial de valores');

    // Dates day first; the taxes' heading and the table headers in Spanish.
    expect(sales.length).toBeGreaterThan(0);
    expect(await page.locator('#sales-table tbody tr').first().locator('td').first().textContent()).toBe(dayFirst(sales[0]!.saleDate));
    expect(await page.locator('.refresh-date').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await page.locator('#taxes-table thead th').allTextContents()).toContain('Tasa de millaje (millage)');
    expect(await page.locator('#card-taxes').textContent()).toMatch(/^Impuestos de \d{4}$/);

    // Links of the card stay in Spanish; nothing of the English card is left.
    const tools = page.getByRole('navigation', { name: 'Herramientas de la parcela' });
    expect(await tools.getByRole('link', { name: 'Calculadora de impuestos', exact: true }).getAttribute('href')).toBe(
      `/es/tools/tax-estimator?pid=${SUBJECT}`,
    );
    const text = (await page.locator('main').textContent()) ?? '';
    // The buildings and features read from the Spanish table too (issue 41): the showcase home's
    // building, its materials and its pool.
    const [building, features] = await Promise.all([
      api<PrcBuilding[]>(`/api/PRC/GetPRCBuildings?pid=${SUBJECT}`),
      api<PrcFeature[]>(`/api/PRC/GetPRCFeatures?pid=${SUBJECT}`),
    ]);
    const roll = [building[0]!.model, building[0]!.construction, ...features.map((f) => f.description)];
    expect(roll).toContain('Swimming pool, residential');
    for (const english of roll) expect(text, english).not.toContain(english);
    expect(text).toContain('Piscina residencial');
    for (const english of ['Parcel summary', 'Mailing address', 'Sales history', 'Taxes for', 'Print this card', 'Comparable sales nearby']) {
      expect(text, english).not.toContain(english);
    }
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('opens the leaving-the-site notice in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto(`/es/propertycard?pid=${SUBJECT}`);
    await page.getByRole('button', { name: 'Mapa de zonas inundables de FEMA' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Continuar al sitio' }).waitFor();
    expect(await dialog.textContent()).toContain('Centro de Servicios de Mapas de Inundación de FEMA');
    expect(await dialog.getByRole('link', { name: 'Leer el aviso completo' }).getAttribute('href')).toBe('/es/faqcontent/SiteNotice');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await page.close();
  });

  it('says in Spanish what is wrong with a malformed or unknown id, with a link to the Spanish search', async () => {
    const page = await browser.newPage();
    for (const [query, text] of [
      ['?pid=abc', 'no es un número de parcela'],
      ['?pid=35-20-27-9999-99-999', 'No hay ninguna parcela con el número 35-20-27-9999-99-999'],
    ] as const) {
      await page.goto(`/es/propertycard${query}`);
      const alert = page.getByRole('alert').filter({ hasText: text });
      await alert.waitFor();
      expect(await alert.getByRole('link', { name: 'Buscar una parcela o una cuenta' }).getAttribute('href')).toBe('/es/parcelsearch');
    }
    await page.close();
  });
});

describe('tangible card in Spanish', () => {
  it('labels the account, its values and its filing links in Spanish', async () => {
    const info = await api<TppGeneralInfo>(`/api/TPP/GetTPPGeneralInfo?acct=${encodeURIComponent(account)}`);
    const page = await browser.newPage();
    await page.goto(`/es/tangiblecard?acct=${encodeURIComponent(account)}`);
    await page.getByRole('heading', { level: 1, name: `Ficha de bienes muebles tangibles (TPP): ${info.accountNumber}` }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    const facts = (await page.locator('.card-facts').textContent()) ?? '';
    expect(facts).toContain('Ubicación del negocio');
    // The filing status in Spanish (issue 33): 'Filed' is 'Presentada'.
    expect(facts).not.toContain(info.filingStatus);
    expect(facts).toMatch(/Presentada|No presentada|Prórroga|Exenta/);
    const headers = await page.locator('#tpp-values-table thead th').allTextContents();
    expect(headers).toEqual([
      'Año fiscal',
      'Muebles, instalaciones y equipos',
      'Mejoras en locales arrendados',
      'Valor de mercado',
      'Valor tasado',
      'Exención de $25,000',
      'Valor imponible',
      'Multa',
    ]);
    // A penalty is a percentage or, in Spanish, none.
    for (const cell of await page.locator('#tpp-values-table tbody td:last-child').allTextContents()) expect(cell).toMatch(/^(\d+(\.\d)?%|Ninguna)$/);
    expect(await page.getByRole('heading', { level: 2, name: 'Presentar en línea' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Solicitar una prórroga' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('link', { name: 'Continuar al sitio' }).waitFor();
    expect(await dialog.textContent()).toContain('prórrogas de bienes muebles tangibles');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});

describe('listings, code tables and downloads in Spanish', () => {
  it('lists the open positions in Spanish, with the salary and closing in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto('/es/employment');
    await page.getByRole('heading', { level: 1, name: 'Oportunidades de empleo' }).waitFor();
    const list = page.getByRole('list', { name: 'Puestos vacantes' });
    await list.waitFor();
    const auditor = page.locator('.listing-card', { hasText: 'Tangible Personal Property Auditor' });
    expect(await auditor.textContent()).toContain('$58,000 – $76,000 al año');
    expect(await auditor.textContent()).toContain('Abierto hasta que se cubra el puesto');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Tangible Personal Property Auditor' }).click();
    await page.waitForURL('**/es/employment/tpp-auditor');
    // The posting date is spelled out in Spanish ("3 de marzo de 2026").
    await expect.poll(() => page.locator('.listing-facts').last().textContent()).toMatch(/Publicado\d{1,2} de [a-z]+ de \d{4}/);
    expect(await page.getByRole('link', { name: 'Todos los puestos vacantes' }).getAttribute('href')).toBe('/es/employment');
    await page.close();
  });

  it('filters the procurement solicitations by status in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto('/es/procurement');
    await page.getByRole('heading', { level: 1, name: 'Compras y licitaciones' }).waitFor();
    const filter = page.getByLabel('Mostrar');
    await filter.waitFor();
    const status = page.getByRole('status').filter({ hasText: 'Se muestran' });
    const total = await page.getByRole('list', { name: 'Convocatorias' }).locator(':scope > li').count();
    expect(await status.textContent()).toBe(`Se muestran ${total} de ${total}`);
    await filter.selectOption({ label: 'Adjudicada' });
    const cards = page.locator('.listing-card');
    for (const badge of await cards.locator('.listing-status').allTextContents()) expect(badge).toBe('Adjudicada');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('shows the testimonials in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto('/es/testimonials');
    await page.getByRole('heading', { level: 1, name: 'Testimonios' }).waitFor();
    const dates = page.locator('.testimonial .hint');
    await expect.poll(() => dates.count()).toBeGreaterThan(0);
    for (const date of await dates.allTextContents()) expect(date).toMatch(/^\(\d{1,2} de [a-z]+ de \d{4}\)$/);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('shows the code tables in Spanish, their rows as the roll has them', async () => {
    const page = await browser.newPage();
    await page.goto('/es/codetables');
    await page.getByRole('heading', { level: 1, name: 'Tablas de códigos' }).waitFor();
    await expect.poll(() => page.locator('main section h2').textContent()).toBe('Códigos de uso de la propiedad');
    const rows = page.locator('table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(90);
    const total = await rows.count();
    expect(await page.getByRole('status').filter({ hasText: 'Se muestran' }).textContent()).toBe(`Se muestran ${total} de ${total} filas`);
    expect(await page.locator('table thead th').allTextContents()).toEqual(['Código de uso', 'Código DOR', 'Descripción', 'Grupo']);
    await page.getByLabel('Filtrar filas').fill('single family');
    await expect.poll(() => rows.count()).toBeLessThan(total);
    expect(await page.getByRole('link', { name: 'Descargar estas filas en CSV' }).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Autoridades tributarias y tasas de millaje (millage)' }).click();
    await page.waitForURL('**/es/codetables?table=taxing-authorities');
    await expect.poll(() => page.locator('table caption').textContent()).toMatch(/^Autoridades tributarias y tasas de millaje \(millage\), año fiscal \d{4}$/);
    await page.close();
  });

  it('lists the data files in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto('/es/download');
    await page.getByRole('heading', { level: 1, name: 'Descargas de datos' }).waitFor();
    await page.locator('table.download-table').waitFor({ timeout: 60_000 });
    expect(await page.locator('table.download-table thead th').allTextContents()).toEqual(['Archivo', 'Formato', 'Filas', 'Tamaño', 'Creado', 'SHA-256']);
    expect(await page.getByRole('link', { name: 'Parcelas', exact: true }).getAttribute('download')).toBe('parcels.csv');
    expect(await page.locator('main').textContent()).toContain('hora del Este');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
