import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { terminalSafe } from '../csv/text.ts';
import type { OfficeClock } from '../office-clock.ts';

// What the office reads: the most viewed pages, visits, searches by kind, and the questions the
// assistant could not answer (grouped when people asked the same thing), over a range of days.

export interface AnalyticsReport {
  since: string;
  until: string;
  visits: number;
  pageViews: number;
  topPages: { path: string; views: number }[];
  searches: { kind: string; count: number }[];
  unanswered: { question: string; times: number; lastAsked: string }[];
}

export async function buildReport(database: Database, clock: OfficeClock, since: string, until: string, top = 20): Promise<AnalyticsReport> {
  const { db } = database;
  const inRange = db.selectFrom('analytics_counts').where('day', '>=', since).where('day', '<=', until);
  const totals = await inRange
    .select(['kind', sql<number>`sum(count)`.as('total')])
    .groupBy('kind')
    .execute();
  const total = (kind: string) => Number(totals.find((t) => t.kind === kind)?.total ?? 0);
  const topPages = await inRange
    .where('kind', '=', 'page')
    .select(['key', sql<number>`sum(count)`.as('views')])
    .groupBy('key')
    .orderBy('views', 'desc')
    .orderBy('key')
    .limit(top)
    .execute();
  const searches = await inRange
    .where('kind', '=', 'search')
    .select(['key', sql<number>`sum(count)`.as('n')])
    .groupBy('key')
    .orderBy('n', 'desc')
    .orderBy('key')
    .execute();
  // Questions are grouped case-insensitively; the most recent wording is shown.
  const questions = await db
    .selectFrom('analytics_questions')
    .select(['question', 'asked_at'])
    .where('asked_at', '>=', clock.dayStart(since))
    .where('asked_at', '<', clock.dayStart(nextDay(until)))
    .orderBy('asked_at', 'desc')
    .execute();
  const grouped = new Map<string, { question: string; times: number; lastAsked: string }>();
  for (const q of questions) {
    const key = q.question
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .trim();
    const entry = grouped.get(key);
    if (entry) entry.times++;
    else grouped.set(key, { question: q.question, times: 1, lastAsked: q.asked_at });
  }
  return {
    since,
    until,
    visits: total('visit'),
    pageViews: total('page'),
    topPages: topPages.map((p) => ({ path: p.key, views: Number(p.views) })),
    searches: searches.map((s) => ({ kind: s.key, count: Number(s.n) })),
    unanswered: [...grouped.values()].sort((a, b) => b.times - a.times || b.lastAsked.localeCompare(a.lastAsked)),
  };
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The report as JSON for a terminal or a pipe: lossless, with the characters JSON itself leaves raw
 * but a terminal would act on (DEL, C1 controls such as CSI, bidi overrides) written as escapes.
 */
export function reportJson(r: AnalyticsReport): string {
  return JSON.stringify(r, null, 2).replace(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The report as text. Paths and questions were typed by the public: printed without control characters. */
export function formatReport(r: AnalyticsReport): string {
  const lines = [`Site analytics from ${r.since} to ${r.until}`, '', `Visits: ${r.visits}`, `Page views: ${r.pageViews}`, '', 'Top pages'];
  for (const p of r.topPages) lines.push(`  ${String(p.views).padStart(8)}  ${terminalSafe(p.path)}`);
  if (r.topPages.length === 0) lines.push('  (none)');
  lines.push('', 'Searches by kind');
  for (const s of r.searches) lines.push(`  ${String(s.count).padStart(8)}  ${terminalSafe(s.kind)}`);
  if (r.searches.length === 0) lines.push('  (none)');
  lines.push('', 'Questions the assistant could not answer');
  for (const q of r.unanswered) lines.push(`  ${String(q.times).padStart(8)}  ${terminalSafe(q.question)}  (last ${terminalSafe(q.lastAsked.slice(0, 10))})`);
  if (r.unanswered.length === 0) lines.push('  (none)');
  return lines.join('\n');
}
