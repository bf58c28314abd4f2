import { TPP_EXEMPTION, TPP_PENALTY_RATES } from './figures.ts';
import type { Rule } from './parcel-rules.ts';
import type { AccountRecord, AccountYear } from './records.ts';

// The rules of a tangible personal property account, year by year.

function firstProblem(a: AccountRecord, test: (y: AccountYear) => string | null): string | null {
  for (const y of a.years) {
    const problem = test(y);
    if (problem) return `${y.year}: ${problem}`;
  }
  return null;
}

export const ACCOUNT_RULES: readonly Rule<AccountRecord>[] = [
  {
    id: 'tpp-exemption',
    severity: 'hard',
    title: 'Tangible: exemption up to $25,000 per return, taxable = assessed - exemption, assessed within just',
    check: (a) =>
      firstProblem(a, (y) => {
        if (y.exemption < 0 || y.exemption > TPP_EXEMPTION) return `exemption ${y.exemption}`;
        if (y.exemption > y.assessed) return `exemption ${y.exemption} above assessed ${y.assessed}`;
        if (y.assessed > y.just) return `assessed ${y.assessed} above just ${y.just}`;
        if (y.taxable !== y.assessed - y.exemption) return `taxable ${y.taxable} is not ${y.assessed} - ${y.exemption}`;
        return null;
      }),
  },
  {
    id: 'tpp-penalty',
    severity: 'hard',
    title: 'Tangible penalties only 5, 10, 15, 20 or 25 percent',
    check: (a) => firstProblem(a, (y) => (TPP_PENALTY_RATES.includes(y.penaltyRate) ? null : `penalty rate ${y.penaltyRate}`)),
  },
];
