import MiniSearch, { type SearchResult } from 'minisearch';
import { LRUCache } from 'lru-cache';
import { CHAT_MAX_ACTIONS, NOTICE_LINK_PREFIX, PARCEL_SEARCH_ACTION, isCannedAction, type ChatAction, type ChatLanguage, type ChatReply } from '@county/shared';
import { Analyzer, type Term } from './analyzer.ts';
import type { KnowledgeBase, Replies, Topic } from './knowledge-base.ts';
import { findProperty, type PropertyMention } from './property-query.ts';
import { prepareAnswer, replyText, type PreparedAnswer } from './reply-text.ts';

// The answer engine. MiniSearch ranks (BM25 over short documents: every phrasing of every topic,
// its title, each keyword and its short answer); the analyzer makes a question and the knowledge
// base speak the same words. A topic scores as its best document, so one close phrasing beats many
// loose ones; the short answer counts for less, since it mentions neighbouring subjects.
//
// Confidence: the share of the question's meaningful terms, weighted by how rare they are in the
// knowledge base, that the best topic matches. An off-topic question ('weather in Orlando
// tomorrow') may share a word with a topic but not most of its weight, and gets an empty list.

type DocKind = 'question' | 'title' | 'keyword' | 'answer';

/** One short document: a topic's phrasing, title, keyword or answer, in the field of its kind. */
type IndexedDoc = { id: number; topic: number } & Partial<Record<DocKind, string>>;

const KIND_BOOST: Record<DocKind, number> = { question: 1, title: 1, keyword: 0.8, answer: 0.4 };

export interface Ranked {
  topic: Topic;
  score: number;
  /** Weighted share of the question's meaningful terms this topic matches, 0 to 1. */
  coverage: number;
}

/** Recent answers kept in memory. */
const CACHE_SIZE = 5_000;
/** Least weighted share of the question a topic must match to be offered at all... */
export const MIN_COVERAGE = 0.5;
/** ...or when it matches two or more of the question's terms: two shared words are rarely chance. */
const MIN_COVERAGE_TWO_TERMS = 0.35;
/** A topic's second-best document adds this share of its score: several close phrasings count. */
const SECOND_SHARE = 0.5;
/** Question words count for this much in the ranking (see Term.weak). */
const WEAK_TERM_BOOST = 0.3;
/** Answers after the first must score at least this share of the first. */
const RELATIVE_SCORE = 0.3;

export class ChatEngine {
  private readonly analyzer: Analyzer;
  private readonly index: MiniSearch<IndexedDoc>;
  private readonly topics: Topic[];
  private readonly replies: Replies;
  /** Each answer's sentences and their terms, by answer text: made once, on first use. */
  private readonly prepared = new Map<string, PreparedAnswer>();
  private readonly cache = new LRUCache<string, Readonly<ChatReply>>({ max: CACHE_SIZE });
  /** How many topics use each term, for weighting a question's terms by rarity. */
  private readonly topicFrequency = new Map<string, number>();

  constructor(kb: KnowledgeBase) {
    this.topics = kb.topics;
    this.replies = kb.replies;
    this.analyzer = new Analyzer(kb.vocabulary);
    for (const topic of kb.topics) {
      for (const part of texts(topic)) this.analyzer.learnText(part);
    }
    this.index = new MiniSearch<IndexedDoc>({
      fields: Object.keys(KIND_BOOST),
      storeFields: ['topic'],
      tokenize: (text) => this.analyzer.indexTerms(text),
      processTerm: (term) => term,
      searchOptions: {
        tokenize: (text) => text.split(' ').filter(Boolean),
        processTerm: (term) => term,
        boost: KIND_BOOST,
      },
    });
    const docs: IndexedDoc[] = [];
    kb.topics.forEach((topic, i) => {
      const add = (kind: DocKind, text: string) => docs.push({ id: docs.length, topic: i, [kind]: text });
      // The Spanish phrasings are documents of the same topic, so either language finds it.
      // A Spanish title without a Spanish answer only names the link: it is not a way of asking.
      for (const version of [topic, topic.es?.answer ? topic.es : undefined]) {
        if (!version) continue;
        if (version.title) add('title', version.title);
        if (version.answer) add('answer', version.answer);
        for (const k of version.keywords) add('keyword', k);
        for (const q of version.questions) add('question', q);
      }
      const terms = new Set(texts(topic).flatMap((t) => this.analyzer.indexTerms(t)));
      for (const term of terms) this.topicFrequency.set(term, (this.topicFrequency.get(term) ?? 0) + 1);
    });
    this.index.addAll(docs);
  }

  /**
   * The answer in words and the answer list, in the question's language; `page` is the language of
   * the page it was asked on, which decides when the question's own words do not ('TPP', a typo).
   */
  reply(question: string, page?: ChatLanguage): Readonly<ChatReply> {
    // Many people ask the same few things (above all near a deadline): recent answers are kept,
    // least recently asked dropped first. Answers depend only on the knowledge base, read once.
    // Spacing is normalised, so a line break cannot stand between the page's language and the question.
    const normalized = question.trim().replace(/\s+/g, ' ');
    const key = page ? `${page}\n${normalized}` : normalized;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const reply = this.compute(question, page);
    Object.freeze(reply.items);
    this.cache.set(key, Object.freeze(reply));
    return reply;
  }

