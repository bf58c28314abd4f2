import { Link } from 'react-router';
import type { PrcExemption, PrcValue } from '@county/shared/cards';
import { useLang } from '../../../i18n/i18n.tsx';
import { money } from '../format.ts';
import { useCardT, type CardKey } from '../messages.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { ValueChart } from './value-chart.tsx';
import { useCodeDescription } from '../../../i18n/codes/codes.ts';

const YEARS_SHOWN = 5;

const ROWS: { label: CardKey; pick: (v: PrcValue) => number; hideWhenZero?: boolean }[] = [
  { label: 'card.values.market', pick: (v) => v.marketValue },
  { label: 'card.values.land', pick: (v) => v.landValue },
  { label: 'card.values.building', pick: (v) => v.buildingValue },
  { label: 'card.values.feature', pick: (v) => v.featureValue },
  { label: 'card.values.assessedSchool', pick: (v) => v.schoolAssessedValue },
  { label: 'card.values.assessedNonSchool', pick: (v) => v.nonSchoolAssessedValue },
  { label: 'card.values.exemptSchool', pick: (v) => v.schoolExemptValue },
  { label: 'card.values.exemptNonSchool', pick: (v) => v.nonSchoolExemptValue },
  { label: 'card.values.taxableSchool', pick: (v) => v.schoolTaxableValue },
  { label: 'card.values.taxableNonSchool', pick: (v) => v.nonSchoolTaxableValue },
  { label: 'card.values.soh', pick: (v) => v.sohCapSavings },
  { label: 'card.values.tenPct', pick: (v) => v.tenPctCapSavings },
  { label: 'card.values.ag', pick: (v) => v.agClassSavings, hideWhenZero: true },
];

/** Five tax years of values, as a table (years across) and the same figures as a chart. */
export function ValuesSection({ parcelId, values, exemptions }: { parcelId: string; values: PrcValue[]; exemptions: PrcExemption[] }) {
  const t = useCardT();
  const codeText = useCodeDescription();
  const lang = useLang();
  const years = values.slice(0, YEARS_SHOWN);
  // Agricultural savings apply to few parcels: that row shows only when it has a figure.
  const rows = ROWS.filter((row) => !row.hideWhenZero || years.some((v) => row.pick(v) !== 0));
  return (
    <section aria-labelledby="card-values" className="card-section">
      <h2 id="card-values">{t('card.values.heading')}</h2>
      <p className="no-print">
        <Link to={`/trim?pid=${parcelId}`}>{t('card.values.trim')}</Link>
      </p>
      {years.length === 0 ? (
        <p>{t('card.values.none')}</p>
      ) : (
        <>
          <ScrollRegion captionId="values-caption">
            <table className="values-table stacked">
              <caption id="values-caption">{t('card.values.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('card.value')}</th>
                  {years.map((v) => (
                    <th key={v.taxYear} scope="col" className="num">
                      {v.taxYear}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{t(row.label)}</th>
                    {years.map((v) => (
                      <td key={v.taxYear} className="num" data-label={String(v.taxYear)}>
                        {money(row.pick(v), lang)}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('card.homestead')}</th>
                  {years.map((v) => (
                    <td key={v.taxYear} className="num" data-label={String(v.taxYear)}>
                      {t(v.isHomestead === 'True' ? 'card.yes' : 'card.no')}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </ScrollRegion>
          <ValueChart values={years} />
        </>
      )}
      <h3 id="card-exemptions">{t('card.exemptions.heading')}</h3>
      <DataTable
        id="exemptions-table"
        caption={t('card.exemptions.caption')}
        rows={exemptions}
        rowKey={(e) => `${e.taxYear}-${e.exemptionCode}`}
        empty={t('card.exemptions.none')}
        columns={[
          { header: t('card.taxYear'), cell: (e) => e.taxYear },
          { header: t('card.exemptions.exemption'), cell: (e) => `${codeText(e.description)} (${e.exemptionCode})` },
          { header: t('card.exemptions.school'), cell: (e) => money(e.schoolAmount, lang), num: true },
          { header: t('card.exemptions.nonSchool'), cell: (e) => money(e.nonSchoolAmount, lang), num: true },
        ]}
      />
    </section>
  );
}
