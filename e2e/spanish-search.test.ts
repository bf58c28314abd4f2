import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openBrowser, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';
import { readSampleCounty } from './sample-county.ts';

// The search, the home page, a content page and the assistant in Spanish (issue 21): their words,
// plurals and dates in Spanish, the roll's data as the roll has it, and axe at 0 on each.

let browser: Browser;
/** A street with more parcels than one page of results, read from the suite's county. */
let street: { key: string; count: number };
/** An owner with exactly one parcel. */
let owner: string;

beforeAll(async () => {
  await readSampleCounty(async (db) => {
    const busy = await sql<{ street_key: string; n: number }>`select street_key, count(*) as n from parcels where street_key is not null
      group by street_key having count(*) > 45 order by count(*) desc, street_key limit 1`.execute(db);
    street = { key: busy.rows[0]!.street_key, count: Number(busy.rows[0]!.n) };
    const single = await sql<{ name: string }>`select min(name) as name from owners where name not like '%&%'
      group by name_key having count(*) = 1 and count(distinct parcel_id) = 1 order by name_key limit 1`.execute(db);
    owner = single.rows[0]!.name;
  });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('search in Spanish', () => {
  it('shows the results of the box with Spanish headers, a plural count and paging', async () => {
    const page = await browser.newPage();
    await page.goto(`/es/parcelsearch?q=${encodeURIComponent(street.key)}`);
    await page.getByRole('heading', { level: 1, name: 'Búsqueda de parcelas' }).waitFor();
    const count = page.locator('.result-count');
    await count.waitFor();
    await settle(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    const text = (await count.textContent()) ?? '';
    expect(text).toMatch(/^[\d,]+ resultados para “.+”/);
    expect(text).not.toMatch(/results? for/);
    const total = Number(text.replace(/ .*/s, '').replace(/,/g, ''));
    expect(total).toBeGreaterThan(20);
    expect(await page.getByRole('heading', { level: 2, name: 'Resultados' }).count()).toBe(1);
    const headers = (await page.locator('table.search-results thead th').allTextContents()).map((h) => h.replace(/[▲▼↕].*$/s, '').trim());
    expect(headers).toEqual([
      'Número de parcela',
      'Propietario',
      'Dirección de la propiedad',
      'Homestead',
      'Valor justo',
      'Área habitable (pies²)',
      'Dormitorios',
      'Baños',
      'Año de construcción',
      'Terreno (pies²)',
      'Última venta',
      'Precio de la última venta',
    ]);
    expect(await page.locator('table.search-results tbody td[data-label="Homestead"]').first().textContent()).toMatch(/^(Sí|No)$/);
    const pager = page.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe(`Página 1 de ${Math.ceil(total / 20)}`);
    expect(await page.getByRole('link', { name: `Descargar los ${total.toLocaleString('en-US')} en CSV` }).count()).toBe(1);
    expect(await page.getByLabel('Buscar por dirección, propietario, número de parcela, subdivisión o negocio').count()).toBe(1);
    expect(await violations(page)).toEqual([]);

    // Sorting keeps the page Spanish and says so to a screen reader.
    const owner = page.getByRole('columnheader', { name: /^Propietario/ });
    expect(await owner.locator('.visually-hidden').textContent()).toBe(', ordenar de forma ascendente');
    await owner.getByRole('link').click();
    await page.waitForURL(/sortBy=OwnerName/);
    await expect.poll(() => owner.getAttribute('aria-sort')).toBe('ascending');
    expect(await owner.locator('.visually-hidden').textContent()).toBe(', ordenar de forma descendente');
    expect(new URL(page.url()).pathname).toBe('/es/parcelsearch');
    await page.close();
  });

  it('counts one result in the singular and says the criteria in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto(`/es/advancedsearch?ownerName=${encodeURIComponent(owner)}`);
    const count = page.locator('.result-count');
    await count.waitFor();
    expect(await count.textContent()).toBe(`1 resultado para propietario “${owner}”.`);
    expect(await page.locator('.pager').count()).toBe(0);
    await page.close();
  });

  it('says in Spanish when nothing matched', async () => {
    const page = await browser.newPage();
    await page.goto('/es/parcelsearch?q=QQXZZY');
    const count = page.locator('.result-count');
    await count.waitFor();
    expect(await count.textContent()).toMatch(/^No se encontraron resultados para “QQXZZY”\. Revise la ortografía/);
    await page.close();
  });

  it('checks the advanced form in Spanish, with axe at 0 on its errors', async () => {
    const page = await browser.newPage();
    await page.goto('/es/advancedsearch');
    await page.getByRole('heading', { level: 1, name: 'Búsqueda avanzada' }).waitFor();
    const form = page.locator('form.criteria-form');
    await form.getByRole('button', { name: 'Buscar', exact: true }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'Complete al menos un campo para buscar.' }).count()).toBe(1);
    await form.getByLabel('Valor justo (just value) mínimo ($)').fill('300000');
    await form.getByLabel('Valor justo (just value) máximo ($)').fill('100000');
    await form.getByLabel('Código postal').fill('123');
    await form.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByText('No puede ser menor que “Valor justo (just value) mínimo ($)”.').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Corrija los campos señalados.' }).count()).toBe(1);
    expect(await form.getByText('Debe ser un código postal de 5 dígitos.').count()).toBe(1);
    expect(await form.getByLabel('Exención de homestead').locator('option').allTextContents()).toEqual([
      'Con o sin homestead',
      'Con homestead',
      'Sin homestead',
    ]);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});

describe('the Spanish home page', () => {
  it('shows its headings, links and dates in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto('/es/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await settle(page);
    for (const name of ['Buscar una propiedad', 'Lo más usado', 'Próximas fechas']) {
      expect(await page.getByRole('heading', { level: 2, name }).count()).toBe(1);
    }
    expect(await page.locator('.quick-links').getByRole('link', { name: 'Solicitar la exención de homestead' }).getAttribute('href')).toBe('/es/homestead');
    expect(await page.getByRole('link', { name: 'Todas las fechas importantes' }).count()).toBe(1);
    // The roll's date spelled the Spanish way: 20 de noviembre de 2026.
    expect(await page.locator('.data-as-of').textContent()).toMatch(/^Datos de propiedades al \d{1,2} de [a-z]+ de \d{4}$/);
    expect(await page.locator('.search-box .hint').textContent()).toMatch(/^Por ejemplo,/);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});

describe('a Spanish content page', () => {
  it('shows its chrome in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto('/es/faqcontent/SOH');
    await settle(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('.content-updated').textContent()).toMatch(/^Última actualización: \d{1,2} de [a-z]+ de \d{4}$/);
    expect(await page.locator('.content-untranslated').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});

describe('the assistant in Spanish', () => {
  it('opens its panel in Spanish, checks an empty question in Spanish, with axe at 0', async () => {
    const page = await browser.newPage();
    await page.goto('/es/dashboard');
    await settle(page);
    await page.getByRole('button', { name: /^Pregunte a / }).click();
    const dialog = page.getByRole('dialog', { name: 'Pregunte a OCPA - Asistente virtual de OCPA' });
    const box = dialog.getByLabel('Escriba su pregunta');
    await box.waitFor();
    expect(await box.getAttribute('placeholder')).toBe('Escriba su pregunta en una oración corta.');
    const log = dialog.getByRole('log');
    expect(await log.textContent()).toContain('Hola, amigo. Escriba su pregunta abajo en una oración corta.');
    expect(await log.locator('.chat-meta').first().textContent()).toMatch(/^Asistente, /);
    expect(await dialog.getByText('Quedan 150 caracteres').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Escriba su pregunta.', { exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows the assistant page in Spanish, marking an English answer as English, with axe at 0', async () => {
    const page = await browser.newPage();
    await page.goto('/es/ocpabot');
    await page.getByRole('heading', { level: 1, name: 'Pregunte a OCPA - Asistente virtual de OCPA' }).waitFor();
    await settle(page);
    expect(await page.getByRole('region', { name: 'Conversación' }).count()).toBe(1);
    const box = page.getByLabel('Escriba su pregunta');
    const messages = page.getByRole('log').locator('.chat-message');
    // A Spanish answer on a Spanish page needs no mark; an English one is marked English.
    await box.fill('¿Cuándo envían los avisos TRIM?');
    await box.press('Enter');
    const spanish = messages.nth(2);
    await spanish.waitFor();
    expect(await spanish.textContent()).toContain('agosto');
    expect(await spanish.getAttribute('lang')).toBeNull();
    await box.fill('When are TRIM notices mailed?');
    await box.press('Enter');
    const english = messages.nth(4);
    await english.waitFor();
    expect(await english.getAttribute('lang')).toBe('en');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
