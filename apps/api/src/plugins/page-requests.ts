import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizePath, type Lang } from '@county/shared';
import { publicUrl } from '../public-origin.ts';
import { limitKey } from '../trust-proxy.ts';

// What the page route (web.ts) does besides rendering: the links that name the page, the redirect
// of a trailing slash, and the budget of rendered pages per client.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's canonical link and its <link rel="alternate" hreflang> in both languages (English is
 * the default), all from the configured public origin: the request's Host is the client's to write.
 */
export function pageLinks(config: FastifyInstance['config'], pathAndQuery: string, lang: Lang): string {
  const link = (rel: string, hreflang: string | null, to: Lang) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(publicUrl(config, pathAndQuery, to))}">`;
  return link('canonical', null, lang) + link('alternate', 'en', 'en') + link('alternate', 'es', 'es') + link('alternate', 'x-default', 'en');
}

/**
 * Where a page path with a trailing slash ('/home/', '/es/homestead/') goes: the same path without
 * it, query kept. Leading slashes and backslashes collapse to one, so '//evil.example/' cannot
 * become a redirect to another host. Null when the path has no trailing slash to lose.
 */
export function withoutTrailingSlash(url: string): string | null {
  const end = url.indexOf('?');
  const pathname = end === -1 ? url : url.slice(0, end);
  // '/es/' is the Spanish root, as '/' is the English one (localizePath writes it so).
  if (pathname === '/' || pathname === '/es/' || !pathname.endsWith('/')) return null;
  const path = '/' + pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '');
  return path + (end === -1 ? '' : url.slice(end));
}

const OVER = Symbol('over the page budget');

/**
 * The per-client budget of rendered pages (RATE_LIMIT_PAGES a minute), counted like the API's
 * budgets (in Redis when REDIS_URL is set). True while the client is within it; past it, false,
 * with Retry-After set on the reply.
 */
export function createPageBudget(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> {
  const limit = app.rateLimit({
    max: app.config.rateLimits.pages,
    timeWindow: '1 minute',
    keyGenerator: (request) => `pages:${limitKey(request)}`,
    errorResponseBuilder: () => OVER as unknown as object,
  });
  return async (request, reply) => {
    try {
      await limit.call(app, request, reply);
      return true;
    } catch (error) {
      if (error === OVER) return false;
      throw error;
    }
  };
}

/** The error page's address in a language. */
export const errorPath = (lang: Lang) => localizePath('/error', lang);

/** A page without the app: past the budget the page must not start it, as its router would load the page asked for. */
export const withoutApp = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
