import type { FastifyInstance } from 'fastify';
import { feedbackPayloadSchema } from '@county/shared/feedback';
import { pagePath } from '../../forms/schemas.ts';
import { registerFormRoutes } from '../form-routes.ts';
import { API } from '@county/shared/api/paths';

// Website feedback (issue 6). GET hands the form its token when it opens; POST checks the token, the
// honeypot and the client's rate, validates with the form's own schema and stores the message. No
// endpoint ever reads feedback back: it holds names, e-mail addresses and phone numbers, and the
// office gets it through `npm run feedback:export`.
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  registerFormRoutes(app, {
    form: 'feedback',
    tag: 'feedback',
    token: { path: API.feedbackToken.path, summary: 'Token for a feedback form being opened (signed, dated; expires after 2 hours)' },
    submit: {
      path: API.addFeedback.path,
      summary: 'Send website feedback (stored for the office; answers a receipt number)',
      body: feedbackPayloadSchema,
    },
    table: 'feedback',
    receiptPrefix: 'FB',
    fields: (body) => ({
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
    }),
  });
}
