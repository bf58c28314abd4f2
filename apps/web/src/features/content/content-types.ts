// What the content endpoints answer (apps/api/src/routes/content/content.ts). Plain types: the
// browser trusts the server's shapes and ships no schema library for them.

export interface ContentPageData {
  kind: string;
  pageID: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  updated: string;
  keywords: string[];
  /** Sanitized on the server; the only HTML this app renders as HTML. */
  html: string;
  /** The language the page is written in, and the one asked for (they differ when untranslated). */
  language: 'en' | 'es';
  requestedLanguage: 'en' | 'es';
}

export interface ImportantDate {
  month: number;
  day: number;
  title: string;
  detail: string;
  when?: string;
  link?: string;
}
