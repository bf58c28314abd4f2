import { useNavigate } from 'react-router';
import { DEPARTMENTS, receiptPath } from '@county/shared';
import { FRAUD_REASONS, REPORT_FRAUD_FIELD_ORDER, emptyReportFraudForm, reportFraudFormSchema } from '@county/shared/report-fraud';
import { Page } from '../../../components/page.tsx';
import { reportFraudRequests } from '../api/send-report.ts';
import { toasts } from '../../../lib/alerts.ts';
import { ErrorSummary } from '../../../components/form-fields/error-summary.tsx';
import { FormStatus } from '../../../components/form-fields/form-status.tsx';
import { useProtectedForm } from '../../../components/form-fields/use-protected-form.ts';
import { HoneypotField } from '../../../components/form-fields/honeypot-field.tsx';
import { RadioGroup } from '../../../components/form-fields/radio-group.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useFormT } from '../../../components/form-fields/messages.ts';
import { useFraudT } from '../messages.ts';
import '../report-fraud.css';

type Field = (typeof REPORT_FRAUD_FIELD_ORDER)[number];

const exemptions = DEPARTMENTS.find((d) => d.name.startsWith('Exemptions')) ?? DEPARTMENTS[0]!;

function ReportForm({ onSent }: { onSent: (receipt: string) => void }) {
  const t = useFraudT();
  const tf = useFormT();
  const LABELS: Record<Field, string> = {
    ParcelId: tf('form.parcelIdLabel'),
    Address: tf('form.addressLabel'),
    Reason: t('fraud.label.Reason'),
    Description: t('fraud.label.Description'),
    ReporterName: t('fraud.label.ReporterName'),
    ReporterEmail: t('fraud.label.ReporterEmail'),
    ReporterPhone: t('fraud.label.ReporterPhone'),
  };
  const { formId, values, set, summary, summaryRef, status, sending, honeypot, setHoneypot, submit, common } = useProtectedForm({
    schema: reportFraudFormSchema,
    initial: emptyReportFraudForm,
    order: REPORT_FRAUD_FIELD_ORDER,
    labels: LABELS,
    requests: reportFraudRequests,
    failedMessage: t('fraud.failed'),
    onSent: (sent) => onSent(sent.receipt),
  });

  return (
    <form className="report-fraud-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t('fraud.formTitle')}</h2>
      {summary.length > 0 ? <ErrorSummary ref={summaryRef} formId={formId} title={tf('spec.feedback.invalidForm')} errors={summary} /> : null}
      <FormStatus status={status} />
      <p className="hint">
        {t('fraud.intro')} {tf('form.required')}
      </p>
      <div className="form-grid">
        <TextField {...common('ParcelId')} label={LABELS.ParcelId} mask="parcelId" value={values.ParcelId} onChange={set('ParcelId')} />
        <TextField
          {...common('Address')}
          label={LABELS.Address}
          value={values.Address}
          onChange={set('Address')}
          maxLength={200}
          hint={t('fraud.addressHint')}
        />
      </div>
      <RadioGroup
        {...common('Reason')}
        legend={LABELS.Reason}
        value={values.Reason}
        options={FRAUD_REASONS.map((reason, index) => ({ value: reason, label: t(`fraud.reason.${index as 0 | 1 | 2 | 3}`) }))}
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
        hint={t('fraud.descriptionHint', { left: 2000 - values.Description.length })}
      />
      <fieldset className="report-contact">
        <legend>{t('fraud.contactLegend')}</legend>
        <p className="hint">{t('fraud.contactHint')}</p>
        <div className="form-grid">
          <TextField
            {...common('ReporterName')}
            label={LABELS.ReporterName}
            value={values.ReporterName}
            onChange={set('ReporterName')}
            maxLength={100}
            autoComplete="name"
          />
          <TextField
            {...common('ReporterPhone')}
            label={LABELS.ReporterPhone}
            type="tel"
            mask="phone"
            value={values.ReporterPhone}
            onChange={set('ReporterPhone')}
            autoComplete="tel-national"
          />
          <TextField
            {...common('ReporterEmail')}
            label={LABELS.ReporterEmail}
            type="email"
            value={values.ReporterEmail}
            onChange={set('ReporterEmail')}
            maxLength={50}
            autoComplete="email"
            hint={tf('form.emailNotice', { phone: DEPARTMENTS[0]!.phone })}
          />
        </div>
      </fieldset>
      <HoneypotField formId={formId} value={honeypot} onChange={setHoneypot} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? tf('form.sending') : t('fraud.send')}
        </button>
      </div>
    </form>
  );
}

// /report-fraud: what homestead fraud is and a form to report it (issue 7). After a report is sent
// a success toast names the receipt and the person moves to the receipt page, with the receipt
// number and what happens next (decisions 75, 104).
export default function ReportFraudPage() {
  const t = useFraudT();
  const navigate = useNavigate();

  return (
    <Page heading={t('fraud.pageTitle')} className="report-fraud-page">
      <p>{t('fraud.about')}</p>
      <p>{t('fraud.process', { department: exemptions.name, phone: exemptions.phone })}</p>
      <ReportForm
        onSent={(receipt) => {
          toasts.success(t('fraud.sentToast', { receipt }), t('fraud.sent'));
          void navigate(receiptPath('report-fraud', receipt));
        }}
      />
    </Page>
  );
}
