import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FeedbackList, FeedbackState } from '@county/shared/office-queue';
import { DataTable } from '../../../components/data-table.tsx';
import { readFeedbackList } from '../api/feedback-queue.ts';
import { FeedbackMessage } from './feedback-message.tsx';

type Filter = { state: FeedbackState | ''; q: string; page: number };

/**
 * Website feedback for customer service and supervisors (decision 141): newest first, by state or
 * words, a page at a time; a message opens in place, and going back returns focus to its row's button.
 */
export function FeedbackQueue({ csrf }: { csrf: string }) {
  const [filter, setFilter] = useState<Filter>({ state: 'new', q: '', page: 1 });
  const [draft, setDraft] = useState<Filter>(filter);
  const [list, setList] = useState<FeedbackList | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const lastOpened = useRef<string | null>(null);

  useEffect(() => {
    if (open) return;
    readFeedbackList({ page: filter.page, state: filter.state || undefined, q: filter.q || undefined }).then(
      (found) => {
        setFailed(false);
        setList(found);
        const back = lastOpened.current;
        lastOpened.current = null;
        // An answered message leaves the list of new ones: focus then goes to the section's heading.
        if (back) requestAnimationFrame(() => (document.getElementById(`open-${back}`) ?? document.getElementById('feedback-heading'))?.focus());
      },
      () => setFailed(true),
    );
  }, [filter, open]);

  if (open) {
    return (
      <section aria-labelledby="feedback-heading">
        <h2 id="feedback-heading">Feedback</h2>
        <FeedbackMessage receipt={open} csrf={csrf} onBack={() => setOpen(null)} />
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
    <section aria-labelledby="feedback-heading">
      <h2 id="feedback-heading" tabIndex={-1}>
        Feedback
      </h2>
      <form className="office-filter" onSubmit={search} role="search" aria-label="Feedback">
        <label htmlFor="feedback-state">
          Show
          <select id="feedback-state" value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value as Filter['state'] })}>
            <option value="new">New</option>
            <option value="answered">Answered</option>
            <option value="">All</option>
          </select>
        </label>
        <label htmlFor="feedback-q">
          E-mail, name or words
          <input id="feedback-q" type="search" value={draft.q} maxLength={200} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        </label>
        <button type="submit" className="button">
          Show feedback
        </button>
      </form>
      {failed ? <p role="alert">The feedback could not be read. Reload the page to try again.</p> : null}
      {list ? (
        <>
          <p role="status">
            {list.total.toLocaleString('en-US')} {list.total === 1 ? 'message' : 'messages'}
            {pages > 1 ? `, page ${list.page} of ${pages}` : ''}
          </p>
          <DataTable
            id="feedback"
            caption="Feedback, newest first"
            rows={list.items}
            rowKey={(item) => item.receipt}
            empty="No feedback matches."
            columns={[
              { header: 'Received', cell: (item) => new Date(item.receivedAt).toLocaleString('en-US') },
              { header: 'From', cell: (item) => `${item.name} <${item.email}>` },
              { header: 'Type', cell: (item) => item.feedbackType },
              { header: 'State', cell: (item) => (item.state === 'answered' ? 'Answered' : 'New') },
              {
                header: 'Message',
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
