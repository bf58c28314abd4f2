import { z } from 'zod';
import { parcelDigits, PARCEL_ID_LENGTH, storedToDisplay } from './parcel-id.ts';

// Owner alerts (issue 32): the sign-up form's one schema, used by the page to show each field's
// message and by the server to refuse the same input with the same field named.

export const ownerAlertSignupSchema = z.object({
  email: z
    .string({ error: 'email' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'email' })
    .pipe(z.email({ error: 'email' })),
  /** The stored 15-digit id; dashes and spaces are dropped. */
  parcelId: z
    .string({ error: 'parcelId' })
    .transform(parcelDigits)
    .pipe(z.string().length(PARCEL_ID_LENGTH, { error: 'parcelId' })),
  lang: z.enum(['en', 'es']).default('en'),
});
export type OwnerAlertSignup = z.input<typeof ownerAlertSignupSchema>;

/** The token of a signed link (confirmation, manage page, unsubscribe). */
export const ownerAlertTokenSchema = z.object({ token: z.string().min(1).max(2_000) });

export const ownerAlertManageSchema = z.object({
  email: z.string(),
  parcels: z.array(z.object({ parcelId: z.string(), displayId: z.string(), address: z.string().nullable(), confirmed: z.boolean() })),
  /** Given a link of the first version (the address readable in it): an opaque token for the page to put in its address instead. */
  token: z.string().optional(),
});
export type OwnerAlertManage = z.infer<typeof ownerAlertManageSchema>;

export const ownerAlertAcceptedSchema = z.object({ status: z.literal('check-your-email') });
/** The parcel's street address is public, also for a confidential parcel; null when it has none. */
export const ownerAlertConfirmedSchema = z.object({ parcelId: z.string(), address: z.string().nullable(), manageToken: z.string() });
export const ownerAlertRemoveSchema = ownerAlertTokenSchema.extend({ parcelId: z.string().regex(/^\d{15}$/) });
export const ownerAlertUnsubscribedSchema = z.object({ parcelId: z.string(), address: z.string().nullable() });

/**
 * A parcel as a person knows it, on the pages and in the e-mails: its id, and its street address
 * when it has one. The address is public even for a confidential parcel (only the owners' names
 * and mailing address are not).
 */
export function parcelNamed(parcelId: string, address: string | null | undefined): string {
  const place = address?.trim();
  return `${storedToDisplay(parcelId)}${place ? ` (${place})` : ''}`;
}
