import { Link } from 'react-router';
import type { Lang } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { SearchBox } from '../../search/index.ts';
import { ContentBody, useContentPage } from '../../content/index.ts';
import { useImportantDates } from '../api/get-important-dates.ts';
import { useRefreshDate } from '../api/get-refresh-date.ts';
import { upcomingDates, type Upcoming } from '../upcoming-dates.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useLang, type Translator } from '../../../i18n/i18n.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useDashboardT, type DashboardKey } from '../messages.ts';
import '../dashboard.css';

// Each link's words are dash.<key> and dash.<key>Text.
const QUICK_LINKS = [
  { to: '/homestead', key: 'hx' },
  { to: '/parcelsearch', key: 'lookUp' },
  { to: '/tpp-instructions', key: 'tpp' },
  { to: '/faqcontent/forms', key: 'forms' },
  { to: '/tools/tax-estimator', key: 'tax' },
  { to: '/tools/portability', key: 'port' },
  { to: '/appeals', key: 'appeal' },
  { to: '/faqcontent/ImportantDates', key: 'dates' },
] as const;

function whenText(d: Upcoming, t: Translator<DashboardKey>, lang: Lang): string {
  if (d.when) return d.when;
  const date = formatDate(d.date, lang, 'long');
  if (d.daysAway === 0) return t('dash.today', { date });
  return t('dash.inDays', { date, n: d.daysAway });
}

function UpcomingDates() {
  const t = useDashboardT();
  const lang = useLang();
  const state = useImportantDates();
  const today = useToday();
  // Without the dates the section still points to the calendar page.
  const dates = state.status === 'ready' ? state.data : state.status === 'error' ? [] : null;
  if (dates === null) return <p role="status">{t('dash.loading')}</p>;
  if (dates.length === 0) return <p>{t.rich('dash.noDates', { link: (text) => <Link to="/faqcontent/ImportantDates">{text}</Link> })}</p>;
  return (
    <ol className="upcoming-dates">
      {upcomingDates(dates, today, 4).map((d) => (
        <li key={`${d.month}-${d.day}-${d.title}`}>
          <time dateTime={d.date.toISOString().slice(0, 10)} className="upcoming-when">
            {whenText(d, t, lang)}
          </time>
          <span className="upcoming-title">{d.link ? <Link to={d.link}>{d.title}</Link> : d.title}</span>
          <span className="upcoming-detail">{d.detail}</span>
        </li>
      ))}
    </ol>
  );
}

/** 'Data as of' from the card API; the line is left out when the date is not available. */
function DataAsOf() {
  const t = useDashboardT();
  const lang = useLang();
  const state = useRefreshDate();
  const day = state.status === 'ready' ? (state.data?.refreshDate?.slice(0, 10) ?? null) : null;
  // Local midnight of that day, so the day shown is the roll's whatever the reader's time zone.
  const parsed = day ? new Date(`${day}T00:00:00`) : null;
  if (!day || !parsed || Number.isNaN(parsed.getTime())) return null;
  return <p className="data-as-of">{t.rich('dash.asOf', { date: formatDate(parsed, lang, 'long'), time: (text) => <time dateTime={day}>{text}</time> })}</p>;
}

export default function DashboardPage() {
  const t = useDashboardT();
  const intro = useContentPage('page', 'dashboard');
  return (
    <Page heading={t('dash.title')} className="dashboard">
      {intro.status === 'ready' ? <ContentBody html={intro.page.html} /> : null}
      <section className="dashboard-search" aria-labelledby="dashboard-search-heading">
        <h2 id="dashboard-search-heading">{t('dash.find')}</h2>
        <SearchBox />
        <DataAsOf />
      </section>
      <section aria-labelledby="dashboard-tasks-heading">
        <h2 id="dashboard-tasks-heading">{t('dash.used')}</h2>
        <ul className="quick-links">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(`dash.${link.key}`)}</Link>
              <span>{t(`dash.${link.key}Text`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dashboard-dates-heading">
        <h2 id="dashboard-dates-heading">{t('dash.soon')}</h2>
        <UpcomingDates />
        <p>
          <Link to="/faqcontent/ImportantDates">{t('dash.allDates')}</Link>
        </p>
      </section>
    </Page>
  );
}
