// Number formats of the tools: whole dollars for values, cents for taxes, 4 decimals for millage,
// percentages given in percent (never scaled here).

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const mills = new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatDollars = (value: number) => dollars.format(value);
export const formatCents = (value: number) => cents.format(value);
export const formatMills = (value: number) => mills.format(value);
export const formatNumber = (value: number) => whole.format(value);

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** A change already in percent, with its sign: 2.7 -> '+2.7%', -10 -> '-10%', 0 -> '0%'. */
export const formatPercentChange = (value: number) => `${percent.format(value)}%`;

/** A signed change: +$1,234 or -$56.70. */
export function formatChange(value: number, format: (v: number) => string): string {
  if (value === 0) return format(0);
  return `${value > 0 ? '+' : '-'}${format(Math.abs(value))}`;
}

/**
 * Reads a dollar amount as people type it ("$350,000", "350000", "350,000.00"). Commas must group
 * thousands ("1,5" is a typo, not 15). Cents are kept, not rounded away, so that the schema can
 * say that whole dollars are wanted; anything else, an empty field included, reads as NaN.
 */
export function parseDollars(text: string): number {
  const cleaned = text.replace(/[$\s]/g, '');
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned.replace(/,/g, ''));
}
