import { Link } from 'react-router';
import { PAGE_TITLES } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { SearchBox } from '../../search/index.ts';
import { ContentBody, useContentPage } from '../../content/index.ts';
import { useImportantDates } from '../api/get-important-dates.ts';
import { useRefreshDate } from '../api/get-refresh-date.ts';
import { upcomingDates, type Upcoming } from '../upcoming-dates.ts';
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

function UpcomingDates() {
  const state = useImportantDates();
  // Without the dates the section still points to the calendar page.
  const dates = state.status === 'ready' ? state.data : state.status === 'error' ? [] : null;
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
  const state = useRefreshDate();
  const date = state.status === 'ready' ? (state.data?.refreshDate ?? null) : null;
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
