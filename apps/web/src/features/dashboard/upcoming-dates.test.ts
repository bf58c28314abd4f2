import { describe, expect, it } from 'vitest';
import type { ImportantDate } from '@county/shared/content';
import { upcomingDates } from './upcoming-dates.ts';

const date = (month: number, day: number, title: string): ImportantDate => ({ month, day, title, detail: '' });
const DATES = [date(1, 1, 'Roll date'), date(3, 1, 'Exemption deadline'), date(8, 15, 'TRIM notices'), date(11, 1, 'Tax bills')];

describe('upcomingDates', () => {
  it('lists the next ones soonest first, a date already past moving to next year', () => {
    const list = upcomingDates(DATES, new Date(2026, 7, 20, 15, 30), 3);
    expect(list.map((d) => [d.title, d.date.getFullYear(), d.daysAway])).toEqual([
      ['Tax bills', 2026, 73],
      ['Roll date', 2027, 134],
      ['Exemption deadline', 2027, 193],
    ]);
  });

  it('counts a date that is today as zero days away, whatever the hour', () => {
    const [first] = upcomingDates(DATES, new Date(2026, 2, 1, 23, 59), 1);
    expect(first?.title).toBe('Exemption deadline');
    expect(first?.daysAway).toBe(0);
    expect(first?.date).toEqual(new Date(2026, 2, 1));
  });

  it('returns no more than asked', () => {
    expect(upcomingDates(DATES, new Date(2026, 0, 1), 2)).toHaveLength(2);
    expect(upcomingDates([], new Date(2026, 0, 1), 2)).toEqual([]);
  });
});
