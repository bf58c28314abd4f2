import type { Lang } from '@county/shared';
import { LOCALES } from '../../../i18n/format.ts';

/** 2026-08-14 -> August 14, 2026 (14 de agosto de 2026), the day as written, whatever the time zone. */
export function formatDay(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
