import { describe, expect, it } from 'vitest';
import { addressLines, count, mills, money, moneyCents, penaltyRate, percent, usDate } from './format.ts';

// The cards' and tools' formatters show figures as the roll writes them: a rate given in percent
// is printed as it is (a 25% penalty is 25, never scaled to 2500%), millage in mills.

describe('card formatters', () => {
  it('prints a tangible penalty as the DR-405 schedule writes it', () => {
    expect(penaltyRate(25)).toBe('25%');
    expect(penaltyRate(5)).toBe('5%');
    expect(penaltyRate(15)).toBe('15%');
    expect(penaltyRate(0)).toBe('None');
  });

  it('prints a figure in percent without scaling it', () => {
    expect(percent(25)).toBe('25%');
    expect(percent(2.7)).toBe('2.7%');
    expect(percent(0.5)).toBe('0.5%');
    expect(percent(100)).toBe('100%');
  });

  it('prints money, counts, millage and dates', () => {
    expect(money(250_000)).toBe('$250,000');
    expect(money(1_234.56)).toBe('$1,235');
    expect(money(null)).toBe('');
    expect(moneyCents(38.5)).toBe('$38.50');
    expect(moneyCents(4_023.1)).toBe('$4,023.10');
    expect(count(0.1234)).toBe('0.12');
    expect(count(12_500)).toBe('12,500');
    expect(mills(4.4347)).toBe('4.4347');
    expect(mills(6.65)).toBe('6.6500');
    expect(usDate('2024-08-02')).toBe('08/02/2024');
    expect(addressLines(' 1 MAIN ST ', null, '', 'ORLANDO, FL 32801')).toEqual(['1 MAIN ST', 'ORLANDO, FL 32801']);
  });
});
