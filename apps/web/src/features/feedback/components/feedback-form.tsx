import { messages } from '@county/shared';
import {
  COMMUNITY_TYPE,
  FEEDBACK_FIELD_ORDER,
  FEEDBACK_TYPES,
  OCCUPATIONS,
  YES_NO_NA,
  emptyFeedbackForm,
  feedbackFormSchema,
  toFeedbackPayload,
  type FeedbackFormValues,
} from '@county/shared/feedback';
import { masks } from '@county/shared/masks';
import { apiPath } from '../../../lib/api.ts';
import type { FeedbackInput } from '../../../app/dialogs.ts';
import { ErrorSummary } from '../../../components/form-fields/error-summary.tsx';
import { FormStatus } from '../../../components/form-fields/form-status.tsx';
import { useProtectedForm } from '../../../components/form-fields/use-protected-form.ts';
import { HoneypotField } from '../../../components/form-fields/honeypot-field.tsx';
import { PUBLIC_RECORDS_EMAIL_NOTICE } from '../../../components/form-fields/notices.ts';
import { RadioGroup } from '../../../components/form-fields/radio-group.tsx';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import '../feedback.css';

interface FeedbackFormProps {
  onClose: () => void;
  /** Called with the receipt number once the message is stored. */
  onDone: (receipt: string) => void;
  initial?: FeedbackInput;
}

type Field = (typeof FEEDBACK_FIELD_ORDER)[number];

export const FEEDBACK_LABELS: Record<Field, string> = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  Email: 'Email',
  Phone: 'Phone Number',
  Occupation: 'Occupation',
  FeedbackType: 'Feedback Type',
  ExperienceRating: 'Rating',
  ParcelId: 'Parcel ID',
  Address: 'Property Address',
  CommunityName: 'Community Name',
  Gated: 'Gated community',
  Mandatory: 'Mandatory homeowners association',
  HouseholdCount: 'Number of households',
  Comments: 'Comments',
};

const RATINGS = [
  { value: '1', label: '1 - Very poor' },
  { value: '2', label: '2 - Poor' },
  { value: '3', label: '3 - Fair' },
  { value: '4', label: '4 - Good' },
  { value: '5', label: '5 - Excellent' },
];

function initialValues(initial?: FeedbackInput): FeedbackFormValues {
  return emptyFeedbackForm({ ...initial, ParcelId: initial?.ParcelId ? masks.parcelId.apply(initial.ParcelId) : undefined });
}

// The website feedback form (issue 6), in the header's dialog and on /ocpaFeedback. Nothing is
// flagged until the first submit attempt; then every invalid field is marked and described, focus
// moves to the summary, and fields re-check as they are corrected.
export default function FeedbackForm({ onClose, onDone, initial }: FeedbackFormProps) {
  const { formId, values, set, summary, summaryRef, status, sending, honeypot, setHoneypot, submit, common } = useProtectedForm({
    schema: feedbackFormSchema,
    initial: () => initialValues(initial),
    order: FEEDBACK_FIELD_ORDER,
    labels: FEEDBACK_LABELS,
    tokenUrl: apiPath('feedbackToken'),
    sendUrl: apiPath('addFeedback'),
    failedMessage: messages.feedback.failed,
    toPayload: toFeedbackPayload,
    onSent: (sent) => onDone(sent.receipt),
  });
  const community = values.FeedbackType === COMMUNITY_TYPE;

  return (
    <form className="feedback-form" noValidate onSubmit={submit} aria-describedby={`${formId}-intro`}>
      <p id={`${formId}-intro`} className="hint">
        Tell us how we are doing. Fields marked * are required.
      </p>
      {summary.length > 0 ? <ErrorSummary ref={summaryRef} formId={formId} title={messages.feedback.invalidForm} errors={summary} /> : null}
      <FormStatus status={status} />
      <div className="form-grid">
        <TextField {...common('FirstName')} label={FEEDBACK_LABELS.FirstName} value={values.FirstName} onChange={set('FirstName')} required autoComplete="given-name" maxLength={50} />
        <TextField {...common('LastName')} label={FEEDBACK_LABELS.LastName} value={values.LastName} onChange={set('LastName')} required autoComplete="family-name" maxLength={50} />
        <TextField {...common('Email')} label={FEEDBACK_LABELS.Email} type="email" value={values.Email} onChange={set('Email')} required autoComplete="email" maxLength={50} hint={PUBLIC_RECORDS_EMAIL_NOTICE} />
        <TextField {...common('Phone')} label={FEEDBACK_LABELS.Phone} type="tel" mask="phone" value={values.Phone} onChange={set('Phone')} required autoComplete="tel-national" />
        <SelectField {...common('Occupation')} label={FEEDBACK_LABELS.Occupation} value={values.Occupation} options={OCCUPATIONS} onChange={set('Occupation')} required placeholder="Choose your occupation" />
        <SelectField
          {...common('FeedbackType')}
          label={FEEDBACK_LABELS.FeedbackType}
          value={values.FeedbackType}
          options={FEEDBACK_TYPES}
          onChange={set('FeedbackType')}
          required
          hint="Community feedback asks about your neighborhood instead of a property."
        />
      </div>
      <RadioGroup
        {...common('ExperienceRating')}
        legend="How would you rate your experience?"
        value={values.ExperienceRating ? String(values.ExperienceRating) : ''}
        options={RATINGS}
        onChange={(v) => set('ExperienceRating')(Number(v))}
        required
        inline
      />
      {community ? (
        <div className="form-grid" role="group" aria-label="Community">
          <TextField {...common('CommunityName')} label={FEEDBACK_LABELS.CommunityName} value={values.CommunityName} onChange={set('CommunityName')} required maxLength={100} />
          <TextField {...common('HouseholdCount')} label={FEEDBACK_LABELS.HouseholdCount} value={values.HouseholdCount} onChange={(v) => set('HouseholdCount')(v.replace(/\D+/g, '').slice(0, 3))} required maxLength={3} hint="Digits only, up to 3." />
          <SelectField {...common('Gated')} label="Is the community gated?" value={values.Gated} options={YES_NO_NA} onChange={set('Gated')} />
          <SelectField {...common('Mandatory')} label="Is membership in the homeowners association mandatory?" value={values.Mandatory} options={YES_NO_NA} onChange={set('Mandatory')} />
        </div>
      ) : (
        <div className="form-grid" role="group" aria-label="Property (optional)">
          <TextField {...common('ParcelId')} label={FEEDBACK_LABELS.ParcelId} mask="parcelId" value={values.ParcelId} onChange={set('ParcelId')} />
          <TextField {...common('Address')} label={FEEDBACK_LABELS.Address} value={values.Address} onChange={set('Address')} maxLength={200} autoComplete="street-address" />
        </div>
      )}
      <TextField
        {...common('Comments')}
        label={FEEDBACK_LABELS.Comments}
        value={values.Comments}
        onChange={set('Comments')}
        required
        rows={5}
        maxLength={500}
        hint={`Up to 500 characters (${500 - values.Comments.length} left). Letters, numbers, spaces and everyday punctuation only; not < > { } [ ] \\ | ^ ~ = * or emoji.`}
      />
      <HoneypotField formId={formId} value={honeypot} onChange={setHoneypot} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : 'Submit'}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
