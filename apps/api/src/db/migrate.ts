import { Migrator, sql, type Migration as KyselyMigration } from 'kysely';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

// Apart from database.ts so that the migrations (one of which fills the search vocabulary through
// search/) can use the Database type without database.ts importing them back.

/** Brings the schema up to date. Safe to call on every start. */
export async function migrate(database: Database): Promise<void> {
  const byName: Record<string, KyselyMigration> = {};
  for (const m of migrations) {
    byName[m.name] = { up: (db) => m.up(db, database.dialect) };
  }
  // On PostgreSQL the migrator's bookkeeping tables must live in the schema in use: otherwise its
  // check for them can see another schema's tables (tests run many schemas side by side).
  let migrationTableSchema: string | undefined;
  if (database.dialect === 'postgres') {
    migrationTableSchema = database.schema ?? (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]?.s;
  }
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => byName },
    migrationTableSchema,
    // Features add migrations in parallel branches of work; order by name, but do not refuse a
    // database that ran a later-numbered one first.
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('The migrations failed.', { cause: error });
}
