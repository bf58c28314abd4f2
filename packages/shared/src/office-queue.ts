import { z } from 'zod';

// The office's first work queue (issue 45, decision 141): website feedback, answered by customer
// service from the office page instead of a CSV export. The office page validates the reply with the
// same schema as the server, so both name the same field.

export const FEEDBACK_STATES = ['new', 'answered'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];
export const FEEDBACK_PAGE_SIZE = 25;
export const REPLY_MAX_LENGTH = 5000;

export const feedbackQueueQuerySchema = z.object({
  state: z.enum(FEEDBACK_STATES, { error: 'state' }).optional(),
  q: z.string({ error: 'q' }).trim().max(200, { error: 'q' }).optional(),
  page: z.coerce.number({ error: 'page' }).int({ error: 'page' }).min(1, { error: 'page' }).max(10_000, { error: 'page' }).default(1),
});
export type FeedbackQueueQuery = z.input<typeof feedbackQueueQuerySchema>;

/** A receipt such as FB-260301-7KQ2XM; any other string names no message. */
export const feedbackIdParamsSchema = z.object({ id: z.string({ error: 'id' }).max(40, { error: 'id' }) });

export const feedbackSummarySchema = z.object({
  receipt: z.string(),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  feedbackType: z.string(),
  state: z.enum(FEEDBACK_STATES),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackListSchema = z.object({ items: z.array(feedbackSummarySchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const feedbackDetailSchema = feedbackSummarySchema.extend({
  phone: z.string(),
  occupation: z.string(),
  experienceRating: z.number(),
  comments: z.string(),
  page: z.string().nullable(),
  parcelId: z.string(),
  reply: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

export const feedbackReplySchema = z.object({
  message: z.string({ error: 'message' }).trim().min(1, { error: 'message' }).max(REPLY_MAX_LENGTH, { error: 'message' }),
});
export type FeedbackReply = z.input<typeof feedbackReplySchema>;

// Homestead-fraud reports are tips: the office reads them and closes them; nobody is written back to.
export const FRAUD_STATES = ['open', 'closed'] as const;
export type FraudState = (typeof FRAUD_STATES)[number];

export const fraudQueueQuerySchema = z.object({
  state: z.enum(FRAUD_STATES, { error: 'state' }).optional(),
  q: z.string({ error: 'q' }).trim().max(200, { error: 'q' }).optional(),
  page: z.coerce.number({ error: 'page' }).int({ error: 'page' }).min(1, { error: 'page' }).max(10_000, { error: 'page' }).default(1),
});

export const fraudSummarySchema = z.object({
  receipt: z.string(),
  receivedAt: z.string(),
  parcelId: z.string(),
  address: z.string(),
  reason: z.string(),
  state: z.enum(FRAUD_STATES),
});
export type FraudSummary = z.infer<typeof fraudSummarySchema>;

export const fraudListSchema = z.object({ items: z.array(fraudSummarySchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type FraudList = z.infer<typeof fraudListSchema>;

export const fraudDetailSchema = fraudSummarySchema.extend({
  description: z.string(),
  reporterName: z.string(),
  reporterEmail: z.string(),
  reporterPhone: z.string(),
  page: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type FraudDetail = z.infer<typeof fraudDetailSchema>;
