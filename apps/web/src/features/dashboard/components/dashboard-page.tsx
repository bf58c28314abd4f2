import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_TITLES, type Lang } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { getJson } from '../../../lib/http.ts';
import { firstViewAnswer } from '../../../lib/first-view.ts';
import { SearchBox } from '../../search/components/search-box.tsx';
import { useContentPage } from '../../content/use-content-page.ts';
import { ContentBody } from '../../content/components/content-body.tsx';
import type { ImportantDate } from '../../content/content-types.ts';
import { upcomingDates, type Upcoming } from '../upcoming-dates.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import '../dashboard.css';

const QUICK_LINKS = [
  { to: '/homestead', label: 'File for homestead', text: 'Save on taxes on the home you live in. Due March 1.' },
  { to: '/parcelsearch', label: 'Look up a property', text: 'Owner, values, exemptions, sales and taxes of any parcel.' },
  { to: '/tpp-instructions', label: 'File a business (TPP) return', text: 'Tangible personal property returns are due April 1.' },
  { to: '/faqcontent/forms', label: 'Forms', text: 'Applications, returns and printable summaries.' },
  { to: '/tools/tax-estimator', label: 'Estimate taxes', text: 'Next year’s taxes on a home you buy, and nearby sales.' },
  { to: '/tools/portability', label: 'Estimate portability', text: 'How much Save Our Homes benefit moves to your new home.' },
  { to: '/appeals', label: 'Appeal a value', text: 'Talk with us first; petitions are due 25 days after the TRIM notice.' },
  { to: '/faqcontent/ImportantDates', label: 'Important dates', text: 'The property tax calendar of the year.' },
];

const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const DATA_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function whenText(d: Upcoming): string {
  if (d.when) return d.when;
  if (d.daysAway === 0) return `Today, ${MONTH_DAY.format(d.date)}`;
  return `${MONTH_DAY.format(d.date)} (in ${d.daysAway} day${d.daysAway === 1 ? '' : 's'})`;
}

// Spanish pages ask for the Spanish dates, under the same path the server's first view uses.
const datesPath = (lang: Lang) => (lang === 'en' ? '/api/Content/GetImportantDates' : `/api/Content/GetImportantDates?lang=${lang}`);
const REFRESH_PATH = '/api/Parcel/GetSystemRefreshDate';

function UpcomingDates() {
  const path = datesPath(useLang());
  const [dates, setDates] = useState<ImportantDate[] | null>(() => firstViewAnswer<ImportantDate[]>(path) ?? null);
  useEffect(() => {
    if (firstViewAnswer(path)) return;
    const controller = new AbortController();
    getJson<ImportantDate[]>(path, { signal: controller.signal })
      .then(setDates)
      .catch(() => setDates([]));
    return () => controller.abort();
  }, [path]);
  if (dates === null) return <p role="status">Loading dates…</p>;
  if (dates.length === 0) return <p>The calendar is on the <Link to="/faqcontent/ImportantDates">Important Dates</Link> page.</p>;
  return (
    <ol className="upcoming-dates">
      {upcomingDates(dates, new Date(), 4).map((d) => (
        <li key={`${d.month}-${d.day}-${d.title}`}>
          <time dateTime={d.date.toISOString().slice(0, 10)} className="upcoming-when">
            {whenText(d)}
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
  const [date, setDate] = useState<string | null>(
    () => firstViewAnswer<{ refreshDate: string | null }>(REFRESH_PATH)?.refreshDate ?? null,
  );
  useEffect(() => {
    if (firstViewAnswer(REFRESH_PATH)) return;
    const controller = new AbortController();
    getJson<{ refreshDate: string | null }>(REFRESH_PATH, { signal: controller.signal, quiet: true })
      .then((answer) => setDate(answer?.refreshDate ?? null))
      .catch(() => setDate(null));
    return () => controller.abort();
  }, []);
  const parsed = date ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) return null;
  return (
    <p className="data-as-of">
      Property data as of <time dateTime={date!.slice(0, 10)}>{DATA_DATE.format(parsed)}</time>
    </p>
  );
}

export default function DashboardPage() {
  const intro = useContentPage('page', 'dashboard');
  return (
    <Page heading={PAGE_TITLES['/dashboard']!} className="dashboard">
      {intro.status === 'ready' ? <ContentBody html={intro.page.html} /> : null}
      <section className="dashboard-search" aria-labelledby="dashboard-search-heading">
        <h2 id="dashboard-search-heading">Find a property</h2>
        <SearchBox />
        <DataAsOf />
      </section>
      <section aria-labelledby="dashboard-tasks-heading">
        <h2 id="dashboard-tasks-heading">Most used</h2>
        <ul className="quick-links">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
              <span>{link.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dashboard-dates-heading">
        <h2 id="dashboard-dates-heading">Coming up</h2>
        <UpcomingDates />
        <p>
          <Link to="/faqcontent/ImportantDates">All important dates</Link>
        </p>
      </section>
    </Page>
  );
}
