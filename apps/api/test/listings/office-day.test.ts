import { describe, expect, it } from 'vitest';
import { officeDayStart, officeToday } from '../../src/listings/dates.ts';

// Days are counted in Orlando's time zone while timestamps are stored in UTC.
describe('office days', () => {
  it("starts a day at Orlando's midnight, in winter and in summer", () => {
    expect(officeDayStart('2026-11-23')).toBe('2026-11-23T05:00:00.000Z');
    expect(officeDayStart('2026-07-04')).toBe('2026-07-04T04:00:00.000Z');
  });

  it('keeps the clock of the night before on the days the clocks change', () => {
    expect(officeDayStart('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(officeDayStart('2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
  });

  it('places an evening in Orlando on its own day although UTC has moved on', () => {
    const evening = new Date('2026-11-24T02:30:00Z');
    expect(officeToday(evening)).toBe('2026-11-23');
    expect(evening.toISOString() >= officeDayStart('2026-11-23')).toBe(true);
    expect(evening.toISOString() < officeDayStart('2026-11-24')).toBe(true);
  });
});
