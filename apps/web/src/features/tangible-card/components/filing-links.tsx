import { dialogs, type NoticeType } from '../../../lib/dialogs.ts';
import { useTangibleT, type TangibleKey } from '../messages.ts';

const FILINGS: { type: NoticeType; label: TangibleKey }[] = [
  { type: 'tylerTPPSingle', label: 'tpp.filing.single' },
  { type: 'tylerTPPBatch', label: 'tpp.filing.batch' },
  { type: 'tylerTPPVendor', label: 'tpp.filing.vendor' },
  { type: 'tylerTPPLOA', label: 'tpp.filing.loa' },
  { type: 'tylerTPPExtension', label: 'tpp.filing.extension' },
];

/** Online filing for tangible returns; each leaves the site through the external-link notice. */
export function FilingLinks({ account }: { account: string }) {
  const t = useTangibleT();
  return (
    <section aria-labelledby="tpp-filing" className="card-section no-print">
      <h2 id="tpp-filing">{t('tpp.filing.heading')}</h2>
      <p className="hint">{t('tpp.filing.hint')}</p>
      <ul className="filing-links">
        {FILINGS.map((f) => (
          <li key={f.type}>
            <button
              type="button"
              className="button secondary"
              data-notice-type={f.type}
              onClick={() => dialogs.openNotice({ Type: f.type, parcelId: account })}
            >
              {t(f.label)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
