import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSiteConfig } from '@county/shared';
import { loadContent } from '../../src/content/store.ts';
import { describeEachDatabase, setUpTestApp, testConfig } from '../helpers.ts';

// Spanish content: the .es.md file beside the English one answers ?lang=es; a page without one
// answers in English and says so. Content needs no data, so one in-memory database serves.

const page = (title: string, body: string, extra = '') => `---\ntitle: ${title}\nsummary: ${title} summary\n${extra}---\n${body}\n`;

describeEachDatabase('content in Spanish', (t) => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-lang-'));
    const real = testConfig().contentDir;
    for (const name of ['assistant', 'listings']) symlinkSync(join(real, name), join(dir, name));
    mkdirSync(join(dir, 'faqcontent'));
    mkdirSync(join(dir, 'pages'));
    writeFileSync(join(dir, 'faqcontent', 'SOH.md'), page('Save Our Homes', 'The cap is 3%.'));
    writeFileSync(join(dir, 'faqcontent', 'SOH.es.md'), page('Save Our Homes (límite)', 'El límite es 3%. Vea [homestead](/homestead), [el mapa](https://example.org/map) y [la página en español](/es/tpp).'));
    writeFileSync(join(dir, 'faqcontent', 'Maps.md'), page('Maps', 'Our maps. See [homestead](/homestead#file).'));
    writeFileSync(join(dir, 'faqcontent', 'Orphan.es.md'), page('Huérfana', 'Sin página en inglés.'));
    writeFileSync(join(dir, 'pages', 'homestead.md'), page('Homestead Exemption', 'File by March 1.'));
    writeFileSync(join(dir, 'pages', 'homestead.es.md'), page('Exención de homestead', 'Solicítela antes del 1 de marzo.'));
    const dates = (title: string) => `dates:\n  - month: 3\n    day: 1\n    title: ${title}\n`;
    writeFileSync(join(dir, 'faqcontent', 'ImportantDates.md'), page('Important Dates', 'Dates.', dates('Homestead deadline')));
    writeFileSync(join(dir, 'faqcontent', 'ImportantDates.es.md'), page('Fechas importantes', 'Fechas.', dates('Plazo de homestead')));
    writeFileSync(join(dir, 'alert.md'), page('Office closed', 'Closed Friday.'));
    writeFileSync(join(dir, 'alert.es.md'), page('Oficina cerrada', 'Cerrada el viernes.'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = setUpTestApp(t, { config: () => ({ contentDir: dir }) });

  const get = (url: string) => env.app.inject({ method: 'GET', url });

  it('answers the Spanish file of a translated page, for content and named pages', async () => {
    const soh = await get('/api/Content/GetContentPage?kind=faqcontent&pageID=SOH&lang=es');
    expect(soh.statusCode).toBe(200);
    expect(soh.json()).toMatchObject({ title: 'Save Our Homes (límite)', language: 'es', requestedLanguage: 'es' });
    expect(soh.json().html).toContain('El límite es 3%.');
    const named = (await get('/api/Content/GetContentPage?kind=page&pageID=homestead&lang=es')).json();
    expect(named).toMatchObject({ title: 'Exención de homestead', language: 'es' });
  });

  it('answers English, flagged, for a page not translated yet; English by default', async () => {
    const maps = (await get('/api/Content/GetContentPage?kind=faqcontent&pageID=Maps&lang=es')).json();
    expect(maps).toMatchObject({ title: 'Maps', language: 'en', requestedLanguage: 'es' });
    const english = (await get('/api/Content/GetContentPage?kind=faqcontent&pageID=SOH')).json();
    expect(english).toMatchObject({ title: 'Save Our Homes', language: 'en', requestedLanguage: 'en' });
    expect(english.html).toContain('The cap is 3%.');
  });

  it('sends the links of a Spanish page, or an English page on a Spanish address, to /es, with the new-tab note in Spanish', async () => {
    const soh = (await get('/api/Content/GetContentPage?kind=faqcontent&pageID=SOH&lang=es')).json<{ html: string }>().html;
    expect(soh).toContain('href="/es/homestead"');
    expect(soh).toContain('href="/es/tpp"');
    expect(soh).toContain('href="https://example.org/map"');
    expect(soh).toContain('(se abre en una pestaña nueva)');
    expect(soh).not.toContain('opens in a new tab');
    const maps = (await get('/api/Content/GetContentPage?kind=faqcontent&pageID=Maps&lang=es')).json<{ html: string }>().html;
    expect(maps).toContain('href="/es/homestead#file"');
    const english = (await get('/api/Content/GetContentPage?kind=faqcontent&pageID=Maps')).json<{ html: string }>().html;
    expect(english).toContain('href="/homestead#file"');
  });

  it('never offers a Spanish file as a page of its own', async () => {
    expect((await get('/api/Content/GetContentPage?kind=faqcontent&pageID=SOH.es')).statusCode).toBe(400);
    expect((await get('/api/Content/GetContentPage?kind=faqcontent&pageID=Orphan&lang=es')).statusCode).toBe(404);
    const store = loadContent(dir, defaultSiteConfig);
    expect(store.pages().map((p) => p.pageID).sort()).toEqual(['ImportantDates', 'Maps', 'SOH', 'homestead']);
    expect(store.pages().every((p) => p.language === 'en')).toBe(true);
    expect(store.problems.join('\n')).toContain('Orphan.es.md: a Spanish page needs its English page Orphan.md');
  });

  it('answers the Spanish notice and dates when they exist', async () => {
    expect((await get('/api/Content/GetContentAlert?lang=es')).json().title).toBe('Oficina cerrada');
    expect((await get('/api/Content/GetContentAlert')).json().title).toBe('Office closed');
    expect((await get('/api/Content/GetImportantDates?lang=es')).json()[0].title).toBe('Plazo de homestead');
    expect((await get('/api/Content/GetImportantDates')).json()[0].title).toBe('Homestead deadline');
  });

  it('rejects a language it does not have with a 400 naming the field', async () => {
    for (const url of [
      '/api/Content/GetContentPage?kind=faqcontent&pageID=SOH&lang=fr',
      '/api/Content/GetContentAlert?lang=ES',
      '/api/Content/GetImportantDates?lang=',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain('lang');
      expect(response.json().field, url).toBe('lang');
    }
  });
});
