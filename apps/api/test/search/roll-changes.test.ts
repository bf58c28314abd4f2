import { expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedFixture } from './fixture.ts';
import { countRollChange, rollChanges, withRollChanges } from '../../src/roll/changes.ts';

// A search request reads the roll's change count once on SQLite (withRollChanges): its copies and
// cached counts are checked against that one reading. Outside a request, and in two requests whose
// steps interleave, every check reads the count again.

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describeEachDatabase('the change count within a search request', (t) => {
  const env = setUpTestApp(t, { seed: seedFixture });

  it('is read once per request on SQLite, and again by the next request', async () => {
    const first = await withRollChanges(env.database, async () => {
      const before = await rollChanges(env.database);
      await countRollChange(env.database);
      return [before, await rollChanges(env.database)];
    });
    const sqlite = env.database.dialect === 'sqlite';
    expect(first[1] === first[0]).toBe(sqlite);
    // The next request, and any read outside one, sees the change.
    const next = await withRollChanges(env.database, () => rollChanges(env.database));
    expect(Number(next)).toBe(Number(first[0]) + 1);
    await countRollChange(env.database);
    expect(Number(await rollChanges(env.database))).toBe(Number(first[0]) + 2);
  });

  it('is read by each of two requests that interleave', async () => {
    // PostgreSQL's requests read it every time (above), and its reads interleave in no fixed order.
    if (env.database.dialect !== 'sqlite') return;
    const start = Number(await rollChanges(env.database));
    const request = () =>
      withRollChanges(env.database, async () => {
        const before = Number(await rollChanges(env.database));
        await nextTurn();
        await countRollChange(env.database);
        await nextTurn();
        return [before, Number(await rollChanges(env.database))];
      });
    // Both read, then both change the roll, then both read again: each sees both changes.
    expect(await Promise.all([request(), request()])).toEqual([
      [start, start + 2],
      [start, start + 2],
    ]);
  });
});
