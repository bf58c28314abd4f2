import { describe, expect, it } from 'vitest';
import { addressLines, count, mills, money, moneyCents, penaltyRate, percent, usDate } from '../src/features/property-card/format.ts';
import { formatCents, formatChange, formatDollars, formatMills, formatNumber, formatPercentChange, parseDollars } from '../src/features/tools/format.ts';

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

describe('tool formatters', () => {
  it('prints dollars, cents, millage and whole numbers', () => {
    expect(formatDollars(350_000)).toBe('$350,000');
    expect(formatCents(1_234.5)).toBe('$1,234.50');
    expect(formatMills(15.9812)).toBe('15.9812');
    expect(formatMills(6.65)).toBe('6.6500');
    expect(formatNumber(1_850.4)).toBe('1,850');
  });

  it('prints changes with their sign, percentages as given', () => {
    expect(formatChange(1_234, formatDollars)).toBe('+$1,234');
    expect(formatChange(-56.7, formatCents)).toBe('-$56.70');
    expect(formatChange(0, formatCents)).toBe('$0.00');
    expect(formatPercentChange(2.7)).toBe('+2.7%');
    expect(formatPercentChange(-10)).toBe('-10%');
    expect(formatPercentChange(0)).toBe('0%');
  });

  it('reads dollars as people type them', () => {
    expect(parseDollars('$350,000')).toBe(350_000);
    // Cents are kept so that the estimator can say it wants whole dollars (decision 75).
    expect(parseDollars('350000.49')).toBe(350_000.49);
    expect(Number.isNaN(parseDollars('12k'))).toBe(true);
    expect(Number.isNaN(parseDollars('1,5'))).toBe(true);
  });
});
