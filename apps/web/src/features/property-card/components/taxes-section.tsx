import { Link } from 'react-router';
import type { PrcCertifiedTax, PrcNonAdValorem, PrcTotalTaxes } from '@county/shared/cards';
import { TaxShareChart } from '../../../components/tax-share-chart.tsx';
import { dialogs } from '../../../lib/dialogs.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { mills, money, moneyCents } from '../format.ts';
import { useCardT } from '../messages.ts';
import { DataTable } from '../../../components/data-table.tsx';

interface TaxesSectionProps {
  parcelId: string;
  taxes: PrcCertifiedTax[];
  nonAdValorem: PrcNonAdValorem[];
  total: PrcTotalTaxes;
}

/** Ad valorem taxes by authority, non-ad valorem assessments and the total, for the current year. */
export function TaxesSection({ parcelId, taxes, nonAdValorem, total }: TaxesSectionProps) {
  const t = useCardT();
  const lang = useLang();
  return (
    <section aria-labelledby="card-taxes" className="card-section">
      <h2 id="card-taxes">{t('card.taxes.heading', { year: String(total.taxYear) })}</h2>
      <p className="hint">{t('card.taxes.hint')}</p>
      <DataTable
        id="taxes-table"
        caption={t('card.taxes.caption')}
        rows={taxes}
        rowKey={(x) => x.authorityCode}
        empty={t('card.taxes.none')}
        columns={[
          { header: t('card.taxes.authority'), cell: (x) => x.taxingAuthority },
          { header: t('card.taxes.millage'), cell: (x) => mills(x.millage), num: true },
          { header: t('card.taxes.assessed'), cell: (x) => money(x.assessedValue, lang), num: true },
          { header: t('card.taxes.exemptions'), cell: (x) => money(x.exemptValue, lang), num: true },
          { header: t('card.taxes.taxable'), cell: (x) => money(x.taxableValue, lang), num: true },
          { header: t('card.taxes.tax'), cell: (x) => moneyCents(x.taxAmount, lang), num: true },
        ]}
        footer={
          <tfoot>
            <tr>
              <th scope="row">{t('card.taxes.total')}</th>
              <td className="num" data-label={t('card.taxes.millage')}>
                {mills(total.totalMillage)}
              </td>
              <td colSpan={3}>
                <span className="visually-hidden">{t('card.taxes.notApplicable')}</span>
              </td>
              <td className="num" data-label={t('card.taxes.tax')}>
                {moneyCents(total.adValoremTaxes, lang)}
              </td>
            </tr>
          </tfoot>
        }
      />
      <DataTable
        id="non-ad-valorem-table"
        caption={t('card.nonAdValorem.caption')}
        rows={nonAdValorem}
        rowKey={(n) => n.levyCode}
        empty={t('card.nonAdValorem.none')}
        columns={[
          { header: t('card.nonAdValorem.assessment'), cell: (n) => n.description },
          { header: t('card.units'), cell: (n) => n.units, num: true },
          { header: t('card.nonAdValorem.rate'), cell: (n) => moneyCents(n.rate, lang), num: true },
          { header: t('card.nonAdValorem.amount'), cell: (n) => moneyCents(n.amount, lang), num: true },
        ]}
      />
      <p className="tax-total">
        {t.rich('card.taxes.grandTotal', { year: String(total.taxYear), amount: moneyCents(total.totalTaxes, lang), b: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <TaxShareChart
        id="card-tax-shares"
        lang={lang}
        parts={[
          ...taxes.map((x) => ({ label: x.taxingAuthority, amount: x.taxAmount })),
          ...nonAdValorem.map((n) => ({ label: n.description, amount: n.amount })),
        ]}
        labels={{
          heading: t('card.shares.heading'),
          caption: t('card.shares.caption', { year: String(total.taxYear) }),
          part: t('card.shares.part'),
          amount: t('card.shares.amount'),
          share: t('card.shares.share'),
          empty: t('card.shares.empty'),
          summary: (largest, percent, count) => t('card.shares.summary', { largest, percent, count: String(count) }),
        }}
      />
      <p className="no-print">
        <Link to={`/trim?pid=${parcelId}`}>{t('card.taxes.trim')}</Link>
      </p>
      <p className="no-print">
        <button type="button" className="button secondary" onClick={() => dialogs.openNotice({ Type: 'taxes', parcelId })}>
          {t('card.taxes.pay')}
        </button>
      </p>
    </section>
  );
}
