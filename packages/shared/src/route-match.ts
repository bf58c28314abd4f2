// Matching a path to the route table and the redirects of the old site's addresses (routes.ts has
// the tables). The server needs them for every request; the web app only when it meets an old
// address, so they load in a chunk of their own, not in its first script (decision 0006).

import { toStoredId } from './parcel-id.ts';
import { DEEP_LINK, PAGE_ROUTES, REDIRECTS_TO_DASHBOARD, type PageRoute } from './routes.ts';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The values of a pattern's `:name` segments when the path matches it, else null. Like the router,
 * a segment is percent-decoded; unlike it, letter case counts unless `anyCase` (the server's 404
 * and the router agree because the router's routes are case-sensitive too).
 */
export function matchRoute(pattern: string, pathname: string, anyCase = false): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = trimSlash(pathname).split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of wanted.entries()) {
    const segment = given[i]!;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (anyCase ? part.toLowerCase() !== segment.toLowerCase() : part !== segment) {
      return null;
    }
  }
  return params;
}

/** The page route that shows a path (its language prefix removed), or undefined. */
export function pageRouteOf(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find((route: PageRoute) => {
    const params = matchRoute(route.path, pathname, route.anyCase);
    return params !== null && (route.ids === undefined || Object.values(params).every((id) => route.ids!.includes(id)));
  });
}

/** A query string's parameters (URLSearchParams in the browser and in Node). */
export interface QueryParams {
  get(name: string): string | null;
}

const NO_QUERY: QueryParams = { get: () => null };

const cardOf = (stored: string) => `/propertycard?pid=${stored}`;

/**
 * Where an old address leads now (a path of the site without its language prefix), or null when
 * the address is a page of its own: '/' and '/home' lead home; a search page asked for a parcel
 * (`?pid=` in either id order, as old bookmarks carry) leads to its card; the deep link to the card
 * of its parcel id, or to a search for its text.
 */
export function legacyRedirect(pathname: string, query: QueryParams): string | null {
  const path = trimSlash(pathname);
  if ((REDIRECTS_TO_DASHBOARD as readonly string[]).includes(path)) return '/dashboard';
  const deepLink = matchRoute(DEEP_LINK, path);
  if (deepLink) {
    const { field = '', value = '' } = deepLink;
    const stored = field.toLowerCase().replace(/\s+/g, '') === 'parcelid' ? toStoredId(value) : null;
    return stored ? cardOf(stored) : `/parcelsearch?q=${encodeURIComponent(value)}`;
  }
  if (pageRouteOf(path)?.page === 'search') {
    const pid = query.get('pid') ?? query.get('PID');
    const stored = pid ? toStoredId(pid) : null;
    if (stored) return cardOf(stored);
  }
  return null;
}

/**
 * True when the path names a page of the site or an old address that leads to one (so the server
 * answers 200 or a redirect), false for an unknown path (404 with the app, which shows 'Page Not
 * Found'). Matching is exact and case-sensitive, as the router's is, except for the legacy ASP.NET
 * path, which old bookmarks spell in any case.
 */
export function isKnownPath(pathname: string): boolean {
  return pageRouteOf(pathname) !== undefined || legacyRedirect(pathname, NO_QUERY) !== null;
}
