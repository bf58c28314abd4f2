import { Link, useParams } from 'react-router';
import { PAGE_TITLES } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { usePositions } from '../api/get-positions.ts';
import { usePosition } from '../api/get-position.ts';
import { longDate, salaryRange } from '../format.ts';
import type { PositionSummary } from '@county/shared/listings';
import { LoadStatus } from '../../../components/load-status.tsx';
import { ServerHtml } from './server-html.tsx';
import '../listings.css';

const HEADING = PAGE_TITLES['/employment']!;

function closing(closes: string | null): string {
  return closes ? `Apply by ${longDate(closes)}` : 'Open until filled';
}

function PositionFacts({ position }: { position: PositionSummary }) {
  return (
    <dl className="listing-facts">
      <dt>Department</dt>
      <dd>{position.department}</dd>
      <dt>Salary</dt>
      <dd>{salaryRange(position.salaryMin, position.salaryMax, position.salaryPeriod)}</dd>
      <dt>Closing date</dt>
      <dd>{closing(position.closes)}</dd>
    </dl>
  );
}

function PositionList() {
  const data = usePositions();
  return (
    <Page heading={HEADING}>
      <p>
        Join the team that values every property in the county fairly and helps owners with their exemptions. Positions are listed
        until their closing date.
      </p>
      <LoadStatus data={data} />
      {data.state === 'ready' && data.data.positions.length === 0 && (
        <p>There are no open positions at this time. Please check back soon.</p>
      )}
      {data.state === 'ready' && data.data.positions.length > 0 && (
        <ul className="listing-list" aria-label="Open positions">
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
  const data = usePosition(id);
  const back = <Link to="/employment">All open positions</Link>;
  if (data.state !== 'ready') {
    return (
      <Page heading={HEADING}>
        <LoadStatus data={data} />
        {data.state === 'error' && <p>{back}</p>}
      </Page>
    );
  }
  const position = data.data;
  return (
    <Page heading={position.title} title={`${position.title} | ${HEADING}`}>
      <p>{back}</p>
      <PositionFacts position={position} />
      <dl className="listing-facts">
        <dt>Type</dt>
        <dd>{position.employmentType}</dd>
        <dt>Location</dt>
        <dd>{position.location}</dd>
        <dt>Posted</dt>
        <dd>{longDate(position.posted)}</dd>
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
