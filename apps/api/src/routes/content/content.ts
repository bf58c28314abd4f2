import { createReadStream, existsSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { contentPageQuery, contentPageSchema } from '@county/shared/content';
import { fillRollFigures } from '../../statistics/placeholders.ts';
import { API } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// The content store's endpoints: pages, the site notice of the notification bell, the year's
// important dates and the documents the pages link to. Content is read when the server starts;
// an office edits a file in content/ and restarts.

const errorSchema = z.object({ statusCode: z.number(), error: z.string(), message: z.string(), field: z.string().optional() });

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const store = app.content;
  for (const problem of store.problems) app.log.warn(`content: ${problem}`);
  app.log.info(`content: ${store.pages().length} pages loaded from ${app.config.contentDir}`);

  const api = app.withTypeProvider<ZodTypeProvider>();
  const cacheFor = (reply: { header(name: string, value: string): unknown }) =>
    reply.header('cache-control', 'public, max-age=300');

  api.get(
    API.contentPage.path,
    {
      schema: {
        tags: ['content'],
        summary: 'One information page of the content store, as sanitized HTML',
        querystring: contentPageQuery,
        response: { 200: contentPageSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { pageID, kind, lang } = request.query;
      const page = store.page(kind, pageID, lang);
      if (!page) throw new HttpError(404, `There is no ${kind} page named '${pageID}'.`, 'pageID');
      cacheFor(reply);
      // The roll's figures ({{roll.parcels}} ...) are those of the roll loaded now (decision 76).
      return { ...page, html: await fillRollFigures(app.database, page.html, page.language), requestedLanguage: lang };
    },
  );

  api.get(
    API.contentAlert.path,
    {
      schema: contractSchema('contentAlert', { tags: ['content'], summary: "The site-wide notice of the notification bell (content/alert.md, alert.es.md in Spanish); empty strings when none is posted" }),
    },
    // An English notice stands for an untranslated one: a notice is news, and late news is worse.
    async (request) => (request.query.lang === 'es' ? store.spanish.notice : undefined) ?? store.notice,
  );

  api.get(
    API.importantDates.path,
    {
      schema: contractSchema('importantDates', { tags: ['content'], summary: "The year's property tax dates (front matter of faqcontent/ImportantDates.md, ImportantDates.es.md in Spanish)" }),
    },
    async (request, reply) => {
      cacheFor(reply);
      return (request.query.lang === 'es' ? store.spanish.dates : undefined) ?? store.dates;
    },
  );

  api.get(
    API.contentFile.path,
    {
      schema: contractSchema('contentFile', { tags: ['content'], summary: 'A form or document of the content store (content/files), by its id' }),
    },
    async (request, reply) => {
      const { contentFileID } = request.query;
      // Only ids of the index built at start-up resolve to a path, so no input reaches the file system.
      const file = store.file(contentFileID);
      if (!file || !existsSync(file.path)) {
        throw new HttpError(404, `There is no document with the id '${contentFileID}'.`, 'contentFileID');
      }
      const size = statSync(file.path).size;
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(size))
        .header('content-disposition', `${file.contentType === 'application/pdf' ? 'inline' : 'attachment'}; filename="${file.fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(createReadStream(file.path));
    },
  );
}
