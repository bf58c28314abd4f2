import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { usePositions } from '../api/get-positions.ts';
import { usePosition } from '../api/get-position.ts';
import { longDate } from '../format.ts';
import type { PositionSummary } from '@county/shared/listings';
import { LoadStatus } from '../../../components/load-status.tsx';
import { ServerHtml } from './server-html.tsx';
import { formatMoney } from '../../../i18n/format.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { useListingsT } from '../messages.ts';
import '../listings.css';

function PositionFacts({ position }: { position: PositionSummary }) {
  const t = useListingsT();
  const lang = useLang();
  const cents = position.salaryPeriod === 'hour';
  return (
    <dl className="listing-facts">
      <dt>{t('listings.position.department')}</dt>
      <dd>{position.department}</dd>
      <dt>{t('listings.position.salary')}</dt>
      <dd>
        {t('listings.position.salaryRange', {
          min: formatMoney(position.salaryMin, lang, cents),
          max: formatMoney(position.salaryMax, lang, cents),
          period: position.salaryPeriod,
        })}
      </dd>
      <dt>{t('listings.position.closing')}</dt>
      <dd>{position.closes ? t('listings.position.applyBy', { date: longDate(position.closes, lang) }) : t('listings.position.untilFilled')}</dd>
    </dl>
  );
}

function PositionList() {
  const t = useListingsT();
  const data = usePositions();
  return (
    <Page heading={t('listings.employment.title')}>
      <p>{t('listings.employment.intro')}</p>
      <LoadStatus data={data} />
      {data.state === 'ready' && data.data.positions.length === 0 && <p>{t('listings.employment.none')}</p>}
      {data.state === 'ready' && data.data.positions.length > 0 && (
        <ul className="listing-list" aria-label={t('listings.employment.list')}>
          {data.data.positions.map((position) => (
            <li key={position.id} className="listing-card">
              <h2>
                <Link to={`/employment/${position.id}`}>{position.title}</Link>
              </h2>
              <PositionFacts position={position} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function PositionDetail({ id }: { id: string }) {
  const t = useListingsT();
  const lang = useLang();
  const data = usePosition(id);
  const heading = t('listings.employment.title');
  const back = <Link to="/employment">{t('listings.employment.all')}</Link>;
  if (data.state !== 'ready') {
    // The server's closing sentence carries an English date; a Spanish page says it without one.
    const shown = data.state === 'error' && data.status === 410 && lang !== 'en' ? { ...data, message: t('listings.employment.closed') } : data;
    return (
      <Page heading={heading}>
        <LoadStatus data={shown} />
        {data.state === 'error' && <p>{back}</p>}
      </Page>
    );
  }
  const position = data.data;
  return (
    <Page heading={position.title} title={`${position.title} | ${heading}`}>
      <p>{back}</p>
      <PositionFacts position={position} />
      <dl className="listing-facts">
        <dt>{t('listings.position.type')}</dt>
        <dd>{position.employmentType}</dd>
        <dt>{t('listings.position.location')}</dt>
        <dd>{position.location}</dd>
        <dt>{t('listings.position.posted')}</dt>
        <dd>{longDate(position.posted, lang)}</dd>
      </dl>
      <ServerHtml html={position.descriptionHtml} className="listing-description" />
    </Page>
  );
}

/** /employment lists the open positions; /employment/{id} shows one. */
export default function EmploymentPage() {
  const { jobId } = useParams();
  return jobId ? <PositionDetail key={jobId} id={jobId} /> : <PositionList />;
}
