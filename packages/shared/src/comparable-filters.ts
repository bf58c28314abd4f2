// The filters of every list of comparable sales (decision 124), without zod, so the pages' tables
// and their filter controls can use them: the first values, the choices offered to widen them, and
// the two small helpers the definition measures with.

/** How alike the uses must be: the same kind (townhouses apart from houses), the same DOR code, or any use. */
export const COMPARABLE_USES = ['group', 'dor', 'any'] as const;
export type ComparableUse = (typeof COMPARABLE_USES)[number];

export const COMPARABLE_DEFAULTS = { months: 36, use: 'group', areaBand: 30, yearBand: 15, bedsBand: 1, lotBand: 50 } as const;

/** The values each filter's list offers, narrowest first; the last of a band is as good as no band. */
export const COMPARABLE_CHOICES = {
  months: [6, 12, 24, 36, 60],
  areaBand: [15, 30, 50, 100, 1000],
  yearBand: [5, 15, 30, 200],
  bedsBand: [0, 1, 2, 20],
  lotBand: [25, 50, 100, 1000],
} as const;
export type ComparableBand = keyof typeof COMPARABLE_CHOICES;

/** The ISO date `months` calendar months before `isoDate` (clamped to the month's last day). */
export function monthsBefore(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = index - y * 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** Low and high ends of a band of +/- `percent` around a value, whole units. */
export function band(value: number, percent: number): [number, number] {
  return [Math.floor(value * (1 - percent / 100)), Math.ceil(value * (1 + percent / 100))];
}
