import { z } from 'zod';

// The front matter of the office's listing files. A file that does not match is left out and
// logged with the reason, so one typo never takes a page down.

// YAML reads an unquoted 2026-12-05 as a Date; the listings keep plain calendar dates.
const isoDate = z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.iso.date());

export const positionFileSchema = z.object({
  title: z.string().min(1).max(120),
  department: z.string().min(1).max(120),
  salaryMin: z.number().positive(),
  salaryMax: z.number().positive(),
  salaryPeriod: z.enum(['year', 'hour']).default('year'),
  employmentType: z.string().min(1).max(40).default('Full time'),
  location: z.string().min(1).max(200),
  posted: isoDate,
  /** Last day applications are accepted; none means open until filled. */
  closes: isoDate.nullable().default(null),
  placeholders: z.array(z.string()).optional(),
});

export const solicitationFileSchema = z.object({
  number: z.string().min(1).max(40),
  title: z.string().min(1).max(200),
  kind: z.enum(['Invitation to Bid', 'Request for Proposals', 'Request for Quotes', 'Invitation to Negotiate']),
  /** 'open' while it runs: once the due date passes it shows as under evaluation until awarded. */
  status: z.enum(['open', 'awarded', 'cancelled']),
  issued: isoDate,
  questionsDue: isoDate.nullable().default(null),
  due: isoDate,
  awardedTo: z.string().max(200).nullable().default(null),
  awardDate: isoDate.nullable().default(null),
  contact: z.string().max(200),
  documents: z.array(z.object({ title: z.string().min(1).max(200), file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,80}$/) })).default([]),
  placeholders: z.array(z.string()).optional(),
});

export const testimonialsFileSchema = z.object({
  testimonials: z.array(
    z.object({
      name: z.string().min(1).max(80),
      role: z.string().min(1).max(80),
      date: isoDate,
      quote: z.string().min(1).max(1_000),
    }),
  ),
  placeholders: z.array(z.string()).optional(),
});

export type PositionFile = z.infer<typeof positionFileSchema>;
export type SolicitationFile = z.infer<typeof solicitationFileSchema>;
