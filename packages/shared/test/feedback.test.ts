import { describe, expect, it } from 'vitest';
import {
  emptyFeedbackForm,
  feedbackFormSchema,
  feedbackPayloadSchema,
  isPlainText,
  toFeedbackPayload,
  commentsOf,
  parcelIdMessage,
  type FeedbackFormValues,
} from '../src/feedback.ts';
import { messages } from '../src/messages.ts';
import { swapParcelOrder } from '../src/parcel-id.ts';

const m = messages.feedback;

function validForm(overrides: Partial<FeedbackFormValues> = {}): FeedbackFormValues {
  return {
    ...emptyFeedbackForm(),
    FirstName: 'Maria',
    LastName: 'Lopez',
    Email: 'maria@example.com',
    Phone: '4075550100',
    Occupation: 'Property Owner',
    ExperienceRating: 4,
    Comments: "The search was quick. Couldn't find the TRIM notice, though!",
    ...overrides,
  };
}

function firstError(values: unknown): { field: string; message: string } | null {
  const result = feedbackFormSchema.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { field: String(issue.path[0]), message: issue.message };
}

describe('feedback field rules (specification, section 5)', () => {
  it('accepts a complete form', () => {
    expect(firstError(validForm())).toBeNull();
  });

  it.each([
    ['FirstName', '', m.firstName],
    ['FirstName', '   ', m.firstName],
    ['FirstName', 'x'.repeat(51), m.firstName],
    ['LastName', '', m.lastName],
    ['Email', '', m.email],
    ['Email', 'not-an-address', m.email],
    ['Email', `${'a'.repeat(40)}@example.com`, m.email],
    ['Phone', '', m.phone],
    ['Phone', '407555010', m.phone],
    ['Phone', '407-555-0100', m.phone],
    ['Phone', '4075550100123', m.phone],
    ['Occupation', '', m.occupation],
    ['Occupation', 'Astronaut', m.occupation],
    ['ExperienceRating', 0, m.rating],
    ['ExperienceRating', 6, m.rating],
    ['ExperienceRating', 2.5, m.rating],
    ['Comments', '', m.comments],
    ['Comments', 'x'.repeat(501), m.comments],
    ['Comments', 'Nice <script>alert(1)</script>', m.comments],
    ['Comments', 'a = b', m.comments],
    ['Address', 'x'.repeat(201), m.address],
    ['Address', '123 Main St {unit}', m.address],
    ['Address', '123 Main St\nOrlando', m.address],
    ['ParcelId', '352027664500001', parcelIdMessage],
    ['ParcelId', '35-20-27-6645-00', parcelIdMessage],
    ['HouseholdCount', '', m.householdCount],
    ['HouseholdCount', '1000', m.householdCount],
    ['HouseholdCount', 'two', m.householdCount],
  ] as const)('%s = %j answers its message', (field, value, message) => {
    expect(firstError(validForm({ [field]: value }))).toEqual({ field, message });
  });

  it('accepts the limits themselves', () => {
    expect(firstError(validForm({ FirstName: 'x'.repeat(50), Comments: 'y'.repeat(500), Address: 'z'.repeat(200) }))).toBeNull();
    expect(firstError(validForm({ Phone: '407555010012' }))).toBeNull();
    expect(firstError(validForm({ ExperienceRating: 1 }))).toBeNull();
    expect(firstError(validForm({ ExperienceRating: 5 }))).toBeNull();
  });

  it('requires the community name only in the community variant', () => {
    expect(firstError(validForm({ FeedbackType: 'Community' }))).toEqual({ field: 'CommunityName', message: m.communityName });
    expect(firstError(validForm({ FeedbackType: 'Community', CommunityName: 'Lake Nona', HouseholdCount: '12' }))).toBeNull();
    expect(firstError(validForm({ FeedbackType: 'Community', CommunityName: 'x'.repeat(101) }))).toEqual({
      field: 'CommunityName',
      message: m.communityName,
    });
    expect(firstError(validForm({ FeedbackType: 'Website', CommunityName: '' }))).toBeNull();
  });

  it('reports the missing community name together with the other problems', () => {
    const result = feedbackFormSchema.safeParse({ ...emptyFeedbackForm(), FeedbackType: 'Community' });
    expect(result.error?.issues.map((i) => i.path[0])).toContain('CommunityName');
    expect(result.error?.issues.map((i) => i.path[0])).toContain('FirstName');
  });
});

describe('special characters', () => {
  it('allows letters of any language, digits and everyday punctuation', () => {
    expect(isPlainText("José's house #12, Apt. 3 (rear) - 50% done? Yes: $1,200 & more / less @ noon_ok + “quoted” – ‘x’")).toBe(true);
    expect(isPlainText('Line one\nLine two')).toBe(true);
    expect(isPlainText('Line one\nLine two', false)).toBe(false);
  });

  it.each(['<', '>', '{', '}', '[', ']', '\\', '`', '|', '^', '~', '=', '*', '\u0000', '😀'])('refuses %j', (ch) => {
    expect(isPlainText(`a ${ch} b`)).toBe(false);
  });
});

