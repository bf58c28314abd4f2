import { LANG_COOKIE, localizePath, splitLangPath, type Lang } from '@county/shared';
import { createStore } from '../lib/store.ts';
import { shellMessages } from './messages.ts';

// The language of the page on screen, from its address. The switch moves to the same page in the
// other language (path, query and fragment kept) without reloading, and remembers the choice in a
// cookie, which the server reads when someone opens '/' (docs/decisions/0100-spanish.md).

export const langStore = createStore<Lang>(typeof window === 'undefined' ? 'en' : splitLangPath(window.location.pathname).lang);

const ONE_YEAR = 60 * 60 * 24 * 365;

export function rememberLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

export async function switchLang(lang: Lang): Promise<void> {
  rememberLang(lang);
  await shellMessages.load(lang);
  const { pathname, search, hash } = window.location;
  history.pushState(null, '', localizePath(pathname, lang) + search + hash);
  langStore.set(lang);
}

// Back and forward may cross from one language to the other.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => langStore.set(splitLangPath(window.location.pathname).lang));
}
