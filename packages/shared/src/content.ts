import { z } from 'zod';
import { LANGS } from './lang.ts';

// The content store's requests and answers: information pages, the notification bell's notice and
// the year's important dates. The web app imports only the inferred types (no schema at run time).

export const CONTENT_KINDS = ['content', 'faqcontent', 'videocontent', 'hybcontent', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A page id: a file name of the content store without its extension. */
export const PAGE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** A document id of content/files. */
export const FILE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

// ?lang=en|es on the endpoints with text; anything else is a 400 naming the field.
const langQuery = z.enum(LANGS, { error: 'lang must be en or es' }).default('en').describe('the language of the text: en (default) or es');

/** The query of the endpoints whose text has a Spanish version (notice, important dates). */
export const contentLangQuery = z.object({ lang: langQuery });

export const contentPageQuery = z.object({
  pageID: z.string().regex(PAGE_ID_PATTERN, 'pageID must be letters, digits, - or _ (at most 64)'),
  kind: z.enum(CONTENT_KINDS).default('faqcontent').describe('the route the page belongs to; page = a named page like /homestead'),
  lang: langQuery,
});

export const contentPageSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  pageID: z.string(),
  title: z.string(),
  summary: z.string(),
  updated: z.string().describe('YYYY-MM-DD'),
  keywords: z.array(z.string()),
  html: z.string().describe('sanitized on the server'),
  language: z.enum(LANGS).describe('the language the page is written in'),
  requestedLanguage: z.enum(LANGS).describe('the language asked for; when it differs from language, the page is not translated yet'),
});
export type ContentPageData = z.infer<typeof contentPageSchema>;

export const siteNoticeSchema = z.object({
  title: z.string(),
  body: z.string().describe('sanitized HTML; empty when there is no notice'),
  header: z.string(),
});
export type SiteNoticeData = z.infer<typeof siteNoticeSchema>;

export const importantDateSchema = z.object({
  month: z.number(),
  day: z.number(),
  title: z.string(),
  detail: z.string(),
  when: z.string().optional(),
  link: z.string().optional(),
});
export type ImportantDate = z.infer<typeof importantDateSchema>;

export const contentFileQuery = z.object({
  contentFileID: z.string().regex(FILE_ID_PATTERN, 'contentFileID must be letters, digits, - or _ (at most 64)'),
});
