// Dates in the listings are calendar days (YYYY-MM-DD); they are shown as written, whatever the
// reader's time zone.
export function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

const dollars = (n: number, cents: boolean) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

export function salaryRange(min: number, max: number, period: 'year' | 'hour'): string {
  const cents = period === 'hour';
  return `${dollars(min, cents)} – ${dollars(max, cents)} ${period === 'hour' ? 'an hour' : 'a year'}`;
}
