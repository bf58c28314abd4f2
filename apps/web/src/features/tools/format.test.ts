import { describe, expect, it } from 'vitest';
import { formatCents, formatChange, formatDollars, formatMills, formatNumber, formatPercentChange, parseDollars } from './format.ts';

// The cards' and tools' formatters show figures as the roll writes them: a rate given in percent
// is printed as it is (a 25% penalty is 25, never scaled to 2500%), millage in mills.

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

describe('parseDollars', () => {
  it('reads amounts as people type them', () => {
    expect(parseDollars('$350,000')).toBe(350_000);
    expect(parseDollars(' 350000 ')).toBe(350_000);
    expect(parseDollars('1,250,000.00')).toBe(1_250_000);
  });

  it('keeps cents so the schema can refuse them, and refuses commas that do not group thousands', () => {
    expect(parseDollars('1.5')).toBe(1.5);
    expect(Number.isNaN(parseDollars('1,5'))).toBe(true);
    expect(Number.isNaN(parseDollars('a lot'))).toBe(true);
    expect(Number.isNaN(parseDollars(''))).toBe(true);
  });
});
