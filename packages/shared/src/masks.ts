// Input masks of the specification (section 5): time, date, percent 0-100, thousands separator,
// IP address, digits-only phone and the parcel id. A mask only reshapes what a person types; it never
// validates on its own (the form's schema does), so pasting "35 20 27 6645 00 001" or a phone number
// with brackets still ends up in the expected shape. Each mask also carries the text a screen reader
// announces through the field's hint, so the format is never conveyed by the placeholder alone.

export interface Mask {
  /** Reshapes the raw input into the masked value. */
  apply(raw: string): string;
  /** The format in words, shown below the field and tied to it with aria-describedby. */
  hint: string;
  /** Longest masked value (the input's maxLength). */
  maxLength: number;
  inputMode: 'numeric' | 'decimal' | 'text' | 'tel';
  placeholder?: string;
}

/**
 * Fills a pattern where '0' stands for a digit and anything else is a literal inserted between
 * digits: applyPattern('352027', '00-00-00-0000') === '35-20-27'. Extra digits are dropped and a
 * literal is only written when a digit follows it, so backspacing over a dash works naturally.
 */
export function applyPattern(raw: string, pattern: string): string {
  const digits = raw.replace(/\D+/g, '');
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '0') out += digits[next++];
    else out += slot;
  }
  return out;
}

export const PARCEL_MASK_PATTERN = '00-00-00-0000-00-000';
export const PARCEL_MASK_REGEX = /^\d{2}-\d{2}-\d{2}-\d{4}-\d{2}-\d{3}$/;

/** Digits only, cut to a maximum length (the phone field: input max 10). */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D+/g, '').slice(0, max);
}

/** Hours and minutes on a 24-hour clock: "0930" -> "09:30"; an hour above 23 or minute above 59 is cut. */
export function maskTime(raw: string): string {
  const masked = applyPattern(raw, '00:00');
  const [hours = '', minutes = ''] = masked.split(':');
  if (hours.length === 2 && Number(hours) > 23) return hours.slice(0, 1);
  if (minutes.length >= 1 && Number(minutes[0]) > 5) return `${hours}:`.slice(0, 3);
  return masked;
}

/** Month, day and year: "07042026" -> "07/04/2026"; a month above 12 or a day above 31 is cut. */
export function maskDate(raw: string): string {
  const masked = applyPattern(raw, '00/00/0000');
  const [month = '', day = ''] = masked.split('/');
  if (month.length === 2 && (Number(month) > 12 || Number(month) === 0)) return month.slice(0, 1);
  if (day.length === 2 && (Number(day) > 31 || Number(day) === 0)) return `${month}/${day.slice(0, 1)}`;
  return masked;
}

/** A percentage from 0 to 100 with up to two decimals; anything above 100 becomes 100. */
export function maskPercent(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const hasPoint = rest.length > 0;
  const decimals = rest.join('').slice(0, 2);
  const wholeDigits = whole.replace(/^0+(?=\d)/, '').slice(0, 3);
  if (wholeDigits === '' && !hasPoint) return '';
  const value = Number(`${wholeDigits || '0'}.${decimals || '0'}`);
  if (value > 100) return '100';
  return hasPoint ? `${wholeDigits || '0'}.${decimals}` : wholeDigits;
}

/** Whole numbers with a comma between thousands: "1234567" -> "1,234,567". */
export function maskThousands(raw: string): string {
  const digits = raw.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The number a thousands-masked value stands for ("1,234" -> 1234), or null when empty. */
export function unmaskThousands(masked: string): number | null {
  const digits = masked.replace(/\D+/g, '');
  return digits ? Number(digits) : null;
}

/**
 * An IPv4 address: four numbers from 0 to 255 separated by dots. A dot starts the next part, and a
 * part that already has three digits (or cannot grow without passing 255) moves on to the next.
 */
export function maskIpAddress(raw: string): string {
  const parts: string[] = [''];
  for (const ch of raw) {
    const current = parts.length - 1;
    if (ch === '.') {
      if (parts[current] !== '' && parts.length < 4) parts.push('');
      continue;
    }
    if (!/\d/.test(ch)) continue;
    let part = parts[current]!;
    const full = part.length === 3 || Number(part + ch) > 255 || part === '0';
    if (full) {
      if (parts.length === 4) break;
      parts.push('');
      part = '';
    }
    parts[parts.length - 1] = part + ch;
  }
  return parts.join('.');
}

export const masks = {
  time: { apply: maskTime, hint: 'Format: HH:MM, 24-hour clock, for example 14:30.', maxLength: 5, inputMode: 'numeric', placeholder: 'HH:MM' },
  date: { apply: maskDate, hint: 'Format: MM/DD/YYYY, for example 03/01/2026.', maxLength: 10, inputMode: 'numeric', placeholder: 'MM/DD/YYYY' },
  percent: { apply: maskPercent, hint: 'A percentage from 0 to 100.', maxLength: 6, inputMode: 'decimal' },
  thousands: { apply: maskThousands, hint: 'Digits only; commas are added for you.', maxLength: 19, inputMode: 'numeric' },
  ipAddress: {
    apply: maskIpAddress,
    hint: 'Format: four numbers from 0 to 255 separated by dots, for example 192.168.1.10.',
    maxLength: 15,
    inputMode: 'decimal',
  },
  phone: {
    apply: (raw: string) => digitsOnly(raw, 10),
    hint: 'Digits only, 10 digits with the area code, for example 4075550100.',
    maxLength: 10,
    inputMode: 'tel',
  },
  parcelId: {
    apply: (raw: string) => applyPattern(raw, PARCEL_MASK_PATTERN),
    hint: 'Format: 00-00-00-0000-00-000 (15 digits, the dashes are added for you).',
    maxLength: PARCEL_MASK_PATTERN.length,
    inputMode: 'numeric',
    placeholder: PARCEL_MASK_PATTERN,
  },
} as const satisfies Record<string, Mask>;

export type MaskName = keyof typeof masks;
