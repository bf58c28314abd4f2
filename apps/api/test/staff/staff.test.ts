import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { API } from '@county/shared/api/paths';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { addStaff, MAX_FAILED_ATTEMPTS, SIGN_IN_REFUSED } from '../../src/staff/accounts.ts';
import { totpCode } from '../../src/staff/totp.ts';
import { createSession, readSession, SESSION_IDLE_MS, SESSION_MAX_MS } from '../../src/staff/sessions.ts';
import { SIGN_IN_CLIENT_LIMIT } from '../../src/routes/staff/index.ts';
import { CSRF_HEADER } from '../../src/plugins/staff-session.ts';

// The office's sign-in (issue 45): enrollment by a one-time link, both factors at every sign-in,
// server-side sessions with a CSRF token, roles checked on the server, and an append-only audit
// trail of it all. Through app.inject on both databases.

const DATA_KEY = randomBytes(32).toString('hex');
const PASSWORD = 'correct horse battery staple 7';
const THIRTY_S = 30_000;

describeEachDatabase('staff sign-in, sessions, roles and the audit trail', (t) => {
  const env = setUpTestApp(t, { config: { dataKeyEnv: { DATA_KEY } } });

  const inject = (method: 'GET' | 'POST', url: string, options: { body?: unknown; cookie?: string; csrf?: string } = {}) =>
    env.app.inject({
      method,
      url,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.csrf ? { [CSRF_HEADER]: options.csrf } : {}) },
    });

  /** Adds an account and enrolls it; returns its authenticator secret. */
  async function enrolled(email: string, roles: Parameters<typeof addStaff>[2]): Promise<string> {
    const token = await addStaff(env.database, email, roles);
    const view = (await inject('GET', `${API.staffEnrollment.path}?token=${token}`)).json();
    const res = await inject('POST', API.staffEnroll.path, { body: { token, password: PASSWORD, code: totpCode(view.secret) } });
    expect(res.statusCode).toBe(204);
    return view.secret as string;
  }

  /** Signs in with the next time step's code (the enrollment used this one). */
  async function signedIn(email: string, secret: string) {
    await env.database.db.updateTable('staff').set({ totp_last_step: 0 }).where('email', '=', email).execute();
    const res = await inject('POST', API.staffSignIn.path, { body: { email, password: PASSWORD, code: totpCode(secret, Date.now() + THIRTY_S) } });
    expect(res.statusCode, res.body).toBe(200);
    const [session, mark] = res.headers['set-cookie'] as string[];
    return { cookie: session!.split(';')[0]!, csrf: res.json().csrf as string, setCookie: session!, mark: mark! };
  }

  const auditActions = async (actor: string) =>
    (await env.database.db.selectFrom('audit_log').select('action').where('actor', '=', actor).orderBy('id').execute()).map((row) => row.action);

  it('enrolls with a one-time link: refuses a common password and a wrong code, then sets both factors once', async () => {
    const token = await addStaff(env.database, 'ana@office.example', ['customer-service']);
    const view = await inject('GET', `${API.staffEnrollment.path}?token=${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    const { secret, qrImage, otpauthUri, email } = view.json();
    expect(email).toBe('ana@office.example');
    expect(Buffer.from(qrImage.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    // The pending secret is sealed, not stored in the clear.
    const pending = await env.database.db.selectFrom('staff_enrollments').select('totp_sealed').executeTakeFirstOrThrow();
    expect(pending.totp_sealed).not.toContain(secret);

    const weak = await inject('POST', API.staffEnroll.path, { body: { token, password: 'password1234', code: totpCode(secret) } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
    const short = await inject('POST', API.staffEnroll.path, { body: { token, password: 'short', code: totpCode(secret) } });
    expect(short.json().field).toBe('password');
    const wrongCode = await inject('POST', API.staffEnroll.path, {
      body: { token, password: PASSWORD, code: '000000' === totpCode(secret) ? '111111' : '000000' },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().field).toBe('code');
    expect((await env.database.db.selectFrom('staff').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash).toBeNull();

    expect((await inject('POST', API.staffEnroll.path, { body: { token, password: PASSWORD, code: totpCode(secret) } })).statusCode).toBe(204);
    const account = await env.database.db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    expect(account.totp_sealed).not.toContain(secret);
    // The link is spent: a replay changes nothing.
    const replay = await inject('POST', API.staffEnroll.path, { body: { token, password: 'another long passphrase 9', code: totpCode(secret) } });
    expect(replay.statusCode).toBe(404);
    expect((await env.database.db.selectFrom('staff').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash).toBe(
      account.password_hash,
    );
    expect(await auditActions(email)).toEqual(['enroll']);
  });

  it('refuses an expired enrollment link', async () => {
    const token = await addStaff(env.database, 'late@office.example', ['tangible'], Date.now() - 25 * 3_600_000);
    expect((await inject('GET', `${API.staffEnrollment.path}?token=${token}`)).statusCode).toBe(410);
  });

  it('signs in with both factors into a server-side session with a CSRF token; sign-out ends it on the server', async () => {
    const secret = await enrolled('ben@office.example', ['supervisor']);
    const wrong = await inject('POST', API.staffSignIn.path, {
      body: { email: 'ben@office.example', password: PASSWORD, code: '000000' === totpCode(secret, Date.now() + THIRTY_S) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SIGN_IN_REFUSED);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const { cookie, csrf, setCookie, mark } = await signedIn('ben@office.example', secret);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(mark).toMatch(/^staff_signed_in=1; Path=\/; SameSite=Strict$/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const me = await inject('GET', API.staffMe.path, { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email: 'ben@office.example', roles: ['supervisor'], csrf });
    expect(me.headers['cache-control']).toBe('no-store');
    // Only the id's hash is stored.
    const stored = await env.database.db.selectFrom('staff_sessions').select('id_hash').where('email', '=', 'ben@office.example').execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(cookie.split('=')[1]);

    // A stolen cookie without the CSRF token changes nothing.
    expect((await inject('POST', API.staffSignOut.path, { cookie })).statusCode).toBe(403);
    expect((await inject('GET', API.staffMe.path, { cookie })).statusCode).toBe(200);
    expect((await inject('POST', API.staffSignOut.path, { cookie, csrf })).statusCode).toBe(204);
    // The session from before sign-out is refused.
    expect((await inject('GET', API.staffMe.path, { cookie })).statusCode).toBe(401);
    expect(await auditActions('ben@office.example')).toEqual(['enroll', 'sign-in.refused', 'sign-in', 'sign-out']);
  });

  it('accepts each code once', async () => {
    const secret = await enrolled('cy@office.example', ['exemptions']);
    await signedIn('cy@office.example', secret);
    const again = await inject('POST', API.staffSignIn.path, {
      body: { email: 'cy@office.example', password: PASSWORD, code: totpCode(secret, Date.now() + THIRTY_S) },
    });
    expect(again.statusCode).toBe(401);
  });

  it('locks an account after five wrong attempts, even against the right factors', async () => {
    const secret = await enrolled('dee@office.example', ['tangible']);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) {
      expect(
        (await inject('POST', API.staffSignIn.path, { body: { email: 'dee@office.example', password: 'not the password at all', code: '123456' } })).statusCode,
      ).toBe(401);
    }
    const locked = await inject('POST', API.staffSignIn.path, {
      body: { email: 'dee@office.example', password: PASSWORD, code: totpCode(secret, Date.now() + THIRTY_S) },
    });
    expect(locked.statusCode).toBe(429);
    expect(await env.database.db.selectFrom('staff_sessions').select('id_hash').where('email', '=', 'dee@office.example').execute()).toEqual([]);
  });

  it('answers 401 to an anonymous request and 403 to the wrong role on every staff route that needs a session', async () => {
    const open = new Set(['staffSignIn', 'staffEnrollment', 'staffEnroll', 'staffSignInOptions', 'staffOidcStart', 'staffOidcCallback']);
    const guarded = Object.entries(API).filter(([name]) => name.startsWith('staff') && !open.has(name));
    expect(guarded.length).toBeGreaterThan(2);
    for (const [name, endpoint] of guarded)
      expect((await inject(endpoint.method, endpoint.path, { body: endpoint.method === 'POST' ? {} : undefined })).statusCode, name).toBe(401);

    const secret = await enrolled('eve@office.example', ['customer-service']);
    const { cookie } = await signedIn('eve@office.example', secret);
    expect((await inject('GET', API.staffAudit.path, { cookie })).statusCode).toBe(403);
  });

  it('limits sign-in attempts per client, whichever accounts they name', async () => {
    const attempt = (i: number) =>
      env.app.inject({
        method: 'POST',
        url: API.staffSignIn.path,
        remoteAddress: '203.0.113.9',
        payload: { email: `nobody${i}@office.example`, password: 'wrong guess number', code: '123456' },
      });
    for (let i = 0; i < SIGN_IN_CLIENT_LIMIT; i++) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt(SIGN_IN_CLIENT_LIMIT);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await auditActions(`nobody${SIGN_IN_CLIENT_LIMIT}@office.example`)).toEqual(['sign-in.limited']);
  });

  it('lets an admin read and export the audit trail, which no one can change', async () => {
    const secret = await enrolled('fay@office.example', ['admin']);
    const { cookie } = await signedIn('fay@office.example', secret);
    const page = await inject('GET', `${API.staffAudit.path}?actor=fay@office.example`, { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.json().map((entry: { action: string }) => entry.action)).toEqual(['sign-in', 'enroll']);
    const csv = await inject('GET', `${API.staffAudit.path}?format=csv&actor=fay@office.example`, { cookie });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('id,at,actor,action,subject,detail,client');
    const bad = await inject('GET', `${API.staffAudit.path}?limit=0`, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(await auditActions('fay@office.example')).toEqual(['enroll', 'sign-in', 'audit.view', 'audit.export']);

    await expect(sql`update audit_log set actor = 'someone else'`.execute(env.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(env.database.db)).rejects.toThrow(/append-only/);
    expect(await auditActions('fay@office.example')).toHaveLength(4);
  });
});

describeEachDatabase('staff sessions end on their own', (t) => {
  const env = setUpTestApp(t, { app: false });

  it('after 30 minutes idle and after 12 hours whatever happens', async () => {
    const start = Date.now();
    const idle = await createSession(env.database, 'gus@office.example', start);
    expect(await readSession(env.database, idle.id, start + SESSION_IDLE_MS - 1_000)).not.toBeNull();
    expect(await readSession(env.database, idle.id, start + 2 * SESSION_IDLE_MS)).toBeNull();
    const busy = await createSession(env.database, 'gus@office.example', start);
    for (let at = start; at < start + SESSION_MAX_MS; at += SESSION_IDLE_MS / 2) expect(await readSession(env.database, busy.id, at)).not.toBeNull();
    expect(await readSession(env.database, busy.id, start + SESSION_MAX_MS + 1)).toBeNull();
  });
});
