import { explainBillChange, type Change, type RollYear } from '@county/shared';
import { formatCents, formatChange, formatDollars, formatMills, formatPercentChange } from '../format.ts';
import { ScrollRegion } from '../../../components/scroll-region.tsx';

/** For current owners: each figure of the two latest roll years side by side, and the reasons. */
export function BillChange({ previous, current }: { previous: RollYear; current: RollYear }) {
  const change = explainBillChange(previous, current);
  const row = (label: string, c: Change, format: (v: number) => string) => (
    <tr>
      <th scope="row">{label}</th>
      <td className="num">{format(c.previous)}</td>
      <td className="num">{format(c.current)}</td>
      <td className="num">
        {formatChange(c.change, format)}
        {c.percent !== null && c.change !== 0 ? ` (${formatPercentChange(c.percent)})` : ''}
      </td>
    </tr>
  );
  return (
    <section aria-labelledby="change-heading" className="tools-section">
      <h2 id="change-heading">
        Why the bill changed from {change.previousYear} to {change.currentYear}
      </h2>
      <ul className="tools-reasons">
        {reasons(change, previous, current).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <ScrollRegion captionId="change-caption">
        <table className="tools-steps">
          <caption id="change-caption">Values, exemptions and rates of the two latest roll years</caption>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col" className="num">
                {change.previousYear}
              </th>
              <th scope="col" className="num">
                {change.currentYear}
              </th>
              <th scope="col" className="num">
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            {row('Just (market) value', change.justValue, formatDollars)}
            {row('Cap savings (Save Our Homes or 10%)', change.capSavings, formatDollars)}
            {row('Assessed value, school levies', change.schoolAssessed, formatDollars)}
            {row('Assessed value, non-school levies', change.nonschoolAssessed, formatDollars)}
            {row('Exemptions, school levies', change.schoolExempt, formatDollars)}
            {row('Exemptions, non-school levies', change.nonschoolExempt, formatDollars)}
            {row('Taxable value, school levies', change.schoolTaxable, formatDollars)}
            {row('Taxable value, non-school levies', change.nonschoolTaxable, formatDollars)}
            {change.levies.map((levy) => (
              <tr key={levy.code}>
                <th scope="row">{levy.name}</th>
                <td className="num">{levy.previousMillage === null ? '—' : `${formatMills(levy.previousMillage)} mills: ${formatCents(levy.previousTax)}`}</td>
                <td className="num">{levy.currentMillage === null ? '—' : `${formatMills(levy.currentMillage)} mills: ${formatCents(levy.currentTax)}`}</td>
                <td className="num">{formatChange(Math.round((levy.currentTax - levy.previousTax) * 100) / 100, formatCents)}</td>
              </tr>
            ))}
            {row('Total millage', change.totalMillage, formatMills)}
            {row('Ad valorem taxes', change.totalTax, formatCents)}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

function reasons(change: ReturnType<typeof explainBillChange>, previous: RollYear, current: RollYear): string[] {
  const list: string[] = [];
  const taxes = change.totalTax.change;
  list.push(
    taxes === 0
      ? 'Ad valorem taxes stayed the same.'
      : `Ad valorem taxes ${taxes > 0 ? 'rose' : 'fell'} by ${formatCents(Math.abs(taxes))}: ${formatChange(change.dueToValues, formatCents)} from taxable values and ${formatChange(change.dueToRates, formatCents)} from tax rates.`,
  );
  if (change.homesteadChanged) {
    list.push(current.homestead ? 'A homestead exemption was added.' : 'The homestead exemption ended, so the Save Our Homes cap no longer applies.');
  }
  if (current.homestead && previous.homestead && change.nonschoolAssessed.change > 0 && change.capSavings.change > 0) {
    list.push(
      `The just value changed by ${formatChange(change.justValue.change, formatDollars)}, but Save Our Homes held the assessed value's rise to ${formatDollars(change.nonschoolAssessed.change)} (${formatPercentChange(change.nonschoolAssessed.percent ?? 0)}).`,
    );
  } else if (change.nonschoolAssessed.change !== 0) {
    list.push(`The non-school assessed value changed by ${formatChange(change.nonschoolAssessed.change, formatDollars)}.`);
  }
  if (change.nonschoolExempt.change !== 0) list.push(`Exemptions changed by ${formatChange(change.nonschoolExempt.change, formatDollars)} (non-school levies).`);
  if (change.totalMillage.change !== 0) list.push(`The combined rate changed by ${formatChange(change.totalMillage.change, formatMills)} mills; the taxing authorities set rates, not the appraiser.`);
  return list;
}
