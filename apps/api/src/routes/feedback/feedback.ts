import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackPayloadSchema } from '@county/shared/feedback';
import { createFormGuard } from '../../forms/guard.ts';
import { storeOnce } from '../../forms/store.ts';
import { formTokenSchema, receiptSchema, pagePath } from '../../forms/schemas.ts';
import { API } from '@county/shared/api/paths';

// Website feedback (issue 6). GET hands the form its token when it opens; POST checks the token, the
// honeypot and the client's rate, validates with the form's own schema and stores the message. No
// endpoint ever reads feedback back: it holds names, e-mail addresses and phone numbers, and the
// office gets it through `npm run feedback:export`.
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const guard = createFormGuard(app, 'feedback');
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API.feedbackToken.path,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['feedback'],
        summary: 'Token for a feedback form being opened (signed, dated; expires after 2 hours)',
        response: { 200: formTokenSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await guard.issue()),
  );

  api.post(
    API.addFeedback.path,
    {
      bodyLimit: 16 * 1024,
      // Counted by the form guard in the database instead, so every server process shares the count.
      config: { rateLimit: false },
      onRequest: guard.limit,
      schema: {
        tags: ['feedback'],
        summary: 'Send website feedback (stored for the office; answers a receipt number)',
        body: feedbackPayloadSchema,
        response: { 201: receiptSchema, 200: receiptSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { nonce } = await guard.check(body);
      const receipt = await storeOnce(app.database, 'feedback', 'FB', nonce, {
        page: pagePath(body.Page),
        first_name: body.FirstName.trim(),
        last_name: body.LastName.trim(),
        email: body.Email.trim(),
        phone: body.Phone.trim(),
        occupation: body.Occupation,
        feedback_type: body.FeedbackType,
        experience_rating: body.ExperienceRating,
        comments: body.Comments.trim(),
        record_id: body.RecordId ?? '',
        parcel_id: (body.ParcelId ?? '').trim(),
        address: (body.Address ?? '').trim(),
        community_name: (body.CommunityName ?? '').trim(),
        gated: body.Gated ?? 'N/A',
        mandatory: body.Mandatory ?? 'N/A',
        household_count: (body.HouseholdCount ?? '1').trim(),
      });
      return reply.code(201).send(receipt);
    },
  );
}
