import type { Database } from '../../db/database.ts';
import { rollYears } from '../../roll-year.ts';

/**
 * The year the searches' just values are of: the roll's year (roll-year.ts, kept a minute per
 * process). An empty roll has no year: -1 matches no value, so value criteria find nothing.
 */
export async function currentTaxYear(database: Database): Promise<number> {
  return (await rollYears(database)).current ?? -1;
}
