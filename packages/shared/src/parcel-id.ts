// Parcel ids in Orange County style: the public reads Section-Township-Range-Subdivision-Block-Lot
// (2-2-2-4-2-3 digits, e.g. 35-20-27-6645-00-001) while the office's API and GIS store the same
// digits with section and range swapped (272035664500001). The swap is its own inverse.

export const PARCEL_ID_LENGTH = 15;

/** Keeps only the digits of what a person typed ("35-20-27 6645-00-001" -> "352027664500001"). */
export function parcelDigits(input: string): string {
  return input.replace(/\D+/g, '');
}

/**
 * Swaps characters 5-6 with 1-2 (then 3-4 and the rest stay): display order <-> stored order.
 * Applies to any string of at least 6 characters; shorter input is returned unchanged.
 */
export function swapParcelOrder(id: string): string {
  if (id.length < 6) return id;
  return id.slice(4, 6) + id.slice(2, 4) + id.slice(0, 2) + id.slice(6);
}

/** Formats 15 display-order digits as 35-20-27-6645-00-001. */
export function formatDisplayId(displayDigits: string): string {
  const d = displayDigits;
  const parts = [d.slice(0, 2), d.slice(2, 4), d.slice(4, 6), d.slice(6, 10), d.slice(10, 12), d.slice(12)];
  return parts.filter((p) => p.length > 0).join('-');
}

/** Stored 15-digit id -> display id with dashes. */
export function storedToDisplay(stored: string): string {
  return formatDisplayId(swapParcelOrder(stored));
}

/** Display id (with or without dashes) -> stored 15 digits. */
export function displayToStored(display: string): string {
  return swapParcelOrder(parcelDigits(display));
}

export interface ParcelIdParts {
  section: number;
  township: number;
  range: number;
}

/** Reads section, township and range from a stored-order id. */
export function partsOfStored(stored: string): ParcelIdParts {
  return {
    range: Number(stored.slice(0, 2)),
    township: Number(stored.slice(2, 4)),
    section: Number(stored.slice(4, 6)),
  };
}

/** Ranges east that the county's parcels lie in (Orange County: 27E to 34E). */
export const COUNTY_RANGES = { min: 27, max: 34 } as const;

function inCountyRange(storedDigits: string): boolean {
  const { range, section } = partsOfStored(storedDigits);
  return range >= COUNTY_RANGES.min && range <= COUNTY_RANGES.max && section >= 1 && section <= 36;
}

/**
 * Turns any full id a person may type (either order, dashes or spaces) into the stored order, or
 * null when the input is not 15 digits. Dashes in display form (35-20-27-...) mark display order.
 * Otherwise the order whose first pair is one of the county's ranges wins; when both pairs could be
 * a range (section 27 to 34 in range 27 to 34), the stored order is assumed, as in the office's API.
 */
export function toStoredId(input: string): string | null {
  const digits = parcelDigits(input);
  if (digits.length !== PARCEL_ID_LENGTH) return null;
  if (/^\s*\d{2}-\d{2}-\d{2}-/.test(input)) return swapParcelOrder(digits);
  if (inCountyRange(digits)) return digits;
  const swapped = swapParcelOrder(digits);
  if (inCountyRange(swapped)) return swapped;
  return digits;
}

/**
 * Every stored-order id a typed id could stand for: the digits in both orders, and for 14 digits
 * (a leading zero lost, as spreadsheets do) the same with the zero put back. Which one is on the
 * roll is for the roll to say.
 */
export function parcelIdCandidates(input: string): string[] {
  let digits = parcelDigits(input);
  if (digits.length === PARCEL_ID_LENGTH - 1) digits = `0${digits}`;
  if (digits.length !== PARCEL_ID_LENGTH) return [];
  return [...new Set([digits, swapParcelOrder(digits)])].sort();
}
