import type { FastifyInstance } from 'fastify';
import { CONTENT_PAGE_IDS, FAQ_PAGE_IDS, PAGE_ROUTES, PAGE_TITLES } from '@county/shared';
import { publicUrl } from '../../public-origin.ts';

// /sitemap.xml names every page a search engine should list, each in English and Spanish, and
// /robots.txt points to it. Both are absolute URLs, so both start with the configured public origin.

/** Pages that are answers to something else (thank-you, error, an owner alert's signed links), other names of the search page, or the office's own. */
const otherSearchNames = new Set<string>(PAGE_ROUTES.filter((route) => route.page === 'search' && route.path !== '/parcelsearch').map((route) => route.path));
const unlisted = (path: string) =>
  path === '/error' || path.endsWith('/thankyou') || path.startsWith('/owner-alert/') || path.startsWith('/office') || otherSearchNames.has(path);

export function sitemapPaths(): string[] {
  return [
    ...Object.keys(PAGE_TITLES).filter((path) => !unlisted(path)),
    ...CONTENT_PAGE_IDS.map((id) => `/content/${id}`),
    ...FAQ_PAGE_IDS.map((id) => `/faqcontent/${id}`),
  ];
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function sitemap(app: FastifyInstance): string {
  const entry = (path: string, lang: 'en' | 'es') =>
    `<url><loc>${xml(publicUrl(app.config, path, lang))}</loc>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${xml(publicUrl(app.config, path, 'en'))}"/>` +
    `<xhtml:link rel="alternate" hreflang="es" href="${xml(publicUrl(app.config, path, 'es'))}"/></url>`;
  const urls = sitemapPaths().flatMap((path) => [entry(path, 'en'), entry(path, 'es')]);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  const map = sitemap(app);
  const robots = `User-agent: *\nDisallow: /office\nDisallow: /api/staff\nAllow: /\nSitemap: ${publicUrl(app.config, '/sitemap.xml')}\n`;
  const hour = 'public, max-age=3600';
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', hour).type('application/xml; charset=utf-8').send(map),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', hour).type('text/plain; charset=utf-8').send(robots),
  );
}
