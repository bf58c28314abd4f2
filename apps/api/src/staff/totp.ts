import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// The second factor of local accounts: RFC 6238 time-based codes (SHA-1, 6 digits, 30 s, the
// parameters every authenticator app reads from a QR code). A code is accepted one step early or
// late for clocks that drift, and only once: the last accepted step is kept with the account.

function totpOf(secret: string, email: string, issuer: string): TOTP {
  return new TOTP({ issuer, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function totpEnrollment(secret: string, email: string, issuer: string): Promise<{ otpauthUri: string; qrImage: string }> {
  const otpauthUri = totpOf(secret, email, issuer).toString();
  // An image the page shows as it is (data: URL, allowed by the CSP's img-src): no markup from the API enters the page.
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrImage: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step of a valid code newer than `lastStep`, or null. */
export function acceptedStep(secret: string, code: string, lastStep: number, now = Date.now()): number | null {
  const totp = totpOf(secret, '', 'check');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 30_000) + delta;
  return step > lastStep ? step : null;
}

/** The code of a moment (tests and the enrollment command's self-check). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret, '', 'check').generate({ timestamp: now });
}
