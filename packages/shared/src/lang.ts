// The site's two languages and their addresses: English pages keep the paths of the
// specification, Spanish pages are the same paths under /es (/es/homestead, /es/propertycard?pid=..).
// Shared so the web router, the server's 404 decision and the first view agree on every address.

export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** The cookie that remembers the visitor's choice, read by the server for '/'. */
export const LANG_COOKIE = 'lang';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'es';
}

/** The language a path is in, and the path without its language prefix ('/es' alone is the home page). */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/es' || pathname === '/es/') return { lang: 'es', path: '/' };
  if (pathname.startsWith('/es/')) return { lang: 'es', path: pathname.slice(3) };
  return { lang: 'en', path: pathname };
}

/**
 * The address of a site path in a language: '/homestead' → '/es/homestead' in Spanish. Full URLs,
 * API paths and fragments pass unchanged; a path already in a language is moved to the other.
 */
export function localizePath(to: string, lang: Lang): string {
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/api/')) return to;
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  const rest = end === -1 ? '' : to.slice(end);
  const { path } = splitLangPath(pathname);
  if (lang === 'en') return path + rest;
  return (path === '/' ? '/es/' : `/es${path}`) + rest;
}
