import { z } from 'zod';
import { messages } from './messages.ts';
import { PARCEL_MASK_REGEX } from './masks.ts';
import { swapParcelOrder } from './parcel-id.ts';

// The website feedback form (specification, sections 3, 5 and 7). One module holds the field rules,
// the wire payload and the transformation applied before sending, so that the browser and the
// server judge a message by exactly the same rules (docs/decisions/0050-feedback-and-report-forms.md).

const m = messages.feedback;

export const OCCUPATIONS = [
  'Property Owner',
  'Realtor',
  'Appraiser',
  'Finance',
  'Insurance',
  'Legal',
  'Engineering & Surveying',
  'News & Media',
  'Marketing',
  'Government',
  'Other',
] as const;

export const FEEDBACK_TYPES = ['Website', 'Property Information', 'Customer Service', 'Community'] as const;
export const COMMUNITY_TYPE = 'Community';
export const YES_NO_NA = ['N/A', 'Yes', 'No'] as const;

export const feedbackLimits = {
  name: 50,
  email: 50,
  phoneMin: 10,
  phoneMax: 12,
  phoneInput: 10,
  communityName: 100,
  householdCount: 3,
  comments: 500,
  parcelId: 20,
  address: 200,
} as const;

export const parcelIdMessage = 'Parcel ID must be 15 digits in the format 00-00-00-0000-00-000.';
export const feedbackTypeMessage = 'Feedback type is required!';
export const recordIdMessage = 'Record ID must be a parcel number of 14 or 15 digits.';

/**
 * The characters free text may hold: letters of any language (with accents), digits, spaces and
 * everyday punctuation. Everything else counts as 'special': angle and curly brackets, backslash,
 * backtick, pipe, caret, tilde, equals, asterisk, control characters and symbols such as emoji.
 */
const PLAIN_PUNCTUATION = '.,;:!?\'"()\\-/#&@%$+_\u2018\u2019\u201C\u201D\u2013\u2014';
export const PLAIN_LINE = new RegExp(`^[\\p{L}\\p{M}\\p{N} ${PLAIN_PUNCTUATION}]*$`, 'u');
export const PLAIN_TEXT = new RegExp(`^[\\p{L}\\p{M}\\p{N} \\t\\r\\n${PLAIN_PUNCTUATION}]*$`, 'u');

/**
 * A person's name: letters of any language (with their accents), spaces, apostrophes (typed ' or
 * the typographic ’), hyphens and periods. Nothing a spreadsheet or a terminal would act on.
 */
export const PERSON_NAME = /^[\p{L}\p{M} '\u2019.-]*$/u;
export const nameCharactersMessage = 'Names may hold only letters, spaces, apostrophes, hyphens and periods.';

/** True when free text holds only letters, digits, spaces, line breaks and everyday punctuation. */
export function isPlainText(text: string, multiline = true): boolean {
  return (multiline ? PLAIN_TEXT : PLAIN_LINE).test(text);
}

const text = (max: number, message: string) => z.string(message).trim().max(max, message);
const required = (max: number, message: string) => text(max, message).min(1, message);

/** The fields a person fills in, as the form holds them (every value a string but the rating). */
export const feedbackFormSchema = z
  .object({
    FirstName: required(feedbackLimits.name, m.firstName).regex(PERSON_NAME, nameCharactersMessage),
    LastName: required(feedbackLimits.name, m.lastName).regex(PERSON_NAME, nameCharactersMessage),
    Email: required(feedbackLimits.email, m.email).pipe(z.email(m.email)),
    Phone: z
      .string(m.phone)
      .trim()
      .regex(/^\d{10,12}$/, m.phone),
    Occupation: z.enum(OCCUPATIONS, m.occupation),
    FeedbackType: z.enum(FEEDBACK_TYPES, feedbackTypeMessage),
    ExperienceRating: z.number(m.rating).int(m.rating).min(1, m.rating).max(5, m.rating),
    Comments: required(feedbackLimits.comments, m.comments).regex(PLAIN_TEXT, m.comments),
    RecordId: z
      .string(recordIdMessage)
      .trim()
      .regex(/^(\d{14,15})?$/, recordIdMessage)
      .default(''),
    ParcelId: text(feedbackLimits.parcelId, parcelIdMessage)
      .refine((v) => v === '' || PARCEL_MASK_REGEX.test(v), parcelIdMessage)
      .default(''),
    Address: text(feedbackLimits.address, m.address).regex(PLAIN_LINE, m.address).default(''),
    CommunityName: text(feedbackLimits.communityName, m.communityName).regex(PLAIN_LINE, m.communityName).default(''),
    Gated: z.enum(YES_NO_NA).default('N/A'),
    Mandatory: z.enum(YES_NO_NA).default('N/A'),
    HouseholdCount: z
      .string(m.householdCount)
      .trim()
      .regex(/^\d{1,3}$/, m.householdCount)
      .default('1'),
  })
  .refine((form) => form.FeedbackType !== COMMUNITY_TYPE || form.CommunityName !== '', {
    path: ['CommunityName'],
    message: m.communityName,
    // Checked even while other fields are wrong, so that every problem shows at the first attempt.
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | null;
      return typeof v === 'object' && v !== null && (v.CommunityName === undefined || typeof v.CommunityName === 'string');
    },
  });

/** What each variant sends for the fields it does not show (see toFeedbackPayload). */
const UNSHOWN_PROPERTY = { ParcelId: '', Address: '', RecordId: '' };
const UNSHOWN_COMMUNITY = { CommunityName: '', Gated: 'N/A', Mandatory: 'N/A', HouseholdCount: '1' };

/**
 * The form as the browser checks it: only the fields the chosen variant shows. The other variant's
 * fields take what the payload sends for them, so an Address typed before switching to 'Community'
 * can neither fail the form nor be sent.
 */
