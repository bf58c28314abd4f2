import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@county/shared/api/paths';
import { CONTRACT } from '@county/shared/api/contract';
import { NotFoundError, TooManyError } from '../../errors.ts';
import { countSubmission } from '../../forms/rate-limit.ts';
import { enqueue } from '../../alerts/queue.ts';
import { addSubscription, confirmSubscription, listSubscriptions, removeSubscription } from '../../alerts/subscriptions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { contractSchema } from '../contract-schema.ts';
import { limitKey } from '../../trust-proxy.ts';
import { addressOf, linkTokens } from './tokens.ts';
import { unsubscribeRoutes } from './unsubscribe.ts';

// Owner alerts (issue 32, decisions 51 and 134): sign up, confirm, list and remove, one-click
// unsubscribe. The sign-up answers the same whatever the address already watches: the
// confirmation e-mail is the only place that could differ, and only the address's owner reads it.

const tags = ['owner alerts'];
const HOUR = 3_600_000;
/** Sign-ups per hour from one client, and to one address. */
export const SIGNUP_LIMITS = { client: 10, email: 5 };

export async function ownerAlertRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tokens = linkTokens(app);
  const hashed = async (what: string) =>
    createHmac('sha256', await tokens.key())
      .update(what)
      .digest('base64url')
      .slice(0, 32);
  await app.register(unsubscribeRoutes);
  // What these routes answer is about one address: no cache keeps it.
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  const listing = async (email: string) => ({ email, parcels: await listSubscriptions(app.database.db, email) });

  app.post(
    API.ownerAlertSignup.path,
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'Ask for owner alerts about a parcel (a confirmation e-mail follows)',
        body: CONTRACT.ownerAlertSignup.body,
        response: { 202: CONTRACT.ownerAlertSignup.response },
      },
    },
    async (request, reply) => {
      const { email, parcelId, lang } = request.body;
      for (const [what, limit] of [
        // The client as every other limit counts it: an IPv6 address by its /64 (trust-proxy.ts).
        [`ip|${limitKey(request)}`, SIGNUP_LIMITS.client],
        [`email|${email}`, SIGNUP_LIMITS.email],
      ] as const) {
        const rate = await countSubmission(app.database, `alert:${await hashed(what)}`, limit, HOUR);
        if (!rate.allowed) throw new TooManyError('Too many sign-ups. Please try again later.', rate.retryAfterSeconds);
      }
      const parcel = await app.database.db
        .selectFrom('parcels')
        .select('situs_address')
        .where('parcel_id', '=', parcelId)
        .where('retired_on', 'is', null)
        .executeTakeFirst();
      if (!parcel) throw new NotFoundError('No parcel on the roll has this id.', 'parcelId');
      const now = Date.now();
      await addSubscription(app.database.db, { email, parcelId, lang }, now);
      const address = parcel.situs_address?.trim() || null;
      await enqueue(app.database.db, [{ kind: 'confirm', email, parcelId, lang, issuedAt: now, address }], now);
      return noStore(reply.code(202)).send({ status: 'check-your-email' });
    },
  );

  app.post(
    API.ownerAlertConfirm.path,
    { schema: contractSchema('ownerAlertConfirm', { tags, summary: 'Confirm a sign-up with the token of its e-mail (once)' }) },
    async (request, reply) => {
      const { email, parcelId = '', issuedAt } = await tokens.open(request.body.token, 'confirm');
      const outcome = await confirmSubscription(app.database.db, email, parcelId, issuedAt);
      if (outcome === 'removed') throw new NotFoundError('This sign-up was removed. Sign up again to receive a new link.', 'token');
      if (outcome === 'used')
        throw new HttpError(409, 'This link has already been used: a confirmation link works once. Sign up again to receive a new one.', 'token');
      const manageToken = await tokens.seal({ purpose: 'manage', email, issuedAt: Date.now() });
      return noStore(reply).send({ parcelId, address: await addressOf(app, parcelId), manageToken });
    },
  );

  app.get(
    API.ownerAlertManage.path,
    { schema: contractSchema('ownerAlertManage', { tags, summary: 'The parcels an address watches (signed link)' }) },
    async (request, reply) => {
      const { email } = await tokens.open(request.query.token, 'manage');
      const legacy = request.query.token.includes('.');
      const token = legacy ? await tokens.seal({ purpose: 'manage', email, issuedAt: Date.now() }) : undefined;
      return noStore(reply).send({ ...(await listing(email)), token });
    },
  );

  app.post(
    API.ownerAlertRemove.path,
    { schema: contractSchema('ownerAlertRemove', { tags, summary: 'Stop alerts about one parcel (signed manage link)' }) },
    async (request, reply) => {
      const { email } = await tokens.open(request.body.token, 'manage');
      await removeSubscription(app.database.db, email, request.body.parcelId);
      return noStore(reply).send(await listing(email));
    },
  );
}
