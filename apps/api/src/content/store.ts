import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import type { Lang, SiteConfig } from '@county/shared';
import { CONTENT_KINDS, FILE_ID_PATTERN, PAGE_ID_PATTERN, type ContentKind } from '@county/shared/content';
import { createRenderer, spanishHtml } from './markdown.ts';

// The office's content, read once when the server starts: every Markdown page converted to
// sanitized HTML, the site notice, the year's important dates and the list of downloadable files.
// A file that cannot be read is left out and reported, so one typo never takes the site down.
// A Spanish page is the file of the same name with .es.md beside its English one (SOH.es.md beside
// SOH.md); it is only ever the Spanish of that page, never a page of its own.

/** The folder of content/ that holds each kind; named pages (/homestead, ...) live in pages/. */
const FOLDER: Record<ContentKind, string> = {
  content: 'content',
  faqcontent: 'faqcontent',
  videocontent: 'videocontent',
  hybcontent: 'hybcontent',
  page: 'pages',
};

export interface ContentPage {
  kind: ContentKind;
  pageID: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  updated: string;
  keywords: string[];
  html: string;
  /** The language the page is written in. */
  language: Lang;
}

export interface SiteNotice {
  title: string;
  body: string;
  header: string;
}

export interface ImportantDate {
  month: number;
  day: number;
  title: string;
  detail: string;
  /** Said instead of the exact day when the date moves from year to year ('Mid to late August'). */
  when?: string;
  link?: string;
}

export interface ContentFile {
  id: string;
  path: string;
  fileName: string;
  contentType: string;
}

export interface ContentStore {
  /** The page in `lang` when it is translated, else the English page (its `language` says which). */
  page(kind: ContentKind, pageID: string, lang?: Lang): ContentPage | undefined;
  /** The English pages. */
  pages(): ContentPage[];
  notice: SiteNotice;
  dates: ImportantDate[];
  /** The Spanish notice and dates, when content/alert.es.md and ImportantDates.es.md exist. */
  spanish: { notice?: SiteNotice; dates?: ImportantDate[] };
  file(id: string): ContentFile | undefined;
  /** What was skipped or looks wrong, for the start-up log. */
  problems: string[];
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const dateSchema = z.object({
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
  title: z.string().min(1),
  detail: z.string().default(''),
  when: z.string().optional(),
  link: z.string().regex(/^\/[^/]/).optional(),
});

const frontMatterSchema = z.object({
  title: z.string().trim().min(1, 'title is required'),
  summary: z.string().default(''),
  updated: z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'updated must be YYYY-MM-DD')]).optional(),
  keywords: z.union([z.array(z.string()), z.string()]).default([]),
  header: z.string().default(''),
  dates: z.array(dateSchema).optional(),
});

function isoDay(value: Date | string | undefined, fallback: Date): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value ?? fallback.toISOString().slice(0, 10);
}

function listFiles(dir: string, extension?: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => !extension || name.endsWith(extension))
    .sort();
}

function indexFiles(dir: string, problems: string[]): Map<string, ContentFile> {
  const files = new Map<string, ContentFile>();
  for (const name of listFiles(dir)) {
    const extension = extname(name).toLowerCase();
    const id = name.slice(0, name.length - extension.length);
    const contentType = CONTENT_TYPES[extension];
    if (!contentType || !FILE_ID_PATTERN.test(id)) {
      problems.push(`files/${name}: not served (allowed: letters, digits, - and _ with ${Object.keys(CONTENT_TYPES).join(', ')})`);
      continue;
    }
    if (files.has(id)) {
      problems.push(`files/${name}: another file already uses the id '${id}'`);
      continue;
    }
    files.set(id, { id, path: join(dir, name), fileName: name, contentType });
  }
  return files;
}

export function loadContent(contentDir: string, site: SiteConfig): ContentStore {
  const problems: string[] = [];
  const files = indexFiles(join(contentDir, 'files'), problems);
  const render = createRenderer(site, (id) => files.has(id));
  const pages = new Map<string, ContentPage>();
  const spanishPages = new Map<string, ContentPage>();
  let dates: ImportantDate[] = [];
  const spanish: ContentStore['spanish'] = {};

  const readPage = (relative: string) => {
    const path = join(contentDir, relative);
    try {
      const parsed = matter(readFileSync(path, 'utf8'));
      const front = frontMatterSchema.safeParse(parsed.data);
      if (!front.success) {
        problems.push(`${relative}: ${front.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; ')}`);
        return undefined;
      }
      const { html, problems: renderProblems } = render(parsed.content);
      for (const link of renderProblems.brokenLinks) problems.push(`${relative}: link '${link}' leads nowhere`);
      return { front: front.data, html, modified: statSync(path).mtime };
    } catch (error) {
      problems.push(`${relative}: ${(error as Error).message.split('\n')[0]}`);
      return undefined;
    }
  };

  for (const kind of CONTENT_KINDS) {
    const names = listFiles(join(contentDir, FOLDER[kind]), '.md');
    for (const name of names) {
      const lang: Lang = name.endsWith('.es.md') ? 'es' : 'en';
      const pageID = name.slice(0, lang === 'es' ? -6 : -3);
      if (lang === 'es' && !names.includes(`${pageID}.md`)) {
        problems.push(`${FOLDER[kind]}/${name}: a Spanish page needs its English page ${pageID}.md beside it`);
        continue;
      }
      if (!PAGE_ID_PATTERN.test(pageID)) {
        problems.push(`${FOLDER[kind]}/${name}: the file name must be letters, digits, - or _`);
        continue;
      }
      const read = readPage(join(FOLDER[kind], name));
      if (!read) continue;
      const { front, html, modified } = read;
      const keywords = typeof front.keywords === 'string' ? front.keywords.split(',') : front.keywords;
      (lang === 'es' ? spanishPages : pages).set(`${kind}/${pageID}`, {
        kind,
        pageID,
        title: front.title,
        summary: front.summary.trim(),
        updated: isoDay(front.updated, modified),
        keywords: keywords.map((k) => k.trim()).filter(Boolean),
        html: lang === 'es' ? spanishHtml(html) : html,
        language: lang,
      });
      if (kind === 'faqcontent' && pageID === 'ImportantDates' && front.dates) {
        if (lang === 'es') spanish.dates = front.dates;
        else dates = front.dates;
      }
    }
  }

  let notice: SiteNotice = { title: '', body: '', header: '' };
  if (existsSync(join(contentDir, 'alert.md'))) {
    const read = readPage('alert.md');
    if (read) notice = { title: read.front.title, body: read.html, header: read.front.header };
  }
  if (existsSync(join(contentDir, 'alert.es.md'))) {
    const read = readPage('alert.es.md');
    if (read) spanish.notice = { title: read.front.title, body: spanishHtml(read.html), header: read.front.header };
  }
  // An English page shown on a Spanish address (not yet translated) still links to Spanish pages.
  const englishOnSpanish = new Map<string, ContentPage>();
  const onSpanishPage = (page: ContentPage): ContentPage => {
    const key = `${page.kind}/${page.pageID}`;
    let copy = englishOnSpanish.get(key);
    if (!copy) englishOnSpanish.set(key, (copy = { ...page, html: spanishHtml(page.html) }));
    return copy;
  };

  return {
    page: (kind, pageID, lang = 'en') => {
      const english = pages.get(`${kind}/${pageID}`);
      if (lang !== 'es') return english;
      return spanishPages.get(`${kind}/${pageID}`) ?? (english && onSpanishPage(english));
    },
    pages: () => [...pages.values()],
    notice,
    dates,
    spanish,
    file: (id) => files.get(id),
    problems,
  };
}
