import type { Lang } from '@county/shared';
import { formatDate } from '../../i18n/format.ts';

// Dates in the listings are calendar days (YYYY-MM-DD); they are shown as written, whatever the
// reader's time zone, in the page's language (November 20, 2026; 20 de noviembre de 2026).
export function longDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return formatDate(new Date(year!, month! - 1, day), lang, 'long');
}
