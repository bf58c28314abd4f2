import type { Database } from './database.ts';

/**
 * Runs `read` in one read-only snapshot of the database: every query it makes through the database
 * it is given sees the data as of its first read, whatever is written meanwhile (SQLite: a read
 * transaction in WAL mode; PostgreSQL: a repeatable-read, read-only transaction). On SQLite the
 * snapshot holds the connection of `database` until it ends.
 */
export async function readSnapshot<T>(database: Database, read: (snapshot: Database) => Promise<T>): Promise<T> {
  const begin =
    database.dialect === 'postgres' ? database.db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only') : database.db.transaction();
  return begin.execute((trx) => read({ ...database, db: trx }));
}
