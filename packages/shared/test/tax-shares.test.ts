import { describe, expect, it } from 'vitest';
import { levyingBody, taxShares } from '../src/tax-shares.ts';

// "Where your taxes go" counts each taxing authority once: the school board's four levies are one
// share, so the largest share is the board's and not the city's (issue 41, item 7).

describe('taxShares', () => {
  const bill = [
    { label: 'City of Orlando', amount: 1778.62 },
    { label: 'Orange County General', amount: 1186.11 },
    { label: 'Orange County School Board - Required Local Effort', amount: 921 },
    { label: 'Orange County School Board - Capital Outlay', amount: 440.81 },
    { label: 'Orange County School Board - Voted Operating', amount: 293.87 },
    { label: 'Orange County School Board – Discretionary', amount: 219.82 },
    { label: 'Street lighting district 6645', amount: 79.52 },
    { label: 'Zero levy', amount: 0 },
  ];

  it('groups the levies of one body and puts the largest body first', () => {
    const shares = taxShares(bill);
    expect(shares.map((s) => s.label)).toEqual(['Orange County School Board', 'City of Orlando', 'Orange County General', 'Street lighting district 6645']);
    expect(shares[0]!.amount).toBe(1875.5);
    expect(shares[0]!.percent).toBe(38.1);
    expect(shares.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 10);
  });

  it('names the body before the dash, and a name without one as it is', () => {
    expect(levyingBody('Orange County School Board - Capital Outlay')).toBe('Orange County School Board');
    expect(levyingBody('St. Johns River Water Management District')).toBe('St. Johns River Water Management District');
    expect(levyingBody('Winter-Park Fire')).toBe('Winter-Park Fire');
  });
});
