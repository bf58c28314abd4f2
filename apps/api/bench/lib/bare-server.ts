import cluster from 'node:cluster';
import Fastify from 'fastify';

// The ceiling of `npm run bench`: a Fastify route that does nothing, on the same machine in the
// same run, so the figures of real endpoints can be read as a share of what the framework allows.
// It runs as many processes (WORKERS) as the measured server does.
const workers = Number(process.env.WORKERS ?? 1);
if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
} else {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}
