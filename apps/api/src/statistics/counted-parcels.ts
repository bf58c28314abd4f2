import { sql } from 'kysely';

/**
 * The parcels the statistics count, as the table expression `p`. Every statistics query reads
 * parcels through it, so a parcel that must not count is left out here and nowhere else: a retired
 * parcel (decision 15) is no longer on the roll, so neither its values nor its sales count.
 */
export const countedParcels = sql`(select * from parcels where retired_on is null) p`;
