import { sql } from 'kysely';
import { parcelIdCandidates } from '@county/shared';
import type { Database } from '../db/database.ts';
import { rows } from '../search/query.ts';

// Any form of a parcel id -> the stored id on the roll, or null. (Minimal version; issue #15 owns
// this module.)

export async function resolveParcelId(database: Database, input: string): Promise<string | null> {
  const candidates = parcelIdCandidates(input);
  if (candidates.length === 0) return null;
  const found = await rows(database, sql<{ parcel_id: string }>`select parcel_id from parcels where parcel_id in (${sql.join(candidates)}) order by parcel_id limit 1`);
  return found[0]?.parcel_id ?? null;
}
