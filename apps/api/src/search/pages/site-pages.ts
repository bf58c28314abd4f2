import { LRUCache } from 'lru-cache';
import { NOTICE_LINK_PREFIX, type Lang } from '@county/shared';
import { PAGE_HITS_MAX, type PageHit } from '@county/shared/search';
import type { ContentKind } from '@county/shared/content';
import type { ChatEngine } from '../../chat/engine.ts';
import type { Topic } from '../../chat/knowledge-base.ts';
import type { ContentStore } from '../../content/store.ts';
import { plainSnippet } from './plain-snippet.ts';

// The box's 'Pages' group (decision 106): the site's pages, FAQs, forms and the assistant's topics
// found by the assistant's own topic index. Every page of the site has a topic that links to it
// (content/assistant/topics), written with the ways people ask for it in both languages, the
// vocabulary's synonyms and spelling correction: a second index over the same pages would only
// find them less well. A topic becomes its page: title and text in the page's language when the
// office has written them, else in English (the hit says which).

/** Share of the text's meaningful words a topic must match: every word, or nearly, so that a person's name ('Baily Donald') is not read as a page about something else. */
const MIN_COVERAGE = 0.75;
const CACHE_SIZE = 2_000;

/**
 * The pages about `q`, described in `lang`. `correct` also reads misspelt words as the words the
 * pages use ('homstead deadlin'); it costs a fuzzy look-up per unknown word, so the box asks for
 * it only when nothing on the roll matched (a name is nearly all unknown words).
 */
export type PageFinder = (q: string, lang: Lang, correct: boolean) => PageHit[];

/** Where a topic's link leads in the content store: '/faqcontent/SOH', '/content/mission', '/homestead'. */
function contentOf(link: string): { kind: ContentKind; pageID: string } | null {
  const path = link.split(/[?#]/)[0]!;
  const folder = /^\/(faqcontent|content|hybcontent|videocontent)\/([\w-]+)$/.exec(path);
  if (folder) return { kind: folder[1] as ContentKind, pageID: folder[2]! };
  const named = /^\/([\w-]+)$/.exec(path);
  return named ? { kind: 'page', pageID: named[1]! } : null;
}

/** A topic as a hit in `lang`: Spanish when its title (or its page's) is; the text then only when Spanish too. */
function hitOf(topic: Topic, lang: Lang, content: ContentStore): PageHit {
  const english = (): PageHit => ({ title: topic.title, href: topic.link, snippet: plainSnippet(topic.answer), language: 'en' });
  if (lang === 'en') return english();
  const where = contentOf(topic.link);
  const page = where ? content.page(where.kind, where.pageID, 'es') : undefined;
  const spanishPage = page?.language === 'es' ? page : undefined;
  const title = topic.es?.title ?? spanishPage?.title;
  if (!title) return english();
  // Never an English sentence under a Spanish title: the title alone says where the link leads.
  const text = topic.es?.answer ?? spanishPage?.summary ?? '';
  return { title: plainSnippet(title), href: topic.link, snippet: plainSnippet(text), language: 'es' };
}

export function createPageFinder(engine: ChatEngine, content: ContentStore): PageFinder {
  const remembered = new LRUCache<string, PageHit[]>({ max: CACHE_SIZE });
  const find = (q: string, lang: Lang, correct: boolean): PageHit[] => {
    const seen = new Set<string>();
    const hits: PageHit[] = [];
    for (const { topic, coverage } of engine.rank(q, correct)) {
      // Other sites (the tax collector, the flood maps) are the assistant's to offer, not the box's.
      if (coverage < MIN_COVERAGE || topic.link.startsWith(NOTICE_LINK_PREFIX)) continue;
      const path = topic.link.split(/[?#]/)[0]!.toLowerCase();
      if (seen.has(path)) continue;
      seen.add(path);
      hits.push(hitOf(topic, lang, content));
      if (hits.length === PAGE_HITS_MAX) break;
    }
    return hits;
  };
  return (q, lang, correct) => {
    const text = q.trim().replace(/\s+/g, ' ');
    // Digits and signs alone (a parcel id, a ZIP, a book and page) name no page.
    if (!/\p{L}/u.test(text)) return [];
    const key = `${lang}${correct ? '+' : '-'}\n${text.toLowerCase()}`;
    let hits = remembered.get(key);
    if (!hits) remembered.set(key, (hits = find(text, lang, correct)));
    return hits;
  };
}
