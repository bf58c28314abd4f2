import { z } from 'zod';

// The office's side (issue 45): who may do what, and the sign-in and enrollment forms' schemas, used
// by the office pages to show each field's message and by the server to refuse the same input.

/** A person may hold several. The server checks the role on every route; pages only hide what a role cannot do. */
export const STAFF_ROLES = ['customer-service', 'exemptions', 'tangible', 'supervisor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

/** Passwords of local accounts: long enough that a list of common ones is the only other rule (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const staffEmailSchema = z
  .string({ error: 'email' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'email' })
  .pipe(z.email({ error: 'email' }));
const code = z
  .string({ error: 'code' })
  .trim()
  .regex(/^\d{6}$/, { error: 'code' });

export const staffSignInSchema = z.object({
  email: staffEmailSchema,
  password: z.string({ error: 'password' }).min(1, { error: 'password' }).max(PASSWORD_MAX_LENGTH, { error: 'password' }),
  code,
});
export type StaffSignIn = z.input<typeof staffSignInSchema>;

export const staffEnrollSchema = z.object({
  token: z.string({ error: 'token' }).min(1, { error: 'token' }).max(200, { error: 'token' }),
  password: z.string({ error: 'password' }).min(PASSWORD_MIN_LENGTH, { error: 'password' }).max(PASSWORD_MAX_LENGTH, { error: 'password' }),
  code,
});
export type StaffEnroll = z.input<typeof staffEnrollSchema>;

/** What the enrollment page shows: whose account, and the authenticator's secret as a QR code and as text. */
export const staffEnrollmentSchema = z.object({ email: z.string(), otpauthUri: z.string(), qrImage: z.string(), secret: z.string() });
export type StaffEnrollment = z.infer<typeof staffEnrollmentSchema>;

export const staffMeSchema = z.object({ email: z.string(), roles: z.array(staffRoleSchema), csrf: z.string() });
export type StaffMe = z.infer<typeof staffMeSchema>;

/** How the office signs in: through the county's identity provider, with local accounts, or both (decision 140). */
export const staffSignInOptionsSchema = z.object({ oidc: z.boolean(), local: z.boolean() });
export type StaffSignInOptions = z.infer<typeof staffSignInOptionsSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  subject: z.string().nullable(),
  detail: z.string().nullable(),
  client: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const enrollmentQuerySchema = z.object({ token: z.string({ error: 'token' }).min(1, { error: 'token' }).max(200, { error: 'token' }) });

/** The audit trail, newest first: a page of `limit` entries before the entry `before`, or every entry as CSV. */
export const auditQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit' }).int({ error: 'limit' }).min(1, { error: 'limit' }).max(500, { error: 'limit' }).default(100),
  before: z.coerce.number({ error: 'before' }).int({ error: 'before' }).min(1, { error: 'before' }).optional(),
  actor: z.string({ error: 'actor' }).max(254, { error: 'actor' }).optional(),
  action: z.string({ error: 'action' }).max(60, { error: 'action' }).optional(),
  format: z.enum(['json', 'csv'], { error: 'format' }).default('json'),
});
