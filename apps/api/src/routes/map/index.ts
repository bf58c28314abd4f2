import type { FastifyInstance } from 'fastify';
import { tileRoutes } from './tiles.ts';

/** The map's routes (issue 28): vector tiles. */
export async function mapRoutes(app: FastifyInstance): Promise<void> {
  await app.register(tileRoutes);
}
