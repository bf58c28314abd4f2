// The rates of the TRIM notice (ch. 200, F.S.). Millage is dollars of tax per $1,000 of taxable
// value; an authority's taxes on one parcel at any rate are the same product the card uses
// (cards/taxes.ts, levyTax), so only the rolled-back rate needs a formula of its own.

/**
 * The rolled-back rate of s. 200.065(1), F.S.: the millage that would bring in the same ad valorem
 * revenue as last year's levy, measured on this year's taxable value without new construction,
 * additions, deletions, boundary changes and the like. Rates carry four decimals, as certified.
 */
export function rolledBackRate(priorYearProceeds: number, currentTaxableWithoutNewValue: number): number {
  if (currentTaxableWithoutNewValue <= 0) return 0;
  return Math.round((priorYearProceeds / currentTaxableWithoutNewValue) * 1000 * 10_000) / 10_000;
}
