import { z } from 'zod';

// Employment, procurement and testimonials: what the listing endpoints answer.

export const positionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string(),
  salaryMin: z.number(),
  salaryMax: z.number(),
  salaryPeriod: z.enum(['year', 'hour']),
  employmentType: z.string(),
  location: z.string(),
  posted: z.string(),
  closes: z.string().nullable(),
});
export type PositionSummary = z.infer<typeof positionSummarySchema>;

export const positionSchema = positionSummarySchema.extend({ descriptionHtml: z.string() });
export type Position = z.infer<typeof positionSchema>;

export const SOLICITATION_STATUSES = ['Open', 'Under evaluation', 'Awarded', 'Cancelled'] as const;
export type SolicitationStatus = (typeof SOLICITATION_STATUSES)[number];

export const solicitationSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  kind: z.string(),
  status: z.enum(SOLICITATION_STATUSES),
  issued: z.string(),
  questionsDue: z.string().nullable(),
  due: z.string(),
  awardedTo: z.string().nullable(),
  awardDate: z.string().nullable(),
  contact: z.string(),
  descriptionHtml: z.string(),
  documents: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type Solicitation = z.infer<typeof solicitationSchema>;

export const testimonialSchema = z.object({ name: z.string(), role: z.string(), date: z.string(), quote: z.string() });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const positionsResponse = z.object({ positions: z.array(positionSummarySchema) });
export const solicitationsResponse = z.object({ solicitations: z.array(solicitationSchema) });
export const testimonialsResponse = z.object({ testimonials: z.array(testimonialSchema) });

const listingId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a listing id (lower-case letters, digits and dashes)');
export const positionQuery = z.object({ id: listingId });
export const procurementDocumentQuery = z.object({ file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,80}$/, 'must be a document name') });
