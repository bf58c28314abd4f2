import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { seedCounty } from './generator/index.ts';

/** Seeds the sample county into a database that has no parcels yet (a fresh machine's first start). */
export async function ensureSeeded(database: Database, config: ServerConfig): Promise<void> {
  const row = await database.db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'data_refresh_date')
    .executeTakeFirst();
  if (row) return;
  const started = Date.now();
  console.log(`Seeding a sample county (${config.sampleParcels} parcels, ${config.sampleTpp} TPP accounts)...`);
  await seedCounty(database, { parcels: config.sampleParcels, tpp: config.sampleTpp, seed: 1 });
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
