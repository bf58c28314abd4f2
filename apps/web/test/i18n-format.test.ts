import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../src/i18n/format.ts';
import { defineMessages, localizeEnglish } from '../src/i18n/catalog.ts';
import { icu } from '../src/i18n/icu.ts';

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
    async () => ({ default: { 'test.left': '{left, plural, one {queda # carácter} other {quedan # caracteres}}', 'test.plain': '¡La calificación es obligatoria!' } }),
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
