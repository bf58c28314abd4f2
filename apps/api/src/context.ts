import type { Database } from './db/database.ts';
import type { ServerConfig } from './config.ts';

// What every route can reach through the Fastify instance.
declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: ServerConfig;
  }
}
