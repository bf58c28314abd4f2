import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ttlValue } from '../../cache/ttl-cache.ts';
import { rows } from '../../db/statements.ts';

// The search box's 'For example ...' taken from the roll that is loaded, so every example finds
// something whatever county the site serves. Each process keeps them for ten minutes.

export interface SearchExamples {
  address: string | null;
  owner: string | null;
  parcelId: string | null;
  business: string | null;
}

/** 'MARTINEZ CARLOS J' -> 'Martinez Carlos J', as people type it. */
const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

async function read(database: Database): Promise<SearchExamples> {
  // The first parcel in id order that has an address: one index step, the same on every run.
  const parcel = (
    await rows(
      database,
      sql<{ display_id: string; situs_address: string; situs_city: string | null; owner_name: string }>`select display_id, situs_address, situs_city, owner_name
        from parcels where situs_address is not null order by parcel_id limit 1`,
    )
  )[0];
  const business = (await rows(database, sql<{ business_name: string }>`select business_name from tpp_accounts order by account limit 1`))[0];
  return {
    address: parcel ? titleCase(parcel.situs_address) : null,
    // Two words of the owner's name: enough to find it, and what people type.
    owner: parcel ? titleCase(parcel.owner_name.split(' ').slice(0, 2).join(' ')) : null,
    parcelId: parcel?.display_id ?? null,
    business: business ? titleCase(business.business_name) : null,
  };
}

export const searchExamples = ttlValue({ ttlMs: 10 * 60_000 }, read);
