import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { ping } from '../../db/database.ts';

const INSTANCE = randomBytes(4).toString('hex');

// Liveness and readiness for load balancers: /healthz always answers while the process runs and
// reports the database; /readyz answers 503 while the database cannot be reached so that a balancer
// stops sending traffic to this instance until it can.
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({
    status: 'ok',
    version: app.config.version,
    // Which process answered, so an operator can see several workers share the load: a random name
    // per process rather than its pid, which tells an outsider about the host.
    instance: INSTANCE,
    database: { dialect: app.database.dialect, reachable: await ping(app.database) },
  }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const reachable = await ping(app.database);
    return reply.code(reachable ? 200 : 503).send({ ready: reachable });
  });
}
