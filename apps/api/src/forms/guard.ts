import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEPARTMENTS, messages } from '@county/shared';
import type { FormTokenAnswer } from '@county/shared/feedback';
import { ExpiredError, InvalidInputError, TooManyError } from '../errors.ts';
import { limitKey } from '../trust-proxy.ts';
import { countSubmission, withinLimit, type RateLimitResult } from './rate-limit.ts';
import { loadFormSecret } from './secret.ts';
import { formSettings, type FormSettings } from './settings.ts';
import { clientKey, issueToken, verifyToken, type FormKind } from './token.ts';

// The spam defences every public form shares, without a third-party captcha: a signed token handed
// out when the form opens (which also dates the form, so a stale one answers 410), a minimum time to
// fill it in, a honeypot field that people never see, and a per-client limit counted in the database.
// Only a message that parses and carries a good token counts against that limit; refused requests
// count against a looser budget of their own, so junk cannot use up a real person's messages.

export const guardMessages = {
  invalidToken: 'This form could not be verified. Please reload the page and try again.',
  tooFast: 'The form was sent too quickly. Please wait a few seconds and send it again.',
  honeypot: 'This message could not be accepted. Please call the office if you need help.',
  tooMany: (minutes: number) =>
    `Too many messages have been sent from your connection. Please wait ${minutes} minutes and try again, or call us at ${DEPARTMENTS[0]!.phone}.`,
};

export interface FormGuard {
  settings: FormSettings;
  /** A fresh token for a form being opened. */
  issue(): Promise<FormTokenAnswer>;
  /** Route hook (onRequest): refuses every request, with 429, from a client past its budget of refused ones. */
  refuseFlood: (request: FastifyRequest) => Promise<void>;
  /** Route hook (onSend, so the count is in before the client hears back): counts a refused request (4xx other than 429) against that budget. */
  countRefused: <T>(request: FastifyRequest, reply: FastifyReply, payload: T) => Promise<T>;
  /** Counts a checked submission against the form's limit; throws 429 over it. */
  count(request: FastifyRequest): Promise<void>;
  /** Checks token, fill time and honeypot; answers the token's nonce or throws the domain error. */
  check(body: { FormToken: string; Website?: string }): Promise<{ nonce: string }>;
}

export function createFormGuard(app: FastifyInstance, form: FormKind, settings = formSettings()): FormGuard {
  let secret: Promise<string> | undefined;
  const getSecret = () => {
    secret ??= loadFormSecret(app.database).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };

  const tooMany = (result: RateLimitResult) => {
    if (result.allowed) return;
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    throw new TooManyError(guardMessages.tooMany(minutes), result.retryAfterSeconds);
  };
  const refusedKey = async (request: FastifyRequest) => clientKey(await getSecret(), form, `${limitKey(request)}|refused`);

  return {
    settings,
    async issue() {
      const now = Date.now();
      return {
        token: issueToken(await getSecret(), form, now),
        expiresAt: new Date(now + settings.tokenLifetimeMs).toISOString(),
        minFillSeconds: Math.ceil(settings.minFillMs / 1000),
      };
    },
    async refuseFlood(request) {
      tooMany(await withinLimit(app.database, await refusedKey(request), settings.junkLimit, settings.rateWindowMs));
    },
    async countRefused(request, reply, payload) {
      if (reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 429) {
        await countSubmission(app.database, await refusedKey(request), settings.junkLimit, settings.rateWindowMs);
      }
      return payload;
    },
    async count(request) {
      const key = clientKey(await getSecret(), form, limitKey(request));
      tooMany(await countSubmission(app.database, key, settings.rateLimit, settings.rateWindowMs));
    },
    async check(body) {
      const now = Date.now();
      const token = verifyToken(await getSecret(), form, body.FormToken, settings.tokenLifetimeMs, now);
      if (!token.ok && token.reason === 'expired') throw new ExpiredError(messages.feedback.expired, 'FormToken');
      if (!token.ok) throw new InvalidInputError(guardMessages.invalidToken, 'FormToken');
      if (now - token.issuedAt < settings.minFillMs) throw new InvalidInputError(guardMessages.tooFast, 'FormToken');
      if (body.Website) throw new InvalidInputError(guardMessages.honeypot, 'Website');
      return { nonce: token.nonce };
    },
  };
}
