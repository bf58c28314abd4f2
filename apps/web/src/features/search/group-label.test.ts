import { describe, expect, it } from 'vitest';
import { localizeEnglish, loadCatalogs } from '../../i18n/catalog.ts';
import type { Translator } from '../../i18n/i18n.tsx';
import { searchMessages, type SearchKey } from './messages.ts';
import './search-box-messages.ts';
import { boxGroupLabel, groupLabel } from './group-label.ts';

// The box's groups arrive named in English by the API (readings.ts). A Spanish page translates the
// words and keeps the roll's names; an English page shows the label as it came.

function labelIn(lang: 'en' | 'es', label: string): string {
  const t = ((key: SearchKey, values?: Record<string, unknown>) => searchMessages.format(lang, key, values as never)) as Translator<SearchKey>;
  return groupLabel(label, t, (text) => localizeEnglish(lang, text));
}

describe('smart box group labels', () => {
  it('translates the words around a name of the roll, and the labels without one', async () => {
    await loadCatalogs('es');
    expect(labelIn('es', 'City ORLANDO')).toBe('Ciudad ORLANDO');
    expect(labelIn('es', 'City WINTER GARDEN')).toBe('Ciudad WINTER GARDEN');
    expect(labelIn('es', 'ZIP 32801')).toBe('Código postal 32801');
    expect(labelIn('es', 'House number 14028')).toBe('Número 14028');
    expect(labelIn('es', 'Subdivision EAGLE PINES PHASE 3')).toBe('Subdivisión EAGLE PINES PHASE 3');
    expect(labelIn('es', 'Subdivisions like EAGLE')).toBe('Subdivisiones como EAGLE');
    expect(labelIn('es', 'Sale instrument 20040407594')).toBe('Venta con el instrumento 20040407594');
    expect(labelIn('es', 'Sale in book 5620, page 203')).toBe('Venta en el libro 5620, página 203');
    expect(labelIn('es', 'Owners')).toBe('Propietarios');
    expect(labelIn('es', 'Streets')).toBe('Calles');
  });

  it('translates the groups of plats and legal descriptions', async () => {
    await loadCatalogs('es');
    expect(labelIn('es', 'Plat book 59, page 132')).toBe('Libro de planos 59, página 132');
    expect(labelIn('es', 'Legal descriptions')).toBe('Descripciones legales');
    expect(labelIn('es', 'Businesses')).toBe('Negocios');
  });

  it('names the site’s pages group in the page’s language', async () => {
    await loadCatalogs('es');
    for (const lang of ['en', 'es'] as const) {
      const t = ((key: SearchKey, values?: Record<string, unknown>) => searchMessages.format(lang, key, values as never)) as Translator<SearchKey>;
      const label = boxGroupLabel({ kind: 'page', label: 'Pages', count: 3 }, t, (text) => localizeEnglish(lang, text));
      expect(t('search.smart.group', { label, count: 3 })).toBe(lang === 'en' ? 'Pages (3)' : 'Páginas (3)');
    }
  });

  it('leaves English labels as the API wrote them', () => {
    expect(labelIn('en', 'City ORLANDO')).toBe('City ORLANDO');
    expect(labelIn('en', 'Sale in book 5620, page 203')).toBe('Sale in book 5620, page 203');
  });
});
