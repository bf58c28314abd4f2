import { useSearchParams } from 'react-router';
import { ownerInLang } from '@county/shared/confidential';
import { Page } from '../../../components/page.tsx';
import { addressLines, money, penaltyRate } from '../../property-card/index.ts';
import { CardFailed, CardMissing } from '../../../components/card-missing.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { Lines } from '../../../components/lines.tsx';
import { useTangibleCard } from '../api/get-tangible-card.ts';
import { FilingLinks } from './filing-links.tsx';
import { useLang } from '../../../i18n/i18n.tsx';
import { useTangibleT } from '../messages.ts';

const ACCOUNT = /^[A-Za-z0-9-]{1,20}$/;

// The roll's filing statuses, in the page's language; a status the roll adds later shows as it is.
const FILING_STATUS = {
  Filed: 'tpp.status.filed',
  'Not Filed': 'tpp.status.notFiled',
  Extension: 'tpp.status.extension',
  Exempt: 'tpp.status.exempt',
} as const;

function filingStatus(status: string, t: ReturnType<typeof useTangibleT>): string {
  return Object.hasOwn(FILING_STATUS, status) ? t(FILING_STATUS[status as keyof typeof FILING_STATUS]) : status;
}

/** /tangiblecard?acct=<account>: a business's tangible personal property return and values. */
export default function TangibleCardPage() {
  const t = useTangibleT();
  const lang = useLang();
  const title = t('tpp.title');
  const [params] = useSearchParams();
  const raw = (params.get('acct') ?? params.get('ACCT') ?? '').trim();
  const acct = ACCOUNT.test(raw) ? raw.toUpperCase() : null;
  const card = useTangibleCard(acct);

  if (!acct) {
    const message = raw ? t('tpp.badAccount', { raw }) : t('tpp.noAccount');
    return (
      <Page heading={title}>
        <CardMissing message={message} notFound={raw !== ''} />
      </Page>
    );
  }
  if (card.status !== 'ready') {
    return (
      <Page heading={title}>
        {card.status === 'loading' && <p role="status">{t('tpp.loading')}</p>}
        {/* The server's sentence names the account in English; a Spanish page says the same in Spanish. */}
        {card.status === 'missing' && <CardMissing message={lang === 'en' ? card.message : t('tpp.notOnRoll', { account: acct })} notFound />}
        {card.status === 'failed' && <CardFailed />}
      </Page>
    );
  }
  const { info, values } = card.data;
  const mailing = addressLines(info.mailAddress, `${info.mailCity ?? ''}, ${info.mailState ?? ''} ${info.mailZip ?? ''}`);
  const location = addressLines(
    info.propertyAddress,
    info.propertyAddress ? `${info.propertyCity ?? ''}, ${info.propertyState} ${info.propertyZip ?? ''}` : '',
  );
  const latest = values[0];
  return (
    <Page heading={`${title}: ${info.accountNumber}`} title={`${ownerInLang(info.businessName, lang)} – ${title}`} className="tangible-card">
      <section aria-labelledby="tpp-summary" className="card-section">
        <h2 id="tpp-summary">{ownerInLang(info.businessName, lang)}</h2>
        <dl className="card-facts">
          <div>
            <dt>{t('tpp.account')}</dt>
            <dd className="parcel-id">{info.accountNumber}</dd>
          </div>
          <div>
            <dt>{t('tpp.owner')}</dt>
            <dd>{ownerInLang(info.ownerName, lang)}</dd>
          </div>
          <div>
            <dt>{t('tpp.location')}</dt>
            <dd>
              <Lines lines={location} empty={t('tpp.notRecorded')} />
            </dd>
          </div>
          <div>
            <dt>{t('tpp.mailing')}</dt>
            <dd>
              <Lines lines={mailing} />
            </dd>
          </div>
          <div>
            <dt>{t('tpp.naics')}</dt>
            <dd>
              {info.naicsCode} – {info.naicsDescription}
            </dd>
          </div>
          <div>
            <dt>{t('tpp.jurisdiction')}</dt>
            <dd>{info.cityDescription}</dd>
          </div>
          <div>
            <dt>{t('tpp.filingStatus', { year: String(info.taxYear) })}</dt>
            <dd className="filing-status">{filingStatus(info.filingStatus, t)}</dd>
          </div>
          {latest && (
            <div>
              <dt>{t('tpp.taxableValueYear', { year: String(latest.taxYear) })}</dt>
              <dd>{money(latest.taxableValue, lang)}</dd>
            </div>
          )}
        </dl>
      </section>
      <section aria-labelledby="tpp-values" className="card-section">
        <h2 id="tpp-values">{t('tpp.values.heading')}</h2>
        <p className="hint">{t('tpp.values.hint')}</p>
        <DataTable
          id="tpp-values-table"
          caption={t('tpp.values.caption')}
          rows={values}
          rowKey={(v) => String(v.taxYear)}
          empty={t('tpp.values.none')}
          columns={[
            { header: t('tpp.values.taxYear'), cell: (v) => v.taxYear },
            { header: t('tpp.values.furniture'), cell: (v) => money(v.furnitureValue, lang), num: true },
            { header: t('tpp.values.leasehold'), cell: (v) => money(v.leaseholdValue, lang), num: true },
            { header: t('tpp.values.market'), cell: (v) => money(v.marketValue, lang), num: true },
            { header: t('tpp.values.assessed'), cell: (v) => money(v.assessedValue, lang), num: true },
            { header: t('tpp.values.exemption'), cell: (v) => money(v.exemptValue, lang), num: true },
            { header: t('tpp.values.taxable'), cell: (v) => money(v.taxableValue, lang), num: true },
            { header: t('tpp.values.penalty'), cell: (v) => penaltyRate(v.penaltyRate, t('tpp.values.noPenalty')), num: true },
          ]}
        />
      </section>
      <FilingLinks account={info.accountNumber} />
    </Page>
  );
}
