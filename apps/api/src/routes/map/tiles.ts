import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@county/shared/api/paths';
import { CONTRACT } from '@county/shared/api/contract';
import { InvalidInputError } from '../../errors.ts';
import { vectorTile } from '../../gis/tile-store.ts';
import { matchesEtag } from '../cacheable-json.ts';

// The map's vector tiles (issue 28, decision 112): Mapbox Vector Tile 2.1 in XYZ numbering, cut on
// request and kept per process for the roll as it is. A tile with nothing in it answers 204.

export const TILE_TYPE = 'application/vnd.mapbox-vector-tile';

/**
 * Tiles change only with a load. A minute in a browser's cache spares the map a request each time
 * it pans back; after that the ETag revalidates, so a tile is at most a minute behind a load.
 */
export const TILE_CACHE_CONTROL = 'public, max-age=60';

/**
 * A map asks for a dozen tiles or more each time it pans or zooms, and kept tiles cost little: a
 * client may ask for five times the budget of other reads (RATE_LIMIT_READS).
 */
const TILE_BUDGET_FACTOR = 5;

const acceptsGzip = (header: string | undefined) => !!header && /\bgzip\b/i.test(header);

export async function tileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API.mapTile.path,
    {
      config: { rateLimit: { max: fastify.config.rateLimits.reads * TILE_BUDGET_FACTOR, timeWindow: '1 minute' } },
      schema: {
        tags: ['map'],
        summary: 'A vector tile of the map (Mapbox Vector Tile 2.1, XYZ numbering): layers parcels, streets and sales; 204 when the tile is empty',
        params: CONTRACT.mapTile.params,
        produces: [TILE_TYPE],
      },
    },
    async (request, reply) => {
      const { z, x, y } = request.params;
      const limit = 2 ** z;
      if (x >= limit) throw new InvalidInputError(`x: must be below ${limit} (2^z) at zoom ${z}`, 'x');
      if (y >= limit) throw new InvalidInputError(`y: must be below ${limit} (2^z) at zoom ${z}`, 'y');
      const tile = await vectorTile(app.database, z, x, y);
      reply.header('cache-control', TILE_CACHE_CONTROL).header('etag', tile.etag).header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], tile.etag)) return reply.code(304).send();
      if (tile.gzip === null) return reply.code(204).send();
      reply.type(TILE_TYPE);
      // Kept compressed: a client that takes gzip (every browser) gets the kept bytes as they are.
      if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(tile.gzip);
      return reply.send(gunzipSync(tile.gzip));
    },
  );
}
