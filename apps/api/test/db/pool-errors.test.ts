import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, ping } from '../../src/db/database.ts';
import { PG_URL, postgresAvailable } from '../helpers.ts';

// When PostgreSQL stops, it ends every session, including those the pool has lent out between two
// queries. Such a client's 'error' event must not crash the server (it did, in the load bench's
// outage test), and the pool must answer again with fresh connections.

const database = openDatabase(PG_URL, { poolSize: 3 });
afterAll(() => database.close());

describe.skipIf(!postgresAvailable)('PostgreSQL pool [postgres]', () => {
  it('survives the server ending a connection that is checked out, and answers again', async () => {
    const lent = await database.pool!.connect();
    const { rows } = await lent.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise<void>((done) => lent.once('end', () => done()));
    await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(database.db);
    await ended;
    lent.release();
    expect(await ping(database)).toBe(true);
    const answer = await sql<{ n: number }>`select 1 + 1 as n`.execute(database.db);
    expect(answer.rows[0]!.n).toBe(2);
  });
});
