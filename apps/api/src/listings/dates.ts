// Listings close at the end of their closing day in the office's time zone, so a bid due today or a
// position closing today is still shown to a visitor anywhere, at any hour of that day.
const OFFICE_TIME_ZONE = 'America/New_York';

/** Today's date (YYYY-MM-DD) in Orlando. */
export function officeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
