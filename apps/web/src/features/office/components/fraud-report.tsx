import { useEffect, useRef, useState } from 'react';
import type { FraudDetail } from '@county/shared/office-queue';
import { closeFraudReport, readFraudReport } from '../api/feedback-queue.ts';

/** One homestead-fraud tip, read in full, with a button that closes it; focus moves to its heading. */
export function FraudReport({ receipt, csrf, onBack }: { receipt: string; csrf: string; onBack: () => void }) {
  const [item, setItem] = useState<FraudDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    readFraudReport(receipt).then(
      (found) => setItem(found),
      () => setFailed('This report could not be read. Go back to the list and try again.'),
    );
  }, [receipt]);
  // Once the item is shown, focus moves to its heading (after the render that shows it, however late).
  const shown = item !== null && item !== undefined;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  const close = () => void closeFraudReport(receipt, csrf).then(setItem, () => setFailed('The report could not be closed. Try again in a moment.'));

  return (
    <section aria-labelledby="fraud-report-heading">
      <p>
        <button type="button" className="button secondary" onClick={onBack}>
          Back to the reports
        </button>
      </p>
      {failed ? (
        <p role="alert" className="listing-error">
          {failed}
        </p>
      ) : null}
      {item ? (
        <>
          <h3 id="fraud-report-heading" ref={heading} tabIndex={-1}>
            Fraud report {item.receipt}
          </h3>
          <dl className="office-details">
            <dt>Received</dt>
            <dd>{new Date(item.receivedAt).toLocaleString('en-US')}</dd>
            <dt>Parcel</dt>
            <dd>
              {item.parcelId} {item.address}
            </dd>
            <dt>Reason</dt>
            <dd>{item.reason}</dd>
            <dt>Reported by</dt>
            <dd>{[item.reporterName, item.reporterEmail, item.reporterPhone].filter(Boolean).join(', ') || 'Anonymous'}</dd>
          </dl>
          <h4>Description</h4>
          <p className="office-message">{item.description}</p>
          {item.state === 'closed' ? (
            <p role="status">Closed by {item.closedBy ?? ''}.</p>
          ) : (
            <button type="button" className="button" onClick={close}>
              Close this report
            </button>
          )}
        </>
      ) : null}
    </section>
  );
}
