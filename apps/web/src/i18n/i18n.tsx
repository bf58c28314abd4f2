import { Fragment, createContext, use, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { localizePath, type Lang } from '@county/shared';
import { localizeEnglish, type MessageBundle, type MessageValues } from './catalog.ts';
import type { RichValue } from './icu-types.ts';
import { shellMessages, type ShellKey } from './messages.ts';
import { updateAlternates } from './alternates.ts';

// The page's language comes from its address (/es/... is Spanish). Components read it with
// useLang() and their text with a translator hook: useT() for the shell's catalog, and each
// feature's own hook made with makeUseT(its bundle). Code outside React (alerts raised by a
// service) uses translate(), which follows the language of the page on screen.

const LangContext = createContext<Lang>('en');
let active: Lang = 'en';

/** The language of the page on screen, for code outside React. */
export function activeLang(): Lang {
  return active;
}

/** A shell message in the language of the page on screen, for code outside React. */
export function translate(key: ShellKey, values?: MessageValues): string {
  return shellMessages.format(active, key, values);
}

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  active = lang;
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => {
    updateAlternates(localizePath(pathname, lang) + search);
  }, [lang, pathname, search]);
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export function useLang(): Lang {
  return useContext(LangContext);
}

type RichValues = Record<string, RichValue<ReactNode>>;

export interface Translator<K extends string> {
  (key: K, values?: MessageValues): string;
  /** A message with tags: t.rich('key', { link: (text) => <Link to="..">{text}</Link> }). */
  rich(key: K, values: RichValues): ReactNode;
}

/**
 * The translator hook of one catalog. On a Spanish page whose Spanish catalog has not arrived
 * yet, the component suspends until it has (the page's Suspense shows 'Loading…'), so no English
 * flashes first.
 */
export function makeUseT<K extends string>(bundle: MessageBundle<K>): () => Translator<K> {
  return function useTranslator() {
    const lang = useContext(LangContext);
    // Called on every render of a Spanish page, loaded or not: React replays a component that
    // suspended from its use() call, and a use() that is skipped on the replay (the catalog has
    // arrived meanwhile) breaks the replay's hook order (React error 467, then 520 as it
    // recovers by rendering the whole page again). A settled load returns at once.
    if (lang !== 'en') use(bundle.load(lang));
    const t = (key: K, values?: MessageValues) => bundle.format(lang, key, values);
    t.rich = (key: K, values: RichValues) =>
      // Keys keep React from warning about a list; the parts never reorder.
      bundle.formatRich<ReactNode>(lang, key, values).map((part, index) => <Fragment key={index}>{part}</Fragment>);
    return t;
  };
}

/** The shell's translator: t('shell.skipLink'). */
export const useT = makeUseT(shellMessages);

/**
 * English text from a shared schema or the server, in the page's language when a catalog has it;
 * the catalogs named are asked first (localizeEnglish).
 */
export function useLocalizeEnglish(...first: MessageBundle<string>[]): (text: string) => string {
  const lang = useContext(LangContext);
  return (text) => localizeEnglish(lang, text, first);
}
