import { explainBillChange, type Change, type RollYear } from '@county/shared';
import { formatCents, formatChange, formatDollars, formatMills, formatPercentChange } from '../format.ts';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import type { Translator } from '../../../i18n/i18n.tsx';
import { useToolsT, type ToolsKey } from '../messages.ts';

/** For current owners: each figure of the two latest roll years side by side, and the reasons. */
export function BillChange({ previous, current }: { previous: RollYear; current: RollYear }) {
  const t = useToolsT();
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
      <h2 id="change-heading">{t('tools.change.heading', { previous: change.previousYear, current: change.currentYear })}</h2>
      <ul className="tools-reasons">
        {reasons(t, change, previous, current).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <ScrollRegion captionId="change-caption">
        <table className="tools-steps">
          <caption id="change-caption">{t('tools.change.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tools.change.figure')}</th>
              <th scope="col" className="num">
                {change.previousYear}
              </th>
              <th scope="col" className="num">
                {change.currentYear}
              </th>
              <th scope="col" className="num">
                {t('tools.change.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {row(t('tools.steps.just'), change.justValue, formatDollars)}
            {row(t('tools.change.capSavings'), change.capSavings, formatDollars)}
            {row(t('tools.steps.schoolAssessed'), change.schoolAssessed, formatDollars)}
            {row(t('tools.steps.nonschoolAssessed'), change.nonschoolAssessed, formatDollars)}
            {row(t('tools.change.schoolExempt'), change.schoolExempt, formatDollars)}
            {row(t('tools.change.nonschoolExempt'), change.nonschoolExempt, formatDollars)}
            {row(t('tools.steps.schoolTaxable'), change.schoolTaxable, formatDollars)}
            {row(t('tools.steps.nonschoolTaxable'), change.nonschoolTaxable, formatDollars)}
            {change.levies.map((levy) => (
              <tr key={levy.code}>
                <th scope="row">{levy.name}</th>
                <td className="num">
                  {levy.previousMillage === null
                    ? '—'
                    : t('tools.change.levy', { millage: formatMills(levy.previousMillage), tax: formatCents(levy.previousTax) })}
                </td>
                <td className="num">
                  {levy.currentMillage === null
                    ? '—'
                    : t('tools.change.levy', { millage: formatMills(levy.currentMillage), tax: formatCents(levy.currentTax) })}
                </td>
                <td className="num">{formatChange(Math.round((levy.currentTax - levy.previousTax) * 100) / 100, formatCents)}</td>
              </tr>
            ))}
            {row(t('tools.steps.totalMillage'), change.totalMillage, formatMills)}
            {row(t('tools.change.taxes'), change.totalTax, formatCents)}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

function reasons(t: Translator<ToolsKey>, change: ReturnType<typeof explainBillChange>, previous: RollYear, current: RollYear): string[] {
  const list: string[] = [];
  const taxes = change.totalTax.change;
  list.push(
    taxes === 0
      ? t('tools.change.same')
      : t('tools.change.taxes.moved', {
          direction: taxes > 0 ? 'rose' : 'fell',
          amount: formatCents(Math.abs(taxes)),
          values: formatChange(change.dueToValues, formatCents),
          rates: formatChange(change.dueToRates, formatCents),
        }),
  );
  if (change.homesteadChanged) {
    list.push(current.homestead ? t('tools.change.homesteadAdded') : t('tools.change.homesteadEnded'));
  }
  if (current.homestead && previous.homestead && change.nonschoolAssessed.change > 0 && change.capSavings.change > 0) {
    list.push(
      t('tools.change.capped', {
        just: formatChange(change.justValue.change, formatDollars),
        rise: formatDollars(change.nonschoolAssessed.change),
        percent: formatPercentChange(change.nonschoolAssessed.percent ?? 0),
      }),
    );
  } else if (change.nonschoolAssessed.change !== 0) {
    list.push(t('tools.change.assessed', { amount: formatChange(change.nonschoolAssessed.change, formatDollars) }));
  }
  if (change.nonschoolExempt.change !== 0) list.push(t('tools.change.exemptions', { amount: formatChange(change.nonschoolExempt.change, formatDollars) }));
  if (change.totalMillage.change !== 0) list.push(t('tools.change.rate', { amount: formatChange(change.totalMillage.change, formatMills) }));
  return list;
}
