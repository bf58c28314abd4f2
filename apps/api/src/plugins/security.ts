import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

// Security headers for every answer, including the errors the framework and Node answer before a
// route runs (see plugins/framework-errors.ts). The CSP allows no inline script and no eval: the web
// app is plain files from this origin, and the site configuration reaches the page as JSON data, not
// code. An optional base map (SITE_CONFIG `mapTiles`, none by default) is the one outside source; its
// host is allowed only when configured.

export function contentSecurityPolicy(config: ServerConfig): string {
  const tileOrigin = originOf(config.site.mapTiles);
  const imgSrc = ["'self'", 'data:', tileOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${imgSrc}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every answer carries (the CSP is the site's unless a route set its own). */
export function securityHeaders(config: ServerConfig): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': contentSecurityPolicy(config),
    ...(config.behindTls ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const { 'content-security-policy': csp, ...others } = securityHeaders(app.config);
  const headers = Object.entries(others);
  // A callback hook, not an async one: an async hook's promise puts the rest of every answer's send
  // off to a later microtask.
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    // The API docs page sets its own policy (DOCS_CSP in app.ts).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    done(null, payload);
  });
}

function originOf(template: string): string {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return '';
  }
}
