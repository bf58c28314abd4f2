import { sql } from 'kysely';

/**
 * The parcels the statistics count, as the table expression `p`. Every statistics query reads
 * parcels through it, so a parcel that must not count is left out here and nowhere else: a retired
 * parcel (decision 15) is no longer on the roll, so neither its values nor its sales count.
 */
export const countedParcels = sql`(select * from parcels where retired_on is null) p`;

/**
 * The ids of the parcels that do not count, for a table read without its parcel's row: leaving the
 * few retired ids out is cheaper than looking every row's parcel up in `countedParcels`.
 */
export const uncountedParcelIds = sql`(select parcel_id from parcels where retired_on is not null)`;
