import type { FastifyInstance } from 'fastify';

// Which methods a path answers, so that a request for a path that exists under other methods
// answers 405 with an Allow header (RFC 9110) rather than 404. Fastify's router does not tell, so
// each route is recorded as it is added, as a pattern of its path.

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The route's path as a pattern: ':param' is one segment, '*' the rest; a trailing slash is optional as in the router. */
function patternOf(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** The pages' catch-all route (web.ts), which answers no API path. */
const PAGES = '/*';

/** Starts recording routes; the returned function lists the methods a path answers (empty: none). */
export function recordAllowedMethods(app: FastifyInstance): (pathname: string) => string[] {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    const entry = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      entry.methods.add(method);
      if (method === 'GET') entry.methods.add('HEAD');
    }
    routes.set(route.url, entry);
  });
  return (pathname) => {
    const allowed = new Set<string>();
    for (const [url, { pattern, methods }] of routes) {
      if (url === PAGES && pathname.startsWith('/api/')) continue;
      if (pattern.test(pathname)) for (const method of methods) allowed.add(method);
    }
    return [...allowed].sort();
  };
}
