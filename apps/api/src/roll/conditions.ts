import { q, raw, type Fragment } from '../db/statements.ts';

// The roll's own SQL conditions over a parcel row (alias p), shared by the searches, the map and the
// statistics.

/**
 * Parcels still on the roll (decision 15): a retired parcel is in no search but the lookup of its
 * exact id, which opens its card. Its owner keys are also emptied when it is retired, so that the
 * owner order kept in memory, which reads no condition, leaves it out as the SQL does.
 */
export const ON_ROLL: Fragment = raw('p.retired_on is null');

/**
 * The current year's just value. Each parcel carries the value of its latest tax year (kept by
 * triggers, migration 0005), which is the current year's unless the parcel has none for it.
 */
export function justValue(year: number): Fragment {
  return q`(case when p.latest_value_year = ${year} then p.latest_just_value end)`;
}
