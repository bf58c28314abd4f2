// Ad valorem tax arithmetic of a Florida parcel, step by step, so that a page can show every figure
// it used. Values are whole dollars; taxes are computed in whole cents and summed in cents, so the
// total always equals the sum of the levy lines a reader sees.

/** The first homestead exemption: off the first $25,000 of assessed value, for every levy. */
export const HOMESTEAD_FIRST = 25_000;
/**
 * The second homestead exemption: on non-school assessed value from $50,000 up to this amount more.
 * $25,000 until 2024; indexed to inflation since 2025, so the roll's figure for the year wins.
 */
export const HOMESTEAD_SECOND = 25_000;
export const HOMESTEAD_SECOND_FROM = 50_000;

/** One taxing authority's rate for a year, in mills (dollars per $1,000 of taxable value). */
export interface LevyRate {
  code: string;
  name: string;
  millage: number;
  /** School levies use the school taxable value (no second homestead exemption, no 10% cap). */
  school: boolean;
}

/** An exemption as it applies to the school and to the non-school taxable value. */
export interface ExemptionAmount {
  code: string;
  description: string;
  school: number;
  nonschool: number;
}

export interface LevyTax extends LevyRate {
  taxable: number;
  tax: number;
}

export interface TaxSteps {
  justValue: number;
  schoolAssessed: number;
  nonschoolAssessed: number;
  exemptions: ExemptionAmount[];
  schoolExempt: number;
  nonschoolExempt: number;
  schoolTaxable: number;
  nonschoolTaxable: number;
  levies: LevyTax[];
  totalMillage: number;
  totalTax: number;
}

export interface TaxInput {
  justValue: number;
  schoolAssessed: number;
  nonschoolAssessed: number;
  exemptions: ExemptionAmount[];
  levies: LevyRate[];
}

/** Dollars to whole cents, rounding half away from zero. */
function cents(dollars: number): number {
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
}

/**
 * The tax of one levy: taxable x millage / 1,000, rounded half up to the cent. Rates have 4
 * decimals, so taxable x (millage x 10,000) is an exact integer and a tax that ends in exactly half a
 * cent rounds the same way every time instead of following binary fractions.
 */
export function levyTax(taxable: number, millage: number): number {
  const product = Math.round(taxable) * Math.round(millage * 10_000);
  return Math.round(product / 100_000) / 100;
}

/** Sum of levy taxes, added in cents so that binary fractions never show up as $0.01 errors. */
export function sumTaxes(taxes: readonly number[]): number {
  return taxes.reduce((total, tax) => total + cents(tax), 0) / 100;
}

/** Sum of millages, rounded to the 4 decimals rates are published with. */
export function sumMillage(levies: readonly { millage: number }[]): number {
  return Math.round(levies.reduce((total, levy) => total + levy.millage, 0) * 10_000) / 10_000;
}

/**
 * The two homestead exemptions for the given assessed values, with the roll's codes (HX, HXA). The
 * first covers up to $25,000 of every levy; the second covers the part of the non-school assessed
 * value between $50,000 and $50,000 + `secondAmount` ($75,000 before indexing).
 */
export function homesteadExemptions(schoolAssessed: number, nonschoolAssessed: number, secondAmount = HOMESTEAD_SECOND): ExemptionAmount[] {
  const second = Math.min(secondAmount, Math.max(0, nonschoolAssessed - HOMESTEAD_SECOND_FROM));
  const top = (HOMESTEAD_SECOND_FROM + secondAmount).toLocaleString('en-US');
  return [
    {
      code: 'HX',
      description: 'Homestead exemption (first $25,000, all levies)',
      school: Math.min(HOMESTEAD_FIRST, Math.max(0, schoolAssessed)),
      nonschool: Math.min(HOMESTEAD_FIRST, Math.max(0, nonschoolAssessed)),
    },
    {
      code: 'HXA',
      description: `Additional homestead exemption ($50,000 to $${top} of assessed value, non-school levies)`,
      school: 0,
      nonschool: second,
    },
  ];
}

/** Every step from assessed values, exemptions and rates to the tax of each levy and the total. */
export function computeTaxes(input: TaxInput): TaxSteps {
  const schoolExempt = input.exemptions.reduce((total, e) => total + e.school, 0);
  const nonschoolExempt = input.exemptions.reduce((total, e) => total + e.nonschool, 0);
  const schoolTaxable = Math.max(0, input.schoolAssessed - schoolExempt);
  const nonschoolTaxable = Math.max(0, input.nonschoolAssessed - nonschoolExempt);
  const levies = input.levies.map((levy) => {
    const taxable = levy.school ? schoolTaxable : nonschoolTaxable;
    return { ...levy, taxable, tax: levyTax(taxable, levy.millage) };
  });
  return {
    justValue: input.justValue,
    schoolAssessed: input.schoolAssessed,
    nonschoolAssessed: input.nonschoolAssessed,
    exemptions: input.exemptions,
    schoolExempt,
    nonschoolExempt,
    schoolTaxable,
    nonschoolTaxable,
    levies,
    totalMillage: sumMillage(input.levies),
    totalTax: sumTaxes(levies.map((l) => l.tax)),
  };
}

export interface NewOwnerEstimate {
  /** The buyer files for homestead: assessed value resets to the price, both homestead exemptions. */
  withHomestead: TaxSteps;
  /** No homestead (second home, rental, investor): assessed value resets to the price, no exemption. */
  withoutHomestead: TaxSteps;
}

/**
 * Next year's taxes for someone who buys the parcel at `price`. A sale ends the seller's Save Our
 * Homes and 10% caps on the next January 1, so every assessed value starts again at just value;
 * the price stands in for that just value. The seller's own exemptions do not pass to a buyer.
 */
export function estimateNewOwnerTaxes(price: number, levies: LevyRate[], secondHomestead = HOMESTEAD_SECOND): NewOwnerEstimate {
  const base = { justValue: price, schoolAssessed: price, nonschoolAssessed: price, levies };
  return {
    withHomestead: computeTaxes({ ...base, exemptions: homesteadExemptions(price, price, secondHomestead) }),
    withoutHomestead: computeTaxes({ ...base, exemptions: [] }),
  };
}
