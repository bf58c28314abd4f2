import { localizePath } from '@county/shared';

// <link rel="alternate" hreflang> for the page on screen: the server writes them into the HTML it
// sends; after an in-app navigation they are brought up to date here, so they always name this page.
const HREFLANGS = [
  ['en', 'en'],
  ['es', 'es'],
  ['x-default', 'en'],
] as const;

export function updateAlternates(pathAndQuery: string): void {
  for (const [hreflang, lang] of HREFLANGS) {
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      document.head.append(link);
    }
    link.href = window.location.origin + localizePath(pathAndQuery, lang);
  }
}
