import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

// Rate limits per client address. Every write endpoint gets a default limit unless it sets its own
// (`config: { rateLimit: ... }`), and so do the searches, which are the expensive reads. With
// REDIS_URL the counters live in Redis and hold across every server process behind a balancer;
// otherwise each process counts for itself.

const SEARCH = /^\/api\/(QuickSearch|Search)\//i;

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const perMinute = (name: string, fallback: number) => {
    const n = Number(process.env[name] ?? fallback);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const writeLimit = perMinute('RATE_LIMIT_WRITES', 30);
  const searchLimit = perMinute('RATE_LIMIT_SEARCH', 600);

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (config.rateLimit !== undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const writes = methods.some((m) => m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS');
    if (writes && route.url.startsWith('/api/')) {
      route.config = { ...config, rateLimit: { max: writeLimit, timeWindow: '1 minute' } };
    } else if (SEARCH.test(route.url)) {
      route.config = { ...config, rateLimit: { max: searchLimit, timeWindow: '1 minute' } };
    }
  });

  const redis = process.env.REDIS_URL
    ? new Redis(process.env.REDIS_URL, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'county-rl-',
    // If Redis is briefly unreachable, serve the request rather than fail it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
