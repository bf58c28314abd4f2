import { z } from 'zod';
import { PARCEL_MASK_REGEX } from './masks.ts';
import { PERSON_NAME, PLAIN_LINE, PLAIN_TEXT, formGuardShape, nameCharactersMessage, parcelIdMessage } from './feedback.ts';

// The homestead-fraud report of /report-fraud: which property, what was seen, and (only if the
// person wishes) how to reach them. The same schema checks the form in the browser and the body of
// POST api/ReportFraud/AddReport on the server.

export const FRAUD_REASONS = [
  'The owner does not live at the property',
  'The property is rented out',
  'The owner claims a homestead or residency somewhere else',
  'Other',
] as const;

export const reportFraudLimits = { address: 200, description: 2_000, name: 100, email: 50, phone: 10 } as const;

export const reportFraudMessages = {
  property: 'Please give the parcel ID or the property address.',
  parcelId: parcelIdMessage,
  address: 'Property Address cannot be more than 200 characters and no special characters allowed.',
  reason: 'Please choose what you observed.',
  description: 'Please describe what you saw in up to 2,000 characters, with no special characters.',
  name: 'Your name cannot be more than 100 characters and no special characters allowed.',
  email: 'Email must be a valid email address of at most 50 characters.',
  phone: 'Phone Number must be 10 digits.',
} as const;

const r = reportFraudMessages;

/** True when both fields hold strings (or are absent), so a cross-field rule can read them. */
function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return [v[a], v[b]].every((x) => x === undefined || typeof x === 'string');
}

export const reportFraudFormSchema = z
  .object({
    ParcelId: z
      .string(r.parcelId)
      .trim()
      .refine((v) => v === '' || PARCEL_MASK_REGEX.test(v), r.parcelId)
      .default(''),
    Address: z.string(r.address).trim().max(reportFraudLimits.address, r.address).regex(PLAIN_LINE, r.address).default(''),
    Reason: z.enum(FRAUD_REASONS, r.reason),
    Description: z.string(r.description).trim().min(1, r.description).max(reportFraudLimits.description, r.description).regex(PLAIN_TEXT, r.description),
    ReporterName: z.string(r.name).trim().max(reportFraudLimits.name, r.name).regex(PERSON_NAME, nameCharactersMessage).default(''),
    ReporterEmail: z
      .string(r.email)
      .trim()
      .max(reportFraudLimits.email, r.email)
      .refine((v) => v === '' || z.email().safeParse(v).success, r.email)
      .default(''),
    ReporterPhone: z
      .string(r.phone)
      .trim()
      .regex(/^(\d{10})?$/, r.phone)
      .default(''),
  })
  .refine((form) => form.ParcelId !== '' || form.Address !== '', {
    path: ['ParcelId'],
    message: r.property,
    // Checked even while other fields are wrong, so that every problem shows at the first attempt.
    when: (payload) => bothStrings(payload.value, 'ParcelId', 'Address'),
  });

export type ValidReportFraudForm = z.output<typeof reportFraudFormSchema>;

export const REPORT_FRAUD_FIELD_ORDER = ['ParcelId', 'Address', 'Reason', 'Description', 'ReporterName', 'ReporterEmail', 'ReporterPhone'] as const;

export function emptyReportFraudForm() {
  return { ParcelId: '', Address: '', Reason: '', Description: '', ReporterName: '', ReporterEmail: '', ReporterPhone: '' };
}

export type ReportFraudFormValues = ReturnType<typeof emptyReportFraudForm>;

/** The body of POST api/ReportFraud/AddReport: the form as typed plus the form guard fields. */
export const reportFraudPayloadSchema = z
  .object({
    ParcelId: z.string().optional(),
    Address: z.string().optional(),
    Reason: z.string(r.reason),
    Description: z.string(r.description),
    ReporterName: z.string().optional(),
    ReporterEmail: z.string().optional(),
    ReporterPhone: z.string().optional(),
    ...formGuardShape,
  })
  .superRefine((payload, ctx) => {
    const result = reportFraudFormSchema.safeParse(payload);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

export type ReportFraudRequest = z.input<typeof reportFraudPayloadSchema>;
