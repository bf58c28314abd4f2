import type { FastifyInstance } from 'fastify';
import { areaRoutes } from './area.ts';
import { tileRoutes } from './tiles.ts';

/** The map's routes (issue 28): vector tiles, and the list of what lies inside an area drawn on the map. */
export async function mapRoutes(app: FastifyInstance): Promise<void> {
  await app.register(tileRoutes);
  await app.register(areaRoutes);
}