  private compute(question: string, page?: ChatLanguage): ChatReply {
    const language = this.analyzer.language(question, page);
    const actions: ChatAction[] = [];
    const lead: string[] = [];
    const property = findProperty(question);
    if (property) {
      actions.push({ actionName: PARCEL_SEARCH_ACTION, actionLink: `/parcelsearch?q=${encodeURIComponent(property.text)}` });
      lead.push(this.replies.propertySearch[language].replace('{query}', property.text));
    }
    const ranked = this.rank(property ? property.rest : question);
    for (const { topic } of ranked) actions.push({ actionName: this.title(topic, language), actionLink: withAddress(topic.link, property) });
    const best = ranked[0]?.topic;
    if (best) {
      const answer = (language === 'es' ? best.es?.answer : undefined) ?? best.answer;
      let prepared = this.prepared.get(answer);
      if (!prepared) this.prepared.set(answer, (prepared = prepareAnswer(answer, this.analyzer)));
      lead.push(replyText(prepared, question, this.analyzer, (t) => this.termWeight(t)));
    }
    const items = unique(actions).slice(0, CHAT_MAX_ACTIONS);
    const text = items.length > 0 ? lead.join(' ') : this.replies.noAnswer[language];
    return { text, language, items };
  }

  // The canned answers keep their English names: the dialog knows them by name.
  private title(topic: Topic, language: ChatLanguage): string {
    if (language === 'es' && topic.es?.title && !isCannedAction(topic.title)) return topic.es.title;
    return topic.title;
  }

  private termWeight(term: Term): number {
    const rarity = Math.log(1 + this.topics.length / (1 + (this.topicFrequency.get(term.stem) ?? 0)));
    return term.weak ? WEAK_TERM_BOOST * rarity : rarity;
  }

  /** The topics that fit a question confidently, best first; `correct: false` leaves misspelt words as typed. */
  rank(question: string, correct = true): Ranked[] {
    const terms = this.analyzer.queryTerms(question, correct);
    const strong = terms.filter((t) => !t.weak);
    // No topic holds any of the meaningful terms (an owner's name in the search box): nothing can
    // reach the coverage asked for, so the index is not searched at all.
    if (!strong.some((t) => this.topicFrequency.has(t.stem))) return [];
    const weak = new Set(terms.filter((t) => t.weak).map((t) => t.stem));
    const results = this.index.search(terms.map((t) => t.stem).join(' '), {
      boostTerm: (term) => (weak.has(term) ? WEAK_TERM_BOOST : 1),
    });
    const byTopic = new Map<number, { best: number; second: number; matched: Set<string> }>();
    for (const result of results) {
      const topicIndex = (result as SearchResult & { topic: number }).topic;
      const entry = byTopic.get(topicIndex) ?? { best: 0, second: 0, matched: new Set<string>() };
      if (result.score > entry.best) [entry.best, entry.second] = [result.score, entry.best];
      else entry.second = Math.max(entry.second, result.score);
      for (const term of result.queryTerms) entry.matched.add(term);
      byTopic.set(topicIndex, entry);
    }
    const weights = this.weights(strong);
    let total = 0;
    for (const w of weights.values()) total += w;
    const confident = [...byTopic.entries()]
      .map(([i, e]) => {
        const share = coverage(weights, total, e.matched);
        // A topic that explains more of the question ranks higher than one that matches a single
        // rare word of it ('homestead exemption for a condo' is about homestead, not condos).
        const terms = [...e.matched].filter((t) => weights.has(t)).length;
        return { topic: this.topics[i]!, score: (e.best + SECOND_SHARE * e.second) * share, coverage: share, terms };
      })
      .filter((r) => r.coverage >= MIN_COVERAGE || (r.terms >= 2 && r.coverage >= MIN_COVERAGE_TWO_TERMS))
      .sort((a, b) => b.score - a.score);
    const top = confident[0];
    return top ? confident.filter((r) => r.score >= top.score * RELATIVE_SCORE) : [];
  }

  /** Weight of each meaningful term of a question: the rarer in the knowledge base, the heavier. */
  private weights(strong: Term[]): Map<string, number> {
    const weights = new Map<string, number>();
    for (const { stem } of strong) {
      weights.set(stem, (weights.get(stem) ?? 0) + Math.log(1 + this.topics.length / (1 + (this.topicFrequency.get(stem) ?? 0))));
    }
    return weights;
  }
}

// 'Is 123 Main St in a flood zone?': the flood map opens at the address of the question, as the
// property card's button does.
function withAddress(link: string, property: PropertyMention | null): string {
  if (property?.kind !== 'address' || link !== `${NOTICE_LINK_PREFIX}fema`) return link;
  return `${link}?Address=${encodeURIComponent(property.text)}`;
}

function texts(topic: Topic): string[] {
  const es = topic.es?.answer ? topic.es : undefined;
  return [topic.title, topic.answer, ...topic.keywords, ...topic.questions, ...(es ? [es.title ?? '', es.answer ?? '', ...es.keywords, ...es.questions] : [])];
}

function coverage(weights: Map<string, number>, total: number, matched: Set<string>): number {
  let hit = 0;
  for (const [stem, weight] of weights) if (matched.has(stem)) hit += weight;
  return total === 0 ? 0 : hit / total;
}

// One link per page: the canned answers are told apart by name, every other link by its path.
function unique(actions: ChatAction[]): ChatAction[] {
  const seen = new Set<string>();
  return actions.filter((a) => {
    const key = isCannedAction(a.actionName) ? a.actionName : a.actionLink.split('?')[0]!.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
