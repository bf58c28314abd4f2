import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { importRoll } from '../../src/data/importer/index.ts';
import { readRollYears } from '../../src/roll-year.ts';
import { loadFormSecret } from '../../src/forms/secret.ts';
import { drainOnce, type MailWorkerOptions } from '../../src/alerts/mail-worker.ts';
import { createMailTransport } from '../../src/alerts/transport.ts';
import { sealLink } from '../../src/alerts/links.ts';
import { SIGNUP_LIMITS } from '../../src/routes/owner-alerts/index.ts';
import { TestMailServer, type ReceivedMail } from './mail-server.ts';

// Owner alerts end to end against a real SMTP server: sign-up, confirmation, an import with a new
// deed, the alert, the one-click unsubscribe; expiry, the server down during an import, a restart.

const linkToken = (mail: ReceivedMail, path: string): string => {
  const found = new RegExp(`${path}\\?token=([^\\s]+)`).exec(mail.text);
  if (!found?.[1]) throw new Error(`no ${path} link in:\n${mail.text}`);
  return decodeURIComponent(found[1]);
};

describeEachDatabase('owner alerts', (t) => {
  const smtp = new TestMailServer();
  let dir = '';
  let year = 0;
  let parcels: { parcel_id: string }[] = [];
  let instrument = 90_000_000;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'alerts-'));
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await rm(dir, { recursive: true, force: true });
  });
  const env = setUpTestApp(t, {
    seed: async (seeded) => {
      await seedCounty(seeded, { parcels: 60, tpp: 5, seed: 21 });
      year = (await readRollYears(seeded)).current ?? 0;
      parcels = await seeded.db.selectFrom('parcels').select('parcel_id').where('confidential', '=', 0).orderBy('parcel_id').limit(6).execute();
    },
  });

  const worker = async (): Promise<MailWorkerOptions> => ({
    database: env.database,
    transport: createMailTransport({ smtpUrl: smtp.url, outboxDir: join(dir, 'outbox') }),
    secret: await loadFormSecret(env.database),
    config: { ...env.app.config, mailFrom: 'alerts@example-county.gov' },
  });

  /** An SDF file with one new deed on each parcel given, as the nightly refresh brings; the last gets `instrument`. */
  const importDeeds = async (ids: string[]) => {
    const rows = ids.map((id) => `${id},${year},01,${year},3,${250_000 + (instrument % 1000)},I,${++instrument}`);
    const file = join(dir, `SDF-${instrument}.csv`);
    await writeFile(file, ['PARCEL_ID,ASMNT_YR,QUAL_CD,SALE_YR,SALE_MO,SALE_PRC,VI_CD,CLERK_NO', ...rows].join('\n') + '\n');
    return importRoll(env.database, { sdf: file, year, partial: true });
  };

  const signUp = (email: string, parcelId: string, lang = 'en', ip = '203.0.113.9') =>
    env.app.inject({ method: 'POST', url: '/api/owner-alerts', payload: { email, parcelId, lang }, remoteAddress: ip });

  const subscribe = async (email: string, parcelId: string, lang = 'en') => {
    expect((await signUp(email, parcelId, lang)).statusCode).toBe(202);
    expect(await drainOnce(await worker())).toBe(1);
    const [confirmation] = smtp.take();
    if (!confirmation) throw new Error('no confirmation e-mail');
    const confirm = await env.app.inject({
      method: 'POST',
      url: '/api/owner-alerts/confirm',
      payload: { token: linkToken(confirmation, '/owner-alert/confirm') },
    });
    expect(confirm.statusCode).toBe(200);
    return confirmation;
  };

  it('signs up, confirms, alerts once about a new deed, unsubscribes with one click, then sends nothing', async () => {
    const pid = parcels[0]!.parcel_id;
    const confirmation = await subscribe('owner@example.com', pid);
    expect(confirmation.to).toBe('owner@example.com');
    expect(confirmation.headers.get('subject')).toContain('Confirm owner alerts');

    // Nothing is queued about a parcel nobody confirmed.
    const unconfirmed = parcels[1]!.parcel_id;
    expect((await signUp('other@example.com', unconfirmed)).statusCode).toBe(202);
    await drainOnce(await worker());
    smtp.take();

    const result = await importDeeds([unconfirmed, pid]);
    expect(result.alertsQueued).toBe(1);
    expect(await drainOnce(await worker())).toBe(1);
    const alerts = smtp.take();
    expect(alerts).toHaveLength(1);
    const alert = alerts[0]!;
    expect(alert.to).toBe('owner@example.com');
    expect(alert.text).toContain(`instrument number ${instrument}`);
    expect(alert.text).toContain("Clerk's fraud line at (555) 010-0199");
    expect(alert.text).toContain(`/propertycard?pid=${pid}`);
    expect(alert.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<([^>]+)>$/.exec(alert.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(oneClick.startsWith(env.app.config.site.publicOrigin)).toBe(true);

    // The same e-mail is not sent twice: another drain finds nothing.
    expect(await drainOnce(await worker())).toBe(0);

    const url = new URL(oneClick);
    const unsubscribe = await env.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect((await importDeeds([pid])).alertsQueued).toBe(0);
    expect(await drainOnce(await worker())).toBe(0);
    expect(smtp.take()).toHaveLength(0);
  });

  it('writes the e-mails in the language signed up in', async () => {
    const pid = parcels[2]!.parcel_id;
    const confirmation = await subscribe('dueno@example.com', pid, 'es');
    expect(confirmation.text).toContain('Abra este enlace dentro de 48 horas y pulse su botón Confirmar');
    expect(confirmation.text).toContain('/es/owner-alert/confirm?token=');
    await importDeeds([pid]);
    await drainOnce(await worker());
    const [alert] = smtp.take();
    expect(alert?.text).toContain(`número de instrumento ${instrument}`);
    expect(alert?.headers.get('content-language')).toBe('es');
  });

  it('answers a sign-up the same whether or not the address already watches the parcel', async () => {
    const pid = parcels[3]!.parcel_id;
    const first = await signUp('same@example.com', pid, 'en', '203.0.113.20');
    const second = await signUp('same@example.com', pid, 'en', '203.0.113.21');
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    await drainOnce(await worker());
    smtp.take();
  });

  it('refuses a malformed address or parcel id naming the field, and a flood with 429 and nothing queued', async () => {
    const bad = await signUp('not-an-address', parcels[0]!.parcel_id);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('email');
    const badPid = await signUp('a@example.com', '12-34');
    expect(badPid.statusCode).toBe(400);
    expect(badPid.json().field).toBe('parcelId');
    const unknown = await signUp('a@example.com', '999999999999999', 'en', '203.0.113.30');
    expect(unknown.statusCode).toBe(404);

    const queued = async () =>
      Number(
        (
          await env.database.db
            .selectFrom('mail_queue')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const pid = parcels[4]!.parcel_id;
    for (let i = 0; i < SIGNUP_LIMITS.email; i++) expect((await signUp('flood@example.com', pid, 'en', `198.51.100.${i}`)).statusCode).toBe(202);
    const before = await queued();
    const flood = await signUp('flood@example.com', pid, 'en', '198.51.100.99');
    expect(flood.statusCode).toBe(429);
    expect(await queued()).toBe(before);
    // And from one client, whatever the addresses.
    for (let i = 0; i < SIGNUP_LIMITS.client; i++) expect((await signUp(`c${i}@example.com`, pid, 'en', '192.0.2.7')).statusCode).toBe(202);
    const fromOne = await queued();
    expect((await signUp('c-last@example.com', pid, 'en', '192.0.2.7')).statusCode).toBe(429);
    expect(await queued()).toBe(fromOne);
    await drainOnce(await worker());
    smtp.take();
  });

  it('refuses a confirmation link older than 48 hours, and a tampered one', async () => {
    const secret = await loadFormSecret(env.database);
    const pid = parcels[5]!.parcel_id;
    expect((await signUp('late@example.com', pid, 'en', '203.0.113.40')).statusCode).toBe(202);
    const old = sealLink(secret, { purpose: 'confirm', email: 'late@example.com', parcelId: pid, issuedAt: Date.now() - 49 * 3_600_000 });
    const expired = await env.app.inject({ method: 'POST', url: '/api/owner-alerts/confirm', payload: { token: old } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().field).toBe('token');
    const fresh = sealLink(secret, { purpose: 'confirm', email: 'late@example.com', parcelId: pid, issuedAt: Date.now() });
    const tampered = await env.app.inject({ method: 'POST', url: '/api/owner-alerts/confirm', payload: { token: fresh.slice(0, -2) + 'xx' } });
    expect(tampered.statusCode).toBe(400);
    const row = await env.database.db
      .selectFrom('alert_subscriptions')
      .select('confirmed_at')
      .where('email', '=', 'late@example.com')
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).toBeNull();
    // A manage link lists the address's parcels and removes one.
    const manage = sealLink(secret, { purpose: 'manage', email: 'late@example.com', issuedAt: Date.now() });
    const list = await env.app.inject({ method: 'GET', url: `/api/owner-alerts/manage?token=${encodeURIComponent(manage)}` });
    expect(list.json().parcels.map((p: { parcelId: string }) => p.parcelId)).toEqual([pid]);
    const removed = await env.app.inject({ method: 'POST', url: '/api/owner-alerts/remove', payload: { token: manage, parcelId: pid } });
    expect(removed.json().parcels).toEqual([]);
    await drainOnce(await worker());
    expect(smtp.take()).toHaveLength(0);
  });

  it('keeps alerts queued while the SMTP server is down and delivers each once when it is back, also after a restart', async () => {
    const pid = parcels[0]!.parcel_id;
    await subscribe('down@example.com', pid);
    await subscribe('down2@example.com', parcels[1]!.parcel_id);
    await smtp.stop();
    const result = await importDeeds([pid, parcels[1]!.parcel_id]);
    expect(result.alertsQueued).toBe(2);
    const now = Date.now();
    expect(await drainOnce(await worker(), now)).toBe(0);
    const failed = await env.database.db.selectFrom('mail_queue').select(['attempts', 'next_attempt_at']).where('sent_at', 'is', null).execute();
    expect(failed.map((r) => Number(r.attempts))).toEqual([1, 1]);
    expect(failed.every((r) => Number(r.next_attempt_at) >= now + 60_000)).toBe(true);
    // Before the backoff ends nothing is tried.
    await smtp.start();
    expect(await drainOnce(await worker(), now + 1_000)).toBe(0);
    // A process that died holding one of them: its claim ends, and a new process sends both once.
    await env.database.db
      .updateTable('mail_queue')
      .set({ claimed_until: now + 3 * 60_000 })
      .where('recipient', '=', 'down@example.com')
      .where('sent_at', 'is', null)
      .execute();
    expect(await drainOnce(await worker(), now + 2 * 60_000)).toBe(1);
    expect(await drainOnce(await worker(), now + 10 * 60_000)).toBe(1);
    expect(await drainOnce(await worker(), now + 20 * 60_000)).toBe(0);
    const received = smtp.take();
    expect(received.map((m) => m.to).sort()).toEqual(['down2@example.com', 'down@example.com']);
  });
});
