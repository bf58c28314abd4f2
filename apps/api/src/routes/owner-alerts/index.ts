import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storedToDisplay } from '@county/shared';
import { API } from '@county/shared/api/paths';
import { CONTRACT } from '@county/shared/api/contract';
import { ExpiredError, InvalidInputError, NotFoundError, TooManyError } from '../../errors.ts';
import { loadFormSecret } from '../../forms/secret.ts';
import { countSubmission } from '../../forms/rate-limit.ts';
import { signLink, verifyLink, type LinkPurpose } from '../../alerts/links.ts';
import { enqueue } from '../../alerts/queue.ts';
import { contractSchema } from '../contract-schema.ts';

// Owner alerts (issue 32, decision 51): sign up, confirm, list and remove, one-click unsubscribe.
// The sign-up answers the same whatever the address already watches: the confirmation e-mail is
// the only place that could differ, and only the address's owner reads it.

const tags = ['owner alerts'];
const HOUR = 3_600_000;
/** Sign-ups per hour from one client, and to one address. */
export const SIGNUP_LIMITS = { client: 10, email: 5 };

export async function ownerAlertRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let secret: Promise<string> | undefined;
  const key = () => (secret ??= loadFormSecret(app.database));
  const hashed = async (what: string) =>
    createHmac('sha256', await key())
      .update(what)
      .digest('base64url')
      .slice(0, 32);
  // The one-click unsubscribe of mail programs posts 'List-Unsubscribe=One-Click' as a form (RFC 8058).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, {}));

  const check = async (token: string, purpose: LinkPurpose) => {
    const result = verifyLink(await key(), token, purpose);
    if (result.ok) return result.claims;
    if (result.reason === 'expired') throw new ExpiredError('This link has expired. Sign up again to receive a new one.', 'token');
    throw new InvalidInputError('This link is not valid. Sign up again to receive a new one.', 'token');
  };
  // A confirmation or unsubscribe link names one subscription: an address and a parcel.
  const subscriptionOf = async (token: string, purpose: 'confirm' | 'unsubscribe') => {
    const claims = await check(token, purpose);
    return { email: claims.email, parcelId: claims.parcelId ?? '' };
  };
  // What these routes answer is about one address: no cache keeps it.
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  const listing = async (email: string) => {
    const rows = await app.database.db
      .selectFrom('alert_subscriptions as a')
      .leftJoin('parcels as p', 'p.parcel_id', 'a.parcel_id')
      .select(['a.parcel_id', 'a.confirmed_at', 'p.situs_address'])
      .where('a.email', '=', email)
      .orderBy('a.parcel_id')
      .execute();
    return {
      email,
      parcels: rows.map((r) => ({
        parcelId: r.parcel_id,
        displayId: storedToDisplay(r.parcel_id),
        address: r.situs_address ?? null,
        confirmed: r.confirmed_at !== null,
      })),
    };
  };

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
        [`ip|${request.ip}`, SIGNUP_LIMITS.client],
        [`email|${email}`, SIGNUP_LIMITS.email],
      ] as const) {
        const rate = await countSubmission(app.database, `alert:${await hashed(what)}`, limit, HOUR);
        if (!rate.allowed) throw new TooManyError('Too many sign-ups. Please try again later.', rate.retryAfterSeconds);
      }
      const parcel = await app.database.db
        .selectFrom('parcels')
        .select('parcel_id')
        .where('parcel_id', '=', parcelId)
        .where('retired_on', 'is', null)
        .executeTakeFirst();
      if (!parcel) throw new NotFoundError('No parcel on the roll has this id.', 'parcelId');
      const now = Date.now();
      await app.database.db
        .insertInto('alert_subscriptions')
        .values({ email, parcel_id: parcelId, lang, created_at: new Date(now).toISOString(), confirmed_at: null })
        .onConflict((oc) => oc.columns(['email', 'parcel_id']).doNothing())
        .execute();
      await enqueue(app.database.db, [{ kind: 'confirm', email, parcelId, lang, issuedAt: now }], now);
      return noStore(reply.code(202)).send({ status: 'check-your-email' });
    },
  );

  app.post(
    API.ownerAlertConfirm.path,
    { schema: contractSchema('ownerAlertConfirm', { tags, summary: 'Confirm a sign-up with the token of its e-mail' }) },
    async (request, reply) => {
      const { email, parcelId } = await subscriptionOf(request.body.token, 'confirm');
      const done = await app.database.db
        .updateTable('alert_subscriptions')
        .set({ confirmed_at: new Date().toISOString() })
        .where('email', '=', email)
        .where('parcel_id', '=', parcelId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      const exists =
        Number(done.numUpdatedRows) > 0 ||
        (await app.database.db
          .selectFrom('alert_subscriptions')
          .select('email')
          .where('email', '=', email)
          .where('parcel_id', '=', parcelId)
          .executeTakeFirst());
      if (!exists) throw new NotFoundError('This sign-up was removed. Sign up again to receive a new link.', 'token');
      return noStore(reply).send({ parcelId, manageToken: signLink(await key(), { purpose: 'manage', email, issuedAt: Date.now() }) });
    },
  );

  app.get(
    API.ownerAlertManage.path,
    { schema: contractSchema('ownerAlertManage', { tags, summary: 'The parcels an address watches (signed link)' }) },
    async (request, reply) => noStore(reply).send(await listing((await check(request.query.token, 'manage')).email)),
  );

  app.post(
    API.ownerAlertRemove.path,
    { schema: contractSchema('ownerAlertRemove', { tags, summary: 'Stop alerts about one parcel (signed manage link)' }) },
    async (request, reply) => {
      const { email } = await check(request.body.token, 'manage');
      await app.database.db.deleteFrom('alert_subscriptions').where('email', '=', email).where('parcel_id', '=', request.body.parcelId).execute();
      return noStore(reply).send(await listing(email));
    },
  );

  app.post(
    API.ownerAlertUnsubscribe.path,
    { schema: contractSchema('ownerAlertUnsubscribe', { tags, summary: 'One-click unsubscribe (List-Unsubscribe-Post)' }) },
    async (request, reply) => {
      const { email, parcelId } = await subscriptionOf(request.query.token, 'unsubscribe');
      await app.database.db.deleteFrom('alert_subscriptions').where('email', '=', email).where('parcel_id', '=', parcelId).execute();
      return noStore(reply).send({ parcelId });
    },
  );
}
