import type { Lang } from '@county/shared';
import en from '@county/shared/code-text/messages/en.json';
import es from '@county/shared/code-text/messages/es.json';

// The code tables' descriptions (use codes, exemptions, deed types, buildings and features) in the
// document's language, from the catalog the web pages use (decision 105): the roll holds the
// English text, and a text the catalog lacks is printed as the roll has it.

const keyOfEnglish = new Map(Object.entries(en).map(([key, text]) => [text, key]));
const spanish: Record<string, string | undefined> = es;

/** A code table's description as printed in `lang`. */
export function codeText(english: string, lang: Lang): string {
  if (lang === 'en') return english;
  const key = keyOfEnglish.get(english);
  return (key && spanish[key]) || english;
}
