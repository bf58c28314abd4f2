import type { Lang } from '@county/shared';
import { apiGet } from '../../../lib/api.ts';

/** The site notice in the page's language (the API falls back to English); quiet, as the bell loads in the background. */
export function getSiteNotice(lang: Lang, signal: AbortSignal) {
  return apiGet('contentAlert', lang === 'en' ? undefined : { lang }, { quiet: true, signal });
}
