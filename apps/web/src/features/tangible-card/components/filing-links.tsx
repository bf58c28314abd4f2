import { dialogs, type NoticeType } from '../../../app/dialogs.ts';

const FILINGS: { type: NoticeType; label: string }[] = [
  { type: 'tylerTPPSingle', label: 'File a single return' },
  { type: 'tylerTPPBatch', label: 'File returns in a batch' },
  { type: 'tylerTPPVendor', label: 'File as a software vendor' },
  { type: 'tylerTPPLOA', label: 'Submit a letter of authority' },
  { type: 'tylerTPPExtension', label: 'Request an extension' },
];

/** Online filing for tangible returns; each leaves the site through the external-link notice. */
export function FilingLinks({ account }: { account: string }) {
  return (
    <section aria-labelledby="tpp-filing" className="card-section no-print">
      <h2 id="tpp-filing">File online</h2>
      <p className="hint">Returns (DR-405) are due April 1; extension requests are due by March 31.</p>
      <ul className="filing-links">
        {FILINGS.map((f) => (
          <li key={f.type}>
            <button type="button" className="button secondary" data-notice-type={f.type} onClick={() => dialogs.openNotice({ Type: f.type, parcelId: account })}>
              {f.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
