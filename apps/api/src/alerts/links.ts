import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed links of owner-alert e-mails: '<payload>.<signature>', the payload base64url JSON and the
// signature an HMAC-SHA256 of it with the form secret (forms/secret.ts), so any server process can
// check a link and nothing is kept per link. The purpose is part of what is signed: a manage link
// cannot confirm, an unsubscribe link cannot list.

export type LinkPurpose = 'confirm' | 'manage' | 'unsubscribe';

export interface LinkClaims {
  purpose: LinkPurpose;
  email: string;
  /** The parcel a confirmation or unsubscribe link is about; none for the manage page. */
  parcelId?: string;
  /** ms since epoch. */
  issuedAt: number;
}

/** A confirmation link is good for 48 hours; the others for as long as the subscription. */
export const CONFIRM_LIFETIME_MS = 48 * 3_600_000;
const CLOCK_SKEW_MS = 60_000;

const sign = (secret: string, body: string) => createHmac('sha256', `owner-alert|${secret}`).update(body).digest('base64url');

export function signLink(secret: string, claims: LinkClaims): string {
  const body = Buffer.from(JSON.stringify([claims.purpose, claims.email, claims.parcelId ?? '', claims.issuedAt])).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyLink(secret: string, token: string, purpose: LinkPurpose, now = Date.now()): LinkCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(fields) || fields.length !== 4) return { ok: false, reason: 'invalid' };
  const [kind, email, parcelId, issuedAt] = fields as unknown[];
  if (kind !== purpose || typeof email !== 'string' || typeof parcelId !== 'string' || typeof issuedAt !== 'number') return { ok: false, reason: 'invalid' };
  if (issuedAt > now + CLOCK_SKEW_MS) return { ok: false, reason: 'invalid' };
  if (purpose === 'confirm' && now - issuedAt > CONFIRM_LIFETIME_MS) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { purpose, email, parcelId: parcelId || undefined, issuedAt } };
}
