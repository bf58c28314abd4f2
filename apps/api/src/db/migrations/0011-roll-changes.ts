import { sql } from 'kysely';
import type { Migration } from './types.ts';

// A count of the changes to the roll's parcels and owners (decision 25, "Copies of the roll in each
// process"). Each server process keeps copies of parts of the roll in memory for the searches (the
// owner order, the rows a page lists); before every use it compares this count with the one a copy
// was built at, and builds the copy again when they differ. Triggers count every write to the two
// tables, whoever makes it (a test, a correction by hand); bulk loads, which switch the triggers
// off, count when they clear the county and again at their end (roll-copy.ts, countRollChange).

const TABLES = ['parcels', 'owners'] as const;

export const rollChangesMigration: Migration = {
  name: '0011-roll-changes',
  async up(db, dialect) {
    await sql`create table roll_changes (id integer primary key, n bigint not null)`.execute(db);
    await sql`insert into roll_changes (id, n) values (1, 0)`.execute(db);
    if (dialect === 'sqlite') {
      // SQLite has only row triggers: one small update per written row.
      for (const table of TABLES) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql
            .raw(`create trigger ${table}_count_${event} after ${event} on ${table} begin update roll_changes set n = n + 1 where id = 1; end`)
            .execute(db);
        }
      }
      return;
    }
    // PostgreSQL counts once per statement, TRUNCATE included.
    await sql`create function roll_changed() returns trigger language plpgsql as $$
      begin update roll_changes set n = n + 1 where id = 1; return null; end $$`.execute(db);
    for (const table of TABLES) {
      await sql
        .raw(`create trigger ${table}_count after insert or update or delete or truncate on ${table} for each statement execute function roll_changed()`)
        .execute(db);
    }
  },
};
