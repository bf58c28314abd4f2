import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { readContacts } from './contacts.ts';
import { sealLink } from './links.ts';
import { mailLinks, renderMail } from './messages.ts';
import type { QueuedMail, QueuedMessage } from './queue.ts';
import { removeUnconfirmed, subscriptionOf } from './subscriptions.ts';
import type { MailTransport } from './transport.ts';

// Drains the mail queue in the server process (decision 51). A worker claims a due row for a
// while (so two processes never send it together), sends it, then marks it sent; a failure puts it
// back with a later attempt time: 1, 2, 4 ... minutes, at most an hour apart. A row claimed by a
// process that died is due again when its claim ends, so a restart loses nothing.

export interface MailWorkerOptions {
  database: Database;
  transport: MailTransport;
  secret: string;
  config: { site: { publicOrigin: string }; contentDir: string; mailFrom: string };
  log?: { error(message: string): void };
}

const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

export const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

/** Whether the mail still has someone to go to: an alert for a subscription since removed is dropped. */
async function stillWanted(database: Database, mail: QueuedMail): Promise<boolean> {
  const sign = await subscriptionOf(database.db, mail.email, mail.parcelId);
  return mail.kind === 'confirm' ? sign !== undefined : sign?.confirmed === true;
}

type Outgoing = { to: string; subject: string; text: string; headers: Record<string, string> };

function officeReply(reply: { email: string; subject: string; text: string }): Outgoing {
  return { to: reply.email, subject: reply.subject, text: reply.text, headers: { 'Content-Language': 'en' } };
}

/** An owner alert's e-mail with its signed links, or null when its subscription has gone. */
async function alertMail(
  options: MailWorkerOptions,
  mail: QueuedMail,
  contacts: Awaited<ReturnType<typeof readContacts>>,
  now: number,
): Promise<Outgoing | null> {
  const { database, secret, config } = options;
  if (!(await stillWanted(database, mail))) return null;
  const unsubscribe = sealLink(secret, { purpose: 'unsubscribe', email: mail.email, parcelId: mail.parcelId, issuedAt: now });
  const links = mailLinks(config, mail, {
    confirm:
      mail.kind === 'confirm' ? sealLink(secret, { purpose: 'confirm', email: mail.email, parcelId: mail.parcelId, issuedAt: mail.issuedAt }) : undefined,
    manage: sealLink(secret, { purpose: 'manage', email: mail.email, issuedAt: now }),
    unsubscribe,
  });
  const { subject, text } = renderMail(mail, links, contacts);
  const oneClick = `${config.site.publicOrigin}/api/owner-alerts/unsubscribe?token=${encodeURIComponent(unsubscribe)}`;
  return {
    to: mail.email,
    subject,
    text,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Content-Language': mail.lang },
  };
}

/** Sends what is due once; returns how many e-mails went out. */
export async function drainOnce(options: MailWorkerOptions, now = Date.now()): Promise<number> {
  const { database, transport, config } = options;
  const due = await database.db
    .selectFrom('mail_queue')
    .select(['dedupe_key', 'message', 'attempts'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where('claimed_until', '<', now)
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute();
  if (due.length === 0) return 0;
  const contacts = await readContacts(config.contentDir);
  let sent = 0;
  for (const row of due) {
    const claim = await database.db
      .updateTable('mail_queue')
      .set({ claimed_until: now + CLAIM_MS })
      .where('dedupe_key', '=', row.dedupe_key)
      .where('sent_at', 'is', null)
      .where('claimed_until', '<', now)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    const message = JSON.parse(row.message) as QueuedMessage;
    const outgoing = message.kind === 'reply' ? officeReply(message) : await alertMail(options, message, contacts, now);
    if (!outgoing) {
      await database.db
        .updateTable('mail_queue')
        .set({ sent_at: new Date(now).toISOString(), last_error: 'dropped: no subscription' })
        .where('dedupe_key', '=', row.dedupe_key)
        .execute();
      continue;
    }
    try {
      await transport.send({ key: row.dedupe_key, from: config.mailFrom, ...outgoing });
      await database.db
        .updateTable('mail_queue')
        .set({ sent_at: new Date().toISOString(), last_error: null })
        .where('dedupe_key', '=', row.dedupe_key)
        .execute();
      sent++;
    } catch (error) {
      const attempts = Number(row.attempts) + 1;
      await database.db
        .updateTable('mail_queue')
        .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: now + retryDelayMs(attempts), claimed_until: 0, last_error: String(error).slice(0, 500) })
        .where('dedupe_key', '=', row.dedupe_key)
        .execute();
      options.log?.error(`mail to the queue's ${row.dedupe_key} failed (attempt ${attempts}): ${String(error).slice(0, 200)}`);
    }
  }
  return sent;
}

const DAY = 24 * 3_600_000;

/**
 * What the privacy content promises (content/pages/disclaimer.md): a sign-up not confirmed is gone
 * after 48 hours, the record of a sent e-mail after 30 days.
 */
export async function purgeExpired(database: Database, now = Date.now()): Promise<void> {
  await removeUnconfirmed(database.db, new Date(now - 2 * DAY).toISOString());
  await database.db
    .deleteFrom('mail_queue')
    .where('sent_at', 'is not', null)
    .where('sent_at', '<', new Date(now - 30 * DAY).toISOString())
    .execute();
}

/** Checks the queue every few seconds, and purges once an hour, until stopped; returns the stop function. */
export function startMailWorker(options: MailWorkerOptions, everyMs = 5_000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let purged = 0;
  const tick = () => {
    if (stopped) return;
    const purge = Date.now() - purged > 3_600_000 ? ((purged = Date.now()), purgeExpired(options.database)) : Promise.resolve();
    running = purge
      .then(() => drainOnce(options))
      .catch((error: unknown) => options.log?.error(`the mail queue could not be read: ${String(error)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  let timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    options.transport.close();
  };
}
