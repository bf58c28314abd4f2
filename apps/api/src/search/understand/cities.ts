import { sql } from 'kysely';
import { searchKey } from '@county/shared/search-keys';
import type { Database } from '../../db/database.ts';
import { ttlValue } from '../../cache/ttl-cache.ts';
import { rows } from '../../db/statements.ts';

// The roll's situs city names, by search key ('WINTER PARK' -> the stored spelling). Each process
// keeps them for ten minutes: a reload of the roll rarely adds a city.

async function readCities(database: Database): Promise<Map<string, string>> {
  // Each step asks the city index for the next name after the last one, so reading the twenty-odd
  // cities costs twenty-odd index lookups instead of a pass over every parcel (which stalled every
  // request behind it for a tenth of a second on a full county).
  const found = await rows(
    database,
    sql<{ city: string | null }>`with recursive cities(city) as (
      select min(situs_city) from parcels
      union all
      select (select min(situs_city) from parcels where situs_city > cities.city) from cities where cities.city is not null
    ) select city from cities where city is not null`,
  );
  const names = new Map<string, string>();
  for (const { city } of found) {
    const key = searchKey(city ?? '');
    if (key) names.set(key, city!);
  }
  return names;
}

export const cityNames = ttlValue({ ttlMs: 10 * 60_000 }, readCities);
