import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { CANNED_ACTIONS, NOTICE_LINK_PREFIX, NOTICE_TYPES, isKnownPath, type ChatLanguage } from '@county/shared';

// The assistant's knowledge base: content/assistant/topics/*.md, one topic a file, and
// content/assistant/vocabulary.md for synonyms and filler words. The office edits these files; a
// mistake in one stops the server at start-up with the file's name, instead of answering wrongly.

export interface Topic {
  /** File name without extension. */
  id: string;
  /** The link text the assistant answers with (actionName). */
  title: string;
  /** Where the link leads (actionLink): a path of the site. */
  link: string;
  keywords: string[];
  /** Ways people ask about the topic. */
  questions: string[];
  /** Other pages whose facts the answer repeats (beside the linked page), for the facts test. */
  sources: string[];
  /** The short answer: its sentences answer the question (the best one or two are sent). */
  answer: string;
  /** The same topic in Spanish, when the office has written it. */
  es?: SpanishTopic;
}

export interface SpanishTopic {
  /** Link text in Spanish; the canned answers keep their English names. */
  title?: string;
  keywords: string[];
  questions: string[];
  /** Absent when only the link text is in Spanish: the English answer is given. */
  answer?: string;
}

/** The assistant's own sentences, by language. */
export interface Replies {
  /** Shown after the specification's 'No matching results' message: what it covers, whom to call. */
  noAnswer: Record<ChatLanguage, string>;
  /** Lead sentence of a parcel search answer; `{query}` is what was typed. */
  propertySearch: Record<ChatLanguage, string>;
}

export interface Vocabulary {
  /** A word or phrase, and the other ways people write it. */
  synonyms: Record<string, string[]>;
  /** Words that carry no meaning for the search. */
  fillerWords: string[];
  /** Words that help tell questions apart but say nothing about the topic on their own. */
  questionWords: string[];
  /** Words that mark a question as Spanish (vocabulary-es.md). */
  spanishMarkers: string[];
}

export interface KnowledgeBase {
  topics: Topic[];
  vocabulary: Vocabulary;
  replies: Replies;
}

const text = z.string().trim().min(1);

// A path of the site, or `notice:<type>` for another site reached through the external-link notice.
function isValidLink(link: string): boolean {
  if (link.startsWith(NOTICE_LINK_PREFIX)) return (NOTICE_TYPES as readonly string[]).includes(link.slice(NOTICE_LINK_PREFIX.length));
  return isKnownPath(link.split('?')[0]!);
}

// A topic may have only its Spanish link text (so that a Spanish reply names every link in
// Spanish); a Spanish answer comes with at least three Spanish ways of asking.
const spanishSchema = z
  .object({
    title: text.max(80).optional(),
    keywords: z.array(text).default([]),
    questions: z.array(text).default([]),
    answer: text.optional(),
  })
  .refine((es) => (es.answer ? es.questions.length >= 3 : es.questions.length === 0), {
    message: 'a Spanish answer needs at least three ways of asking, and Spanish ways of asking need an answer',
    path: ['questions'],
  })
  .refine((es) => es.answer || es.title, { message: 'needs a title or an answer', path: ['title'] });

const topicSchema = z.object({
  title: text.max(80),
  link: text.max(200).refine(isValidLink, 'is not a page of the site nor a notice: link'),
  keywords: z.array(text).default([]),
  questions: z.array(text).min(3, 'needs at least three ways of asking'),
  sources: z.array(text.refine((p) => isKnownPath(p), 'is not a page of the site')).default([]),
  es: spanishSchema.optional(),
});

const byLanguage = z.object({ en: text, es: text });
const repliesSchema = z.object({ noAnswer: byLanguage, propertySearch: byLanguage });

const vocabularySchema = z.object({
  synonyms: z.record(z.string(), z.array(text)).default({}),
  fillerWords: z.array(text).default([]),
  questionWords: z.array(text).default([]),
  spanishMarkers: z.array(text).default([]),
});

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`).join('; ');
}

export function parseTopic(id: string, source: string): Topic {
  const file = matter(source);
  const parsed = topicSchema.safeParse(file.data);
  if (!parsed.success) throw new Error(`assistant topic ${id}: ${describe(parsed.error)}`);
  const answer = file.content.trim();
  if (!answer) throw new Error(`assistant topic ${id}: the short answer (text below the front matter) is empty`);
  const { es, ...rest } = parsed.data;
  return { id, ...rest, answer, ...(es ? { es } : {}) };
}

export function parseVocabulary(source: string, name = 'vocabulary'): Vocabulary {
  const parsed = vocabularySchema.safeParse(matter(source).data);
  if (!parsed.success) throw new Error(`assistant ${name}: ${describe(parsed.error)}`);
  return parsed.data;
}

// The Spanish words (vocabulary-es.md) join the English ones: a synonym line of either file maps
// to the spelling the topics use, so a Spanish question also finds the English phrasings.
export function mergeVocabularies(a: Vocabulary, b: Vocabulary): Vocabulary {
  const synonyms = { ...a.synonyms };
  for (const [key, variants] of Object.entries(b.synonyms)) synonyms[key] = [...(synonyms[key] ?? []), ...variants];
  return {
    synonyms,
    fillerWords: [...a.fillerWords, ...b.fillerWords],
    questionWords: [...a.questionWords, ...b.questionWords],
    spanishMarkers: [...a.spanishMarkers, ...b.spanishMarkers],
  };
}

export function parseReplies(source: string): Replies {
  const parsed = repliesSchema.safeParse(matter(source).data);
  if (!parsed.success) throw new Error(`assistant replies: ${describe(parsed.error)}`);
  return parsed.data;
}

/** Reads and checks the knowledge base under `dir` (content/assistant). */
export function loadKnowledgeBase(dir: string): KnowledgeBase {
  const topicsDir = join(dir, 'topics');
  const topics = readdirSync(topicsDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseTopic(basename(f, '.md'), readFileSync(join(topicsDir, f), 'utf8')));
  const seen = new Map<string, string>();
  for (const topic of topics) {
    // Two topics under one name and link would show the same link twice.
    const key = `${topic.title}\n${topic.link}`;
    const other = seen.get(key);
    if (other) throw new Error(`assistant topics ${other} and ${topic.id} have the same title and link`);
    seen.set(key, topic.id);
  }
  for (const name of CANNED_ACTIONS) {
    if (!topics.some((t) => t.title === name)) throw new Error(`assistant topics: the canned answer '${name}' is missing`);
  }
  const vocabulary = mergeVocabularies(
    parseVocabulary(readFileSync(join(dir, 'vocabulary.md'), 'utf8')),
    parseVocabulary(readFileSync(join(dir, 'vocabulary-es.md'), 'utf8'), 'vocabulary-es'),
  );
  const replies = parseReplies(readFileSync(join(dir, 'replies.md'), 'utf8'));
  return { topics, vocabulary, replies };
}
