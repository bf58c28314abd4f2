// Display formats of the cards: whole dollars, dollars and cents, US dates, millage to four places,
// percentages. The API sends rates the way the roll writes them (a tangible penalty of 25 is 25%,
// millage is mills), so no formatter here scales a value.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const money = (value: number | null | undefined) => (value == null ? '' : dollars.format(value));
export const moneyCents = (value: number | null | undefined) => (value == null ? '' : dollarsAndCents.format(value));
export const count = (value: number | null | undefined) => (value == null ? '' : plain.format(value));
export const mills = (value: number) => value.toFixed(4);

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A figure already in percent, as written: 25 -> '25%', 2.7 -> '2.7%'. */
export const percent = (value: number) => `${percentFormat.format(value)}%`;

/** A tangible account's penalty rate as the DR-405 schedule writes it: 25 -> '25%', none -> 'None'. */
export const penaltyRate = (value: number) => (value > 0 ? percent(value) : 'None');

/** 2024-08-02 -> 08/02/2024, without the time-zone shift a Date would bring. */
export function usDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return month && day ? `${month}/${day}/${year}` : iso;
}

/** Lines of an address that are present, for one line per row. */
export function addressLines(...lines: (string | null | undefined)[]): string[] {
  return lines.map((l) => l?.trim() ?? '').filter(Boolean);
}
