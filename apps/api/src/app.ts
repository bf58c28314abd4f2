import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform } from 'fastify-type-provider-zod';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyCompress from '@fastify/compress';
import type { Database } from './db/database.ts';
import type { ServerConfig } from './config.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerWeb } from './plugins/web.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/framework-errors.ts';
import { registerRoutes } from './routes/index.ts';
import './context.ts';

/**
 * The docs page's own policy: Swagger UI applies inline styles as it renders, so styles may be
 * inline there (and only there); scripts stay same-origin files, and nothing else is allowed.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  /** Tests turn request logging off to keep their output readable. */
  logger?: boolean;
}

export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          // Structured logs without personal data: the query string can hold names and addresses.
          serializers: {
            req: (req) => ({ method: req.method, path: req.url.split('?')[0], id: req.id }),
          },
        }
      : false,
    bodyLimit: 64 * 1024,
    // A client has 10 s to send its headers and 30 s for the whole request (by default): a slow body no longer
    // holds a connection open (README, Deploy). Answers are the project's errors, with its headers.
    http: {
      headersTimeout: Math.min(config.timeouts.headersMs, config.timeouts.requestMs),
      requestTimeout: config.timeouts.requestMs,
      connectionsCheckingInterval: 1_000,
    },
    requestTimeout: config.timeouts.requestMs,
    frameworkErrors: frameworkErrorHandler(config),
    clientErrorHandler: clientErrorHandler(config),
    // Off unless TRUST_PROXY names the proxies in front: a client must not choose its own address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  });
  app.decorate('database', database);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerRateLimits(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.site.officeName} public API`,
        description: 'Parcel search, property and tangible cards, content, assistant and feedback.',
        version: config.version,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

  await registerRoutes(app);
  await registerWeb(app);
  return app;
}
