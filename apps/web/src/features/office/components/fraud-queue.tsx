import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FraudList, FraudState } from '@county/shared/office-queue';
import { DataTable } from '../../../components/data-table.tsx';
import { readFraudList } from '../api/feedback-queue.ts';
import { FraudReport } from './fraud-report.tsx';

type Filter = { state: FraudState | ''; q: string; page: number };

/** Homestead-fraud tips (decision 141): open ones first shown, newest first; a report opens in place. */
export function FraudQueue({ csrf }: { csrf: string }) {
  const [filter, setFilter] = useState<Filter>({ state: 'open', q: '', page: 1 });
  const [draft, setDraft] = useState<Filter>(filter);
  const [list, setList] = useState<FraudList | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const lastOpened = useRef<string | null>(null);

  useEffect(() => {
    if (open) return;
    readFraudList({ page: filter.page, state: filter.state || undefined, q: filter.q || undefined }).then(
      (found) => {
        setFailed(false);
        setList(found);
        const back = lastOpened.current;
        lastOpened.current = null;
        // A closed report leaves the list of open ones: focus then goes to the section's heading.
        if (back) requestAnimationFrame(() => (document.getElementById(`open-${back}`) ?? document.getElementById('fraud-heading'))?.focus());
      },
      () => setFailed(true),
    );
  }, [filter, open]);

  const heading = (
    <h2 id="fraud-heading" tabIndex={-1}>
      Fraud reports
    </h2>
  );
  if (open) {
    return (
      <section aria-labelledby="fraud-heading">
        {heading}
        <FraudReport receipt={open} csrf={csrf} onBack={() => setOpen(null)} />
      </section>
    );
  }
  const search = (event: FormEvent) => {
    event.preventDefault();
    lastOpened.current = null;
    setFilter({ ...draft, page: 1 });
  };
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <section aria-labelledby="fraud-heading">
      {heading}
      <form className="office-filter" onSubmit={search} role="search" aria-label="Fraud reports">
        <label htmlFor="fraud-state">
          Show
          <select id="fraud-state" value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value as Filter['state'] })}>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
            <option value="">All</option>
          </select>
        </label>
        <label htmlFor="fraud-q">
          E-mail, address, parcel or words
          <input id="fraud-q" type="search" value={draft.q} maxLength={200} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        </label>
        <button type="submit" className="button">
          Show reports
        </button>
      </form>
      {failed ? <p role="alert">The fraud reports could not be read. Reload the page to try again.</p> : null}
      {list ? (
        <>
          <p role="status">
            {list.total.toLocaleString('en-US')} {list.total === 1 ? 'report' : 'reports'}
            {pages > 1 ? `, page ${list.page} of ${pages}` : ''}
          </p>
          <DataTable
            id="fraud"
            caption="Fraud reports, newest first"
            rows={list.items}
            rowKey={(item) => item.receipt}
            empty="No fraud report matches."
            columns={[
              { header: 'Received', cell: (item) => new Date(item.receivedAt).toLocaleString('en-US') },
              { header: 'Parcel', cell: (item) => `${item.parcelId} ${item.address}` },
              { header: 'Reason', cell: (item) => item.reason },
              { header: 'State', cell: (item) => (item.state === 'closed' ? 'Closed' : 'Open') },
              {
                header: 'Report',
                cell: (item) => (
                  <button
                    type="button"
                    id={`open-${item.receipt}`}
                    className="button secondary"
                    onClick={() => {
                      lastOpened.current = item.receipt;
                      setOpen(item.receipt);
                    }}
                  >
                    Open {item.receipt}
                  </button>
                ),
              },
            ]}
          />
          {pages > 1 ? (
            <p>
              <button type="button" className="button secondary" disabled={list.page <= 1} onClick={() => setFilter({ ...filter, page: list.page - 1 })}>
                Previous page
              </button>{' '}
              <button type="button" className="button secondary" disabled={list.page >= pages} onClick={() => setFilter({ ...filter, page: list.page + 1 })}>
                Next page
              </button>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
