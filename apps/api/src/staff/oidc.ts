import * as client from 'openid-client';
import type { StaffRole } from '@county/shared/staff';
import type { Database } from '../db/database.ts';
import { InvalidInputError } from '../errors.ts';
import { open, seal, type DataKeys } from './data-key.ts';
import { rolesOfGroups, type OidcConfig } from './oidc-config.ts';
import { endSessionsOf } from './sessions.ts';

// Staff sign-in through the county's identity provider (issue 45, decision 140): the authorization
// code flow with PKCE (S256), state and nonce, by openid-client. What the callback must check (the
// code verifier, state and nonce) travels in a sealed cookie (AES-256-GCM under the data key, the
// same seal as the office's secrets), so any server behind the balancer can finish a sign-in that
// another began, and a cookie altered or copied from another purpose does not open.

export const FLOW_MAX_AGE_S = 600;
const FLOW_CONTEXT = 'staff.oidc-flow';

interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  expires: number;
}

/** The provider's metadata is read once per server, on the first sign-in. */
export function oidcClient(config: OidcConfig): () => Promise<client.Configuration> {
  let discovered: Promise<client.Configuration> | undefined;
  // Plain http is allowed only for a provider on this machine (a test, or a proxy on loopback).
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(config.issuer.hostname);
  return () =>
    (discovered ??= client
      .discovery(config.issuer, config.clientId, config.clientSecret, undefined, loopback ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));
}

/** Where to send the browser, and the sealed flow to keep in its cookie until it comes back. */
export async function beginSignIn(configuration: client.Configuration, keys: DataKeys, redirectUri: string, now = Date.now()) {
  const flow: Flow = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    expires: now + FLOW_MAX_AGE_S * 1000,
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return { url: url.href, sealed: seal(keys, JSON.stringify(flow), FLOW_CONTEXT) };
}

export interface ProviderPerson {
  email: string;
  roles: StaffRole[];
}

function readFlow(keys: DataKeys, sealed: string | undefined, now: number): Flow {
  let flow: Flow | undefined;
  try {
    flow = sealed ? (JSON.parse(open(keys, sealed, FLOW_CONTEXT)) as Flow) : undefined;
  } catch {
    flow = undefined;
  }
  if (!flow || flow.expires < now) throw new InvalidInputError('This sign-in took too long or was not started here. Sign in again.', 'state');
  return flow;
}

/** Exchanges the code and checks the ID token; returns who the provider says signed in, with the roles their groups grant. */
export async function finishSignIn(
  configuration: client.Configuration,
  config: OidcConfig,
  keys: DataKeys,
  sealed: string | undefined,
  callbackUrl: URL,
  now = Date.now(),
): Promise<ProviderPerson> {
  const flow = readFlow(keys, sealed, now);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch {
    throw new InvalidInputError('The identity provider’s answer could not be checked. Sign in again.', 'state');
  }
  let claims: Record<string, unknown> = { ...tokens.claims() };
  // Many providers put the e-mail address and groups only in the userinfo answer.
  if (claims.email === undefined || claims[config.rolesClaim] === undefined) {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
    claims = { ...info, ...claims };
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) throw new InvalidInputError('The identity provider did not give an e-mail address for this account.', 'email');
  return { email, roles: rolesOfGroups(config, claims[config.rolesClaim]) };
}

/** A person the provider no longer puts in any office group keeps no role and no open session here. */
export async function withdrawProviderStaff(database: Database, email: string): Promise<void> {
  await database.db.updateTable('staff').set({ roles: '' }).where('email', '=', email).execute();
  await endSessionsOf(database, email);
}

/** Adds the person at their first sign-in (with no password: they sign in only through the provider) and sets the roles their groups grant now. */
export async function upsertProviderStaff(database: Database, person: ProviderPerson, now = Date.now()): Promise<void> {
  const roles = person.roles.join(' ');
  const updated = await database.db.updateTable('staff').set({ roles }).where('email', '=', person.email).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await database.db
    .insertInto('staff')
    .values({ email: person.email, roles, password_hash: null, totp_sealed: null, created_at: new Date(now).toISOString() })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ roles }))
    .execute();
}
