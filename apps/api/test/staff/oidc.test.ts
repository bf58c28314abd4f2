import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';
import { afterAll, expect, it } from 'vitest';
import { API } from '@county/shared/api/paths';
import { describeEachDatabase, setUpTestApp, testConfig } from '../helpers.ts';
import { parseOidcConfig } from '../../src/staff/oidc-config.ts';
import { NO_ROLE } from '../../src/routes/staff/oidc.ts';

// Staff sign-in through an identity provider (issue 45, decision 140), against a real OpenID
// provider (oidc-provider) on a loopback port: its development login and consent pages are
// submitted as a browser would, then the provider's redirect comes back to the app's callback.

const DATA_KEY = randomBytes(32).toString('hex');
const CLIENT_ID = 'county-office';
const CLIENT_SECRET = randomBytes(24).toString('hex');
const origin = testConfig().site.publicOrigin;
const PEOPLE: Record<string, { email: string; groups: string[] }> = {
  ana: { email: 'Ana@County.example', groups: ['PA-Admins', 'Everyone'] },
  bo: { email: 'bo@county.example', groups: ['Everyone'] },
};

const server = createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const provider = new Provider(issuer, {
  clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [`${origin}${API.staffOidcCallback.path}`] }],
  // The groups claim rides with the openid scope here; the ID token holds only `sub`, so the app reads the rest from userinfo.
  claims: { openid: ['sub', 'groups'], email: ['email', 'email_verified'] },
  findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, email: PEOPLE[sub]?.email, email_verified: true, groups: PEOPLE[sub]?.groups }) }),
  features: { devInteractions: { enabled: true } },
});
const handle = provider.callback();
server.on('request', (request, response) => void handle(request, response));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const oidc = parseOidcConfig({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_CLIENT_SECRET: CLIENT_SECRET,
  OIDC_ROLE_GROUPS: 'admin=PA-Admins,supervisor=PA-Admins,customer-service=PA-Service',
});

describeEachDatabase('staff sign-in through an OpenID provider', (t) => {
  const env = setUpTestApp(t, { config: { dataKeyEnv: { DATA_KEY }, oidc } });

  /** Starts at the app, signs in at the provider as `login`, and returns the callback's URL with the app's flow cookie. */
  async function throughProvider(login: string): Promise<{ callback: URL; flowCookie: string }> {
    const start = await env.app.inject({ method: 'GET', url: API.staffOidcStart.path });
    expect(start.statusCode).toBe(303);
    const flowCookie = String(start.headers['set-cookie']).split(';')[0]!;
    const jar = new Map<string, string>();
    let url = new URL(String(start.headers.location));
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    let body: string | undefined;
    for (let hop = 0; hop < 12; hop++) {
      if (url.origin !== issuer) return { callback: url, flowCookie };
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(body ? { body } : {}),
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!, value.join('='));
      }
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url);
        body = undefined;
        continue;
      }
      // An interaction page: its form says which prompt it asks (login, then consent).
      const page = await res.text();
      expect(res.status, page).toBe(200);
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: String(prompt) }).toString();
    }
    throw new Error('The provider did not come back to the app.');
  }

  const callback = (target: URL, cookie: string) => env.app.inject({ method: 'GET', url: `${target.pathname}${target.search}`, headers: { cookie } });

  it('says the office signs in through the provider, and closes local sign-in', async () => {
    expect((await env.app.inject({ method: 'GET', url: API.staffSignInOptions.path })).json()).toEqual({ oidc: true, local: false });
    const local = await env.app.inject({
      method: 'POST',
      url: API.staffSignIn.path,
      payload: { email: 'a@b.example', password: 'whatever it is', code: '123456' },
    });
    expect(local.statusCode).toBe(403);
  });

  it('signs a person in with the roles their groups grant, adds them without a password, and re-reads the roles at each sign-in', async () => {
    const { callback: target, flowCookie } = await throughProvider('ana');
    const res = await callback(target, flowCookie);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/office');
    const session = (res.headers['set-cookie'] as string[]).find((cookie) => cookie.startsWith('staff_session='))!;
    expect(session).toContain('HttpOnly; SameSite=Strict');
    const me = await env.app.inject({ method: 'GET', url: API.staffMe.path, headers: { cookie: session.split(';')[0]! } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ana@county.example', roles: ['supervisor', 'admin'] });
    const row = await env.database.db.selectFrom('staff').selectAll().where('email', '=', 'ana@county.example').executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    const audited = await env.database.db.selectFrom('audit_log').select(['action', 'detail']).where('actor', '=', 'ana@county.example').execute();
    expect(audited).toEqual([{ action: 'sign-in.oidc', detail: 'roles: supervisor admin' }]);

    // The county moves her to the service desk: the next sign-in takes the new group's role only.
    PEOPLE.ana!.groups = ['PA-Service'];
    try {
      const again = await throughProvider('ana');
      expect((await callback(again.callback, again.flowCookie)).statusCode).toBe(303);
      expect((await env.database.db.selectFrom('staff').select('roles').where('email', '=', 'ana@county.example').executeTakeFirstOrThrow()).roles).toBe(
        'customer-service',
      );
      // Then out of every office group: refused, and the session she still holds ends.
      PEOPLE.ana!.groups = ['Everyone'];
      const out = await throughProvider('ana');
      expect((await callback(out.callback, out.flowCookie)).statusCode).toBe(403);
      expect((await env.app.inject({ method: 'GET', url: API.staffMe.path, headers: { cookie: session.split(';')[0]! } })).statusCode).toBe(401);
    } finally {
      PEOPLE.ana!.groups = ['PA-Admins', 'Everyone'];
    }
  });

  it('refuses a tampered state or a missing flow cookie, and creates nothing', async () => {
    const { callback: target, flowCookie } = await throughProvider('ana');
    const tampered = new URL(target);
    tampered.searchParams.set('state', `${target.searchParams.get('state')}x`);
    const before = await env.database.db.selectFrom('staff_sessions').select('id_hash').execute();
    const refused = await callback(tampered, flowCookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('state');
    const noCookie = await callback(target, 'other=1');
    expect(noCookie.statusCode).toBe(400);
    const forged = await callback(target, `${flowCookie}x`);
    expect(forged.statusCode).toBe(400);
    expect(await env.database.db.selectFrom('staff_sessions').select('id_hash').execute()).toEqual(before);
  });

  it('refuses with 403 a person whose groups grant no office role, audits it, and adds no account', async () => {
    const { callback: target, flowCookie } = await throughProvider('bo');
    const res = await callback(target, flowCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NO_ROLE);
    expect(await env.database.db.selectFrom('staff').select('email').where('email', '=', 'bo@county.example').execute()).toEqual([]);
    const audited = await env.database.db.selectFrom('audit_log').select(['action', 'detail']).where('actor', '=', 'bo@county.example').execute();
    expect(audited).toEqual([{ action: 'sign-in.refused', detail: 'oidc: no office role' }]);
  });
});

describeEachDatabase('staff sign-in without a provider', (t) => {
  const env = setUpTestApp(t, { config: { dataKeyEnv: { DATA_KEY } } });

  it('offers local sign-in only, and answers 404 at the provider routes', async () => {
    expect((await env.app.inject({ method: 'GET', url: API.staffSignInOptions.path })).json()).toEqual({ oidc: false, local: true });
    expect((await env.app.inject({ method: 'GET', url: API.staffOidcStart.path })).statusCode).toBe(404);
  });
});
