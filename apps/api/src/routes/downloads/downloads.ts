import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { downloadFileParams } from '@county/shared/downloads';
import { HttpError } from '../../plugins/errors.ts';
import { downloadsPreparing, startPublishing } from '../../downloads/first-build.ts';
import { manifestReader, rollFolder } from '../../downloads/manifest.ts';
import { servedManifest } from '../../downloads/served.ts';
import { parseRange } from '../../downloads/range.ts';
import { matchesEtag } from '../cacheable-json.ts';
import { API, pathWith } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// GET api/Downloads lists the published data files (from the manifest that `npm run
// downloads:build` writes); GET api/Downloads/{name} serves one, resumable: Accept-Ranges, a strong
// ETag (the file's SHA-256), 206 for a range, 416 for a range past the end, If-Range and
// If-None-Match. Only names listed in the manifest are served, so no path can reach another file.
// Each database's files are in a folder of its own (manifest.ts), so another database's are never
// seen. Files made from this roll before a change stay served, marked as being updated, while the
// new ones are built (a request that finds them stale starts the build); after a confidential mark
// they are withdrawn at once (served.ts, decision 136).

export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const readPublished = manifestReader(app.database, app.config.dataDir);
  const log = { info: (m: string) => app.log.info(m), error: (m: string) => app.log.error(m) };
  /** The manifest whose files may be served now, and whether newer ones are being prepared. */
  const readManifest = async () => {
    const served = await servedManifest(app.database, await readPublished());
    if (served.stale) startPublishing(app.database, app.config.dataDir, log);
    return served;
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API.downloads.path,
    {
      schema: contractSchema('downloads', {
        tags: ['downloads'],
        summary: 'The published data files with size, rows, date and SHA-256; preparing is true while newer files are being built',
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { manifest, stale } = await readManifest();
      // Stale files, served or withdrawn, are being built again; a first build shows by its marker.
      if (!manifest) return { created: null, taxYear: null, preparing: stale || (await downloadsPreparing(app.database, app.config.dataDir)), files: [] };
      return {
        created: manifest.created,
        taxYear: manifest.taxYear,
        preparing: stale,
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
      const { manifest } = await readManifest();
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
      const path = join(await rollFolder(app.database, app.config.dataDir), manifest.build, file.name);
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
