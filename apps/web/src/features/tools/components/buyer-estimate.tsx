import { useState, type FormEvent } from 'react';
import { computeTaxes, estimateNewOwnerTaxes, purchasePriceSchema, type NewOwnerEstimate, type TaxEstimateInputs } from '@county/shared';
import { formatCents, formatDollars, formatNumber, parseDollars } from '../format.ts';
import { DollarField } from './dollar-field.tsx';
import { TaxStepsTable } from './tax-steps-table.tsx';
import { dollarIssue, useToolsT } from '../messages.ts';

/** A buyer's estimate: next year's taxes at a purchase price, with and without homestead. */
export function BuyerEstimate({ inputs }: { inputs: TaxEstimateInputs }) {
  const t = useToolsT();
  const latest = inputs.years[0];
  const [priceText, setPriceText] = useState(latest ? formatNumber(latest.justValue) : '');
  const [error, setError] = useState('');
  const [estimate, setEstimate] = useState<{ price: number; result: NewOwnerEstimate } | null>(() => {
    const price = latest?.justValue ?? 0;
    return price > 0 ? { price, result: estimateNewOwnerTaxes(price, inputs.levies, inputs.homesteadSecondAmount) } : null;
  });

  // An estimate must never sit beside a price it was not made for: the moment the field stops
  // holding a valid price, the result goes (the error itself waits for the submit, so typing is
  // not interrupted by messages).
  function change(text: string) {
    setPriceText(text);
    if (!purchasePriceSchema.safeParse(parseDollars(text)).success) setEstimate(null);
    else if (error) setError('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = purchasePriceSchema.safeParse(parseDollars(priceText));
    if (!parsed.success) {
      setError(dollarIssue(t, parsed.error.issues[0]!, t('tools.buyer.priceField')));
      setEstimate(null);
      document.getElementById('purchase-price')?.focus();
      return;
    }
    setError('');
    setEstimate({ price: parsed.data, result: estimateNewOwnerTaxes(parsed.data, inputs.levies, inputs.homesteadSecondAmount) });
  }

  const current = latest
    ? computeTaxes({
        justValue: latest.justValue,
        schoolAssessed: latest.schoolAssessed,
        nonschoolAssessed: latest.nonschoolAssessed,
        exemptions: latest.exemptions,
        levies: inputs.levies,
      })
    : null;

  return (
    <section aria-labelledby="buyer-heading" className="tools-section">
      <h2 id="buyer-heading">{t('tools.buyer.heading')}</h2>
      <p>{t('tools.buyer.intro')}</p>
      <form className="tools-form" onSubmit={submit} noValidate aria-label={t('tools.buyer.form')}>
        <DollarField
          id="purchase-price"
          label={t('tools.buyer.price')}
          hint={latest ? `${t('tools.wholeDollars')} ${t('tools.buyer.filled', { year: latest.taxYear })}` : t('tools.wholeDollars')}
          value={priceText}
          onChange={change}
          error={error}
        />
        <button type="submit" className="button">
          {t('tools.buyer.estimate')}
        </button>
      </form>
      {estimate && (
        <div aria-live="polite">
          <p className="tools-summary">
            {t.rich('tools.buyer.summary', {
              price: formatDollars(estimate.price),
              withHomestead: formatCents(estimate.result.withHomestead.totalTax),
              withoutHomestead: formatCents(estimate.result.withoutHomestead.totalTax),
              year: inputs.taxYear,
              jurisdiction: inputs.jurisdictionName ?? inputs.jurisdictionCode,
              with: (text) => <strong data-testid="total-with-homestead">{text}</strong>,
              without: (text) => <strong data-testid="total-without-homestead">{text}</strong>,
            })}
          </p>
          <TaxStepsTable
            caption={t('tools.buyer.caption', { year: inputs.taxYear })}
            columns={[
              ...(current ? [{ label: t('tools.buyer.current', { year: latest!.taxYear }), steps: current }] : []),
              { label: t('tools.buyer.withHomestead'), steps: estimate.result.withHomestead },
              { label: t('tools.buyer.withoutHomestead'), steps: estimate.result.withoutHomestead },
            ]}
          />
          <p className="hint">{t('tools.buyer.note', { second: formatDollars(inputs.homesteadSecondAmount), year: inputs.taxYear })}</p>
        </div>
      )}
    </section>
  );
}
