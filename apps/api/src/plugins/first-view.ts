import type { FastifyInstance } from 'fastify';
import type { Lang } from '@county/shared';
import { CONTENT_KINDS, PAGE_ID_PATTERN } from '@county/shared/content';
import { API } from '@county/shared/api/paths';

// The API answers a page's first view needs, fetched on the server while it sends index.html and
// embedded in it (apps/web/src/lib/first-view.ts reads them). Without them the home page painted
// its frame, then moved everything down when the office's introduction and the dates arrived
// (layout shift 0.25 on a phone), and every content page waited one more round trip to show text.
// Keys are the exact request paths the web app would send.

const CONTENT_PREFIXES = CONTENT_KINDS.filter((kind) => kind !== 'page').map((kind) => ({ kind, prefix: `/${kind}/` }));

// A Spanish page (/es/...) asks for its text with &lang=es (dates with ?lang=es), exactly as the
// web app does on that page; English requests carry no lang, as before.
function contentPath(kind: string, pageID: string, lang: Lang): string {
  const query = new URLSearchParams({ kind, pageID });
  if (lang !== 'en') query.set('lang', lang);
  return `${API.contentPage.path}?${query.toString()}`;
}

/** The request paths whose answers the first view of a page path (without its /es) shows. */
export function firstViewRequests(pathname: string, lang: Lang = 'en'): string[] {
  if (pathname === '/dashboard') {
    const dates = lang === 'en' ? API.importantDates.path : `${API.importantDates.path}?lang=${lang}`;
    return [contentPath('page', 'dashboard', lang), dates, API.systemRefreshDate.path];
  }
  for (const { kind, prefix } of CONTENT_PREFIXES) {
    if (!pathname.startsWith(prefix)) continue;
    const pageID = pathname.slice(prefix.length);
    return PAGE_ID_PATTERN.test(pageID) ? [contentPath(kind, pageID, lang)] : [];
  }
  // A named page (/homestead, /disclaimer ...) is a content page of kind 'page'; other one-segment
  // routes (/codetables) simply have no such page and add nothing.
  const slug = pathname.slice(1);
  return PAGE_ID_PATTERN.test(slug) && slug !== 'dashboard' ? [contentPath('page', slug, lang)] : [];
}

/**
 * The answers that came back 200, as a script element for index.html ('' when there are none).
 * They are asked as the visitor (`clientIp`), so they count against the visitor's own rate budget
 * exactly as the browser's own requests would have, and never against one shared address.
 */
export async function firstViewScript(app: FastifyInstance, pathname: string, clientIp: string, lang: Lang = 'en'): Promise<string> {
  const answers: Record<string, unknown> = {};
  for (const url of firstViewRequests(pathname, lang)) {
    const response = await app.inject({ method: 'GET', url, remoteAddress: clientIp });
    if (response.statusCode === 200) answers[url] = response.json();
  }
  if (Object.keys(answers).length === 0) return '';
  // '<' escaped so that no answer can close the script element early.
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="first-view">${json}</script>`;
}
