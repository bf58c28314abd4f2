import { describe, expect, it } from 'vitest';
import { COMMUNITY_FEEDBACK_FIELDS, communitySchema } from '../src/cards.ts';
import { COMMUNITY_TYPE, FEEDBACK_FIELD_ORDER, emptyFeedbackForm, feedbackFormSchema, shownFeedbackSchema, toFeedbackPayload } from '../src/feedback.ts';

// The association the card shows and the Community variant of the feedback form are the same
// four facts: name, gated, mandatory, household count.

describe("homeowners' association facts", () => {
  it('pairs every association field with the feedback field that collects it', () => {
    const associationFields = Object.keys(communitySchema.shape).filter((f) => f !== 'parcelId');
    expect(Object.keys(COMMUNITY_FEEDBACK_FIELDS).sort()).toEqual(associationFields.sort());
    // The variant's own fields sit between the property fields and the comments.
    const order = [...FEEDBACK_FIELD_ORDER] as string[];
    const variant = order.slice(order.indexOf('Address') + 1, order.indexOf('Comments'));
    expect(variant.sort()).toEqual(Object.values(COMMUNITY_FEEDBACK_FIELDS).sort());
  });

  it('sends exactly those facts, and no property fields, from the Community variant', () => {
    const form = feedbackFormSchema.parse({
      ...emptyFeedbackForm({ ParcelId: '35-20-27-6645-00-001', Address: '1 MAIN ST' }),
      FirstName: 'Ana',
      LastName: 'Diaz',
      Email: 'ana@example.org',
      Phone: '4075551234',
      Occupation: 'Property Owner',
      FeedbackType: COMMUNITY_TYPE,
      ExperienceRating: 5,
      CommunityName: 'Rosemere Heights',
      Gated: 'No',
      Mandatory: 'No',
      HouseholdCount: '46',
      Comments: 'Thanks',
    });
    const payload = toFeedbackPayload(form);
    expect(payload).toMatchObject({
      CommunityName: 'Rosemere Heights',
      Gated: 'No',
      Mandatory: 'No',
      HouseholdCount: '46',
      ParcelId: '',
      Address: '',
      RecordId: '',
    });
  });

  describe('the browser checks only the fields the chosen variant shows', () => {
    const person = {
      FirstName: 'Ana',
      LastName: 'Diaz',
      Email: 'ana@example.org',
      Phone: '4075551234',
      Occupation: 'Property Owner',
      ExperienceRating: 5,
      Comments: 'Thanks',
    };
    const badProperty = { ParcelId: '3520', Address: '12 Main St {rear}' };
    const badCommunity = { CommunityName: 'Lake <Nona>', HouseholdCount: 'many' };
    const invalidFields = (values: object) => {
      const result = shownFeedbackSchema.safeParse(values);
      return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])).sort();
    };

    it('ignores property fields typed before switching to Community, and sends none of them', () => {
      const values = { ...emptyFeedbackForm(), ...person, ...badProperty, FeedbackType: COMMUNITY_TYPE, CommunityName: 'Rosemere Heights' };
      // The full schema, which the server applies to what is sent, would refuse them.
      expect(feedbackFormSchema.safeParse(values).success).toBe(false);
      expect(invalidFields(values)).toEqual([]);
      expect(toFeedbackPayload(shownFeedbackSchema.parse(values))).toMatchObject({ ParcelId: '', Address: '', RecordId: '', Comments: 'Thanks' });
      expect(invalidFields({ ...values, ...badCommunity })).toEqual(['CommunityName', 'HouseholdCount']);
    });

    it('ignores community fields typed before switching back, and still checks the property fields', () => {
      const values = { ...emptyFeedbackForm(), ...person, ...badCommunity, FeedbackType: 'Website' };
      expect(invalidFields(values)).toEqual([]);
      expect(shownFeedbackSchema.parse(values)).toMatchObject({ CommunityName: '', HouseholdCount: '1', Gated: 'N/A' });
      expect(invalidFields({ ...values, ...badProperty })).toEqual(['Address', 'ParcelId']);
    });
  });
});
