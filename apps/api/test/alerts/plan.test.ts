import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { afterImport, beforeImport } from '../../src/alerts/plan.ts';
import { drainOnce, purgeExpired } from '../../src/alerts/mail-worker.ts';
import { createMailTransport } from '../../src/alerts/transport.ts';
import { CONFIDENTIAL_OWNER_STORED } from '../../src/privacy/index.ts';

// What an alert may say: a confidential parcel's alert names no owner and no address, a retired
// parcel gets none; and without SMTP_URL the e-mails are .eml files in the outbox folder.

describeEachDatabase('owner alerts: what is queued', (t) => {
  let dir = '';
  let ids: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'alerts-plan-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const env = setUpTestApp(t, {
    seed: async (seeded) => {
      await seedCounty(seeded, { parcels: 40, tpp: 5, seed: 5 });
      ids = (await seeded.db.selectFrom('parcels').select('parcel_id').where('confidential', '=', 0).orderBy('parcel_id').limit(3).execute()).map(
        (p) => p.parcel_id,
      );
      const now = new Date().toISOString();
      await seeded.db
        .insertInto('alert_subscriptions')
        .values(ids.map((id) => ({ email: `w${id}@example.com`, parcel_id: id, lang: 'en', created_at: now, confirmed_at: now })))
        .execute();
    },
  });

  it('names no owner for a confidential parcel, sends nothing for a retired one, and names the change for the others', async () => {
    const [plain, confidential, retired] = ids as [string, string, string];
    const db = env.database.db;
    const before = await beforeImport(env.database);
    // As the importer's batches do before they write: the parcels they are about to touch.
    await before.touch(db, ids);
    const oldName = (await db.selectFrom('parcels').select('owner_name').where('parcel_id', '=', confidential).executeTakeFirstOrThrow()).owner_name ?? '';
    await db.updateTable('parcels').set({ owner_name: 'NEW OWNER LLC', mail_address1: '1 NEW ST' }).where('parcel_id', '=', plain).execute();
    await db
      .updateTable('parcels')
      .set({ owner_name: CONFIDENTIAL_OWNER_STORED, mail_address1: null, confidential: 1 })
      .where('parcel_id', '=', confidential)
      .execute();
    await db.updateTable('parcels').set({ owner_name: 'SOMEONE ELSE', retired_on: '2026-11-01' }).where('parcel_id', '=', retired).execute();
    expect(await afterImport(env.database, before)).toBe(2);

    const rows = await db.selectFrom('mail_queue').select(['recipient', 'message']).execute();
    expect(rows.map((r) => r.recipient).sort()).toEqual([`w${confidential}@example.com`, `w${plain}@example.com`].sort());
    const hidden = rows.find((r) => r.recipient === `w${confidential}@example.com`)!.message;
    expect(hidden).not.toContain(oldName);
    expect(hidden).not.toContain(CONFIDENTIAL_OWNER_STORED);
    expect(rows.find((r) => r.recipient === `w${plain}@example.com`)!.message).toContain('NEW OWNER LLC');

    const outbox = join(dir, 'outbox');
    const secret = 'test-secret';
    expect(
      await drainOnce({
        database: env.database,
        transport: createMailTransport({ outboxDir: outbox }),
        secret,
        config: { ...env.app.config, mailFrom: 'a@example.gov' },
      }),
    ).toBe(2);
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const texts = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
    expect(texts.every((x) => /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m.test(x))).toBe(true);
    expect(texts.some((x) => x.includes("The owner's name changed.") && !x.includes(oldName))).toBe(true);
  });
});

describeEachDatabase('owner alerts: how long addresses are kept', (t) => {
  const env = setUpTestApp(t, { app: false });

  it('deletes sign-ups not confirmed within 48 hours and the record of e-mails sent 30 days ago', async () => {
    const db = env.database.db;
    const now = Date.parse('2026-11-26T12:00:00Z');
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
    await db
      .insertInto('alert_subscriptions')
      .values([
        { email: 'old@example.com', parcel_id: '1', lang: 'en', created_at: at(49), confirmed_at: null },
        { email: 'new@example.com', parcel_id: '1', lang: 'en', created_at: at(47), confirmed_at: null },
        { email: 'kept@example.com', parcel_id: '1', lang: 'en', created_at: at(24 * 400), confirmed_at: at(24 * 399) },
      ])
      .execute();
    const row = (key: string, sentHoursAgo: number | null) => ({
      dedupe_key: key,
      recipient: 'x@example.com',
      message: '{}',
      created_at: at(800),
      attempts: 0,
      next_attempt_at: 0,
      claimed_until: 0,
      sent_at: sentHoursAgo === null ? null : at(sentHoursAgo),
    });
    await db
      .insertInto('mail_queue')
      .values([row('sent-long-ago', 31 * 24), row('sent-lately', 29 * 24), row('unsent', null)])
      .execute();
    await purgeExpired(env.database, now);
    expect((await db.selectFrom('alert_subscriptions').select('email').orderBy('email').execute()).map((r) => r.email)).toEqual([
      'kept@example.com',
      'new@example.com',
    ]);
    expect((await db.selectFrom('mail_queue').select('dedupe_key').orderBy('dedupe_key').execute()).map((r) => r.dedupe_key)).toEqual([
      'sent-lately',
      'unsent',
    ]);
  });
});
