import { localizePath } from '@county/shared';
import { siteConfig } from '../lib/site-config.ts';

// The page's canonical link and <link rel="alternate" hreflang>: the server writes them into the
// HTML it sends; after an in-app navigation they are brought up to date here, so they always name
// this page. Both start with the site's configured origin, as the server's do (the address bar's
// only where no server configured one: Vite's dev server).
const HREFLANGS = [
  ['en', 'en'],
  ['es', 'es'],
  ['x-default', 'en'],
] as const;

function headLink(selector: string, rel: string, hreflang?: string): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    document.head.append(link);
  }
  return link;
}

/** The page's absolute address from a path on this site, for links and print. */
export function absoluteUrl(pathAndQuery: string): string {
  return (siteConfig.publicOrigin || window.location.origin) + pathAndQuery;
}

/** pathAndQuery: the page on screen, in its language ('/es/homestead?x=1'). */
export function updateAlternates(pathAndQuery: string): void {
  headLink('link[rel="canonical"]', 'canonical').href = absoluteUrl(pathAndQuery);
  for (const [hreflang, lang] of HREFLANGS) {
    headLink(`link[rel="alternate"][hreflang="${hreflang}"]`, 'alternate', hreflang).href = absoluteUrl(localizePath(pathAndQuery, lang));
  }
}
