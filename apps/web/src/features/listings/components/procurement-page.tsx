import { useId, useState } from 'react';
import { Page } from '../../../components/page.tsx';
import { useSolicitations } from '../api/get-solicitations.ts';
import { longDate } from '../format.ts';
import type { Solicitation, SolicitationStatus } from '@county/shared/listings';
import { LoadStatus } from '../../../components/load-status.tsx';
import { ServerHtml } from './server-html.tsx';
import { useLang } from '../../../i18n/i18n.tsx';
import { useListingsT, type ListingsKey } from '../messages.ts';
import '../listings.css';

/** The statuses the server knows, each with its words in the catalog (the filter sends the English value). */
const STATUSES: Record<SolicitationStatus, ListingsKey> = {
  Open: 'listings.procurement.status.Open',
  'Under evaluation': 'listings.procurement.status.UnderEvaluation',
  Awarded: 'listings.procurement.status.Awarded',
  Cancelled: 'listings.procurement.status.Cancelled',
};

function SolicitationCard({ s }: { s: Solicitation }) {
  const t = useListingsT();
  const lang = useLang();
  return (
    <li className="listing-card">
      <h2>
        {s.number}: {s.title}
      </h2>
      <p>
        <span className={s.status === 'Open' ? 'listing-status open' : 'listing-status'}>{t(STATUSES[s.status])}</span> {s.kind}
      </p>
      <dl className="listing-facts">
        <dt>{t('listings.procurement.issued')}</dt>
        <dd>{longDate(s.issued, lang)}</dd>
        {s.questionsDue && (
          <>
            <dt>{t('listings.procurement.questionsDue')}</dt>
            <dd>{longDate(s.questionsDue, lang)}</dd>
          </>
        )}
        <dt>{t('listings.procurement.due')}</dt>
        <dd>{longDate(s.due, lang)}</dd>
        {s.awardedTo && (
          <>
            <dt>{t('listings.procurement.awardedTo')}</dt>
            <dd>{s.awardDate ? t('listings.procurement.awardedOn', { name: s.awardedTo, date: longDate(s.awardDate, lang) }) : s.awardedTo}</dd>
          </>
        )}
        <dt>{t('listings.procurement.contact')}</dt>
        <dd>{s.contact}</dd>
      </dl>
      <ServerHtml html={s.descriptionHtml} />
      {s.documents.length > 0 && (
        <>
          <h3>{t('listings.procurement.documents')}</h3>
          <ul>
            {s.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url}>{d.title} (PDF)</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

export default function ProcurementPage() {
  const t = useListingsT();
  const data = useSolicitations();
  const [status, setStatus] = useState('');
  const selectId = useId();
  const shown = data.state === 'ready' ? data.data.solicitations.filter((s) => !status || s.status === status) : [];
  return (
    <Page heading={t('listings.procurement.title')}>
      <p>{t('listings.procurement.intro')}</p>
      <LoadStatus data={data} />
      {data.state === 'ready' && (
        <>
          <div className="listing-filter">
            <label htmlFor={selectId}>
              {t('listings.procurement.show')}{' '}
              <select id={selectId} value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="">{t('listings.procurement.all')}</option>
                {(Object.keys(STATUSES) as SolicitationStatus[]).map((s) => (
                  <option key={s} value={s}>
                    {t(STATUSES[s])}
                  </option>
                ))}
              </select>
            </label>
            <span role="status">{t('listings.procurement.shown', { shown: shown.length, total: data.data.solicitations.length })}</span>
          </div>
          {shown.length === 0 ? (
            <p>{t('listings.procurement.none')}</p>
          ) : (
            <ul className="listing-list" aria-label={t('listings.procurement.list')}>
              {shown.map((s) => (
                <SolicitationCard key={s.id} s={s} />
              ))}
            </ul>
          )}
        </>
      )}
    </Page>
  );
}
