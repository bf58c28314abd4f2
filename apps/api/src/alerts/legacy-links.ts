import { createHmac, timingSafeEqual } from 'node:crypto';

// The links of e-mails sent before decision 134: '<payload>.<signature>', the payload base64url
// JSON [purpose, address, parcel, issued at] and the signature an HMAC-SHA256 of it with the form
// secret. No new one is issued (their payload shows the address); the ones already in people's
// mailboxes still do what they did, so no e-mail that was sent loses its way to stop the alerts.

const sign = (secret: string, body: string) => createHmac('sha256', `owner-alert|${secret}`).update(body).digest('base64url');

/** [address, parcel, issued at] of a legacy token signed for this purpose, or undefined. */
export function legacyClaims(secret: string, token: string, purpose: string): unknown[] | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const fields: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!Array.isArray(fields) || fields.length !== 4 || fields[0] !== purpose) return undefined;
    return (fields as unknown[]).slice(1);
  } catch {
    return undefined;
  }
}
