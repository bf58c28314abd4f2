import { createReadStream, existsSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGS } from '@county/shared';
import { HttpError } from '../../plugins/errors.ts';
import { CONTENT_KINDS, PAGE_ID_PATTERN, loadContent } from '../../content/store.ts';
import { FILE_ID_PATTERN } from '../../content/markdown.ts';

// The content store's endpoints: pages, the site notice of the notification bell, the year's
// important dates and the documents the pages link to. Content is read when the server starts;
// an office edits a file in content/ and restarts.

const pageSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  pageID: z.string(),
  title: z.string(),
  summary: z.string(),
  updated: z.string().describe('YYYY-MM-DD'),
  keywords: z.array(z.string()),
  html: z.string().describe('sanitized on the server'),
  language: z.enum(LANGS).describe('the language the page is written in'),
  requestedLanguage: z.enum(LANGS).describe("the language asked for; when it differs from language, the page is not translated yet"),
});

// ?lang=en|es on the endpoints with text; anything else is a 400 naming the field.
const langQuery = z.enum(LANGS, { error: 'lang must be en or es' }).default('en').describe('the language of the text: en (default) or es');

const noticeSchema = z.object({
  title: z.string(),
  body: z.string().describe('sanitized HTML; empty when there is no notice'),
  header: z.string(),
});

const dateSchema = z.object({
  month: z.number(),
  day: z.number(),
  title: z.string(),
  detail: z.string(),
  when: z.string().optional(),
  link: z.string().optional(),
});

const errorSchema = z.object({ statusCode: z.number(), error: z.string(), message: z.string(), field: z.string().optional() });

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const store = loadContent(app.config.contentDir, app.config.site);
  for (const problem of store.problems) app.log.warn(`content: ${problem}`);
  app.log.info(`content: ${store.pages().length} pages loaded from ${app.config.contentDir}`);

  const api = app.withTypeProvider<ZodTypeProvider>();
  const cacheFor = (reply: { header(name: string, value: string): unknown }) =>
    reply.header('cache-control', 'public, max-age=300');

  api.get(
    '/api/Content/GetContentPage',
    {
      schema: {
        tags: ['content'],
        summary: 'One information page of the content store, as sanitized HTML',
        querystring: z.object({
          pageID: z.string().regex(PAGE_ID_PATTERN, 'pageID must be letters, digits, - or _ (at most 64)'),
          kind: z.enum(CONTENT_KINDS).default('faqcontent').describe('the route the page belongs to; page = a named page like /homestead'),
          lang: langQuery,
        }),
        response: { 200: pageSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { pageID, kind, lang } = request.query;
      const page = store.page(kind, pageID, lang);
      if (!page) throw new HttpError(404, `There is no ${kind} page named '${pageID}'.`, 'pageID');
      cacheFor(reply);
      return { ...page, requestedLanguage: lang };
    },
  );

  api.get(
    '/api/Content/GetContentAlert',
    {
      schema: {
        tags: ['content'],
        summary: "The site-wide notice of the notification bell (content/alert.md, alert.es.md in Spanish); empty strings when none is posted",
        querystring: z.object({ lang: langQuery }),
        response: { 200: noticeSchema },
      },
    },
    // An English notice stands for an untranslated one: a notice is news, and late news is worse.
    async (request) => (request.query.lang === 'es' ? store.spanish.notice : undefined) ?? store.notice,
  );

  api.get(
    '/api/Content/GetImportantDates',
    {
      schema: {
        tags: ['content'],
        summary: "The year's property tax dates (front matter of faqcontent/ImportantDates.md, ImportantDates.es.md in Spanish)",
        querystring: z.object({ lang: langQuery }),
        response: { 200: z.array(dateSchema) },
      },
    },
    async (request, reply) => {
      cacheFor(reply);
      return (request.query.lang === 'es' ? store.spanish.dates : undefined) ?? store.dates;
    },
  );

  api.get(
    '/api/Content/GetContentDynamicFile',
    {
      schema: {
        tags: ['content'],
        summary: 'A form or document of the content store (content/files), by its id',
        querystring: z.object({
          contentFileID: z.string().regex(FILE_ID_PATTERN, 'contentFileID must be letters, digits, - or _ (at most 64)'),
        }),
      },
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
