import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { legacyClaims } from './legacy-links.ts';

// The tokens of owner-alert e-mails' links (decision 134). A token is opaque: the address, the
// parcel and the time it was issued, sealed with AES-256-GCM under a key drawn from the form secret
// (forms/secret.ts), so an e-mail address never sits in a URL, a server's log or a referrer, any
// server process can open a token, and nothing is kept per link. The purpose is authenticated with
// the rest: a manage link cannot confirm, an unsubscribe link cannot list. Tokens of the first
// version ('<payload>.<signature>', the address readable in it) are still opened (legacy-links.ts).

export type LinkPurpose = 'confirm' | 'manage' | 'unsubscribe';

export interface LinkClaims {
  purpose: LinkPurpose;
  email: string;
  /** The parcel a confirmation or unsubscribe link is about; none for the manage page. */
  parcelId?: string;
  /** ms since epoch. */
  issuedAt: number;
}

/** A confirmation link is good for 48 hours (and once); the others for as long as the subscription. */
export const CONFIRM_LIFETIME_MS = 48 * 3_600_000;
const CLOCK_SKEW_MS = 60_000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (secret: string) => createHmac('sha256', `owner-alert-link-key|${secret}`).update('aes-256-gcm').digest();

export function sealLink(secret: string, claims: LinkClaims): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(claims.purpose));
  const sealed = Buffer.concat([cipher.update(JSON.stringify([claims.email, claims.parcelId ?? '', claims.issuedAt]), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The fields a token holds, or undefined when it is not one this secret sealed for this purpose. */
function sealedFields(secret: string, token: string, purpose: LinkPurpose): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function openLink(secret: string, token: string, purpose: LinkPurpose, now = Date.now()): LinkCheck {
  const fields = token.includes('.') ? legacyClaims(secret, token, purpose) : sealedFields(secret, token, purpose);
  if (!Array.isArray(fields) || fields.length !== 3) return { ok: false, reason: 'invalid' };
  const [email, parcelId, issuedAt] = fields as unknown[];
  if (typeof email !== 'string' || typeof parcelId !== 'string' || typeof issuedAt !== 'number') return { ok: false, reason: 'invalid' };
  if (issuedAt > now + CLOCK_SKEW_MS) return { ok: false, reason: 'invalid' };
  if (purpose === 'confirm' && now - issuedAt > CONFIRM_LIFETIME_MS) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { purpose, email, parcelId: parcelId || undefined, issuedAt } };
}
