import type { Lang } from './lang.ts';

// What the public record shows where a confidential owner's name would be (issue 31, decision 14).
// The roll's public tables carry the English text itself, so an export or a program reading the
// office's API sees it too; the pages show it in their language, told by the card's `confidential`.

export const CONFIDENTIAL_OWNER: Record<Lang, string> = {
  en: 'Confidential – s. 119.071, Florida Statutes',
  es: 'Confidencial – s. 119.071, Estatutos de la Florida',
};

/** The text the roll's public tables hold in place of a confidential owner's name. */
export const CONFIDENTIAL_OWNER_STORED = CONFIDENTIAL_OWNER.en;

/** A name as a page in `lang` shows it: the stored label in the page's language, any other name as it is. */
export function ownerInLang(name: string, lang: Lang): string {
  return name === CONFIDENTIAL_OWNER_STORED ? CONFIDENTIAL_OWNER[lang] : name;
}
