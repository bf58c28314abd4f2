import type { PrcCertifiedTax, PrcNonAdValorem, PrcTotalTaxes } from '@county/shared/cards';
import { dialogs } from '../../../app/dialogs.ts';
import { mills, money, moneyCents } from '../format.ts';
import { DataTable } from '../../../components/data-table.tsx';

interface TaxesSectionProps {
  parcelId: string;
  taxes: PrcCertifiedTax[];
  nonAdValorem: PrcNonAdValorem[];
  total: PrcTotalTaxes;
}

/** Ad valorem taxes by authority, non-ad valorem assessments and the total, for the current year. */
export function TaxesSection({ parcelId, taxes, nonAdValorem, total }: TaxesSectionProps) {
  return (
    <section aria-labelledby="card-taxes" className="card-section">
      <h2 id="card-taxes">Taxes for {total.taxYear}</h2>
      <p className="hint">
        Taxes are the appraiser&apos;s estimate from each authority&apos;s millage (dollars per $1,000 of taxable value). School levies
        apply to the school taxable value. The tax collector sends the bill.
      </p>
      <DataTable
        id="taxes-table"
        caption="Ad valorem taxes by taxing authority"
        rows={taxes}
        rowKey={(t) => t.authorityCode}
        empty="No millage has been set for this year yet."
        columns={[
          { header: 'Taxing authority', cell: (t) => t.taxingAuthority },
          { header: 'Millage', cell: (t) => mills(t.millage), num: true },
          { header: 'Assessed', cell: (t) => money(t.assessedValue), num: true },
          { header: 'Exemptions', cell: (t) => money(t.exemptValue), num: true },
          { header: 'Taxable', cell: (t) => money(t.taxableValue), num: true },
          { header: 'Tax', cell: (t) => moneyCents(t.taxAmount), num: true },
        ]}
        footer={
          <tfoot>
            <tr>
              <th scope="row">Ad valorem total</th>
              <td className="num">{mills(total.totalMillage)}</td>
              <td colSpan={3}>
                <span className="visually-hidden">Not applicable</span>
              </td>
              <td className="num">{moneyCents(total.adValoremTaxes)}</td>
            </tr>
          </tfoot>
        }
      />
      <DataTable
        id="non-ad-valorem-table"
        caption="Non-ad valorem assessments"
        rows={nonAdValorem}
        rowKey={(n) => n.levyCode}
        empty="No non-ad valorem assessments for this year."
        columns={[
          { header: 'Assessment', cell: (n) => n.description },
          { header: 'Units', cell: (n) => n.units, num: true },
          { header: 'Rate', cell: (n) => moneyCents(n.rate), num: true },
          { header: 'Amount', cell: (n) => moneyCents(n.amount), num: true },
        ]}
      />
      <p className="tax-total">
        Total estimated taxes for {total.taxYear}: <strong>{moneyCents(total.totalTaxes)}</strong>
      </p>
      <p className="no-print">
        <button type="button" className="button secondary" onClick={() => dialogs.openNotice({ Type: 'taxes', parcelId })}>
          Pay or view the bill at the Tax Collector
        </button>
      </p>
    </section>
  );
}
