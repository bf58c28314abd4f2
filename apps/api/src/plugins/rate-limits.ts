import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { HttpError } from './errors.ts';
import { clientAddress, limitKey } from '../trust-proxy.ts';
import type { RateBudgets } from '../rate-budgets.ts';

// Rate limits per client (the address TRUST_PROXY lets us believe; see trust-proxy.ts). Every API
// route gets a budget unless it sets its own (`config: { rateLimit: ... }`): writes the tightest,
// exports (whole result sets as CSV) their own low one, the assistant (it writes the questions it
// cannot answer) its own, searches a generous one, and every other API read a wide one that only a
// scraper reaches. With REDIS_URL the counters live in Redis and hold across every server process
// behind a balancer; otherwise each process counts for itself.

const EXPORT = /^\/api\/(QuickSearch\/Export|Tools\/ComparableSalesCsv)/i;
/** Routes that answer JSON, or with format=csv a CSV file that costs what an export does. */
const CSV_ON_ASK = /^\/api\/(map\/area|statistics\/)/i;
const SEARCH = /^\/api\/(QuickSearch|Search)\//i;
const ASSISTANT = /^\/api\/chat\//i;

/** The budget a route falls under, or undefined for routes outside the API (pages, health). */
export function budgetOf(url: string, methods: string[], budgets: RateBudgets): number | undefined {
  if (!url.startsWith('/api/')) return undefined;
  if (methods.some((m) => m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS')) return budgets.writes;
  if (EXPORT.test(url)) return budgets.exports;
  if (ASSISTANT.test(url)) return budgets.assistant;
  if (SEARCH.test(url)) return budgets.search;
  return budgets.reads;
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const budgets = app.config.rateLimits;

  // Behind a trusted proxy the client's entry must be an address: '<script>', 'unknown' or an empty
  // entry would otherwise become a rate-limit key of its own, one per forged string.
  if (app.config.trustProxy !== false) {
    app.addHook('onRequest', async (request) => {
      if (clientAddress(request) === undefined) {
        throw new HttpError(400, 'X-Forwarded-For: the client address is not an IP address', 'X-Forwarded-For');
      }
    });
  }

  // The plugin keeps one counter per route; exports share one budget across all their routes, so
  // that eight export paths do not make eight times the budget.
  // (The limiter exists once the plugin is registered, after this hook must already be in place.)
  const exports: { limit?: ReturnType<FastifyInstance['rateLimit']> } = {};
  const sharedExportLimit: onRequestAsyncHookHandler = async function (request, reply) {
    await exports.limit!.call(this, request, reply);
  };
  // A map area's or a statistic's CSV is an export too: it spends the same budget, its JSON does not.
  const exportWhenCsv: onRequestAsyncHookHandler = async function (request, reply) {
    const format = (request.query as { format?: unknown }).format;
    if ([format].flat().includes('csv')) await exports.limit!.call(this, request, reply);
  };
  const withHook = (hooks: RouteOptions['onRequest'], hook: onRequestAsyncHookHandler) => [
    ...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]),
    hook,
  ];

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (config.rateLimit !== undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const max = budgetOf(route.url, methods, budgets);
    if (max === undefined) return;
    if (max === budgets.exports && EXPORT.test(route.url)) {
      route.config = { ...config, rateLimit: false };
      route.onRequest = withHook(route.onRequest, sharedExportLimit);
      return;
    }
    if (CSV_ON_ASK.test(route.url)) route.onRequest = withHook(route.onRequest, exportWhenCsv);
    route.config = { ...config, rateLimit: { max, timeWindow: '1 minute' } };
  });

  const redis = process.env.REDIS_URL
    ? new Redis(process.env.REDIS_URL, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'county-rl-',
    keyGenerator: limitKey,
    // If Redis is briefly unreachable, serve the request rather than fail it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  exports.limit = app.rateLimit({
    max: budgets.exports,
    timeWindow: '1 minute',
    keyGenerator: (request) => `exports:${limitKey(request)}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many CSV exports: ${budgets.exports} a minute from one client, search results, comparable sales, map areas and statistics together. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
