import type { Database } from '../../db/database.ts';
import { join, q, rows } from '../../db/statements.ts';

// Parcels of a recorded document, found through the sales that cite it: by the clerk's instrument
// number, or by official records book and page. A document may convey several parcels. The clerk
// writes instrument numbers and book/page with or without leading zeros, so both sides are
// looked up both as typed and without them (indexed by migration 0007).

/** Removes leading zeros, keeping one for an all-zero value ('000123' -> '123', '000' -> '0'). */
export function documentKey(value: string): string {
  const trimmed = value.trim().toUpperCase();
  return trimmed.replace(/^0+(?=.)/, '');
}

/** The spellings to look for: as typed (trimmed, upper case) and without leading zeros. */
function spellings(value: string): string[] {
  const typed = value.trim().toUpperCase();
  const key = documentKey(value);
  return typed === key ? [key] : [key, typed];
}

function distinctSorted(found: { parcel_id: string }[]): string[] {
  return [...new Set(found.map((r) => r.parcel_id))].sort();
}

export async function parcelIdsByInstrument(database: Database, instrument: string): Promise<string[]> {
  if (!documentKey(instrument)) return [];
  // Through the searches' kept statements: the smart box asks this of every 8 to 13 digits typed.
  return distinctSorted(
    await rows<{ parcel_id: string }>(database, q`select parcel_id from sales where instrument_number in (${join(spellings(instrument))})`),
  );
}

export async function parcelIdsByBookPage(database: Database, book: string, page: string): Promise<string[]> {
  if (!documentKey(book) || !documentKey(page)) return [];
  return distinctSorted(
    await rows<{ parcel_id: string }>(database, q`select parcel_id from sales where book in (${join(spellings(book))}) and page in (${join(spellings(page))})`),
  );
}
