import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Lang } from '@county/shared';
import { LOCALES } from './format.ts';
import type { IcuEngine, RichValue } from './icu-types.ts';

// FormatJS's ICU engine, for the catalogs whose messages have plurals, selects or formatted
// numbers and dates: a feature passes `icu` to defineMessages, and the engine travels in that
// feature's chunk instead of the home page's first script.

const formats = new Map<string | MessageFormatElement[], Map<Lang, IntlMessageFormat>>();

export const icu: IcuEngine = {
  format<T>(message: string | MessageFormatElement[], lang: Lang, values: Record<string, RichValue<T>> | undefined) {
    let byLang = formats.get(message);
    if (!byLang) formats.set(message, (byLang = new Map()));
    let format = byLang.get(lang);
    if (!format) byLang.set(lang, (format = new IntlMessageFormat(message, LOCALES[lang])));
    const result = format.format<T>(values as Record<string, T | string>);
    return Array.isArray(result) ? result : [result];
  },
};
