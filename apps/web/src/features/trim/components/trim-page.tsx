import { Link, useSearchParams } from 'react-router';
import { parcelIdCandidates } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { CardFailed, CardMissing } from '../../../components/card-missing.tsx';
import { TaxShareChart } from '../../../components/tax-share-chart.tsx';
import { useLang } from '../../../i18n/i18n.tsx';
import { apiPath } from '../../../lib/api.ts';
import { useTrimNotice } from '../api/get-trim-notice.ts';
import { useTrimT } from '../messages.ts';
import { formatDay } from './format.ts';
import { AppealSection, HearingsSection, NonAdValoremSection, NoticeHeader, TaxesSection, ValuesSection } from './notice-sections.tsx';
import '../trim.css';

/** The years listed in the API's 404 for a year without values ('... the years there are: 2022, 2023.'). */
function yearsIn(message: string): string | null {
  const list = /there are: ([\d, ]+)/.exec(message)?.[1];
  return list ? list.trim() : null;
}

/** /trim?pid=<id>&year=<year>: a parcel's TRIM notice (Notice of Proposed Property Taxes). */
export default function TrimPage() {
  const t = useTrimT();
  const lang = useLang();
  const [params] = useSearchParams();
  const raw = params.get('pid') ?? params.get('PID') ?? '';
  const year = params.get('year');
  const pid = parcelIdCandidates(raw)[0] ?? null;
  const notice = useTrimNotice(pid, year && /^\d{4}$/.test(year) ? year : null);
  const title = t('trim.title');

  if (!pid) {
    return (
      <Page heading={title}>
        <CardMissing message={raw ? t('trim.badId', { raw }) : t('trim.noId')} notFound={raw !== ''} />
      </Page>
    );
  }
  if (notice.status === 'loading') {
    return (
      <Page heading={title}>
        <p role="status">{t('trim.loading')}</p>
      </Page>
    );
  }
  if (notice.status === 'missing') {
    const years = yearsIn(notice.message);
    const message = years ? t('trim.noYear', { year: year ?? '', years }) : lang === 'en' ? notice.message : t('trim.notOnRoll', { id: raw });
    return (
      <Page heading={title}>
        <CardMissing message={message} notFound />
      </Page>
    );
  }
  if (notice.status === 'failed') {
    return (
      <Page heading={title}>
        <CardFailed />
      </Page>
    );
  }
  const n = notice.data;
  const other = lang === 'en' ? 'es' : 'en';
  const basisAdopted = n.adValoremTotals.adopted !== null;
  return (
    <Page heading={t('trim.heading', { year: String(n.taxYear) })} title={`${n.displayParcelId} – ${title} ${n.taxYear}`} className="trim-notice">
      <p>{t('trim.intro')}</p>
      <ul className="trim-actions no-print">
        <li>
          <a href={apiPath('trimNoticePdf', { pid: n.parcelId, year: String(n.taxYear), lang })} type="application/pdf">
            {t('trim.pdf')}
          </a>
        </li>
        <li>
          <a href={apiPath('trimNoticePdf', { pid: n.parcelId, year: String(n.taxYear), lang: other })} type="application/pdf" hrefLang={other}>
            {t('trim.pdfOther')}
          </a>
        </li>
        <li>
          <Link to={`/propertycard?pid=${n.parcelId}`}>{t('trim.card')}</Link>
        </li>
      </ul>
      {n.years.length > 1 && (
        <nav aria-label={t('trim.otherYears')} className="trim-years no-print">
          <ul>
            {n.years.map((y) => (
              <li key={y}>{y === n.taxYear ? <span aria-current="page">{y}</span> : <Link to={`/trim?pid=${n.parcelId}&year=${y}`}>{y}</Link>}</li>
            ))}
          </ul>
        </nav>
      )}
      <NoticeHeader notice={n} />
      <ValuesSection notice={n} />
      <TaxesSection notice={n} />
      <TaxShareChart
        id="trim-shares"
        headingLevel={2}
        lang={lang}
        parts={[
          ...n.authorities.map((a) => ({ label: a.name, amount: (basisAdopted ? a.adopted : a.proposed)?.taxes ?? 0 })),
          ...n.nonAdValorem.map((a) => ({ label: a.description, amount: a.amount })),
        ]}
        labels={{
          heading: t('trim.shares.heading'),
          caption: t('trim.shares.caption'),
          part: t('trim.shares.part'),
          amount: t('trim.shares.amount'),
          share: t('trim.shares.share'),
          empty: t('trim.shares.empty'),
          summary: (largest, percent, count) => t('trim.shares.summary', { largest, percent, count: String(count) }),
        }}
      />
      <HearingsSection notice={n} />
      <NonAdValoremSection notice={n} />
      <AppealSection notice={n} />
      {n.dataAsOf && <p className="hint">{t('trim.dataAsOf', { date: formatDay(n.dataAsOf, lang) })}</p>}
    </Page>
  );
}
