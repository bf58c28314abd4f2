import { useNavigate } from 'react-router';
import { PAGE_TITLES, DEPARTMENTS, receiptPath } from '@county/shared';
import {
  FRAUD_REASONS,
  REPORT_FRAUD_FIELD_ORDER,
  emptyReportFraudForm,
  reportFraudFormSchema,
} from '@county/shared/report-fraud';
import { Page } from '../../../components/page.tsx';
import { apiPath } from '../../../lib/api.ts';
import { ErrorSummary } from '../../../components/form-fields/error-summary.tsx';
import { FormStatus } from '../../../components/form-fields/form-status.tsx';
import { useProtectedForm } from '../../../components/form-fields/use-protected-form.ts';
import { HoneypotField } from '../../../components/form-fields/honeypot-field.tsx';
import { PUBLIC_RECORDS_EMAIL_NOTICE } from '../../../components/form-fields/notices.ts';
import { RadioGroup } from '../../../components/form-fields/radio-group.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import '../report-fraud.css';

type Field = (typeof REPORT_FRAUD_FIELD_ORDER)[number];

const LABELS: Record<Field, string> = {
  ParcelId: 'Parcel ID',
  Address: 'Property Address',
  Reason: 'What did you observe?',
  Description: 'Describe what you saw',
  ReporterName: 'Your name',
  ReporterEmail: 'Your email',
  ReporterPhone: 'Your phone number',
};

const FAILED = 'Failed to send the report.';
const exemptions = DEPARTMENTS.find((d) => d.name.startsWith('Exemptions')) ?? DEPARTMENTS[0]!;

function ReportForm({ onSent }: { onSent: (receipt: string) => void }) {
  const { formId, values, set, summary, summaryRef, status, sending, honeypot, setHoneypot, submit, common } = useProtectedForm({
    schema: reportFraudFormSchema,
    initial: emptyReportFraudForm,
    order: REPORT_FRAUD_FIELD_ORDER,
    labels: LABELS,
    tokenUrl: apiPath('reportFraudToken'),
    sendUrl: apiPath('addFraudReport'),
    failedMessage: FAILED,
    onSent: (sent) => onSent(sent.receipt),
  });

  return (
    <form className="report-fraud-form" noValidate onSubmit={submit} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>Report a property</h2>
      {summary.length > 0 ? (
        <ErrorSummary ref={summaryRef} formId={formId} title="Please correct the highlighted errors and submit again." errors={summary} />
      ) : null}
      <FormStatus status={status} />
      <p className="hint">Give the parcel ID or the address (or both). Fields marked * are required.</p>
      <div className="form-grid">
        <TextField {...common('ParcelId')} label={LABELS.ParcelId} mask="parcelId" value={values.ParcelId} onChange={set('ParcelId')} />
        <TextField {...common('Address')} label={LABELS.Address} value={values.Address} onChange={set('Address')} maxLength={200} hint="Street address and city, for example 123 N Orange Ave, Orlando." />
      </div>
      <RadioGroup
        {...common('Reason')}
        legend={LABELS.Reason}
        value={values.Reason}
        options={FRAUD_REASONS.map((reason) => ({ value: reason, label: reason }))}
        onChange={set('Reason')}
        required
      />
      <TextField
        {...common('Description')}
        label={LABELS.Description}
        value={values.Description}
        onChange={set('Description')}
        required
        rows={6}
        maxLength={2000}
        hint={`What you saw and since when: who lives there, vehicles, mail, a rental listing. Up to 2,000 characters (${2000 - values.Description.length} left), no special characters such as < > { } or emoji.`}
      />
      <fieldset className="report-contact">
        <legend>Your contact details (optional)</legend>
        <p className="hint">You may report anonymously. If you leave a way to reach you, an investigator may call with questions; we do not tell the owner who reported.</p>
        <div className="form-grid">
          <TextField {...common('ReporterName')} label={LABELS.ReporterName} value={values.ReporterName} onChange={set('ReporterName')} maxLength={100} autoComplete="name" />
          <TextField {...common('ReporterPhone')} label={LABELS.ReporterPhone} type="tel" mask="phone" value={values.ReporterPhone} onChange={set('ReporterPhone')} autoComplete="tel-national" />
          <TextField
            {...common('ReporterEmail')}
            label={LABELS.ReporterEmail}
            type="email"
            value={values.ReporterEmail}
            onChange={set('ReporterEmail')}
            maxLength={50}
            autoComplete="email"
            hint={PUBLIC_RECORDS_EMAIL_NOTICE}
          />
        </div>
      </fieldset>
      <HoneypotField formId={formId} value={honeypot} onChange={setHoneypot} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : 'Send report'}
        </button>
      </div>
    </form>
  );
}

// /report-fraud: what homestead fraud is and a form to report it (issue 7). After a report is sent
// the person moves to the receipt page, with the receipt number and what happens next (decision 75).
export default function ReportFraudPage() {
  const navigate = useNavigate();

  return (
    <Page heading={PAGE_TITLES['/report-fraud']!} className="report-fraud-page">
      <p>
        A homestead exemption lowers the taxable value of a home that is the owner&apos;s permanent residence on January 1, and Save Our
        Homes caps how fast its assessed value can rise. When a home that gets these benefits is rented out, left for another permanent
        residence, or claimed together with a residence-based exemption somewhere else, every other taxpayer makes up the difference.
      </p>
      <p>
        Tell us what you know. Our exemption investigators review every report; they may ask the owner for proof of residency. When an
        exemption was claimed improperly, Florida law lets the office go back up to ten years and record a lien for the taxes saved plus a
        50% penalty and 15% interest a year. Questions: call {exemptions.name} at {exemptions.phone}.
      </p>
      <ReportForm onSent={(sent) => navigate(receiptPath('report-fraud', sent))} />
    </Page>
  );
}
