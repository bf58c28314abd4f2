import { useNavigate } from 'react-router';
import { DEPARTMENTS, receiptPath } from '@county/shared';
import {
  COMMUNITY_TYPE,
  FEEDBACK_FIELD_ORDER,
  FEEDBACK_TYPES,
  OCCUPATIONS,
  YES_NO_NA,
  emptyFeedbackForm,
  shownFeedbackSchema,
  toFeedbackPayload,
  type FeedbackFormValues,
} from '@county/shared/feedback';
import { masks } from '@county/shared/masks';
import { feedbackRequests } from '../api/send-feedback.ts';
import { toasts } from '../../../lib/alerts.ts';
import type { FeedbackInput } from '../../../lib/dialogs.ts';
import { ErrorSummary } from '../../../components/form-fields/error-summary.tsx';
import { FormStatus } from '../../../components/form-fields/form-status.tsx';
import { useProtectedForm } from '../../../components/form-fields/use-protected-form.ts';
import { HoneypotField } from '../../../components/form-fields/honeypot-field.tsx';
import { RadioGroup } from '../../../components/form-fields/radio-group.tsx';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useFormT } from '../../../components/form-fields/messages.ts';
import { useFeedbackT } from '../messages.ts';
import '../feedback.css';

interface FeedbackFormProps {
  onClose: () => void;
  /** Called once the message is stored, as the person moves to its receipt page (the dialog closes). */
  onSent?: () => void;
  initial?: FeedbackInput;
}

type Field = (typeof FEEDBACK_FIELD_ORDER)[number];
type Translate = ReturnType<typeof useFeedbackT>;

/** The fields' labels in the page's language (the error summary names fields by them too). */
function feedbackLabels(t: Translate, parcelId: string, address: string): Record<Field, string> {
  return {
    FirstName: t('feedback.label.FirstName'),
    LastName: t('feedback.label.LastName'),
    Email: t('feedback.label.Email'),
    Phone: t('feedback.label.Phone'),
    Occupation: t('feedback.label.Occupation'),
    FeedbackType: t('feedback.label.FeedbackType'),
    ExperienceRating: t('feedback.label.ExperienceRating'),
    ParcelId: parcelId,
    Address: address,
    CommunityName: t('feedback.label.CommunityName'),
    Gated: t('feedback.label.Gated'),
    Mandatory: t('feedback.label.Mandatory'),
    HouseholdCount: t('feedback.label.HouseholdCount'),
    Comments: t('feedback.label.Comments'),
  };
}

const RATINGS = ['1', '2', '3', '4', '5'] as const;

function initialValues(initial?: FeedbackInput): FeedbackFormValues {
  return emptyFeedbackForm({ ...initial, ParcelId: initial?.ParcelId ? masks.parcelId.apply(initial.ParcelId) : undefined });
}

