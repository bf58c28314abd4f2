// The office's clock: what day it is where the office is, and when such a day begins. Listings
// close at the end of their closing day there, so a bid due today or a position closing today is
// still shown to a visitor anywhere, at any hour of that day; analytics count by the office's days.
// The time zone is the county's (site configuration `timeZone`): Orlando is on Eastern time,
// Pensacola on Central.

export interface OfficeClock {
  readonly timeZone: string;
  /** Today's date (YYYY-MM-DD) at the office. */
  today(now?: Date): string;
  /**
   * The instant (an ISO timestamp in UTC) at which a day (YYYY-MM-DD) begins at the office.
   * Timestamps are stored in UTC, while people count days in the office's zone: an evening
   * question in Orlando is already tomorrow in UTC.
   */
  dayStart(day: string): string;
}

export function officeClock(timeZone: string): OfficeClock {
  const dates = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const offsets = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  /** The zone's offset from UTC at an instant, in minutes ('GMT-05:00' → -300). */
  const offsetAt = (instant: number): number => {
    const name = offsets.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  };
  return {
    timeZone,
    today: (now = new Date()) => dates.format(now),
    dayStart(day) {
      // Midnight as if the zone were UTC, moved by the zone's offset; when that instant falls on the
      // other side of a change of offset, the offset there is the right one (US zones change at
      // 2 a.m., so midnight itself always exists).
      const local = Date.parse(`${day}T00:00:00Z`);
      const first = local - offsetAt(local) * 60_000;
      return new Date(local - offsetAt(first) * 60_000).toISOString();
    },
  };
}
