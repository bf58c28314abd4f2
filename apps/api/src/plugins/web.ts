import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isKnownPath, LANG_COOKIE, legacyRedirect, localizePath, splitLangPath, type Lang } from '@county/shared';
import { firstViewScript } from './first-view.ts';
import type { Rendered } from '@county/shared/server-render';
import { loadRenderer } from './server-render.ts';
import { readPageLinks } from './web-assets.ts';
import { createPageBudget, errorPath, pageLinks, withoutApp, withoutTrailingSlash } from './page-requests.ts';

// Serves the built web app, each page rendered on the server first (server-render.ts). Hashed assets are immutable for a year; index.html is revalidated on
// every visit so a new deployment shows at once. Any page path answers index.html (the app routes
// in the browser), with 404 for a path the route table does not know, so that search engines and
// link checkers see the truth while people still get the 'Page Not Found' page.
// Spanish pages are the same paths under /es (docs/decisions/0100-spanish.md): the route table
// judges the path without its prefix, and the HTML says lang="es" and names both languages.
/** The language remembered by the switch (the `lang` cookie), if any. */
function cookieLang(header: string | undefined): Lang | undefined {
  const value = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  return value === 'es' || value === 'en' ? value : undefined;
}

/**
 * A rendered page paints from its HTML and styles alone, and starts the app after that first paint
 * (public/start-app.js): the app's chunks, Vite's preloads included, are fetched then, together.
 * Fetched earlier they would share a phone's slow link with the styles the paint waits for.
 * Returns the page's index.html given the chunks its page needs; the shell's part is done once.
 */
function startAfterPaint(html: string): (pageScripts: readonly string[]) => string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(withoutPreloads);
  if (!entry) return () => html;
  const [tag, src] = entry;
  const before = withoutPreloads.slice(0, entry.index);
  const after = withoutPreloads.slice(entry.index + tag.length);
  return (pageScripts) =>
    `${before}<script defer src="/start-app.js" data-src="${src}" data-chunks="${[...preloads, ...pageScripts].join(' ')}"></script>${after}`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function registerWeb(app: FastifyInstance): Promise<void> {
  const dist = app.config.webDist;
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing): run npm run build`);
    return;
  }
  const configJson = JSON.stringify(app.config.site).replace(/</g, '\\u003c');
  const indexHtml = readFileSync(indexPath, 'utf8').replace('<!--site-config-->', `<script type="application/json" id="site-config">${configJson}</script>`);

  const renderedIndex = startAfterPaint(indexHtml);
  const renderPage = await loadRenderer(app, join(dist, '..', 'dist-ssr', 'entry-server.js'));
  const assetLinks = readPageLinks(dist);
  const withinBudget = createPageBudget(app);
  /** The page's HTML from the renderer; null sends the bare app, which renders in the browser. */
  const rendered = async (url: string, lang: Lang, clientIp: string): Promise<Rendered | null> => {
    if (!renderPage) return null;
    try {
      return await renderPage(url, lang, clientIp);
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed; the page renders in the browser');
      return null;
    }
  };

  /** The whole document of a rendered page; without the app, a page that stays as the server wrote it. */
  const pageHtml = (view: Rendered | null, lang: Lang, pathAndQuery: string, withApp = true): string => {
    const assets = view ? assetLinks(view.pages) : null;
    const styles = assets?.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('') ?? '';
    const head = pageLinks(app.config, pathAndQuery, lang) + styles + (view && withApp ? firstViewScript(view.view) : '');
    const root = view ? `<div id="root" data-pages="${view.pages.join(' ')}">${view.html}</div>` : '<div id="root"></div>';
    // Replacer functions: the page's text may hold '$&' and the like, which a replacement string would expand.
    const title = view?.title ? `<title>${escapeHtml(view.title)}</title>` : null;
    const shell = !withApp ? withoutApp(indexHtml) : assets ? renderedIndex(assets.scripts) : indexHtml;
    return shell
      .replace('<html lang="en">', `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, (original) => title ?? original)
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => root);
  };

  // Past the page budget: the error page, rendered once per language (a render is what the budget saves).
  const limitedPages = new Map<Lang, string>();
  const limitedPage = async (lang: Lang, clientIp: string): Promise<string> => {
    const known = limitedPages.get(lang);
    if (known) return known;
    const view = await rendered(errorPath(lang), lang, clientIp);
    const html = pageHtml(view, lang, errorPath(lang), false);
    if (view) limitedPages.set(lang, html);
    return html;
  };

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    // index.html is only ever sent with the site configuration injected (below): served raw it
    // would be a page without its configuration answering 200.
    globIgnore: ['index.html', 'index.html.*'],
    preCompressed: true,
    setHeaders(reply, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) {
      return reply.callNotFound();
    }
    const page = pathname.toLowerCase().endsWith('.aspx') || pathname === '/index.html';
    if (/\.[a-z0-9]{1,5}$/i.test(pathname) && !page) {
      return reply.callNotFound();
    }
    const slashless = withoutTrailingSlash(request.url);
    if (slashless) return reply.redirect(slashless, 301);
    const { lang, path } = splitLangPath(pathname);
    const query = request.url.slice(pathname.length);
    // Old addresses answer with a redirect (the shared route table's), so the browser asks for the
    // page itself and gets its first view with it, and no page is rendered only to move on. The
    // home page's ('/', '/home') name no language: the remembered choice decides, so they are not
    // permanent; the others always lead to the same page.
    const target = legacyRedirect(path, new URLSearchParams(query));
    if (target) {
      const home = target === '/dashboard';
      const spanish = lang === 'es' || (home && cookieLang(request.headers.cookie) === 'es');
      if (home) reply.header('vary', 'cookie');
      return reply.redirect(localizePath(target, spanish ? 'es' : 'en'), home ? 302 : 301);
    }
    if (!(await withinBudget(request, reply))) {
      return reply
        .code(429)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(await limitedPage(lang, request.ip));
    }
    const known = isKnownPath(path);
    reply.code(known ? 200 : 404);
    reply.header('cache-control', 'no-cache');
    const view = await rendered(request.url, lang, request.ip);
    // A page of a parcel or account that is not on the roll, or whose id is not one, says so, and so does its status.
    if (view?.notFound) reply.code(404);
    return reply.type('text/html; charset=utf-8').send(pageHtml(view, lang, path + query));
  });
}
