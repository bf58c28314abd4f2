import type { Lang } from '@county/shared';
import { LOCALES } from '../../../i18n/format.ts';

// Months and percents in the reader's language (money is i18n/format.ts's formatMoney).

const monthFormats = new Map<Lang, Intl.DateTimeFormat>();

/** '2024-03' -> 'Mar 2024' / 'mar 2024'. */
export function formatMonth(month: string, lang: Lang): string {
  let format = monthFormats.get(lang);
  if (!format) monthFormats.set(lang, (format = new Intl.DateTimeFormat(LOCALES[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** 12.5 -> '+12.5%', 8 -> '+8.0%': a change, so its sign is always written, and always to one decimal so that a column reads alike. */
export function formatChange(percent: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
    percent / 100,
  );
}

export function formatCount(value: number, lang: Lang): string {
  return value.toLocaleString(LOCALES[lang]);
}
