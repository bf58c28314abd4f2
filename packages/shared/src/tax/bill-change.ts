import { levyTax, sumMillage, sumTaxes, type ExemptionAmount, type LevyRate } from './estimator.ts';

// Why a current owner's bill changed from one roll year to the next: the change of each value on
// the way from just value to taxable value, the change of each levy's rate, and the tax change
// split into the part due to taxable values and the part due to rates.

/** One roll year of a parcel as the appraiser certified it, with that year's rates. */
export interface RollYear {
  taxYear: number;
  justValue: number;
  schoolAssessed: number;
  nonschoolAssessed: number;
  /** Save Our Homes (homestead) or 10% (non-homestead) cap savings: just value minus assessed. */
  capSavings: number;
  schoolExempt: number;
  nonschoolExempt: number;
  schoolTaxable: number;
  nonschoolTaxable: number;
  homestead: boolean;
  exemptions: ExemptionAmount[];
  levies: LevyRate[];
}

export interface Change {
  previous: number;
  current: number;
  change: number;
  /** Percent change, one decimal; null when the previous figure is 0. */
  percent: number | null;
}

export interface LevyChange {
  code: string;
  name: string;
  school: boolean;
  previousMillage: number | null;
  currentMillage: number | null;
  previousTax: number;
  currentTax: number;
}

export interface BillChange {
  previousYear: number;
  currentYear: number;
  justValue: Change;
  schoolAssessed: Change;
  nonschoolAssessed: Change;
  capSavings: Change;
  schoolExempt: Change;
  nonschoolExempt: Change;
  schoolTaxable: Change;
  nonschoolTaxable: Change;
  totalMillage: Change;
  totalTax: Change;
  levies: LevyChange[];
  /** Tax change had every rate stayed at last year's level (taxable values changed only). */
  dueToValues: number;
  /** The rest of the change: rates that rose or fell, levies added or dropped. */
  dueToRates: number;
  homesteadChanged: boolean;
}

export function change(previous: number, current: number): Change {
  const diff = Math.round((current - previous) * 10_000) / 10_000;
  const percent = previous === 0 ? null : Math.round((diff / Math.abs(previous)) * 1_000) / 10;
  return { previous, current, change: diff, percent };
}

function taxableFor(year: RollYear, school: boolean): number {
  return school ? year.schoolTaxable : year.nonschoolTaxable;
}

/** Compares two roll years of one parcel; `previous` must be the earlier year. */
export function explainBillChange(previous: RollYear, current: RollYear): BillChange {
  const codes = [...new Set([...previous.levies.map((l) => l.code), ...current.levies.map((l) => l.code)])];
  const levies: LevyChange[] = codes.map((code) => {
    const before = previous.levies.find((l) => l.code === code);
    const after = current.levies.find((l) => l.code === code);
    const levy = (after ?? before)!;
    return {
      code,
      name: levy.name,
      school: levy.school,
      previousMillage: before?.millage ?? null,
      currentMillage: after?.millage ?? null,
      previousTax: before ? levyTax(taxableFor(previous, before.school), before.millage) : 0,
      currentTax: after ? levyTax(taxableFor(current, after.school), after.millage) : 0,
    };
  });
  const previousTax = sumTaxes(levies.map((l) => l.previousTax));
  const currentTax = sumTaxes(levies.map((l) => l.currentTax));
  // Last year's rates applied to this year's taxable values, for levies charged both years.
  const atOldRates = levies
    .filter((l) => l.previousMillage !== null && l.currentMillage !== null)
    .map((l) => levyTax(taxableFor(current, l.school), l.previousMillage!) - l.previousTax);
  const dueToValues = sumTaxes(atOldRates);
  return {
    previousYear: previous.taxYear,
    currentYear: current.taxYear,
    justValue: change(previous.justValue, current.justValue),
    schoolAssessed: change(previous.schoolAssessed, current.schoolAssessed),
    nonschoolAssessed: change(previous.nonschoolAssessed, current.nonschoolAssessed),
    capSavings: change(previous.capSavings, current.capSavings),
    schoolExempt: change(previous.schoolExempt, current.schoolExempt),
    nonschoolExempt: change(previous.nonschoolExempt, current.nonschoolExempt),
    schoolTaxable: change(previous.schoolTaxable, current.schoolTaxable),
    nonschoolTaxable: change(previous.nonschoolTaxable, current.nonschoolTaxable),
    totalMillage: change(sumMillage(previous.levies), sumMillage(current.levies)),
    totalTax: change(previousTax, currentTax),
    levies,
    dueToValues,
    dueToRates: sumTaxes([currentTax, -previousTax, -dueToValues]),
    homesteadChanged: previous.homestead !== current.homestead,
  };
}
