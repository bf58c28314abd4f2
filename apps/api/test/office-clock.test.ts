import { describe, expect, it } from 'vitest';
import { officeClock } from '../src/office-clock.ts';

// Days are counted in the office's time zone while timestamps are stored in UTC.
describe('office days in Orlando (Eastern time)', () => {
  const clock = officeClock('America/New_York');

  it("starts a day at Orlando's midnight, in winter and in summer", () => {
    expect(clock.dayStart('2026-11-23')).toBe('2026-11-23T05:00:00.000Z');
    expect(clock.dayStart('2026-07-04')).toBe('2026-07-04T04:00:00.000Z');
  });

  it('keeps the clock of the night before on the days the clocks change', () => {
    expect(clock.dayStart('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(clock.dayStart('2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
  });

  it('places an evening in Orlando on its own day although UTC has moved on', () => {
    const evening = new Date('2026-11-24T02:30:00Z');
    expect(clock.today(evening)).toBe('2026-11-23');
    expect(evening.toISOString() >= clock.dayStart('2026-11-23')).toBe(true);
    expect(evening.toISOString() < clock.dayStart('2026-11-24')).toBe(true);
  });
});

describe('office days in Pensacola (Central time)', () => {
  const clock = officeClock('America/Chicago');

  it('starts a day an hour after Orlando does, in winter, in summer and on the days the clocks change', () => {
    expect(clock.dayStart('2026-11-23')).toBe('2026-11-23T06:00:00.000Z');
    expect(clock.dayStart('2026-07-04')).toBe('2026-07-04T05:00:00.000Z');
    expect(clock.dayStart('2026-03-08')).toBe('2026-03-08T06:00:00.000Z');
    expect(clock.dayStart('2026-11-01')).toBe('2026-11-01T05:00:00.000Z');
  });

  it('is still yesterday at the hour Orlando starts a new day', () => {
    const midnightInOrlando = new Date('2026-11-23T05:30:00Z');
    expect(officeClock('America/New_York').today(midnightInOrlando)).toBe('2026-11-23');
    expect(clock.today(midnightInOrlando)).toBe('2026-11-22');
  });
});
