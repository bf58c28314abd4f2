import type { FastifyInstance } from 'fastify';

// Security headers for every answer. The CSP allows no inline script and no eval: the web app is
// plain files from this origin, and the site configuration reaches the page as JSON data, not code.
// Map tiles are the one outside source; their host comes from configuration.
export function registerSecurityHeaders(app: FastifyInstance): void {
  const tileOrigin = originOf(app.config.site.mapTiles);
  const imgSrc = ["'self'", 'data:', tileOrigin].filter(Boolean).join(' ');
  const csp = [
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

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    // The API docs page (Swagger UI) sets its own policy for its bundled script.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    if (app.config.behindTls) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}

function originOf(template: string): string {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return '';
  }
}
