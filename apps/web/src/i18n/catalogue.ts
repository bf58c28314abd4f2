import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Lang } from '@county/shared';
import { LOCALES } from './format.ts';

// Message catalogues, one pair (en.json, es.json) per part of the site: the shell's in
// src/i18n/messages, each feature's in its own messages/ folder. English comes with the code that
// uses it (the shell's in the main bundle, a feature's in the feature's chunk); Spanish is a chunk
// of its own, fetched only when a Spanish page needs it. So the home page carries only the
// shell's English, and an English reader never downloads Spanish.
// In the build the catalogues are precompiled ICU ASTs (i18n-plugin.ts); in unit tests they are
// the raw ICU strings, which IntlMessageFormat also accepts.

export type MessageValues = Record<string, PrimitiveType>;
type Message = string | MessageFormatElement[];
type Catalogue = Record<string, Message>;

export interface MessageBundle<K extends string> {
  readonly name: string;
  has(lang: Lang): boolean;
  /** The same promise on every call, so React's use() can wait on it. */
  load(lang: Lang): Promise<void>;
  format(lang: Lang, key: K, values?: MessageValues): string;
  formatRich<T>(lang: Lang, key: K, values: Record<string, PrimitiveType | ((chunks: (T | string)[]) => T)>): (T | string)[];
  /** The key whose English text is exactly `text`, if any (for messages that arrive in English). */
  keyOfEnglish(text: string): K | undefined;
}

const bundles: MessageBundle<string>[] = [];

/** The plain text of a message without arguments, from either form of the catalogue. */
function literal(message: Message): string | undefined {
  if (typeof message === 'string') return /[{}<']/.test(message) ? undefined : message;
  const [only] = message;
  // TYPE is imported as a type only, so the parser's runtime stays out of the bundle.
  return message.length === 1 && only?.type === (0 as TYPE.literal) ? only.value : undefined;
}

export function defineMessages<C extends object>(
  name: string,
  en: C,
  loadSpanish: () => Promise<{ default: unknown }>,
): MessageBundle<keyof C & string> {
  type K = keyof C & string;
  const catalogues: Partial<Record<Lang, Catalogue>> = { en: en as Catalogue };
  const formats = new Map<string, IntlMessageFormat>();
  let spanish: Promise<void> | null = null;
  let english: Map<string, K> | null = null;

  const formatter = (lang: Lang, key: K) => {
    // English stands in for a catalogue still loading, and for a key it lacks.
    const use: Lang = catalogues[lang]?.[key] !== undefined ? lang : 'en';
    const id = `${use}:${key}`;
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(catalogues[use]?.[key] ?? key, LOCALES[use]);
      formats.set(id, format);
    }
    return format;
  };

  const bundle: MessageBundle<K> = {
    name,
    has: (lang) => catalogues[lang] !== undefined,
    load(lang) {
      if (lang === 'en') return Promise.resolve();
      spanish ??= loadSpanish().then((module) => {
        catalogues.es = module.default as Catalogue;
      });
      return spanish;
    },
    format: (lang, key, values) => String(formatter(lang, key).format(values)),
    formatRich<T>(lang: Lang, key: K, values: Record<string, PrimitiveType | ((chunks: (T | string)[]) => T)>) {
      const result = formatter(lang, key).format<T>(values);
      return Array.isArray(result) ? result : [result];
    },
    keyOfEnglish(text) {
      english ??= new Map(
        Object.entries(catalogues.en ?? {}).flatMap(([key, message]): [string, K][] => {
          const plain = literal(message);
          return plain === undefined ? [] : [[plain, key as K]];
        }),
      );
      return english.get(text);
    },
  };
  bundles.push(bundle);
  return bundle;
}

/**
 * A message that arrived as English text (a shared zod schema's message, the server's error)
 * in the reader's language, when some catalogue holds that exact English text; else unchanged.
 */
export function localizeEnglish(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  for (const bundle of bundles) {
    const key = bundle.keyOfEnglish(text);
    if (key !== undefined && bundle.has(lang)) return bundle.format(lang, key);
  }
  return text;
}
