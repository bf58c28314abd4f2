import type { PrcLocation } from '@county/shared/cards';
import type { Database } from '../db/database.ts';
import { parcelNotFound } from './parcel.ts';
import { prepared } from '../db/statements.ts';

// The homeowners' association of a parcel's subdivision (PRCLocation/GetPRCLocationInfo). Lots of
// one plat share the first ten digits of their id, which is the association's key (migration 0007).

const communityRow = prepared((db, a: { plat: string; pid: string }) =>
  db
    .selectFrom('parcels as p')
    .leftJoin('associations as a', (join) => join.on('a.plat_key', '=', a.plat))
    .select(['p.parcel_id', 'p.subdivision_code', 'a.name', 'a.gated', 'a.mandatory', 'a.households'])
    .where('p.parcel_id', '=', a.pid),
);

export async function locationInfo(database: Database, pid: string): Promise<PrcLocation> {
  const [row] = await communityRow(database, { pid, plat: pid.slice(0, 10) });
  if (!row) throw parcelNotFound(pid);
  // Unplatted acreage (subdivision 0000) belongs to no association, whatever shares its digits.
  if (row.name == null || row.subdivision_code === '0000') return { community: null };
  return {
    community: {
      parcelId: pid,
      communityName: row.name,
      isGated: row.gated ? 'Yes' : 'No',
      isMandatory: row.mandatory ? 'True' : 'False',
      householdsCount: Number(row.households ?? 0),
    },
  };
}
