import { NON_HOMESTEAD_CAP, HOMESTEAD_FIRST, HOMESTEAD_SECOND_FLOOR, homesteadSecondAmount, sohCap } from './figures.ts';
import { homesteadUseAllowed, isAgriculturalUse, mailFitsHomestead } from './homestead.ts';
import { mayHoldHomestead } from './owners.ts';
import type { ParcelRecord, ParcelYear } from './records.ts';
import { isQualifiedCode, saleProblem } from './sales.ts';

// The rules of a parcel's roll. Each returns what is wrong (a short phrase for the report) or null.
// Hard rules are law or arithmetic that no correct roll breaks; soft rules are what a correct roll
// almost always satisfies but may not (the audit reports them and does not fail on them).

export type Severity = 'hard' | 'soft';

export interface RuleContext {
  /** The roll year (meta tax_year): status rules are judged on it, as of its January 1. */
  rollYear: number;
}

export interface Rule<T> {
  id: string;
  severity: Severity;
  /** What the rule demands, in a line. */
  title: string;
  check(record: T, context: RuleContext): string | null;
}

// Rounding slack of a cap: a roll may round assessed values to the dollar either way.
const SLACK = 1;

const yearOf = (p: ParcelRecord, year: number): ParcelYear | undefined => p.years.find((y) => y.year === year);
const saleYears = (p: ParcelRecord): Set<number> => new Set(p.sales.map((s) => Number(s.date.slice(0, 4))));

/** A year whose assessed value is not held by a cap: a change of ownership or new improvements the year before. */
function resetYear(p: ParcelRecord, previous: ParcelYear, current: ParcelYear): boolean {
  return saleYears(p).has(current.year - 1) || (previous.building === 0 && current.building > 0);
}

/** Consecutive pairs of roll years, for the growth caps. */
function* pairs(p: ParcelRecord): Generator<[ParcelYear, ParcelYear]> {
  for (let i = 1; i < p.years.length; i++) {
    const previous = p.years[i - 1] as ParcelYear;
    const current = p.years[i] as ParcelYear;
    if (current.year === previous.year + 1) yield [previous, current];
  }
}

/**
 * The first sale during the roll year. Any sale dated in the year counts as after January 1: DOR's
 * files give the month only, so an imported January sale is dated the first.
 */
function soldDuring(p: ParcelRecord, rollYear: number) {
  return p.sales.find((s) => Number(s.date.slice(0, 4)) >= rollYear);
}

/**
 * Who held the parcel on January 1 of the roll year: the seller of the first sale after that date
 * when there is one (the exemption stays with that year's owner), else the owners shown. Null when
 * a later sale's seller is not recorded.
 */
function januaryOwners(p: ParcelRecord, rollYear: number): string[] | null {
  const after = soldDuring(p, rollYear);
  if (!after) return p.owners;
  return after.grantor === null
    ? null
    : after.grantor
        .split(';')
        .map((n) => n.trim())
        .filter(Boolean);
}

function firstProblem(p: ParcelRecord, test: (y: ParcelYear) => string | null): string | null {
  for (const y of p.years) {
    const problem = test(y);
    if (problem) return `${y.year}: ${problem}`;
  }
  return null;
}

