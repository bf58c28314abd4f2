import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTRACT } from '@county/shared/api/contract';
import { API } from '@county/shared/api/paths';
import { resolveCardPid } from '../../cards/resolve-parcel-id.ts';
import { parcelGeometry } from '../../gis/parcel-geometry.ts';
import { sendCacheable } from '../cacheable-json.ts';

// GET /api/parcels/{pid}/geometry: a parcel's shape as a GeoJSON Feature, the id in any form the
// site accepts. Cached as the card is (it changes only when the roll or its shapes are reloaded).

export async function parcelGeometryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API.parcelGeometry.path,
    {
      schema: {
        tags: ['map'],
        summary: "A parcel's shape as a GeoJSON Feature (WGS84), by parcel id in any form",
        params: CONTRACT.parcelGeometry.params,
        response: { 200: CONTRACT.parcelGeometry.response },
      },
    },
    async (request, reply) => {
      const pid = await resolveCardPid(app.database, request.params.pid, 'pid');
      return sendCacheable(request, reply, await parcelGeometry(app.database, pid));
    },
  );
}
