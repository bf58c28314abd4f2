import { parcelIdCandidates, storedToDisplay } from '@county/shared';
import type { Database } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';

// Any form of a parcel id people and programs send (stored or display order, dashes, spaces, a
// display id that lost its leading zero) -> the canonical stored id on the roll. The candidates
// come from packages/shared; the roll decides between them, in the candidates' order of likelihood.

export async function resolveParcelId(database: Database, input: string): Promise<string | null> {
  const candidates = parcelIdCandidates(input);
  if (candidates.length === 0) return null;
  const rows = await database.db.selectFrom('parcels').select('parcel_id').where('parcel_id', 'in', candidates).execute();
  const found = new Set(rows.map((r) => r.parcel_id));
  return candidates.find((c) => found.has(c)) ?? null;
}

/** For the card routes: the stored id, or a 404 naming the parameter and showing both readings. */
export async function resolveCardPid(database: Database, input: string, field = 'PID'): Promise<string> {
  const stored = await resolveParcelId(database, input);
  if (stored) return stored;
  const [first] = parcelIdCandidates(input);
  const shown = first ? `${storedToDisplay(first)} (${first})` : input.trim();
  throw new NotFoundError(`No parcel with id ${shown} is on the roll.`, field);
}
