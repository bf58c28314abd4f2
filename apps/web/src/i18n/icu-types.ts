import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Lang } from '@county/shared';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;
export type RichValue<T> = string | number | boolean | Date | null | undefined | ((chunks: (T | string)[]) => T);

/** FormatJS's engine behind a small face, so the catalogs need not load it (i18n/icu.ts). */
export interface IcuEngine {
  format<T>(message: string | MessageFormatElement[], lang: Lang, values: Record<string, RichValue<T>> | undefined): (T | string)[];
}