export const PARCEL_RULES: readonly Rule<ParcelRecord>[] = [
  {
    id: 'homestead-use',
    severity: 'hard',
    title: 'Homestead only on a residential use code, or farm or rural acreage with a home',
    check(p, { rollYear }) {
      const year = yearOf(p, rollYear);
      if (!year?.homestead) return null;
      return homesteadUseAllowed(p.useCode, year.building > 0) ? null : `homestead on use code ${p.useCode}`;
    },
  },
  {
    id: 'homestead-owner',
    severity: 'hard',
    title: "Homestead only for natural persons (a person's own trust allowed), not companies",
    check(p, { rollYear }) {
      if (!yearOf(p, rollYear)?.homestead) return null;
      const owners = januaryOwners(p, rollYear);
      const company = owners?.find((name) => !mayHoldHomestead(name));
      return company ? `homestead owned by ${company}` : null;
    },
  },
  {
    id: 'homestead-mail',
    severity: 'soft',
    title: 'Homestead owner mails in Florida or at the property',
    check(p, { rollYear }) {
      if (!yearOf(p, rollYear)?.homestead) return null;
      // After a sale the mailing address is the buyer's, not that of the owner on January 1.
      if (soldDuring(p, rollYear)) return null;
      return mailFitsHomestead(p.mail, p.situsAddress) ? null : `homestead mailed to ${p.mail.country ?? p.mail.state ?? 'elsewhere'}`;
    },
  },
  {
    id: 'homestead-exemptions',
    severity: 'hard',
    title: 'Homestead exemptions: $25,000 on all levies plus a second up to $25,000 (indexed from 2025) on non-school value above $50,000',
    check(p, { rollYear }) {
      const latest = yearOf(p, rollYear);
      if (latest && latest.homestead !== p.homestead)
        return `parcel homestead ${p.homestead ? 'Yes' : 'No'} but ${rollYear} says ${latest.homestead ? 'Yes' : 'No'}`;
      return firstProblem(p, (y) => {
        const hx = y.exemptions.find((e) => e.code === 'HX');
        const hxa = y.exemptions.find((e) => e.code === 'HXA');
        if (!y.homestead) return hx || hxa ? 'homestead exemption on a parcel without homestead' : null;
        if (!hx && y.schoolAssessed > 0) return 'homestead without the $25,000 exemption';
        if (hxa && !hx) return 'second exemption without the first';
        if (hx && (hx.school > HOMESTEAD_FIRST || hx.nonschool > HOMESTEAD_FIRST)) return `first exemption ${Math.max(hx.school, hx.nonschool)} over $25,000`;
        if (!hxa) return null;
        if (hxa.school !== 0) return `second exemption of ${hxa.school} on school levies`;
        const most = Math.max(0, Math.min(homesteadSecondAmount(y.year), y.nonschoolAssessed - HOMESTEAD_SECOND_FLOOR));
        if (hxa.nonschool > most) return `second exemption ${hxa.nonschool} over ${most}`;
        return null;
      });
    },
  },
  {
    id: 'assessed-within-just',
    severity: 'hard',
    title: 'Assessed value never above just value (nor below zero)',
    check: (p) =>
      firstProblem(p, (y) =>
        y.schoolAssessed > y.just || y.nonschoolAssessed > y.just
          ? `assessed ${Math.max(y.schoolAssessed, y.nonschoolAssessed)} above just ${y.just}`
          : y.schoolAssessed < 0 || y.nonschoolAssessed < 0
            ? 'negative assessed value'
            : null,
      ),
  },
  {
    id: 'save-our-homes-cap',
    severity: 'hard',
    title: "A homestead's assessed value rises at most 3% or CPI a year (the year's cap)",
    check(p) {
      for (const [previous, current] of pairs(p)) {
        if (!previous.homestead || !current.homestead || previous.agSavings > 0 || current.agSavings > 0 || resetYear(p, previous, current)) continue;
        const most = Math.floor(previous.schoolAssessed * (1 + sohCap(current.year))) + SLACK;
        if (current.schoolAssessed > most)
          return `${current.year}: assessed ${current.schoolAssessed} after ${previous.schoolAssessed} (cap ${(sohCap(current.year) * 100).toFixed(1)}%)`;
      }
      return null;
    },
  },
  {
    id: 'non-homestead-cap',
    severity: 'hard',
    title: 'Other property: non-school assessed value rises at most 10% a year',
    check(p) {
      for (const [previous, current] of pairs(p)) {
        if (previous.homestead || current.homestead || previous.agSavings > 0 || current.agSavings > 0 || resetYear(p, previous, current)) continue;
        const most = Math.floor(previous.nonschoolAssessed * (1 + NON_HOMESTEAD_CAP)) + SLACK;
        if (current.nonschoolAssessed > most) return `${current.year}: non-school assessed ${current.nonschoolAssessed} after ${previous.nonschoolAssessed}`;
      }
      return null;
    },
  },
  {
    id: 'cap-reset-after-sale',
    severity: 'soft',
    title: 'A qualified sale puts assessed value back at just value on the next January 1',
    check(p) {
      for (const y of p.years) {
        if (y.agSavings > 0) continue;
        const sold = p.sales.some((s) => isQualifiedCode(s.qualCode) && Number(s.date.slice(0, 4)) === y.year - 1);
        if (sold && (y.schoolAssessed !== y.just || y.nonschoolAssessed !== y.just))
          return `${y.year}: assessed ${Math.min(y.schoolAssessed, y.nonschoolAssessed)} below just ${y.just} after a sale`;
      }
      return null;
    },
  },
  {
    id: 'agricultural-use',
    severity: 'hard',
    title: 'Agricultural classification only on agricultural use codes (50-69)',
    check: (p) =>
      isAgriculturalUse(p.useCode) ? null : firstProblem(p, (y) => (y.agSavings > 0 ? `agricultural savings ${y.agSavings} on use code ${p.useCode}` : null)),
  },
  {
    id: 'taxable-value',
    severity: 'hard',
    title: 'Taxable value = assessed value - exemptions, never negative',
    check: (p) =>
      firstProblem(p, (y) => {
        if (y.schoolExempt < 0 || y.nonschoolExempt < 0) return 'negative exemptions';
        if (y.schoolTaxable < 0 || y.nonschoolTaxable < 0) return 'negative taxable value';
        if (y.schoolTaxable !== y.schoolAssessed - y.schoolExempt) return `school taxable ${y.schoolTaxable} is not ${y.schoolAssessed} - ${y.schoolExempt}`;
        if (y.nonschoolTaxable !== y.nonschoolAssessed - y.nonschoolExempt)
          return `non-school taxable ${y.nonschoolTaxable} is not ${y.nonschoolAssessed} - ${y.nonschoolExempt}`;
        return null;
      }),
  },
  {
    id: 'exemptions-itemised',
    severity: 'soft',
    title: "The exemptions listed add up to the year's exempt totals",
    check: (p) =>
      firstProblem(p, (y) => {
        const school = y.exemptions.reduce((s, e) => s + e.school, 0);
        const nonschool = y.exemptions.reduce((s, e) => s + e.nonschool, 0);
        return school !== y.schoolExempt || nonschool !== y.nonschoolExempt
          ? `listed ${school}/${nonschool}, totals ${y.schoolExempt}/${y.nonschoolExempt}`
          : null;
      }),
  },
  {
    id: 'sale-qualification',
    severity: 'hard',
    title: "Every sale's qualification code fits its price and deed",
    check(p) {
      for (const s of p.sales) {
        const problem = saleProblem(s);
        if (problem) return `${s.date}: ${problem}`;
      }
      return null;
    },
  },
];
