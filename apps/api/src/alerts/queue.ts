import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Change } from './changes.ts';

// The mail queue (decision 51). A row holds what to say, not the finished e-mail: the worker writes
// the e-mail when it sends it (mail-worker.ts), with the site's address and signed links, so an
// import, which knows neither, can still queue. The key makes queueing the same message twice a no-op.

export type QueuedMail =
  // A confirmation queued before the parcel's address was added to it has none (`undefined`).
  | { kind: 'confirm'; email: string; parcelId: string; lang: 'en' | 'es'; issuedAt: number; address?: string | null }
  | { kind: 'alert'; email: string; parcelId: string; lang: 'en' | 'es'; address: string | null; confidential: boolean; changes: Change[] };

/** The office's written answer to a message (decision 141): sent as staff wrote it, with no links. */
export interface OfficeReply {
  kind: 'reply';
  email: string;
  subject: string;
  text: string;
}

/** What a row of the queue holds: an owner alert's mail, or an office reply. */
export type QueuedMessage = QueuedMail | OfficeReply;

export interface QueueRow {
  key: string;
  mail: QueuedMail;
}

export function mailKey(mail: QueuedMail): string {
  const what = mail.kind === 'confirm' ? String(mail.issuedAt) : JSON.stringify(mail.changes);
  return `${mail.kind}:${createHash('sha256').update(`${mail.email}|${mail.parcelId}|${what}`).digest('base64url')}`;
}

export async function enqueue(db: Kysely<DB>, mails: QueuedMail[], now = Date.now()): Promise<number> {
  let queued = 0;
  const createdAt = new Date(now).toISOString();
  for (let i = 0; i < mails.length; i += 200) {
    const rows = mails.slice(i, i + 200).map((mail) => ({
      dedupe_key: mailKey(mail),
      recipient: mail.email,
      message: JSON.stringify(mail),
      created_at: createdAt,
      next_attempt_at: now,
      attempts: 0,
      claimed_until: 0,
    }));
    const inserted = await db
      .insertInto('mail_queue')
      .values(rows)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('dedupe_key')
      .execute();
    queued += inserted.length;
  }
  return queued;
}

/** Queues one office reply under `key` (the message's receipt and its reply), so a retried send queues it once. */
export async function enqueueReply(db: Kysely<DB>, key: string, reply: OfficeReply, now = Date.now()): Promise<void> {
  await db
    .insertInto('mail_queue')
    .values({
      dedupe_key: `reply:${createHash('sha256').update(key).digest('base64url')}`,
      recipient: reply.email,
      message: JSON.stringify(reply),
      created_at: new Date(now).toISOString(),
      next_attempt_at: now,
      attempts: 0,
      claimed_until: 0,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}
