import type { ImportantDate } from '@county/shared/content';

export interface Upcoming extends ImportantDate {
  /** The next day this happens, at local midnight. */
  date: Date;
  /** Whole days from today (0 = today). */
  daysAway: number;
}

const DAY_MS = 86_400_000;

/**
 * The next occurrence of each yearly date, counted from `today`: a date already past this year
 * moves to next year. Sorted soonest first.
 */
export function upcomingDates(dates: ImportantDate[], today: Date, count: number): Upcoming[] {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return dates
    .map((d) => {
      let date = new Date(start.getFullYear(), d.month - 1, d.day);
      if (date < start) date = new Date(start.getFullYear() + 1, d.month - 1, d.day);
      return { ...d, date, daysAway: Math.round((date.getTime() - start.getTime()) / DAY_MS) };
    })
    .sort((a, b) => a.date.getTime() - b.date.getTime())
    .slice(0, count);
}
