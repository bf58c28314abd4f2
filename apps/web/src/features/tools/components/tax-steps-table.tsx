import { useId } from 'react';
import type { TaxSteps } from '@county/shared';
import { formatCents, formatDollars, formatMills } from '../format.ts';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { useToolsT } from '../messages.ts';
import { useCodeDescription } from '../../../i18n/codes/codes.ts';

interface Column {
  label: string;
  steps: TaxSteps;
}

/**
 * Every step from just value to the total, one column per scenario: assessed values, each
 * exemption (school and non-school amounts), taxable values, then each levy's rate and tax.
 */
export function TaxStepsTable({ caption, columns }: { caption: string; columns: Column[] }) {
  const t = useToolsT();
  const codeText = useCodeDescription();
  // The second homestead exemption's wording carries its indexed top ('$50,000 to $75,000'), so it
  // is not a fixed line of the code table: it is said again in the page's language with that top.
  const exemptionName = (code: string, description: string) => {
    const top = code === 'HXA' ? /\$50,000 to (\$[\d,]+)/.exec(description)?.[1] : undefined;
    return top ? t('tools.steps.additionalHomestead', { top }) : codeText(description);
  };
  const captionId = useId();
  const exemptionCodes = [...new Set(columns.flatMap((c) => c.steps.exemptions.map((e) => e.code)))];
  const exemption = (steps: TaxSteps, code: string) => steps.exemptions.find((e) => e.code === code);
  const levyCodes = [...new Set(columns.flatMap((c) => c.steps.levies.map((l) => l.code)))];
  const levy = (steps: TaxSteps, code: string) => steps.levies.find((l) => l.code === code);
  const row = (label: string, cell: (steps: TaxSteps) => string, className?: string) => (
    <tr className={className}>
      <th scope="row">{label}</th>
      {columns.map((c) => (
        <td key={c.label} className="num">
          {cell(c.steps)}
        </td>
      ))}
    </tr>
  );
  return (
    <ScrollRegion captionId={captionId}>
      <table className="tools-steps">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tools.steps.step')}</th>
            {columns.map((c) => (
              <th key={c.label} scope="col" className="num">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('tools.steps.just'), (s) => formatDollars(s.justValue))}
          {row(t('tools.steps.schoolAssessed'), (s) => formatDollars(s.schoolAssessed))}
          {row(t('tools.steps.nonschoolAssessed'), (s) => formatDollars(s.nonschoolAssessed))}
          {exemptionCodes.map((code) => {
            // The estimate's own wording explains the rule, so the last column that has the code names it.
            const description = columns.map((c) => exemption(c.steps, code)).findLast(Boolean)!.description;
            return (
              <tr key={code}>
                <th scope="row">− {exemptionName(code, description)}</th>
                {columns.map((c) => {
                  const e = exemption(c.steps, code);
                  return (
                    <td key={c.label} className="num">
                      {e ? t('tools.steps.exemptionAmounts', { school: formatDollars(e.school), nonschool: formatDollars(e.nonschool) }) : '—'}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {row(t('tools.steps.schoolTaxable'), (s) => formatDollars(s.schoolTaxable), 'tools-subtotal')}
          {row(t('tools.steps.nonschoolTaxable'), (s) => formatDollars(s.nonschoolTaxable), 'tools-subtotal')}
          {levyCodes.map((code) => {
            const name = columns.map((c) => levy(c.steps, code)).find(Boolean)!.name;
            return (
              <tr key={code}>
                <th scope="row">{name}</th>
                {columns.map((c) => {
                  const l = levy(c.steps, code);
                  return (
                    <td key={c.label} className="num">
                      {l ? `${formatDollars(l.taxable)} × ${formatMills(l.millage)} ÷ 1,000 = ${formatCents(l.tax)}` : '—'}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {row(t('tools.steps.totalMillage'), (s) => formatMills(s.totalMillage))}
          {row(t('tools.steps.total'), (s) => formatCents(s.totalTax), 'tools-total')}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
