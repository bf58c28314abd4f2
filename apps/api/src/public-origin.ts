import { localizePath, type Lang } from '@county/shared';

// Every absolute URL the site writes (alternate and canonical links, the sitemap, the printed
// card's address, e-mails, PDFs) starts with the origin the office configures (PUBLIC_ORIGIN),
// never with the request's Host or X-Forwarded-* headers: the client writes those, and behind a
// cache that does not key on Host a forged one would be served to everyone
// (docs/decisions/0009-public-origin-and-page-budgets.md).

/** A host as it is written in a URL: an IPv6 address in brackets. */
const urlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * PUBLIC_ORIGIN checked and reduced to `scheme://host[:port]`; unset, the address the server listens
 * on (`http://HOST:PORT`), which is right for the embedded default and nothing else.
 */
export function parsePublicOrigin(value: string | undefined, host: string, port: number): string {
  if (value === undefined || value === '') return `http://${urlHost(host)}:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute URL such as https://www.example-county.gov, got '${value}'`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) {
    throw new Error(`PUBLIC_ORIGIN must be http(s)://host[:port] with no path, query or credentials, got '${value}'`);
  }
  return url.origin;
}

/**
 * The absolute address of a page of this site, in a language:
 * `publicUrl(app.config, '/propertycard?pid=272035664500001', 'es')`
 * → `https://www.example-county.gov/es/propertycard?pid=272035664500001`.
 */
export function publicUrl(config: { site: { publicOrigin: string } }, pathAndQuery: string, lang: Lang = 'en'): string {
  return config.site.publicOrigin + localizePath(pathAndQuery, lang);
}