// The website feedback form (issue 6), in the header's dialog and on /ocpaFeedback. Nothing is
// flagged until the first submit attempt; then every invalid field is marked and described, focus
// moves to the summary, and fields re-check as they are corrected. Only the fields of the chosen
// variant are checked. Once sent, a success toast names the receipt and the person lands on the
// receipt's own page, which keeps the number and says what happens next (decisions 75, 104).
export default function FeedbackForm({ onClose, onSent, initial }: FeedbackFormProps) {
  const t = useFeedbackT();
  const tf = useFormT();
  const navigate = useNavigate();
  const labels = feedbackLabels(t, tf('form.parcelIdLabel'), tf('form.addressLabel'));
  // Option values stay the English ones the server checks; only their words change.
  const option = (value: string) => t(`feedback.option.${value}` as Parameters<Translate>[0]);
  const { formId, values, set, summary, summaryRef, status, sending, honeypot, setHoneypot, submit, common } = useProtectedForm({
    schema: shownFeedbackSchema,
    initial: () => initialValues(initial),
    order: FEEDBACK_FIELD_ORDER,
    labels: labels,
    requests: feedbackRequests,
    failedMessage: tf('spec.feedback.failed'),
    toPayload: toFeedbackPayload,
    onSent: ({ receipt }) => {
      toasts.success(t('feedback.sentToast', { receipt }), t('feedback.sent'));
      void navigate(receiptPath('feedback', receipt));
      onSent?.();
    },
  });
  const community = values.FeedbackType === COMMUNITY_TYPE;

  return (
    <form className="feedback-form" noValidate onSubmit={(e) => void submit(e)} aria-describedby={`${formId}-intro`}>
      <p id={`${formId}-intro`} className="hint">
        {t('feedback.intro')} {tf('form.required')}
      </p>
      {summary.length > 0 ? <ErrorSummary ref={summaryRef} formId={formId} title={tf('spec.feedback.invalidForm')} errors={summary} /> : null}
      <FormStatus status={status} />
      <div className="form-grid">
        <TextField
          {...common('FirstName')}
          label={labels.FirstName}
          value={values.FirstName}
          onChange={set('FirstName')}
          required
          autoComplete="given-name"
          maxLength={50}
        />
        <TextField
          {...common('LastName')}
          label={labels.LastName}
          value={values.LastName}
          onChange={set('LastName')}
          required
          autoComplete="family-name"
          maxLength={50}
        />
        <TextField
          {...common('Email')}
          label={labels.Email}
          type="email"
          value={values.Email}
          onChange={set('Email')}
          required
          autoComplete="email"
          maxLength={50}
          hint={tf('form.emailNotice', { phone: DEPARTMENTS[0]!.phone })}
        />
        <TextField
          {...common('Phone')}
          label={labels.Phone}
          type="tel"
          mask="phone"
          value={values.Phone}
          onChange={set('Phone')}
          required
          autoComplete="tel-national"
        />
        <SelectField
          {...common('Occupation')}
          label={labels.Occupation}
          value={values.Occupation}
          options={OCCUPATIONS}
          optionLabel={option}
          onChange={set('Occupation')}
          required
          placeholder={t('feedback.occupationPlaceholder')}
        />
        <SelectField
          {...common('FeedbackType')}
          label={labels.FeedbackType}
          value={values.FeedbackType}
          options={FEEDBACK_TYPES}
          optionLabel={option}
          onChange={set('FeedbackType')}
          required
          hint={t('feedback.typeHint')}
        />
      </div>
      <RadioGroup
        {...common('ExperienceRating')}
        legend={t('feedback.ratingLegend')}
        value={values.ExperienceRating ? String(values.ExperienceRating) : ''}
        options={RATINGS.map((value) => ({ value, label: t(`feedback.rating.${value}`) }))}
        onChange={(v) => set('ExperienceRating')(Number(v))}
        required
        inline
      />
      {community ? (
        <div className="form-grid" role="group" aria-label={t('feedback.communityGroup')}>
          <TextField
            {...common('CommunityName')}
            label={labels.CommunityName}
            value={values.CommunityName}
            onChange={set('CommunityName')}
            required
            maxLength={100}
          />
          <TextField
            {...common('HouseholdCount')}
            label={labels.HouseholdCount}
            value={values.HouseholdCount}
            onChange={(v) => set('HouseholdCount')(v.replace(/\D+/g, '').slice(0, 3))}
            required
            maxLength={3}
            hint={t('feedback.householdHint')}
          />
          <SelectField
            {...common('Gated')}
            label={t('feedback.gatedQuestion')}
            value={values.Gated}
            options={YES_NO_NA}
            optionLabel={option}
            onChange={set('Gated')}
          />
          <SelectField
            {...common('Mandatory')}
            label={t('feedback.mandatoryQuestion')}
            value={values.Mandatory}
            options={YES_NO_NA}
            optionLabel={option}
            onChange={set('Mandatory')}
          />
        </div>
      ) : (
        <div className="form-grid" role="group" aria-label={t('feedback.propertyGroup')}>
          <TextField {...common('ParcelId')} label={labels.ParcelId} mask="parcelId" value={values.ParcelId} onChange={set('ParcelId')} />
          <TextField
            {...common('Address')}
            label={labels.Address}
            value={values.Address}
            onChange={set('Address')}
            maxLength={200}
            autoComplete="street-address"
          />
        </div>
      )}
      <TextField
        {...common('Comments')}
        label={labels.Comments}
        value={values.Comments}
        onChange={set('Comments')}
        required
        rows={5}
        maxLength={500}
        hint={t('feedback.commentsHint', { left: 500 - values.Comments.length })}
      />
      <HoneypotField formId={formId} value={honeypot} onChange={setHoneypot} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? tf('form.sending') : tf('form.submit')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {tf('form.close')}
        </button>
      </div>
    </form>
  );
}
