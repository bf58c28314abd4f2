import { useState, type FormEvent } from 'react';
import { computeTaxes, estimateNewOwnerTaxes, purchasePriceSchema, type NewOwnerEstimate, type TaxEstimateInputs } from '@county/shared';
import { formatCents, formatDollars, formatNumber, parseDollars } from '../format.ts';
import { DollarField } from './dollar-field.tsx';
import { TaxStepsTable } from './tax-steps-table.tsx';

/** A buyer's estimate: next year's taxes at a purchase price, with and without homestead. */
export function BuyerEstimate({ inputs }: { inputs: TaxEstimateInputs }) {
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
      setError(`${parsed.error.issues[0]!.message.replace(/^./, (c) => c.toUpperCase())}.`);
      setEstimate(null);
      document.getElementById('purchase-price')?.focus();
      return;
    }
    setError('');
    setEstimate({ price: parsed.data, result: estimateNewOwnerTaxes(parsed.data, inputs.levies, inputs.homesteadSecondAmount) });
  }

  const current = latest
    ? computeTaxes({ justValue: latest.justValue, schoolAssessed: latest.schoolAssessed, nonschoolAssessed: latest.nonschoolAssessed, exemptions: latest.exemptions, levies: inputs.levies })
    : null;

  return (
    <section aria-labelledby="buyer-heading" className="tools-section">
      <h2 id="buyer-heading">If you buy this property</h2>
      <p>
        A sale ends the seller&apos;s Save Our Homes (or 10%) cap: on the next January 1 the assessed value starts again at the just value, so
        a buyer&apos;s bill is often higher than the seller&apos;s. The estimate takes your purchase price as the just value, since the
        appraiser values a home at what it would sell for. The seller&apos;s own exemptions do not pass to you.
      </p>
      <form className="tools-form" onSubmit={submit} noValidate aria-label="Purchase price">
        <DollarField
          id="purchase-price"
          label="Purchase price"
          hint={`Whole dollars, at least $1,000.${latest ? ` Filled in with the ${latest.taxYear} just value; enter your price.` : ''}`}
          value={priceText}
          onChange={change}
          error={error}
        />
        <button type="submit" className="button">
          Estimate taxes
        </button>
      </form>
      {estimate && (
        <div aria-live="polite">
          <p className="tools-summary">
            At {formatDollars(estimate.price)}: about <strong data-testid="total-with-homestead">{formatCents(estimate.result.withHomestead.totalTax)}</strong> a
            year with a homestead exemption, or <strong data-testid="total-without-homestead">{formatCents(estimate.result.withoutHomestead.totalTax)}</strong>{' '}
            without one, at the {inputs.taxYear} rates of {inputs.jurisdictionName ?? inputs.jurisdictionCode}.
          </p>
          <TaxStepsTable
            caption={`Estimated taxes for a new owner, step by step (${inputs.taxYear} rates)`}
            columns={[
              ...(current ? [{ label: `Current owner (${latest!.taxYear} roll)`, steps: current }] : []),
              { label: 'New owner with homestead', steps: estimate.result.withHomestead },
              { label: 'New owner without homestead', steps: estimate.result.withoutHomestead },
            ]}
          />
          <p className="hint">
            The homestead exemption takes $25,000 off every levy and another {formatDollars(inputs.homesteadSecondAmount)} off the part of
            the assessed value above $50,000 ({inputs.taxYear} amount) for non-school levies only; school levies use the school taxable value. To get it, file by March 1 of the year after you
            buy. Non-ad valorem assessments (such as solid waste) and rates adopted after {inputs.taxYear} are not included.
          </p>
        </div>
      )}
    </section>
  );
}
