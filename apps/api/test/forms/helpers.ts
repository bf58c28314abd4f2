import type { FastifyInstance } from 'fastify';
import { emptyFeedbackForm, feedbackFormSchema, toFeedbackPayload, type FeedbackFormValues } from '@county/shared/feedback';
import type { Database } from '../../src/db/database.ts';
import { loadFormSecret } from '../../src/forms/secret.ts';
import { issueToken, type FormKind } from '../../src/forms/token.ts';

// Helpers for the form tests: real tokens signed with the database's own secret (dated in the past
// so the minimum fill time has passed), and a distinct client (socket) address per call so that the rate
// limit only bites where a test means it to.

let nextAddress = 1;
export function freshClient(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function pastToken(database: Database, form: FormKind, ageMs = 60_000): Promise<string> {
  return issueToken(await loadFormSecret(database), form, Date.now() - ageMs);
}

export function feedbackForm(overrides: Partial<FeedbackFormValues> = {}): FeedbackFormValues {
  return {
    ...emptyFeedbackForm(),
    FirstName: 'Maria',
    LastName: 'Lopez',
    Email: 'maria@example.com',
    Phone: '4075550100',
    Occupation: 'Realtor',
    ExperienceRating: 5,
    Comments: 'Very helpful staff, thank you.',
    ...overrides,
  };
}

/** The body the browser sends for a form: the shared transformation plus the guard fields. */
export async function feedbackBody(database: Database, overrides: Partial<FeedbackFormValues> = {}, extra: Record<string, unknown> = {}) {
  const payload = toFeedbackPayload(feedbackFormSchema.parse(feedbackForm(overrides)));
  return { ...payload, FormToken: await pastToken(database, 'feedback'), Page: '/propertycard?PID=272035664500001', ...extra };
}

export function post(app: FastifyInstance, url: string, payload: unknown, client = freshClient()) {
  return app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: client });
}

export async function countRows(database: Database, table: 'feedback' | 'fraud_reports'): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
