import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@county/shared/api/paths';
import { ownerAlertTokenSchema } from '@county/shared/owner-alerts';
import { removeSubscription, subscriptionOf } from '../../alerts/subscriptions.ts';
import { publicUrl } from '../../public-origin.ts';
import { contractSchema } from '../contract-schema.ts';
import { addressOf, linkTokens } from './tokens.ts';

// The address of an e-mail's List-Unsubscribe header. Mail programs with one-click (RFC 8058) POST
// 'List-Unsubscribe=One-Click' to it as multipart/form-data or as a form: the body says nothing the
// URL does not, so any body is accepted and none is read. A mail program without one-click opens
// the address with GET: that answers with the unsubscribe page, whose button does it (a GET changes
// nothing, since mail scanners follow links too).

const tags = ['owner alerts'];

export async function unsubscribeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tokens = linkTokens(app);
  // This scope only: every other route of the site still refuses a body it cannot read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

  app.post(
    API.ownerAlertUnsubscribe.path,
    { schema: contractSchema('ownerAlertUnsubscribe', { tags, summary: 'One-click unsubscribe (List-Unsubscribe-Post, RFC 8058); any body' }) },
    async (request, reply) => {
      const { email, parcelId = '' } = await tokens.open(request.query.token, 'unsubscribe');
      await removeSubscription(app.database.db, email, parcelId);
      return reply.header('cache-control', 'no-store').send({ parcelId, address: await addressOf(app, parcelId) });
    },
  );

  app.get(
    API.ownerAlertUnsubscribe.path,
    {
      schema: {
        tags,
        summary: "The List-Unsubscribe address opened by a mail program without one-click: a redirect to the unsubscribe page, in the subscriber's language",
        querystring: ownerAlertTokenSchema,
      },
    },
    async (request, reply) => {
      const opened = await tokens.open(request.query.token, 'unsubscribe').catch(() => undefined);
      const row = opened ? await subscriptionOf(app.database.db, opened.email, opened.parcelId ?? '') : undefined;
      const page = publicUrl(app.config, `/owner-alert/unsubscribe?token=${encodeURIComponent(request.query.token)}`, row?.lang === 'es' ? 'es' : 'en');
      return reply.header('cache-control', 'no-store').redirect(page, 303);
    },
  );
}
