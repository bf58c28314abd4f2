import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { PAGE_ROUTES, REDIRECT_PATHS } from '@county/shared';
import { routes } from './router.tsx';

// The router builds its routes from the shared table (packages/shared/src/routes.ts), which the
// server's 404 and redirects also read: every path of the table must reach its own route, and
// the router must have no page the table does not name.

/** A concrete address of a pattern: each `:name` segment given the first known id, or a sample. */
const example = (route: { path: string; ids?: readonly string[] }) => route.path.replace(/:\w+/g, () => route.ids?.[0] ?? '12345');

const matchedPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

describe('the route table', () => {
  it('gives every page of the shared table a route of its own', () => {
    for (const route of PAGE_ROUTES) expect(matchedPath(example(route)), route.path).toBe(route.path);
  });

  it('gives every old address of the shared table a route, which redirects', () => {
    for (const path of REDIRECT_PATHS) expect(matchedPath(example({ path })), path).toBe(path);
  });

  it('has no route the shared table does not name, besides the not-found page', () => {
    const named = new Set<string>([...PAGE_ROUTES.map((route) => route.path), ...REDIRECT_PATHS, '*']);
    const own = routes.flatMap((layout) => layout.children ?? []).map((route) => route.path ?? '');
    expect(own.filter((path) => !named.has(path))).toEqual([]);
  });

  it('matches letter case as the server does: exactly, but for the ASP.NET address', () => {
    expect(matchedPath('/DASHBOARD')).toBe('*');
    expect(matchedPath('/searches/parcelsearch.aspx')).toBe('/Searches/ParcelSearch.aspx');
  });
});
