import type { Lang } from '@county/shared';
import { LOCALES, formatDate, formatMoney } from '../../i18n/format.ts';

// Display formats of the cards in the page's language (English when none is given): whole
// dollars, dollars and cents, dates, millage to four places, percentages. The API sends rates the
// way the roll writes them (a tangible penalty of 25 is 25%, millage is mills), so no formatter
// here scales a value.

const plain: Partial<Record<Lang, Intl.NumberFormat>> = {};

export const money = (value: number | null | undefined, lang: Lang = 'en') => (value == null ? '' : formatMoney(value, lang));
export const moneyCents = (value: number | null | undefined, lang: Lang = 'en') => (value == null ? '' : formatMoney(value, lang, true));
export const count = (value: number | null | undefined, lang: Lang = 'en') =>
  value == null ? '' : (plain[lang] ??= new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 })).format(value);
export const mills = (value: number) => value.toFixed(4);

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A figure already in percent, as written: 25 -> '25%', 2.7 -> '2.7%'. */
export const percent = (value: number) => `${percentFormat.format(value)}%`;

/** A tangible account's penalty rate as the DR-405 schedule writes it: 25 -> '25%', none -> 'None' (or `none`). */
export const penaltyRate = (value: number, none = 'None') => (value > 0 ? percent(value) : none);

/** 2024-08-02 -> 08/02/2024 (02/08/2024 in Spanish), without the time-zone shift a UTC Date would bring. */
export function usDate(iso: string | null | undefined, lang: Lang = 'en'): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return month && day ? formatDate(new Date(year!, month - 1, day), lang) : iso;
}

/** Lines of an address that are present, for one line per row. */
export function addressLines(...lines: (string | null | undefined)[]): string[] {
  return lines.map((l) => l?.trim() ?? '').filter(Boolean);
}
