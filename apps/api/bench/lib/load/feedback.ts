import type { Client } from './client.ts';

// The feedback form as a person's browser drives it: open the form (a signed token), wait the
// least fill-in time, send. Each message carries a marker unique to the run in its Comments, so
// the bench can find it in the database afterwards.

export interface OpenForm {
  token: string;
  /** performance.now() when the token was handed out. */
  openedAt: number;
  readyAt: number;
  ip: string;
}

let clientNumber = Math.floor(Math.random() * 200_000);

/** A client address of its own for every form: people, not one robot, send feedback. */
export function nextClientAddress(): string {
  const n = clientNumber++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function openForm(client: Client, record?: (status: number, ms: number) => void): Promise<OpenForm | undefined> {
  const ip = nextClientAddress();
  const answer = await client.send('GET', '/api/Feedback/GetFormToken', undefined, { 'x-forwarded-for': ip });
  record?.(answer.status, answer.ms);
  if (answer.status !== 200) return undefined;
  const { token, minFillSeconds } = JSON.parse(answer.body) as { token: string; minFillSeconds: number };
  const openedAt = performance.now();
  // A little past the minimum: the server's clock reads the token's date to the millisecond.
  return { token, openedAt, readyAt: openedAt + minFillSeconds * 1000 + 50, ip };
}

export function feedbackBody(form: OpenForm, marker: string) {
  return {
    FirstName: 'Load',
    LastName: 'Tester',
    Email: 'load.tester@example.com',
    Phone: '4075550123',
    Occupation: 'Other',
    FeedbackType: 'Website',
    ExperienceRating: 4,
    Comments: `Message from the load test, marker ${marker}.`,
    RecordId: '',
    ParcelId: '',
    Address: '',
    FormToken: form.token,
    Page: '/feedback',
  };
}

export async function sendFeedback(client: Client, form: OpenForm, marker: string) {
  const answer = await client.send('POST', '/api/Feedback/AddFeedback', feedbackBody(form, marker), { 'x-forwarded-for': form.ip });
  const receipt = answer.status >= 200 && answer.status < 300 ? (JSON.parse(answer.body) as { receipt: string }).receipt : undefined;
  return { ...answer, receipt };
}

export const sleep = (msToWait: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, msToWait)));
