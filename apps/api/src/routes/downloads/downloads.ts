import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { downloadFileParams } from '@county/shared/downloads';
import { HttpError } from '../../plugins/errors.ts';
import { downloadsPreparing, publishedIsCurrent } from '../../downloads/first-build.ts';
import type { Manifest } from '../../downloads/manifest.ts';
import { downloadsRoot, manifestReader } from '../../downloads/manifest.ts';
import { parseRange } from '../../downloads/range.ts';
import { matchesEtag } from '../cacheable-json.ts';
import { API, pathWith } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// GET api/Downloads lists the published data files (from the manifest that `npm run
// downloads:build` writes); GET api/Downloads/{name} serves one, resumable: Accept-Ranges, a strong
// ETag (the file's SHA-256), 206 for a range, 416 for a range past the end, If-Range and
// If-None-Match. Only names listed in the manifest are served, so no path can reach another file.
// Files made from another roll than the one this server serves (another database, or this one
// before an import, a confidential mark or a retirement) are never served: the page says they are
// being prepared until the server's own check (keepPublished) has built them again (decision 15).

export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const readPublished = manifestReader(app.config.dataDir);
  /** The manifest when its files are those of the roll served now; otherwise null. */
  const readManifest = async (): Promise<Manifest | null> => {
    const manifest = await readPublished();
    return manifest && (await publishedIsCurrent(app.database, app.config.dataDir, manifest)) ? manifest : null;
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API.downloads.path,
    {
      schema: contractSchema('downloads', {
        tags: ['downloads'],
        summary: 'The published data files with size, rows, date and SHA-256; preparing is true while a first build runs',
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const manifest = await readManifest();
      if (!manifest) {
        const stale = (await readPublished()) !== null;
        return { created: null, taxYear: null, preparing: stale || (await downloadsPreparing(app.config.dataDir)), files: [] };
      }
      return {
        created: manifest.created,
        taxYear: manifest.taxYear,
        preparing: false,
        files: manifest.files.map((f) => ({ ...f, url: pathWith(API.downloadFile, { name: f.name }) })),
      };
    },
  );

  api.get(
    API.downloadFile.path,
    {
      // Compressing would change the bytes that ranges and the checksum refer to.
      compress: false,
      schema: {
        tags: ['downloads'],
        summary: 'One data file; supports Range (206/416), If-Range and If-None-Match',
        params: downloadFileParams,
      },
    },
    async (request, reply) => {
      const manifest = await readManifest();
      const file = manifest?.files.find((f) => f.name === request.params.name);
      if (!manifest || !file) throw new HttpError(404, `There is no published file named '${request.params.name}'.`, 'name');
      const etag = `"${file.sha256}"`;
      const lastModified = new Date(file.created).toUTCString();
      reply.header('accept-ranges', 'bytes').header('etag', etag).header('last-modified', lastModified).header('cache-control', 'public, max-age=300');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const ifRange = request.headers['if-range'];
      const rangeApplies = !ifRange || ifRange === etag || ifRange === lastModified;
      const range = rangeApplies ? parseRange(request.headers.range, file.size) : null;
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${file.size}`)
          .send({ statusCode: 416, error: 'Range Not Satisfiable', message: `The requested range is outside the file (${file.size} bytes).`, field: 'range' });
      }
      reply.header('content-disposition', `attachment; filename="${file.name}"`).type('text/csv; charset=utf-8');
      const path = join(downloadsRoot(app.config.dataDir), manifest.build, file.name);
      if (!range) {
        reply.header('content-length', file.size);
        return reply.send(createReadStream(path));
      }
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(createReadStream(path, { start: range.start, end: range.end }));
    },
  );
}
