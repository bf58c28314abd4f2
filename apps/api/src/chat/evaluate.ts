import { readFileSync } from 'node:fs';
import type { ChatAction } from '@county/shared';

// The scoring rules of ../shared/eval/README.md, used by `npm run eval:chat` and the tests.

export interface EvalCase {
  q: string;
  /** Answers that count as right; empty for a question outside what the office does. */
  accept: string[];
}

export interface EvalReport {
  answerable: number;
  top1: number;
  top3: number;
  offTopic: number;
  offTopicEmpty: number;
  misses: { q: string; accept: string[]; got: string[] }[];
}

export function readCases(path: string): EvalCase[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as EvalCase);
}

/** Whether one answer item is an accepted answer. */
export function matches(item: ChatAction, accepted: string): boolean {
  if (!accepted.startsWith('/')) return item.actionName === accepted;
  let path = item.actionLink.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.split('?')[0]!;
  return path.toLowerCase() === accepted.toLowerCase();
}

export function evaluate(cases: EvalCase[], answer: (q: string) => readonly ChatAction[]): EvalReport {
  const report: EvalReport = { answerable: 0, top1: 0, top3: 0, offTopic: 0, offTopicEmpty: 0, misses: [] };
  for (const c of cases) {
    const got = answer(c.q);
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
  }
  return report;
}

function describe(item: ChatAction): string {
  return `${item.actionName} (${item.actionLink})`;
}

export function share(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}
