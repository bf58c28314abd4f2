import type { MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Lang } from '@county/shared';
import type { IcuEngine, MessageValues, RichValue } from './icu-types.ts';
import { LOCALES } from './format.ts';

// Message catalogs, one pair (en.json, es.json) per part of the site: the shell's in
// src/i18n/messages, each feature's in its own messages/ folder. English comes with the code that
// uses it (the shell's in the main bundle, a feature's in the feature's chunk); Spanish is a chunk
// of its own, fetched only when a Spanish page needs it. So the home page carries only the
// shell's English, and an English reader never downloads Spanish.
//
// The catalogs arrive precompiled (i18n-plugin.ts): plain text as a string, anything else as
// FormatJS's message AST. Text with arguments, tags and cardinal plurals is put together here
// (Intl.PluralRules chooses the form); only selects, ordinals and number or date styles need
// FormatJS's engine (IntlMessageFormat, 2.5 KB gzip), which a catalog that has such messages
// passes in (i18n/icu.ts). So the engine stays out of the home page's first script (decision 100).

export type { MessageValues } from './icu-types.ts';
type Message = string | MessageFormatElement[];
type Catalog = Record<string, Message>;

export interface MessageBundle<K extends string> {
  readonly name: string;
  has(lang: Lang): boolean;
  /** The same promise on every call, so React's use() can wait on it. */
  load(lang: Lang): Promise<void>;
  format(lang: Lang, key: K, values?: MessageValues): string;
  formatRich<T>(lang: Lang, key: K, values: Record<string, RichValue<T>>): (T | string)[];
  /** The key whose English text is exactly `text`, if any (for messages that arrive in English). */
  keyOfEnglish(text: string): K | undefined;
}

const bundles: MessageBundle<string>[] = [];

// FormatJS's element types put together here: literal text, a plain argument, a cardinal plural
// with its '#', and a tag. Selects, ordinals and number or date styles go to the engine. The enum
// is imported as a type only, so the parser's module stays out of the bundle.
const LITERAL = 0 as TYPE.literal;
const ARGUMENT = 1 as TYPE.argument;
const PLURAL = 6 as TYPE.plural;
const POUND = 7 as TYPE.pound;
const TAG = 8 as TYPE.tag;

