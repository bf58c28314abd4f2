import type { Lang } from '@county/shared';

// Dates and money through Intl in the reader's language. es-US is the Spanish of the United
// States: day before month (20/11/2026) with US money ($1,234.50), as Spanish readers here expect.
export const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** 11/20/2026 in English, 20/11/2026 in Spanish; `long` spells the month out. */
export function formatDate(value: Date, lang: Lang, style: 'short' | 'long' = 'short'): string {
  return cached(
    `d:${lang}:${style}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], style === 'long' ? { dateStyle: 'long' } : { day: '2-digit', month: '2-digit', year: 'numeric' }),
  ).format(value);
}

/** US dollars; whole dollars unless `cents`. */
export function formatMoney(value: number, lang: Lang, cents = false): string {
  return cached(
    `m:${lang}:${cents}`,
    () =>
      new Intl.NumberFormat(LOCALES[lang], {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      }),
  ).format(value);
}
