import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { loadFormSecret } from '../../src/forms/secret.ts';
import { drainOnce, type MailWorkerOptions } from '../../src/alerts/mail-worker.ts';
import { createMailTransport } from '../../src/alerts/transport.ts';
import { parseTrustProxy } from '../../src/trust-proxy.ts';
import { SIGNUP_LIMITS } from '../../src/routes/owner-alerts/index.ts';
import { TestMailServer, type ReceivedMail } from './mail-server.ts';

// The probe's findings on owner alerts (issues 43.4, 43.5, 43.12 and 41.14): sign-ups from one
// IPv6 /64 share one limit; the one-click unsubscribe takes any body and a GET shows the page; a
// confirmation link confirms once; the e-mails name the parcel's address, and no link carries the
// e-mail address, in the clear or in base64. Links e-mailed before the change still work.

const linksIn = (mail: ReceivedMail): URL[] => [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
const tokenOf = (mail: ReceivedMail, path: string): string => {
  const url = linksIn(mail).find((u) => u.pathname.endsWith(path));
  if (!url) throw new Error(`no ${path} link in:\n${mail.text}`);
  return url.searchParams.get('token')!;
};
/** A link as the first version wrote it: base64url JSON [purpose, address, parcel, issued at], then its HMAC. */
const legacyToken = (secret: string, fields: [string, string, string, number]) => {
  const body = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${body}.${createHmac('sha256', `owner-alert|${secret}`).update(body).digest('base64url')}`;
};

describeEachDatabase('owner-alert links and limits', (t) => {
  const smtp = new TestMailServer();
  let dir = '';
  let parcels: { parcel_id: string; situs_address: string | null }[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'alert-links-'));
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await rm(dir, { recursive: true, force: true });
  });
  const env = setUpTestApp(t, {
    seed: async (seeded) => {
      await seedCounty(seeded, { parcels: 60, tpp: 5, seed: 23 });
      parcels = await seeded.db
        .selectFrom('parcels')
        .select(['parcel_id', 'situs_address'])
        .where('situs_address', 'is not', null)
        .orderBy('parcel_id')
        .limit(8)
        .execute();
    },
  });
  const worker = async (): Promise<MailWorkerOptions> => ({
    database: env.database,
    transport: createMailTransport({ smtpUrl: smtp.url, outboxDir: join(dir, 'outbox') }),
    secret: await loadFormSecret(env.database),
    config: { ...env.app.config, mailFrom: 'alerts@example-county.gov' },
  });
  // Each from a client of its own: these tests are not about the sign-up limit.
  let client = 0;
  const signUp = (email: string, parcelId: string, lang = 'en') =>
    env.app.inject({ method: 'POST', url: '/api/owner-alerts', payload: { email, parcelId, lang }, remoteAddress: `203.0.113.${++client}` });
  const nextMail = async (): Promise<ReceivedMail> => {
    await drainOnce(await worker());
    const mails = smtp.take();
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };
  const confirm = (token: string) => env.app.inject({ method: 'POST', url: '/api/owner-alerts/confirm', payload: { token } });
  const confirmedAt = async (email: string) =>
    (await env.database.db.selectFrom('alert_subscriptions').select('confirmed_at').where('email', '=', email).executeTakeFirst())?.confirmed_at;

  it('counts sign-ups from one IPv6 /64 behind TRUST_PROXY as one client', async () => {
    const proxied: FastifyInstance = await testApp(env.database, { trustProxy: parseTrustProxy('127.0.0.1') });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 12; i++) {
        const answer = await proxied.inject({
          method: 'POST',
          url: '/api/owner-alerts',
          payload: { email: `v6-${i}@example.com`, parcelId: parcels[0]!.parcel_id },
          headers: { 'x-forwarded-for': `2001:db8:4:7:${i.toString(16)}::${i}` },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses.slice(0, SIGNUP_LIMITS.client)).toEqual(Array(SIGNUP_LIMITS.client).fill(202));
      expect(statuses.slice(SIGNUP_LIMITS.client)).toEqual([429, 429]);
      // The next /64 is another client.
      const other = await proxied.inject({
        method: 'POST',
        url: '/api/owner-alerts',
        payload: { email: 'v6-other@example.com', parcelId: parcels[0]!.parcel_id },
        headers: { 'x-forwarded-for': '2001:db8:4:8::1' },
      });
      expect(other.statusCode).toBe(202);
    } finally {
      await proxied.close();
    }
    await drainOnce(await worker());
    smtp.take();
  });

  it('names the parcel by its address in the e-mail and the answers, and puts no e-mail address in any link', async () => {
    const { parcel_id: pid, situs_address: address } = parcels[1]!;
    const email = 'plain.reader+alerts@example.com';
    expect((await signUp(email, pid)).statusCode).toBe(202);
    const mail = await nextMail();
    expect(mail.headers.get('subject')).toContain(address!);
    expect(mail.text).toContain(address!);
    const links = [...linksIn(mail), new URL(/^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!)];
    expect(links.length).toBeGreaterThanOrEqual(4);
    const hidden = [email, encodeURIComponent(email), Buffer.from(email).toString('base64url'), Buffer.from(`"${email}"`).toString('base64url').slice(0, 20)];
    for (const link of links) {
      const raw = decodeURIComponent(link.href);
      for (const form of hidden) expect(raw).not.toContain(form);
      // Whatever the token is decoded as, the address is not in it.
      expect(Buffer.from(link.searchParams.get('token') ?? '', 'base64url').toString('latin1')).not.toContain('example.com');
    }
    const confirmed = await confirm(tokenOf(mail, '/owner-alert/confirm'));
    expect(confirmed.json()).toMatchObject({ parcelId: pid, address });
    expect(confirmed.json().manageToken).not.toContain('.');
    const gone = await env.app.inject({
      method: 'POST',
      url: `/api/owner-alerts/unsubscribe?token=${encodeURIComponent(tokenOf(mail, '/owner-alert/unsubscribe'))}`,
    });
    expect(gone.json()).toEqual({ parcelId: pid, address });
  });

  it('confirms with a link once: the second use is refused and issues no manage link', async () => {
    const pid = parcels[2]!.parcel_id;
    expect((await signUp('twice@example.com', pid)).statusCode).toBe(202);
    const token = tokenOf(await nextMail(), '/owner-alert/confirm');
    expect(await confirmedAt('twice@example.com')).toBeNull();
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().manageToken).toBeTruthy();
    const second = await confirm(token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ statusCode: 409, field: 'token' });
    expect(second.json().manageToken).toBeUndefined();

    // Unsubscribed, then signed up again: the old link does not confirm the new sign-up; its own link does.
    const manage = first.json().manageToken as string;
    await env.app.inject({ method: 'POST', url: '/api/owner-alerts/remove', payload: { token: manage, parcelId: pid } });
    await new Promise((r) => setTimeout(r, 5));
    expect((await signUp('twice@example.com', pid)).statusCode).toBe(202);
    const fresh = tokenOf(await nextMail(), '/owner-alert/confirm');
    expect((await confirm(token)).statusCode).toBe(409);
    expect(await confirmedAt('twice@example.com')).toBeNull();
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it('takes the one-click POST with a multipart body, a form body or none, and answers a GET with the page', async () => {
    const unsubscribeOf = async (email: string, pid: string, lang = 'en') => {
      expect((await signUp(email, pid, lang)).statusCode).toBe(202);
      const mail = await nextMail();
      expect((await confirm(tokenOf(mail, '/owner-alert/confirm'))).statusCode).toBe(200);
      const oneClick = new URL(/^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!);
      return oneClick.pathname + oneClick.search;
    };
    const boundary = '----mailprogram7MA4YWxkTrZu0gW';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const bodies: Array<{ 'content-type'?: string; payload?: string }> = [
      {},
      { 'content-type': `multipart/form-data; boundary=${boundary}`, payload: multipart },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'List-Unsubscribe=One-Click' },
      { 'content-type': 'text/plain', payload: 'List-Unsubscribe=One-Click' },
      { 'content-type': 'application/json', payload: '{not json' },
    ];
    for (const [i, { payload, ...headers }] of bodies.entries()) {
      const email = `oneclick-${i}@example.com`;
      const url = await unsubscribeOf(email, parcels[3]!.parcel_id);
      const answer = await env.app.inject({ method: 'POST', url, headers: { ...headers }, payload });
      expect(answer.statusCode, `${headers['content-type'] ?? 'no body'}: ${answer.body}`).toBe(200);
      expect(await confirmedAt(email)).toBeUndefined();
    }

    // A mail program without one-click opens the address: the page, in the language signed up in, and nothing removed.
    for (const lang of ['en', 'es']) {
      const email = `get-${lang}@example.com`;
      const url = await unsubscribeOf(email, parcels[4]!.parcel_id, lang);
      const opened = await env.app.inject({ method: 'GET', url });
      expect(opened.statusCode).toBe(303);
      const page = new URL(opened.headers.location as string);
      expect(page.origin).toBe(env.app.config.site.publicOrigin);
      expect(page.pathname).toBe(lang === 'es' ? '/es/owner-alert/unsubscribe' : '/owner-alert/unsubscribe');
      expect(page.searchParams.get('token')).toBe(new URL(url, 'http://x').searchParams.get('token'));
      expect(await confirmedAt(email)).toBeTruthy();
    }
  });

  it('still honours the links e-mailed before tokens were opaque', async () => {
    const secret = await loadFormSecret(env.database);
    const pid = parcels[5]!.parcel_id;
    const email = 'old-mail@example.com';
    expect((await signUp(email, pid)).statusCode).toBe(202);
    await nextMail();
    const row = await env.database.db.selectFrom('alert_subscriptions').select('created_at').where('email', '=', email).executeTakeFirstOrThrow();
    const issued = Date.parse(row.created_at);
    const oldConfirm = legacyToken(secret, ['confirm', email, pid, issued]);
    expect((await confirm(oldConfirm)).statusCode).toBe(200);
    expect((await confirm(oldConfirm)).statusCode).toBe(409);
    const listed = await env.app.inject({ url: `/api/owner-alerts/manage?token=${encodeURIComponent(legacyToken(secret, ['manage', email, '', issued]))}` });
    expect(listed.json().parcels.map((p: { parcelId: string }) => p.parcelId)).toEqual([pid]);
    // The page puts the opaque token the answer brings in its address instead; that one lists the same, and brings none.
    const opaque = listed.json().token as string;
    expect(opaque).toMatch(/^[A-Za-z0-9_-]+$/);
    const relisted = await env.app.inject({ url: `/api/owner-alerts/manage?token=${opaque}` });
    expect(relisted.json().parcels).toEqual(listed.json().parcels);
    expect(relisted.json().token).toBeUndefined();
    // A legacy token keeps its purpose: an unsubscribe one does not list.
    const unsubscribe = legacyToken(secret, ['unsubscribe', email, pid, issued]);
    expect((await env.app.inject({ url: `/api/owner-alerts/manage?token=${encodeURIComponent(unsubscribe)}` })).statusCode).toBe(400);
    const gone = await env.app.inject({ method: 'POST', url: `/api/owner-alerts/unsubscribe?token=${encodeURIComponent(unsubscribe)}`, payload: {} });
    expect(gone.statusCode).toBe(200);
    expect(await confirmedAt(email)).toBeUndefined();
  });
});
