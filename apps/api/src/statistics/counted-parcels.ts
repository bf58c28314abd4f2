import { sql } from 'kysely';

/**
 * The parcels the statistics count, as the table expression `p`. Every statistics query reads
 * parcels through it, so a parcel that must not count is left out here and nowhere else: issue 31's
 * retired parcels take `where retired = 0` inside the parentheses.
 */
export const countedParcels = sql`(select * from parcels) p`;