describe('the transformation before sending (specification, section 7)', () => {
  it('rearranges a 15-character RecordId: characters 5-6, then 3-4, then 1-2, then the rest', () => {
    const form = feedbackFormSchema.parse(validForm({ RecordId: '272035664500001', FeedbackType: 'Property Information' }));
    const payload = toFeedbackPayload(form);
    expect(payload.RecordId).toBe('352027664500001');
    expect(payload.RecordId).toBe(swapParcelOrder('272035664500001'));
  });

  it('leaves a RecordId of another length as it is', () => {
    const form = feedbackFormSchema.parse(validForm({ RecordId: '27203566450001' }));
    expect(toFeedbackPayload(form).RecordId).toBe('27203566450001');
  });

  it('with no RecordId, makes the ParcelId without dashes the RecordId', () => {
    const form = feedbackFormSchema.parse(validForm({ ParcelId: '35-20-27-6645-00-001' }));
    const payload = toFeedbackPayload(form);
    expect(payload.RecordId).toBe('352027664500001');
    expect(payload.ParcelId).toBe('35-20-27-6645-00-001');
  });

  it("prefixes Comments with 'Address:' + address + ':' when an Address is given", () => {
    const form = feedbackFormSchema.parse(validForm({ Address: '123 N Orange Ave', Comments: 'Wrong owner name' }));
    const payload = toFeedbackPayload(form);
    expect(payload.Comments).toBe('Address:123 N Orange Ave:Wrong owner name');
    expect(commentsOf(payload)).toBe('Wrong owner name');
    const noAddress = toFeedbackPayload(feedbackFormSchema.parse(validForm({ Comments: 'Hi' })));
    expect(noAddress.Comments).toBe('Hi');
  });

  it('sends no property fields in the community variant, and no community fields otherwise', () => {
    const community = toFeedbackPayload(
      feedbackFormSchema.parse(
        validForm({
          FeedbackType: 'Community',
          CommunityName: 'Baldwin Park',
          Gated: 'Yes',
          HouseholdCount: '3',
          RecordId: '272035664500001',
          ParcelId: '35-20-27-6645-00-001',
          Address: '1 Main St',
        }),
      ),
    );
    expect(community).toMatchObject({ RecordId: '', ParcelId: '', Address: '', CommunityName: 'Baldwin Park', Gated: 'Yes', HouseholdCount: '3' });
    expect(community.Comments).not.toContain('Address:');
    const property = toFeedbackPayload(feedbackFormSchema.parse(validForm({ CommunityName: 'Ignored', Gated: 'Yes', HouseholdCount: '7' })));
    expect(property).toMatchObject({ CommunityName: '', Gated: 'N/A', Mandatory: 'N/A', HouseholdCount: '1' });
  });
});

describe('the wire payload schema', () => {
  const guard = { FormToken: 'token' };

  it('accepts exactly what the form produces, including a 500-character comment behind an address prefix', () => {
    const form = feedbackFormSchema.parse(validForm({ Address: 'a'.repeat(200), Comments: 'c'.repeat(500), ParcelId: '35-20-27-6645-00-001' }));
    const result = feedbackPayloadSchema.safeParse({ ...toFeedbackPayload(form), ...guard });
    expect(result.success).toBe(true);
  });

  it('judges the comments without the prefix, by the same rule as the form', () => {
    const form = feedbackFormSchema.parse(validForm({ Address: '1 Main St' }));
    const payload = { ...toFeedbackPayload(form), ...guard };
    const tooLong = feedbackPayloadSchema.safeParse({ ...payload, Comments: 'Address:1 Main St:' + 'c'.repeat(501) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]).toMatchObject({ path: ['Comments'], message: m.comments });
    const empty = feedbackPayloadSchema.safeParse({ ...payload, Comments: 'Address:1 Main St:' });
    expect(empty.error?.issues[0]?.path).toEqual(['Comments']);
  });

  it('names the field of each problem and refuses a malformed RecordId', () => {
    const form = feedbackFormSchema.parse(validForm());
    const payload = { ...toFeedbackPayload(form), ...guard };
    expect(feedbackPayloadSchema.safeParse({ ...payload, RecordId: '12-34' }).error?.issues[0]?.path).toEqual(['RecordId']);
    expect(feedbackPayloadSchema.safeParse({ ...payload, Email: 'x' }).error?.issues[0]).toMatchObject({ path: ['Email'], message: m.email });
    expect(feedbackPayloadSchema.safeParse({ ...payload, FormToken: undefined }).error?.issues[0]?.path).toEqual(['FormToken']);
    expect(feedbackPayloadSchema.safeParse({ ...payload, ExperienceRating: '4' }).error?.issues[0]?.path).toEqual(['ExperienceRating']);
  });
});
