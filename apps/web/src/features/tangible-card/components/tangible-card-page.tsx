import { useSearchParams } from 'react-router';
import { PAGE_TITLES } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { addressLines, money, penaltyRate } from '../../property-card/index.ts';
import { CardFailed, CardMissing } from '../../../components/card-missing.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { useTangibleCard } from '../api/get-tangible-card.ts';
import { FilingLinks } from './filing-links.tsx';

const TITLE = PAGE_TITLES['/tangiblecard']!;
const ACCOUNT = /^[A-Za-z0-9-]{1,20}$/;

/** /tangiblecard?acct=<account>: a business's tangible personal property return and values. */
export default function TangibleCardPage() {
  const [params] = useSearchParams();
  const raw = (params.get('acct') ?? params.get('ACCT') ?? '').trim();
  const acct = ACCOUNT.test(raw) ? raw.toUpperCase() : null;
  const card = useTangibleCard(acct);

  if (!acct) {
    const message = raw
      ? `'${raw}' is not a tangible property account number.`
      : 'No account was chosen. Search for a business by name or account number to see its card.';
    return (
      <Page heading={TITLE}>
        <CardMissing message={message} />
      </Page>
    );
  }
  if (card.status !== 'ready') {
    return (
      <Page heading={TITLE}>
        {card.status === 'loading' && <p role="status">Loading the tangible property card…</p>}
        {card.status === 'missing' && <CardMissing message={card.message} />}
        {card.status === 'failed' && <CardFailed />}
      </Page>
    );
  }
  const { info, values } = card.data;
  const mailing = addressLines(info.mailAddress, `${info.mailCity ?? ''}, ${info.mailState ?? ''} ${info.mailZip ?? ''}`);
  const location = addressLines(info.propertyAddress, info.propertyAddress ? `${info.propertyCity ?? ''}, ${info.propertyState} ${info.propertyZip ?? ''}` : '');
  const latest = values[0];
  return (
    <Page heading={`${TITLE}: ${info.accountNumber}`} title={`${info.businessName} – ${TITLE}`} className="tangible-card">
      <section aria-labelledby="tpp-summary" className="card-section">
        <h2 id="tpp-summary">{info.businessName}</h2>
        <dl className="card-facts">
          <div>
            <dt>Account</dt>
            <dd className="parcel-id">{info.accountNumber}</dd>
          </div>
          <div>
            <dt>Owner</dt>
            <dd>{info.ownerName}</dd>
          </div>
          <div>
            <dt>Business location</dt>
            <dd>{location.length > 0 ? location.map((l) => <span key={l} className="line">{l}</span>) : 'Not recorded'}</dd>
          </div>
          <div>
            <dt>Mailing address</dt>
            <dd>{mailing.map((l) => <span key={l} className="line">{l}</span>)}</dd>
          </div>
          <div>
            <dt>NAICS</dt>
            <dd>
              {info.naicsCode} – {info.naicsDescription}
            </dd>
          </div>
          <div>
            <dt>Jurisdiction</dt>
            <dd>{info.cityDescription}</dd>
          </div>
          <div>
            <dt>Filing status ({info.taxYear})</dt>
            <dd className="filing-status">{info.filingStatus}</dd>
          </div>
          {latest && (
            <div>
              <dt>Taxable value ({latest.taxYear})</dt>
              <dd>{money(latest.taxableValue)}</dd>
            </div>
          )}
        </dl>
      </section>
      <section aria-labelledby="tpp-values" className="card-section">
        <h2 id="tpp-values">Values by year</h2>
        <p className="hint">Each return receives an exemption of up to $25,000 of assessed value.</p>
        <DataTable
          id="tpp-values-table"
          caption="Tangible property values by tax year"
          rows={values}
          rowKey={(v) => String(v.taxYear)}
          empty="No values are on the roll for this account."
          columns={[
            { header: 'Tax year', cell: (v) => v.taxYear },
            { header: 'Furniture, fixtures and equipment', cell: (v) => money(v.furnitureValue), num: true },
            { header: 'Leasehold improvements', cell: (v) => money(v.leaseholdValue), num: true },
            { header: 'Market value', cell: (v) => money(v.marketValue), num: true },
            { header: 'Assessed value', cell: (v) => money(v.assessedValue), num: true },
            { header: '$25,000 exemption', cell: (v) => money(v.exemptValue), num: true },
            { header: 'Taxable value', cell: (v) => money(v.taxableValue), num: true },
            { header: 'Penalty', cell: (v) => penaltyRate(v.penaltyRate), num: true },
          ]}
        />
      </section>
      <FilingLinks account={info.accountNumber} />
    </Page>
  );
}
