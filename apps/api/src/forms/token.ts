import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A form token is '<form>.<issued ms>.<nonce>.<signature>': the form it belongs to, when the form was
// opened, a random nonce (one stored message per token) and an HMAC-SHA256 of the rest. Nothing is
// kept on the server until a message arrives, so any process holding the secret can check it.

export type FormKind = 'feedback' | 'report-fraud';

/** Tokens dated this far ahead of the checking server's clock still pass (clocks of processes drift). */
const CLOCK_SKEW_MS = 60_000;

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function issueToken(secret: string, form: FormKind, now = Date.now(), nonce = randomBytes(12).toString('base64url')): string {
  const body = `${form}.${now}.${nonce}`;
  return `${body}.${sign(secret, body)}`;
}

export type TokenCheck = { ok: true; issuedAt: number; nonce: string } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyToken(secret: string, form: FormKind, token: string, lifetimeMs: number, now = Date.now()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'invalid' };
  const [kind, issued, nonce, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${kind}.${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const issuedAt = Number(issued);
  if (kind !== form || !/^\d{1,16}$/.test(issued) || !nonce || issuedAt > now + CLOCK_SKEW_MS) return { ok: false, reason: 'invalid' };
  if (now - issuedAt > lifetimeMs) return { ok: false, reason: 'expired' };
  return { ok: true, issuedAt, nonce };
}

/** A keyed hash that names a client for rate limiting without storing its address. */
export function clientKey(secret: string, form: FormKind, ip: string): string {
  return createHmac('sha256', secret).update(`${form}|${ip}`).digest('base64url').slice(0, 32);
}
