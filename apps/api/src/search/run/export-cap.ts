import { InvalidInputError } from '../../errors.ts';

// One export is a working list, not a copy of the roll: past EXPORT_MAX_ROWS rows the export is
// refused before any of it is written (a silently cut file would look complete), and the message
// points to the data downloads, which hold the whole roll and are built once, not per request.

/** The default cap (EXPORT_MAX_ROWS in the environment changes it). */
export const EXPORT_MAX_ROWS = 10_000;

const n = (value: number) => value.toLocaleString('en-US');

/** The sentence the OpenAPI document gives every export route. */
export function exportCapNote(maxRows: number): string {
  return `At most ${n(maxRows)} rows: a search that finds more answers 400 (field 'query') pointing to the data downloads (/download), which hold the whole roll.`;
}

export function exportTooLarge(found: string, maxRows: number): InvalidInputError {
  return new InvalidInputError(
    `This search finds ${found} rows; one export holds at most ${n(maxRows)}. Narrow the search, or get the whole roll from the data downloads at /download.`,
    'query',
  );
}
