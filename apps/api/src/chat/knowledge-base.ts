import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { CANNED_ACTIONS, isKnownPath } from '@county/shared';

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
  /** The short answer, for reviewers and for the search. */
  answer: string;
}

export interface Vocabulary {
  /** A word or phrase, and the other ways people write it. */
  synonyms: Record<string, string[]>;
  /** Words that carry no meaning for the search. */
  fillerWords: string[];
  /** Words that help tell questions apart but say nothing about the topic on their own. */
  questionWords: string[];
}

export interface KnowledgeBase {
  topics: Topic[];
  vocabulary: Vocabulary;
}

const text = z.string().trim().min(1);

const topicSchema = z.object({
  title: text.max(80),
  link: text.max(200).refine((link) => isKnownPath(link.split('?')[0]!), 'is not a page of the site'),
  keywords: z.array(text).default([]),
  questions: z.array(text).min(3, 'needs at least three ways of asking'),
});

const vocabularySchema = z.object({
  synonyms: z.record(z.string(), z.array(text)).default({}),
  fillerWords: z.array(text).default([]),
  questionWords: z.array(text).default([]),
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
  return { id, ...parsed.data, answer };
}

export function parseVocabulary(source: string): Vocabulary {
  const parsed = vocabularySchema.safeParse(matter(source).data);
  if (!parsed.success) throw new Error(`assistant vocabulary: ${describe(parsed.error)}`);
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
  const vocabulary = parseVocabulary(readFileSync(join(dir, 'vocabulary.md'), 'utf8'));
  return { topics, vocabulary };
}
