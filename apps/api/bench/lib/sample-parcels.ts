import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';

/** `count` parcel ids spread evenly over the roll (every n-th by id), not the first few pages of it. */
export async function sampleParcels(database: Database, count: number): Promise<string[]> {
  const total = await database.db
    .selectFrom('parcels')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const step = Math.max(1, Math.floor(Number(total.n) / count));
  const rows = await sql<{ parcel_id: string }>`
    select parcel_id from (select parcel_id, row_number() over (order by parcel_id) as n from parcels) as numbered
    where n % ${step} = 0 limit ${count}`.execute(database.db);
  return rows.rows.map((r) => r.parcel_id);
}
