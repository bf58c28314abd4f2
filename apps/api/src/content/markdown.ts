import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { NOTICE_TYPES, noticeTarget, type NoticeType, type SiteConfig } from '@county/shared';
import { API } from '@county/shared/api/paths';
import { FILE_ID_PATTERN } from '@county/shared/content';

// Markdown of the office's content files becomes HTML here, and only here, and every piece of it
// passes the sanitizer before it leaves the server: the browser renders it as it comes. Content
// authors have three shorthands for links:
//   [text](notice:tylerHX)   a link to another site that first shows the external-link notice
//   [text](file:DR-501)      a document of content/files, served by GetContentDynamicFile
//   [text](/homestead)       a page of this site (the web app follows it without a reload)
// Other absolute links open in a new tab, and say so to screen-reader users.

export const fileUrl = (id: string) => `${API.contentFile.path}?contentFileID=${encodeURIComponent(id)}`;

const NEW_TAB_NOTE = '<span class="visually-hidden"> (opens in a new tab)</span>';
const NEW_TAB_NOTE_ES = '<span class="visually-hidden"> (se abre en una pestaña nueva)</span>';

/**
 * Content HTML as a Spanish page sends it (issue 33): links to pages of this site go to their /es
 * address, so a link opened in a new tab or without JavaScript stays in Spanish, and the new-tab
 * note is in Spanish. Documents and other /api addresses have one address for both languages.
 * Works on the sanitizer's output, where every href is double-quoted.
 */
export function spanishHtml(html: string): string {
  return html.replace(/href="\/(?!\/|es\/|es"|api\/)/g, 'href="/es/').replaceAll(NEW_TAB_NOTE, NEW_TAB_NOTE_ES);
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A heading's anchor: lower case words joined by hyphens, so /faqcontent/FAQ#homestead works. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export interface RenderProblems {
  /** Link targets that do not resolve (unknown notice type or file id); logged at start-up. */
  brokenLinks: string[];
}

export function createRenderer(site: SiteConfig, fileExists: (id: string) => boolean) {
  return function render(markdown: string): { html: string; problems: RenderProblems } {
    const problems: RenderProblems = { brokenLinks: [] };
    const marked = new Marked({
      gfm: true,
      renderer: {
        // The page's title is its one h1, so a '#' heading in a file becomes an h2.
        heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, { tokens, depth }: Tokens.Heading) {
          const level = Math.min(Math.max(depth, 2), 6);
          const inner = this.parser.parseInline(tokens);
          const id = slug(inner);
          return `<h${level}${id ? ` id="${id}"` : ''}>${inner}</h${level}>\n`;
        },
        link(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, { href, title, tokens }: Tokens.Link) {
          const text = this.parser.parseInline(tokens);
          const titleAttr = title ? ` title="${escapeAttr(title)}"` : '';
          if (href.startsWith('notice:')) {
            const type = href.slice('notice:'.length) as NoticeType;
            if (!NOTICE_TYPES.includes(type)) {
              problems.brokenLinks.push(href);
              return text;
            }
            const target = escapeAttr(noticeTarget({ Type: type }, site));
            return `<a href="${target}" data-notice="${type}" target="_blank" rel="noopener noreferrer"${titleAttr}>${text}${NEW_TAB_NOTE}</a>`;
          }
          if (href.startsWith('file:')) {
            const id = href.slice('file:'.length);
            if (!FILE_ID_PATTERN.test(id) || !fileExists(id)) problems.brokenLinks.push(href);
            return `<a href="${escapeAttr(fileUrl(id))}"${titleAttr}>${text}</a>`;
          }
          if (/^https?:\/\//i.test(href)) {
            return `<a href="${escapeAttr(href)}" target="_blank" rel="noopener noreferrer"${titleAttr}>${text}${NEW_TAB_NOTE}</a>`;
          }
          return `<a href="${escapeAttr(href)}"${titleAttr}>${text}</a>`;
        },
      },
    });
    // Wide tables scroll sideways on a phone instead of widening the page.
    const raw = marked
      .parse(markdown, { async: false })
      .replace(/<table>/g, '<div class="table-scroll"><table>')
      .replace(/<\/table>/g, '</table></div>');
    return { html: sanitize(raw), problems };
  };
}

const NOTICE_SET = new Set<string>(NOTICE_TYPES);
/** Element ids the web app itself uses; a heading must not take them. */
const APP_IDS = new Set(['main', 'root', 'site-config']);

/**
 * The one sanitizer of content HTML: a fixed list of tags and attributes, links only to http(s),
 * mailto, tel or this site, no scripts, styles, frames, forms or event handlers. Anything else is
 * dropped (its text kept where that is harmless).
 */
export function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
      'strong', 'em', 'b', 'i', 'code', 'pre', 'blockquote', 'a', 'span', 'abbr', 'sup', 'sub',
      'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'details', 'summary', 'address',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'data-notice'],
      h2: ['id'],
      h3: ['id'],
      h4: ['id'],
      abbr: ['title'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
      span: ['class'],
      div: ['class', 'tabindex', 'role', 'aria-label'],
    },
    allowedClasses: { span: ['visually-hidden'], div: ['table-scroll'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      // A scrolling table wrapper must be reachable by keyboard to scroll; other divs are plain.
      div: (tagName, attribs) => {
        const scroll: Record<string, string> =
          attribs.class === 'table-scroll' ? { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': 'Table (scrolls sideways)' } : {};
        return { tagName, attribs: scroll };
      },
      a: (tagName, attribs) => {
        const next: Record<string, string> = { ...attribs };
        // Only the notice types the web app knows may ask for the notice dialog.
        if (next['data-notice'] !== undefined && !NOTICE_SET.has(next['data-notice'])) delete next['data-notice'];
        if (next.target !== undefined && next.target !== '_blank') delete next.target;
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        else delete next.rel;
        return { tagName, attribs: next };
      },
      // Ids stay simple anchors so content cannot shadow the app's own element ids or globals.
      ...Object.fromEntries(
        ['h2', 'h3', 'h4'].map((tag) => [
          tag,
          (tagName: string, attribs: Record<string, string>) => {
            const id = attribs.id && /^[a-z0-9-]{1,60}$/.test(attribs.id) ? attribs.id : undefined;
            if (!id) return { tagName, attribs: {} };
            return { tagName, attribs: { id: APP_IDS.has(id) ? `section-${id}` : id } };
          },
        ]),
      ),
    },
  });
}
