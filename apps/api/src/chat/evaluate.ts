import { readFileSync } from 'node:fs';
import { NOTICE_LINK_PREFIX, type ChatAction } from '@county/shared';
import { sentences } from './reply-text.ts';

// The scoring rules of ../shared/eval/README.md, used by `npm run eval:chat` and the tests. The
// project's own set adds two things: an accepted entry `notice:<type>` (a link through the
// external-link notice), and `fact`, a piece of text the reply's words must contain (compared
// without case), so that a reply that points to the right page but does not answer counts as such;
// with `first`, the fact must be in the reply's first sentence ('When are TPP returns due?' opens
// with April 1, not with the other dates of the year).

export interface EvalCase {
  q: string;
  /** Answers that count as right; empty for a question outside what the office does. */
  accept: string[];
  /** Text the reply's words must contain, for the 'answered with the fact' share. */
  fact?: string;
  /** The fact must be in the reply's first sentence. */
  first?: boolean;
}

/** What the engine answers: the links, and the answer in words when it gives one. */
export interface EvalAnswer {
  items: readonly ChatAction[];
  text?: string;
}

export interface EvalReport {
  answerable: number;
  top1: number;
  top3: number;
  offTopic: number;
  offTopicEmpty: number;
  /** Answerable questions that carry a fact, and how many replies contained it. */
  withFact: number;
  factFound: number;
  misses: { q: string; accept: string[]; got: string[] }[];
  factMisses: { q: string; fact: string; text: string }[];
}

/** Whether a reply's words contain a fact: case and spacing do not matter. */
export function hasFact(text: string, fact: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
  return norm(text).includes(norm(fact));
}

export function readCases(path: string): EvalCase[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as EvalCase);
}

/** Whether one answer item is an accepted answer. */
export function matches(item: ChatAction, accepted: string): boolean {
  if (accepted.startsWith(NOTICE_LINK_PREFIX)) return item.actionLink.split('?')[0] === accepted;
  if (!accepted.startsWith('/')) return item.actionName === accepted;
  let path = item.actionLink.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.split('?')[0]!;
  return path.toLowerCase() === accepted.toLowerCase();
}

export function evaluate(cases: EvalCase[], answer: (q: string) => EvalAnswer): EvalReport {
  const report: EvalReport = { answerable: 0, top1: 0, top3: 0, offTopic: 0, offTopicEmpty: 0, withFact: 0, factFound: 0, misses: [], factMisses: [] };
  for (const c of cases) {
    const reply = answer(c.q);
    const got = reply.items;
    const hit = (items: readonly ChatAction[]) => items.some((item) => c.accept.some((a) => matches(item, a)));
    if (c.accept.length === 0) {
      report.offTopic++;
      if (got.length === 0) report.offTopicEmpty++;
      else report.misses.push({ q: c.q, accept: [], got: got.map(describe) });
      continue;
    }
    report.answerable++;
    if (hit(got.slice(0, 1))) report.top1++;
    if (hit(got.slice(0, 3))) report.top3++;
    if (!hit(got.slice(0, 1))) report.misses.push({ q: c.q, accept: c.accept, got: got.map(describe) });
    if (c.fact) {
      report.withFact++;
      const said = c.first ? (sentences(reply.text ?? '')[0] ?? '') : (reply.text ?? '');
      if (hasFact(said, c.fact)) report.factFound++;
      else report.factMisses.push({ q: c.q, fact: c.fact, text: reply.text ?? '' });
    }
  }
  return report;
}

function describe(item: ChatAction): string {
  return `${item.actionName} (${item.actionLink})`;
}

export function share(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}
