import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Lang, SiteConfig } from '@county/shared';
import type { RenderInput, Rendered } from '@county/shared/server-render';

// The web app's server renderer (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr), as
// the API server uses it. Each page's data is asked of the API's own routes as the visitor (their
// address), so it counts against that visitor's rate budget exactly as the browser's own requests
// would have, and the answers are the API's, with their validation and sanitizing.

interface RendererModule {
  prepare(site: SiteConfig): Promise<void>;
  render(input: RenderInput<(path: string, init: RequestInit) => Promise<Response>>): Promise<Rendered>;
}

export type RenderPage = (url: string, lang: Lang, clientIp: string) => Promise<Rendered>;

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

/** The renderer of a built web app, ready to render; null when the build has none. */
export async function loadRenderer(app: FastifyInstance, file: string): Promise<RenderPage | null> {
  if (!existsSync(file)) {
    app.log.warn(`server renderer not built (${file} missing): pages render in the browser only`);
    return null;
  }
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  await renderer.prepare(app.config.site);
  return (url, lang, clientIp) =>
    renderer.render({
      url,
      lang,
      transport: async (path, init) => {
        const response = await app.inject({
          method: 'GET',
          url: path,
          headers: Object.fromEntries(new Headers(init.headers).entries()),
          remoteAddress: clientIp,
        });
        const body = response.statusCode === 204 || response.statusCode === 304 ? null : response.rawPayload;
        return new Response(body, { status: response.statusCode, headers: headersOf(response.headers) });
      },
    });
}
