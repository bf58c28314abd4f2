import type { PrcExemption, PrcValue } from '@county/shared/cards';
import { money } from '../format.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { ValueChart } from './value-chart.tsx';

const YEARS_SHOWN = 5;

const ROWS: { label: string; pick: (v: PrcValue) => number; hideWhenZero?: boolean }[] = [
  { label: 'Market (just) value', pick: (v) => v.marketValue },
  { label: 'Land value', pick: (v) => v.landValue },
  { label: 'Building value', pick: (v) => v.buildingValue },
  { label: 'Extra feature value', pick: (v) => v.featureValue },
  { label: 'Assessed value, school', pick: (v) => v.schoolAssessedValue },
  { label: 'Assessed value, non-school', pick: (v) => v.nonSchoolAssessedValue },
  { label: 'Exemptions, school', pick: (v) => v.schoolExemptValue },
  { label: 'Exemptions, non-school', pick: (v) => v.nonSchoolExemptValue },
  { label: 'Taxable value, school', pick: (v) => v.schoolTaxableValue },
  { label: 'Taxable value, non-school', pick: (v) => v.nonSchoolTaxableValue },
  { label: 'Save Our Homes cap savings', pick: (v) => v.sohCapSavings },
  { label: '10% non-homestead cap savings', pick: (v) => v.tenPctCapSavings },
  { label: 'Agricultural classification savings', pick: (v) => v.agClassSavings, hideWhenZero: true },
];

/** Five tax years of values, as a table (years across) and the same figures as a chart. */
export function ValuesSection({ values, exemptions }: { values: PrcValue[]; exemptions: PrcExemption[] }) {
  const years = values.slice(0, YEARS_SHOWN);
  // Agricultural savings apply to few parcels: that row shows only when it has a figure.
  const rows = ROWS.filter((row) => !row.hideWhenZero || years.some((v) => row.pick(v) !== 0));
  return (
    <section aria-labelledby="card-values" className="card-section">
      <h2 id="card-values">Values</h2>
      {years.length === 0 ? (
        <p>No values are on the roll for this parcel.</p>
      ) : (
        <>
          <ScrollRegion captionId="values-caption">
            <table className="values-table stacked">
              <caption id="values-caption">Values by tax year</caption>
              <thead>
                <tr>
                  <th scope="col">Value</th>
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
                    <th scope="row">{row.label}</th>
                    {years.map((v) => (
                      <td key={v.taxYear} className="num" data-label={String(v.taxYear)}>
                        {money(row.pick(v))}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">Homestead</th>
                  {years.map((v) => (
                    <td key={v.taxYear} className="num" data-label={String(v.taxYear)}>
                      {v.isHomestead === 'True' ? 'Yes' : 'No'}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </ScrollRegion>
          <ValueChart values={years} />
        </>
      )}
      <h3 id="card-exemptions">Exemptions by year</h3>
      <DataTable
        id="exemptions-table"
        caption="Exemptions by tax year"
        rows={exemptions}
        rowKey={(e) => `${e.taxYear}-${e.exemptionCode}`}
        empty="No exemptions are on the roll for this parcel."
        columns={[
          { header: 'Tax year', cell: (e) => e.taxYear },
          { header: 'Exemption', cell: (e) => `${e.description} (${e.exemptionCode})` },
          { header: 'School amount', cell: (e) => money(e.schoolAmount), num: true },
          { header: 'Non-school amount', cell: (e) => money(e.nonSchoolAmount), num: true },
        ]}
      />
    </section>
  );
}
