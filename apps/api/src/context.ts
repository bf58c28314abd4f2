import type { Database } from './db/database.ts';
import type { ServerConfig } from './config.ts';
import type { ContentStore } from './content/store.ts';
import type { ChatEngine } from './chat/engine.ts';

// What every route can reach through the Fastify instance.
declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: ServerConfig;
    /** The office's pages, read once at start-up (routes/index.ts); the content routes and the site search share them. */
    content: ContentStore;
    /** The assistant's topic index; the assistant and the box's 'Pages' group share it. */
    assistant: ChatEngine;
  }
}
