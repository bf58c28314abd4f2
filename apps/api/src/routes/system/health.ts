import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/database.ts';

// Liveness and readiness for load balancers: /healthz always answers while the process runs and
// reports the database; /readyz answers 503 while the database cannot be reached so that a balancer
// stops sending traffic to this instance until it can.
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({
    status: 'ok',
    version: app.config.version,
    // Which process answered: lets an operator see that several workers share the load.
    pid: process.pid,
    database: { dialect: app.database.dialect, reachable: await ping(app.database) },
  }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const reachable = await ping(app.database);
    return reply.code(reachable ? 200 : 503).send({ ready: reachable });
  });
}