/** Whether a message needs the ICU engine: raw ICU text (unit tests) or a select, a number style... */
function needsEngine(message: Message): boolean {
  if (typeof message === 'string') return /[{}<'#]/.test(message);
  return message.some((element) => {
    if (element.type === TAG) return needsEngine(element.children);
    if (element.type === PLURAL) return element.pluralType !== 'cardinal' || Object.values(element.options).some((option) => needsEngine(option.value));
    return element.type !== LITERAL && element.type !== ARGUMENT && element.type !== POUND;
  });
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
const numberFormats = new Map<Lang, Intl.NumberFormat>();
const rulesOf = (lang: Lang) => pluralRules.get(lang) ?? pluralRules.set(lang, new Intl.PluralRules(LOCALES[lang])).get(lang)!;
const numbersOf = (lang: Lang) => numberFormats.get(lang) ?? numberFormats.set(lang, new Intl.NumberFormat(LOCALES[lang])).get(lang)!;

/** The text of a message without arguments or tags (a string, or an AST of one literal). */
function plainText(message: Message): string | undefined {
  if (typeof message === 'string') return needsEngine(message) ? undefined : message;
  const [only] = message;
  return message.length === 1 && only?.type === LITERAL ? only.value : undefined;
}

function assemble<T>(
  message: MessageFormatElement[],
  values: Record<string, RichValue<T>> | undefined,
  where: string,
  lang: Lang,
  count?: number,
): (T | string)[] {
  const parts: (T | string)[] = [];
  const push = (part: T | string) => {
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string') parts[last] += part;
    else parts.push(part);
  };
  for (const element of message) {
    if (element.type === LITERAL) push(element.value);
    else if (element.type === ARGUMENT) {
      const value = values?.[element.value];
      if (value === undefined || typeof value === 'function') throw new Error(`${where}: no value for {${element.value}}`);
      push(String(value));
    } else if (element.type === PLURAL) {
      const value = values?.[element.value];
      if (typeof value !== 'number') throw new Error(`${where}: {${element.value}} must be a number`);
      const n = value - element.offset;
      const option = element.options[`=${value}`] ?? element.options[rulesOf(lang).select(n)] ?? element.options.other;
      if (option) for (const part of assemble(option.value, values, where, lang, n)) push(part);
    } else if (element.type === POUND) {
      push(count === undefined ? '#' : numbersOf(lang).format(count));
    } else if (element.type === TAG) {
      const wrap = values?.[element.value];
      if (typeof wrap !== 'function') throw new Error(`${where}: no function for <${element.value}>`);
      push(wrap(assemble(element.children, values, where, lang, count)));
    }
  }
  return parts;
}

/**
 * A promise that says when it has settled, the way React's use() reads a thenable: once the
 * catalog is in, use() returns at once instead of suspending for a tick on every page.
 */
function settled(promise: Promise<void>): Promise<void> {
  const tracked = promise as Promise<void> & { status?: string; value?: void; reason?: unknown };
  tracked.status = 'pending';
  promise.then(
    () => {
      tracked.status = 'fulfilled';
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

export function defineMessages<C extends object>(
  name: string,
  en: C,
  loadSpanish: () => Promise<{ default: unknown }>,
  engine?: IcuEngine,
): MessageBundle<keyof C & string> {
  type K = keyof C & string;
  const catalogs: Partial<Record<Lang, Catalog>> = {};
  let spanish: Promise<void> | null = null;
  let english: Map<string, K> | null = null;

  const accept = (lang: Lang, catalog: Catalog) => {
    if (!engine) {
      const key = Object.keys(catalog).find((k) => needsEngine(catalog[k]!));
      if (key !== undefined) throw new Error(`The '${name}' catalog's ${lang} message ${key} needs the ICU engine: pass icu (i18n/icu.ts) to defineMessages.`);
    }
    catalogs[lang] = catalog;
  };
  accept('en', en as Catalog);

  // English stands in for a catalog still loading, and for a key it lacks.
  const pick = (lang: Lang, key: K): { message: Message; lang: Lang } => {
    const own = catalogs[lang]?.[key];
    if (own !== undefined) return { message: own, lang };
    return { message: catalogs.en?.[key] ?? key, lang: 'en' };
  };

  const formatParts = <T>(lang: Lang, key: K, values: Record<string, RichValue<T>> | undefined): (T | string)[] => {
    const { message, lang: use } = pick(lang, key);
    if (engine && needsEngine(message)) return engine.format<T>(message, use, values);
    return typeof message === 'string' ? [message] : assemble(message, values, `${name}:${key}`, use);
  };

  const bundle: MessageBundle<K> = {
    name,
    has: (lang) => catalogs[lang] !== undefined,
    load(lang) {
      if (lang === 'en') return Promise.resolve();
      spanish ??= settled(loadSpanish().then((module) => accept('es', module.default as Catalog)));
      return spanish;
    },
    format: (lang, key, values) => formatParts(lang, key, values).join(''),
    formatRich: (lang, key, values) => formatParts(lang, key, values),
    keyOfEnglish(text) {
      english ??= new Map(
        Object.entries(catalogs.en ?? {}).flatMap(([key, message]): [string, K][] => {
          const plain = plainText(message);
          return plain === undefined ? [] : [[plain, key as K]];
        }),
      );
      return english.get(text);
    },
  };
  bundles.push(bundle);
  return bundle;
}

/** Loads a language's catalog of every bundle defined so far (the server, and hydration). */
export async function loadCatalogs(lang: Lang): Promise<void> {
  await Promise.all(bundles.map((bundle) => bundle.load(lang)));
}

/**
 * A message that arrived as English text (a shared zod schema's message, the server's error)
 * in the reader's language, when some catalog holds that exact English text; else unchanged.
 * The catalogs in `first` are asked before the others: two catalogs may put the same English in
 * different words, and the server (every catalog loaded) and the browser (the page's own) list
 * the others in a different order, so a page whose own catalog holds the text says it the same on both.
 */
export function localizeEnglish(lang: Lang, text: string, first: readonly MessageBundle<string>[] = []): string {
  if (lang === 'en') return text;
  for (const bundle of [...first, ...bundles]) {
    const key = bundle.keyOfEnglish(text);
    if (key !== undefined && bundle.has(lang)) return bundle.format(lang, key);
  }
  return text;
}
