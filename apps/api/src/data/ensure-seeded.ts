import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { seedCounty } from './generator/index.ts';
import { rebuildSearchText } from '../search/understand/vocabulary.ts';

/**
 * Seeds the sample county into a database that has no parcels yet (a fresh machine's first start),
 * and gives a roll loaded before the search vocabulary existed (migration 0008) its vocabulary.
 */
export async function ensureSeeded(database: Database, config: ServerConfig): Promise<void> {
  const row = await database.db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'data_refresh_date')
    .executeTakeFirst();
  if (row) {
    const terms = await sql`select 1 from search_terms limit 1`.execute(database.db);
    if (terms.rows.length === 0) await rebuildSearchText(database);
    return;
  }
  const started = Date.now();
  console.log(`Seeding a sample county (${config.sampleParcels} parcels, ${config.sampleTpp} TPP accounts)...`);
  await seedCounty(database, { parcels: config.sampleParcels, tpp: config.sampleTpp, seed: 1 });
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
