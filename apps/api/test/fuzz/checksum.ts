import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';

// Tables that count on purpose while the fuzzer runs (visitor analytics, rate-limit windows) are
// left out; every other table, the county roll and stored messages alike, must not change.
const COUNTERS = /analytics|rate_limit|page_view/i;

async function tableNames(database: Database): Promise<string[]> {
  if (database.dialect === 'sqlite') {
    const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
      database.db,
    );
    return rows.rows.map((r) => r.name);
  }
  const rows = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    database.db,
  );
  return rows.rows.map((r) => r.name);
}

/** A SHA-256 of every row of every table (rows sorted), keyed by table. */
export async function checksumTables(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await tableNames(database)) {
    if (COUNTERS.test(name)) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(database.db);
    const lines = rows.rows
      .map((r) =>
        JSON.stringify(
          Object.keys(r)
            .sort()
            .map((k) => [k, r[k]]),
        ),
      )
      .sort();
    out[name] = `${lines.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return out;
}
