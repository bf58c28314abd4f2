import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parcelIdCandidates, storedToDisplay } from '@county/shared';
import { ownerAlertSignupSchema } from '@county/shared/owner-alerts';
import { Page } from '../../../components/page.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useLang } from '../../../i18n/i18n.tsx';
import { apiQuery } from '../../../lib/api.ts';
import { HttpError } from '../../../lib/http.ts';
import { useQuery } from '../../../lib/query.ts';
import { answerNotFound } from '../../../lib/server-pass.ts';
import { SearchBox, type PickedParcel } from '../../search/index.ts';
import { signUp } from '../api/owner-alerts.ts';
import { useOwnerAlertT } from '../messages.ts';

type Field = 'email' | 'parcelId';

/** What the page says about the chosen parcel: its id, and the address or owner it was found by. */
function chosenPlace(parcel: PickedParcel): string {
  const display = storedToDisplay(parcel.parcelId);
  return [parcel.label, parcel.detail].find((text) => text && text !== display) ?? '';
}

/**
 * /owner-alert?pid=<id>: sign up for e-mails about a parcel. The parcel is chosen with the site's
 * one search box (an address, an owner or an id, then a pick from its list); the property card
 * links here with its parcel already chosen.
 */
export default function OwnerAlertPage() {
  const t = useOwnerAlertT();
  const lang = useLang();
  const formId = useId();
  const [params] = useSearchParams();
  const raw = params.get('pid') ?? '';
  const preset = parcelIdCandidates(raw)[0];
  // The card's own first call says whether the linked parcel is on the roll; one that is not, or an
  // id that is not one, is said so and left unchosen.
  const presetQuery = apiQuery('prcGeneralInfo', { pid: preset ?? '' }, { quiet: true });
  const presetInfo = useQuery({ ...presetQuery, key: preset ? presetQuery.key : null });
  const badId = raw !== '' && !preset;
  const notOnRoll = presetInfo.status === 'error' && presetInfo.error instanceof HttpError && presetInfo.error.status === 404;
  if (badId || notOnRoll) answerNotFound();
  const [email, setEmail] = useState('');
  const [picked, setParcel] = useState<PickedParcel | null>(preset ? { parcelId: preset, label: storedToDisplay(preset), detail: '' } : null);
  const parcel = notOnRoll && picked?.parcelId === preset ? null : picked;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'tooMany'>('idle');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const chooserId = `${formId}-parcel`;
  const parcelErrorId = `${formId}-parcelId-error`;
  const chosenId = `${formId}-parcelId-chosen`;

  const pick = useCallback((picked: PickedParcel) => {
    setParcel(picked);
    setErrors((current) => ({ ...current, parcelId: undefined }));
  }, []);

  function showErrors(found: Partial<Record<Field, string>>) {
    setErrors(found);
    // The first field in the page's order that is wrong takes the focus: the parcel's box, then the address.
    const target = found.parcelId ? document.querySelector<HTMLInputElement>(`#${CSS.escape(chooserId)} input`) : document.getElementById(`${formId}-email`);
    target?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server checks the same schema and names the same fields.
    const parsed = ownerAlertSignupSchema.safeParse({ email, parcelId: parcel?.parcelId ?? '', lang });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`ownerAlert.error.${field}`);
      }
      showErrors(found);
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await signUp(parsed.data);
      setStatus('sent');
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && (error.body?.field === 'email' || error.body?.field === 'parcelId')) {
        showErrors({ [error.body.field]: t(`ownerAlert.error.${error.body.field}`) });
        setStatus('idle');
        return;
      }
      if (error instanceof HttpError && error.status === 404) {
        showErrors({ parcelId: t('ownerAlert.error.parcelId') });
        setStatus('idle');
        return;
      }
      setStatus(error instanceof HttpError && error.status === 429 ? 'tooMany' : 'failed');
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  const place = parcel ? chosenPlace(parcel) : '';
  return (
    <Page heading={t('ownerAlert.title')} className="owner-alert-page">
      <p>{t('ownerAlert.intro')}</p>
      <p>
        {t('ownerAlert.privacy')} <Link to="/disclaimer">{t('ownerAlert.privacyLink')}</Link>.
      </p>
      {badId || notOnRoll ? (
        <p role="alert" className="field-error">
          {badId ? t('ownerAlert.badId', { raw }) : t('ownerAlert.notOnRoll', { id: raw })}
        </p>
      ) : null}
      {status === 'sent' ? (
        <p role="status" tabIndex={-1} ref={statusRef}>
          {t('ownerAlert.sent')}
        </p>
      ) : (
        <section aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`}>{t('ownerAlert.formTitle')}</h2>
          {status === 'failed' || status === 'tooMany' ? (
            <p role="alert" tabIndex={-1} ref={statusRef} className="field-error">
              {t(status === 'tooMany' ? 'ownerAlert.error.tooMany' : 'ownerAlert.error.failed')}
            </p>
          ) : null}
          {/* The search box is a form of its own, so it stands before the sign-up's form, not in it. */}
          <div id={chooserId} className={errors.parcelId ? 'form-field has-error' : 'form-field'}>
            <SearchBox
              label={t('ownerAlert.parcelSearch')}
              initialValue={preset && !notOnRoll ? storedToDisplay(preset) : ''}
              onPickParcel={pick}
              describedBy={errors.parcelId ? `${chosenId} ${parcelErrorId}` : chosenId}
              invalid={Boolean(errors.parcelId)}
            />
            <p id={chosenId} role="status" className="owner-alert-chosen">
              {parcel
                ? place
                  ? t('ownerAlert.chosenAt', { parcel: storedToDisplay(parcel.parcelId), place })
                  : t('ownerAlert.chosen', { parcel: storedToDisplay(parcel.parcelId) })
                : t('ownerAlert.noneChosen')}
            </p>
            {errors.parcelId ? (
              <p className="field-error" id={parcelErrorId}>
                {errors.parcelId}
              </p>
            ) : null}
          </div>
          <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${formId}-title`}>
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
            <button type="submit" className="button" disabled={status === 'sending'}>
              {status === 'sending' ? t('ownerAlert.sending') : t('ownerAlert.submit')}
            </button>
          </form>
        </section>
      )}
    </Page>
  );
}
