import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parcelIdCandidates, storedToDisplay, toStoredId } from '@county/shared';
import { ownerAlertSignupSchema } from '@county/shared/owner-alerts';
import { Page } from '../../../components/page.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useLang } from '../../../i18n/i18n.tsx';
import { HttpError } from '../../../lib/http.ts';
import { signUp } from '../api/owner-alerts.ts';
import { useOwnerAlertT } from '../messages.ts';

type Field = 'email' | 'parcelId';

/** /owner-alert?pid=<id>: sign up for e-mails about a parcel (the property card links here with its parcel). */
export default function OwnerAlertPage() {
  const t = useOwnerAlertT();
  const lang = useLang();
  const formId = useId();
  const [params] = useSearchParams();
  const preset = parcelIdCandidates(params.get('pid') ?? '')[0];
  const [email, setEmail] = useState('');
  const [parcel, setParcel] = useState(preset ? storedToDisplay(preset) : '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'tooMany'>('idle');
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server checks the same schema; a parcel id is typed in the order the public reads it.
    const parsed = ownerAlertSignupSchema.safeParse({ email, parcelId: toStoredId(parcel) ?? parcel, lang });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`ownerAlert.error.${field}`);
      }
      setErrors(found);
      document.getElementById(`${formId}-${found.email ? 'email' : 'parcelId'}`)?.focus();
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await signUp(parsed.data);
      setStatus('sent');
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && (error.body?.field === 'email' || error.body?.field === 'parcelId')) {
        setErrors({ [error.body.field]: t(`ownerAlert.error.${error.body.field}`) });
        setStatus('idle');
        return;
      }
      if (error instanceof HttpError && error.status === 404) {
        setErrors({ parcelId: t('ownerAlert.error.parcelId') });
        setStatus('idle');
        return;
      }
      setStatus(error instanceof HttpError && error.status === 429 ? 'tooMany' : 'failed');
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  return (
    <Page heading={t('ownerAlert.title')} className="owner-alert-page">
      <p>{t('ownerAlert.intro')}</p>
      <p>
        {t('ownerAlert.privacy')} <Link to="/disclaimer">{t('ownerAlert.privacyLink')}</Link>.
      </p>
      {status === 'sent' ? (
        <p role="status" tabIndex={-1} ref={statusRef}>
          {t('ownerAlert.sent')}
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`}>{t('ownerAlert.formTitle')}</h2>
          {status === 'failed' || status === 'tooMany' ? (
            <p role="alert" tabIndex={-1} ref={statusRef} className="field-error">
              {t(status === 'tooMany' ? 'ownerAlert.error.tooMany' : 'ownerAlert.error.failed')}
            </p>
          ) : null}
          <TextField
            formId={formId}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            label={t('ownerAlert.email')}
            value={email}
            onChange={setEmail}
            error={errors.email}
          />
          <TextField
            formId={formId}
            name="parcelId"
            mask="parcelId"
            required
            label={t('ownerAlert.parcelId')}
            value={parcel}
            onChange={setParcel}
            error={errors.parcelId}
            hint={
              <>
                {t('ownerAlert.parcelHint')} <Link to="/search">{t('ownerAlert.search')}</Link>
              </>
            }
          />
          <button type="submit" className="button" disabled={status === 'sending'}>
            {status === 'sending' ? t('ownerAlert.sending') : t('ownerAlert.submit')}
          </button>
        </form>
      )}
    </Page>
  );
}
