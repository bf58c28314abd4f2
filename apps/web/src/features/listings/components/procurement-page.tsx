import { useId, useState } from 'react';
import { PAGE_TITLES } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { useSolicitations } from '../api/get-solicitations.ts';
import { longDate } from '../format.ts';
import type { Solicitation, SolicitationStatus } from '@county/shared/listings';
import { LoadStatus } from '../../../components/load-status.tsx';
import { ServerHtml } from './server-html.tsx';
import '../listings.css';

const STATUSES: SolicitationStatus[] = ['Open', 'Under evaluation', 'Awarded', 'Cancelled'];

function SolicitationCard({ s }: { s: Solicitation }) {
  return (
    <li className="listing-card">
      <h2>
        {s.number}: {s.title}
      </h2>
      <p>
        <span className={s.status === 'Open' ? 'listing-status open' : 'listing-status'}>{s.status}</span> {s.kind}
      </p>
      <dl className="listing-facts">
        <dt>Issued</dt>
        <dd>{longDate(s.issued)}</dd>
        {s.questionsDue && (
          <>
            <dt>Questions due</dt>
            <dd>{longDate(s.questionsDue)}</dd>
          </>
        )}
        <dt>Due</dt>
        <dd>{longDate(s.due)}</dd>
        {s.awardedTo && (
          <>
            <dt>Awarded to</dt>
            <dd>
              {s.awardedTo}
              {s.awardDate ? ` on ${longDate(s.awardDate)}` : ''}
            </dd>
          </>
        )}
        <dt>Contact</dt>
        <dd>{s.contact}</dd>
      </dl>
      <ServerHtml html={s.descriptionHtml} />
      {s.documents.length > 0 && (
        <>
          <h3>Documents</h3>
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
  const data = useSolicitations();
  const [status, setStatus] = useState('');
  const selectId = useId();
  const shown = data.state === 'ready' ? data.data.solicitations.filter((s) => !status || s.status === status) : [];
  return (
    <Page heading={PAGE_TITLES['/procurement']!}>
      <p>
        Invitations to bid, requests for proposals and requests for quotes issued by the office. Bids and proposals are due by 2:00 PM
        Eastern time on the due date unless the documents say otherwise.
      </p>
      <LoadStatus data={data} />
      {data.state === 'ready' && (
        <>
          <div className="listing-filter">
            <label htmlFor={selectId}>
              Show{' '}
              <select id={selectId} value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="">All solicitations</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
            <span role="status">
              {shown.length} of {data.data.solicitations.length} shown
            </span>
          </div>
          {shown.length === 0 ? (
            <p>There are no solicitations with this status.</p>
          ) : (
            <ul className="listing-list" aria-label="Solicitations">
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
