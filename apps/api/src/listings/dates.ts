// Listings close at the end of their closing day in the office's time zone, so a bid due today or a
// position closing today is still shown to a visitor anywhere, at any hour of that day.
const OFFICE_TIME_ZONE = 'America/New_York';

/** Today's date (YYYY-MM-DD) in Orlando. */
export function officeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The instant (an ISO timestamp in UTC) at which a day (YYYY-MM-DD) begins in Orlando. Timestamps
 * are stored in UTC, while people count days in the office's zone: an evening question in Orlando is
 * already tomorrow in UTC. The offset is read at 05:00 UTC, when Orlando's clock shows that day's
 * midnight or 1 a.m., before any daylight-saving change (those happen at 2 a.m. local).
 */
export function officeDayStart(day: string): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T05:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value.replace('GMT', '');
  return new Date(`${day}T00:00:00${offset || 'Z'}`).toISOString();
}
