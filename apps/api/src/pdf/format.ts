import type { Lang } from '@county/shared';

// Money, rates, counts and dates as the printed documents write them in each language.

const LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

type Formatters = ReturnType<typeof makeFormatters>;

// Making an Intl formatter costs about a millisecond, more than formatting every figure of a notice,
// so each language's are made once per process.
const made = new Map<Lang, Formatters>();

export function formatters(lang: Lang): Formatters {
  let kept = made.get(lang);
  if (!kept) made.set(lang, (kept = makeFormatters(lang)));
  return kept;
}

function makeFormatters(lang: Lang) {
  const locale = LOCALE[lang];
  const dollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const dollarCents = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  // Areas and acreage as the web card writes them: grouped, two decimals at most.
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    count: (n: number) => plain.format(n),
    dollars: (n: number) => dollars.format(n),
    cents: (n: number) => dollarCents.format(n),
    mills: (n: number) => n.toFixed(4),
    date: (iso: string) => long.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
  };
}
