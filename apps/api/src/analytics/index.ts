import { sql } from 'kysely';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/database.ts';
import { countedPath } from './paths.ts';

// First-party analytics: the server counts, per day, page views, visits, searches by kind, and keeps
// the assistant's unanswered questions so the office can improve its answers. Nothing identifies a
// visitor and nothing leaves this server. A visitor who sends Do Not Track or Global Privacy Control
// is not counted at all. See docs/decisions/0072-first-party-analytics.md.

export { countedPath } from './paths.ts';

/** False when the browser asks not to be tracked (DNT: 1) or sends Global Privacy Control. */
export function trackingAllowed(headers: IncomingHttpHeaders): boolean {
  return headers.dnt !== '1' && headers['sec-gpc'] !== '1';
}

/** Adds n to a day's count of a kind and key (the office's day: office-clock.ts). */
export async function addToCount(database: Database, day: string, kind: string, key: string, n: number): Promise<void> {
  await database.db
    .insertInto('analytics_counts')
    .values({ day, kind, key, count: n })
    .onConflict((oc) => oc.columns(['day', 'kind', 'key']).doUpdateSet({ count: sql`analytics_counts.count + ${n}` }))
    .execute();
}

/** Counts a page view of a path (reduced to its route first) on a day, and a visit when it starts one. */
export async function recordPageView(database: Database, day: string, path: string, startsVisit: boolean): Promise<void> {
  await addToCount(database, day, 'page', countedPath(path), 1);
  if (startsVisit) await addToCount(database, day, 'visit', '', 1);
}

export const SEARCH_KIND = /^[a-z][a-z0-9-]{0,31}$/;

/** Removes what could reach a person: e-mail addresses and phone numbers. */
export function scrubQuestion(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]')
    .replace(/(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g, '[phone]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** One kept unanswered question: when it was asked and its scrubbed text. */
export interface UnansweredQuestion {
  asked_at: string;
  question: string;
}

/**
 * The row to keep for a question the assistant could not answer, or null when it is not ours to
 * keep. Pass the request's headers so that DNT and GPC are honoured.
 */
export function unansweredQuestionRow(text: string, headers?: IncomingHttpHeaders): UnansweredQuestion | null {
  if (headers && !trackingAllowed(headers)) return null;
  // The assistant is a GET that any other site can make a visitor's browser send; what such a page
  // asks is not a question of ours to keep (browsers mark it cross-site; others are rate-limited).
  if (headers?.['sec-fetch-site'] === 'cross-site') return null;
  const question = scrubQuestion(text);
  return question ? { asked_at: new Date().toISOString(), question } : null;
}

/** Keeps unanswered questions (rows from unansweredQuestionRow) for the office's report, in one insert. */
export async function saveUnansweredQuestions(database: Database, rows: readonly UnansweredQuestion[]): Promise<void> {
  if (rows.length > 0)
    await database.db
      .insertInto('analytics_questions')
      .values([...rows])
      .execute();
}