export const shownFeedbackSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const community = (value as { FeedbackType?: unknown }).FeedbackType === COMMUNITY_TYPE;
  return { ...value, ...(community ? UNSHOWN_PROPERTY : UNSHOWN_COMMUNITY) };
}, feedbackFormSchema);

export type FeedbackForm = z.input<typeof feedbackFormSchema>;
export type ValidFeedbackForm = z.output<typeof feedbackFormSchema>;

/** Fields the form shows, in screen order: the error summary lists problems in this order. */
export const FEEDBACK_FIELD_ORDER = [
  'FirstName',
  'LastName',
  'Email',
  'Phone',
  'Occupation',
  'FeedbackType',
  'ExperienceRating',
  'ParcelId',
  'Address',
  'CommunityName',
  'Gated',
  'Mandatory',
  'HouseholdCount',
  'Comments',
] as const;

/** What the form starts with; property fields come pre-filled when opened from a property card. */
export function emptyFeedbackForm(initial: { RecordId?: string; ParcelId?: string; Address?: string } = {}) {
  return {
    FirstName: '',
    LastName: '',
    Email: '',
    Phone: '',
    Occupation: '',
    FeedbackType: initial.RecordId || initial.ParcelId || initial.Address ? 'Property Information' : 'Website',
    ExperienceRating: 0,
    Comments: '',
    RecordId: initial.RecordId ?? '',
    ParcelId: initial.ParcelId ?? '',
    Address: initial.Address ?? '',
    CommunityName: '',
    Gated: 'N/A',
    Mandatory: 'N/A',
    HouseholdCount: '1',
  };
}

export type FeedbackFormValues = ReturnType<typeof emptyFeedbackForm>;

/** 'Address:' + address + ':' + comments, the shape the office's system expects. */
export function addressPrefix(address: string): string {
  return `Address:${address}:`;
}

/**
 * The transformation before sending (specification, section 7): a 15-character RecordId is
 * rearranged (characters 5-6, 3-4, 1-2, then the rest); with no RecordId, a ParcelId without its
 * dashes becomes the RecordId; with an Address, Comments becomes 'Address:' + address + ':' +
 * comments. The community variant replaces the property fields, so it sends none of them.
 */
export function toFeedbackPayload(form: ValidFeedbackForm) {
  const community = form.FeedbackType === COMMUNITY_TYPE;
  const parcelId = community ? '' : form.ParcelId;
  const address = community ? '' : form.Address;
  let recordId = community ? '' : form.RecordId;
  if (recordId.length === 15) recordId = swapParcelOrder(recordId);
  else if (recordId === '' && parcelId !== '') recordId = parcelId.replace(/-/g, '');
  return {
    ...form,
    RecordId: recordId,
    ParcelId: parcelId,
    Address: address,
    CommunityName: community ? form.CommunityName : '',
    Gated: community ? form.Gated : 'N/A',
    Mandatory: community ? form.Mandatory : 'N/A',
    HouseholdCount: community ? form.HouseholdCount : '1',
    Comments: address ? addressPrefix(address) + form.Comments : form.Comments,
  };
}

export type FeedbackPayload = ReturnType<typeof toFeedbackPayload>;

/** Fields every protected form sends besides its own: the form token, the honeypot and the page. */
export const formGuardShape = {
  FormToken: z.string('The form token is missing. Please reload the page and try again.').min(1).max(400),
  /** The honeypot: hidden from people (and screen readers), so only robots fill it in. */
  Website: z.string().max(200).optional(),
  /** The page the form was sent from (path only). */
  Page: z.string().max(300).optional(),
};

/** Recovers what the person typed in Comments from a payload (the Address prefix removed). */
export function commentsOf(payload: { Comments: string; Address?: string }): string {
  const address = (payload.Address ?? '').trim();
  const prefix = addressPrefix(address);
  return address && payload.Comments.startsWith(prefix) ? payload.Comments.slice(prefix.length) : payload.Comments;
}

/**
 * The body of POST api/Feedback/AddFeedback: the payload after the transformation. The server
 * undoes the Address prefix and checks the person's Comments with the form's own rule, so a
 * message valid in the browser is valid on the server and the other way round.
 */
export const feedbackPayloadSchema = z
  .object({
    FirstName: z.string(m.firstName),
    LastName: z.string(m.lastName),
    Email: z.string(m.email),
    Phone: z.string(m.phone),
    Occupation: z.string(m.occupation),
    FeedbackType: z.string(feedbackTypeMessage),
    ExperienceRating: z.number(m.rating),
    Comments: z.string(m.comments),
    RecordId: z.string().optional(),
    ParcelId: z.string().optional(),
    Address: z.string().optional(),
    CommunityName: z.string().optional(),
    Gated: z.string().optional(),
    Mandatory: z.string().optional(),
    HouseholdCount: z.string().optional(),
    ...formGuardShape,
  })
  .superRefine((payload, ctx) => {
    const result = feedbackFormSchema.safeParse({ ...payload, Comments: commentsOf(payload), RecordId: '' });
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    const recordId = payload.RecordId ?? '';
    if (recordId !== '' && !/^\d{14,15}$/.test(recordId)) {
      ctx.addIssue({ code: 'custom', path: ['RecordId'], message: recordIdMessage });
    }
  });

export type FeedbackRequest = z.input<typeof feedbackPayloadSchema>;

/** The answer to an accepted message. */
export interface FormReceipt {
  receipt: string;
  receivedAt: string;
}

/** The answer to GET .../GetFormToken. */
export interface FormTokenAnswer {
  token: string;
  expiresAt: string;
  /** Seconds a person needs at least between opening the form and sending it. */
  minFillSeconds: number;
}
