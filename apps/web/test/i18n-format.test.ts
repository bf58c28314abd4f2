import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../src/i18n/format.ts';
import { defineMessages, localizeEnglish } from '../src/i18n/catalog.ts';
import { icu } from '../src/i18n/icu.ts';
import { parse } from '@formatjs/icu-messageformat-parser';

// Dates, money and ICU messages in both languages, as a reader of each expects them.

const day = new Date(2026, 10, 20);

describe('formatters', () => {
  it('writes month first in English and day first in Spanish', () => {
    expect(formatDate(day, 'en')).toBe('11/20/2026');
    expect(formatDate(day, 'es')).toBe('20/11/2026');
    expect(formatDate(day, 'en', 'long')).toBe('November 20, 2026');
    expect(formatDate(day, 'es', 'long')).toBe('20 de noviembre de 2026');
  });

  it('writes US dollars the way the United States does, in both languages', () => {
    expect(formatMoney(1234567, 'en')).toBe('$1,234,567');
    expect(formatMoney(1234567, 'es')).toBe('$1,234,567');
    expect(formatMoney(1234.5, 'en', true)).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'es', true)).toBe('$1,234.50');
  });
});

describe('messages', () => {
  const bundle = defineMessages(
    'test',
    { 'test.left': '{left, plural, one {# character left} other {# characters left}}', 'test.plain': 'Rating is required!' },
    async () => ({
      default: { 'test.left': '{left, plural, one {queda # carácter} other {quedan # caracteres}}', 'test.plain': '¡La calificación es obligatoria!' },
    }),
    icu,
  );

  it('chooses ICU plural forms in each language, English until Spanish has loaded', async () => {
    expect(bundle.format('en', 'test.left', { left: 1 })).toBe('1 character left');
    expect(bundle.format('en', 'test.left', { left: 1500 })).toBe('1,500 characters left');
    expect(bundle.has('es')).toBe(false);
    expect(bundle.format('es', 'test.left', { left: 2 })).toBe('2 characters left');
    await bundle.load('es');
    expect(bundle.format('es', 'test.left', { left: 1 })).toBe('queda 1 carácter');
    expect(bundle.format('es', 'test.left', { left: 2 })).toBe('quedan 2 caracteres');
  });

  it('shows an English message from a schema in Spanish when a catalog has that exact text', async () => {
    await bundle.load('es');
    expect(localizeEnglish('es', 'Rating is required!')).toBe('¡La calificación es obligatoria!');
    expect(localizeEnglish('en', 'Rating is required!')).toBe('Rating is required!');
    expect(localizeEnglish('es', 'A message no catalog has.')).toBe('A message no catalog has.');
  });
});

describe('plurals without the engine', () => {
  // The build's catalogs arrive as FormatJS's AST; cardinal plurals are then chosen by catalog.ts
  // itself, and must read exactly as FormatJS's engine would write them.
  const texts = {
    'test.days': '{date} (in {n, plural, one {# day} other {# days}})',
    'test.exact': '{n, plural, =0 {no results} one {# result} other {# results}}',
    'test.tagged': '<b>{n, plural, one {# parcel} other {# parcels}}</b> found',
  };
  const spanish = {
    'test.days': '{date} (en {n, plural, one {# día} other {# días}})',
    'test.exact': '{n, plural, =0 {ningún resultado} one {# resultado} other {# resultados}}',
    'test.tagged': '<b>{n, plural, one {# parcela} other {# parcelas}}</b> encontradas',
  };
  const compiled = (catalog: Record<string, string>) => Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, parse(text)]));
  const own = defineMessages('plain-plurals', compiled(texts), () => Promise.resolve({ default: compiled(spanish) }));
  const engine = defineMessages('engine-plurals', texts, () => Promise.resolve({ default: spanish }), icu);
  const bold = (chunks: unknown[]) => `[${chunks.join('')}]`;

  it('chooses the same forms and writes the same numbers as FormatJS, in both languages', async () => {
    await Promise.all([own.load('es'), engine.load('es')]);
    for (const lang of ['en', 'es'] as const) {
      for (const n of [0, 1, 2, 1500]) {
        expect(own.format(lang, 'test.days', { date: '3/1', n })).toBe(engine.format(lang, 'test.days', { date: '3/1', n }));
        expect(own.format(lang, 'test.exact', { n })).toBe(engine.format(lang, 'test.exact', { n }));
        expect(own.formatRich(lang, 'test.tagged', { n, b: bold }).join('')).toBe(engine.formatRich(lang, 'test.tagged', { n, b: bold }).join(''));
      }
    }
    expect(own.format('en', 'test.exact', { n: 0 })).toBe('no results');
    expect(own.format('es', 'test.days', { date: '1/3', n: 1500 })).toBe('1/3 (en 1500 días)'.replace('1500', new Intl.NumberFormat('es-US').format(1500)));
  });

  it('refuses a catalog whose messages need the engine when none is passed', () => {
    expect(() =>
      defineMessages('needs-engine', compiled({ 'test.pick': '{kind, select, owner {Owner} other {Other}}' }), () => Promise.resolve({ default: {} })),
    ).toThrow(/needs the ICU engine/);
  });
});
