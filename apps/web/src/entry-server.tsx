import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SiteConfig } from '@county/shared';
import type { FirstView, RenderInput as Input, Rendered } from '@county/shared/server-render';
import { App } from './app/app.tsx';
import { pages } from './app/router.tsx';
import { loadCatalogs } from './i18n/catalog.ts';
import { langStore } from './i18n/switch-lang.ts';
import { setServerView } from './lib/first-view.ts';
import { HttpError, setTransport, type Transport } from './lib/http.ts';
import { clearQueries } from './lib/query.ts';
import { withServerPass } from './lib/server-pass.ts';
import { siteConfig } from './lib/site-config.ts';

// The pages' first view rendered on the server (docs/decisions/0101-server-rendering.md), so a
// phone paints the page before its JavaScript has arrived and run; the browser then hydrates it.
// The API server loads this module (built by `vite build --ssr`) and calls render() per page.
//
// A render never waits inside React: every page's chunk and every catalog is loaded once at
// start (prepare), and data is loaded between passes. A pass renders with the answers loaded so
// far; the queries that rendered as 'loading' are then loaded through the API's own routes (the
// transport the server passes in, per request) and the page is rendered again, until nothing is
// missing. The answers travel with the HTML, so the browser's first render finds the same data.

type RenderInput = Input<Transport>;

const requests = new AsyncLocalStorage<Transport>();
setTransport((path, init) => {
  const transport = requests.getStore();
  if (!transport) return Promise.reject(new Error(`no transport for ${path} outside a server render`));
  return transport(path, init);
});

/** Dependent data (an answer naming what to ask next) takes a pass per step; pages need two at most. */
const MAX_PASSES = 4;

/** Failures that are the page's true state (an unknown parcel, bad input); others the browser retries. */
const DEFINITIVE = new Set([400, 404]);

let prepared: Promise<void> | null = null;

/** Loads every page and catalog, and takes this deployment's configuration; once per process. */
export function prepare(site: SiteConfig): Promise<void> {
  Object.assign(siteConfig, site);
  // The catalogs after the pages: each page's module defines catalogs of its own.
  prepared ??= Promise.all(Object.values(pages).map((page) => page.preload())).then(() => loadCatalogs('es'));
  return prepared;
}

function renderPass(input: RenderInput, view: FirstView) {
  return withServerPass(() => {
    // Module state is set right before the synchronous render: renders of other requests
    // interleave only between passes.
    clearQueries();
    setServerView(view);
    langStore.set(input.lang);
    return renderToString(
      <StrictMode>
        <StaticRouter location={input.url} basename={input.lang === 'es' ? '/es' : undefined}>
          <App lang={input.lang} />
        </StaticRouter>
      </StrictMode>,
    );
  });
}

/** React's note on why a part fell back (development builds only say more than the digest). */
function fallbackReason(html: string): string {
  const match = /<!--\$!--><template([^>]*)>/.exec(html);
  return match?.[1]?.trim() || 'no reason given';
}

export async function render(input: RenderInput): Promise<Rendered> {
  if (!prepared) throw new Error('render() before prepare()');
  await prepared;
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  const view: FirstView = { answers: {}, failures: {}, today };
  const tried = new Set<string>();
  for (let passes = 1; ; passes++) {
    const { result: html, pass } = renderPass(input, view);
    // A part that failed or waited on the server is left for the browser to render; that is a
    // fault of this module's (hydration then throws the server's HTML away), never a page's state.
    if (html.includes('<!--$!-->')) throw new Error(`server rendering of ${input.url} left a part to the browser: ${fallbackReason(html)}`);
    const missing = [...pass.wanted].filter(([key]) => !tried.has(key));
    if (missing.length === 0 || passes === MAX_PASSES) return { html, view, pages: [...pass.pages], title: pass.title, notFound: pass.notFound };
    await requests.run(input.transport, () =>
      Promise.all(
        missing.map(async ([key, load]) => {
          tried.add(key);
          try {
            view.answers[key] = await load(new AbortController().signal);
          } catch (error) {
            // Anything else (a 429, the network) the browser asks again, as it would have without the server.
            if (error instanceof HttpError && DEFINITIVE.has(error.status)) view.failures[key] = { status: error.status, body: error.body };
          }
        }),
      ),
    );
  }
}
