import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import { LOAD_ORDER, LOADED_COLUMNS as COLUMNS } from '../../src/data/columns.ts';
import { COUNTY_META_KEYS } from '../../src/data/bulk.ts';

/** Every county table as sorted JSON lines: a dump that compares across databases. */
export async function dumpCounty(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of LOAD_ORDER) {
    const cols = COLUMNS[table];
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
    // Other features keep their own (per-deployment) keys in meta; only the roll's are compared.
    const rows = table === 'meta' ? result.rows.filter((r) => (COUNTY_META_KEYS as readonly unknown[]).includes(r.key)) : result.rows;
    out[table] = rows.map((row) => JSON.stringify(cols.map((c) => row[c] ?? null))).sort();
  }
  return out;
}

export function digest(dump: Record<string, string[]>): string {
  const hash = createHash('sha256');
  for (const table of Object.keys(dump).sort()) {
    hash.update(`${table}\n`);
    for (const line of dump[table] ?? []) hash.update(`${line}\n`);
  }
  return hash.digest('hex');
}
