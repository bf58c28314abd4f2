import type { Lang } from '@county/shared';
import { USE_CLASSES, type RollStatistics } from '@county/shared/statistics';
import type { Database } from '../db/database.ts';
import { NotFoundError, NotReadyError } from '../errors.ts';
import { rollStatistics } from './store.ts';

// Figures of the roll in the office's Markdown (decision 76): a page says "{{roll.parcels}} parcels"
// and shows the count of the roll loaded now, in the page's language, instead of a figure written
// once that goes stale. The names are listed in content/README.md. A name that is not one of them
// stays as written, so the office sees its typo on the page.

const PLACEHOLDER = /\{\{\s*(roll\.[A-Za-z.-]+)\s*\}\}/g;
const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

/** The text of one placeholder, or undefined for a name that is none. */
function figure(name: string, s: RollStatistics, lang: Lang): string | undefined {
  const count = (n: number) => n.toLocaleString(LOCALES[lang]);
  const money = (n: number) => n.toLocaleString(LOCALES[lang], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const [, what, useClass] = name.split('.');
  if (useClass !== undefined) {
    if (useClass === 'all' || ![...USE_CLASSES, 'other'].includes(useClass)) return undefined;
    // A class the roll has no parcel of is a class all the same: its figures are zero.
    const entry = s.useClasses.find((u) => u.useClass === useClass) ?? { parcels: 0, nonschoolTaxable: 0 };
    if (what === 'parcels') return count(entry.parcels);
    if (what === 'taxableShare') {
      const share = s.totals.nonschoolTaxable === 0 ? 0 : entry.nonschoolTaxable / s.totals.nonschoolTaxable;
      return share.toLocaleString(LOCALES[lang], { style: 'percent', maximumFractionDigits: 1 });
    }
    return undefined;
  }
  const simple: Record<string, () => string> = {
    year: () => String(s.year),
    parcels: () => count(s.parcels),
    homesteads: () => count(s.homesteads),
    just: () => money(s.totals.just),
    schoolTaxable: () => money(s.totals.schoolTaxable),
    nonschoolTaxable: () => money(s.totals.nonschoolTaxable),
    tangibleAccounts: () => count(s.tangible.accounts),
  };
  return simple[what!]?.();
}

/** The HTML with every placeholder of the roll filled in from the newest roll year's summary. */
export async function fillRollFigures(database: Database, html: string, lang: Lang): Promise<string> {
  if (!html.includes('{{')) return html;
  let summary: RollStatistics | null;
  try {
    summary = (await rollStatistics(database, undefined)).body;
  } catch (error) {
    // No roll, or figures still being computed from the first one loaded.
    if (!(error instanceof NotFoundError || error instanceof NotReadyError)) throw error;
    summary = null;
  }
  // An empty roll has no figures (nor a roll whose first figures are being computed): a dash says so rather than a zero.
  return html.replace(PLACEHOLDER, (whole, name: string) => (summary ? (figure(name, summary, lang) ?? whole) : '–'));
}
