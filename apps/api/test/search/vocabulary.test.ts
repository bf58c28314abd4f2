import { expect, it } from 'vitest';
import { searchKey } from '@county/shared/search-keys';
import { sql } from 'kysely';
import { describeEachDatabase, setUpTestApp, testConfig } from '../helpers.ts';
import { ensureSeeded } from '../../src/data/ensure-seeded.ts';
import { rebuildSearchText, termsByWords } from '../../src/search/understand/vocabulary.ts';
import { seedFixture, TPP } from './fixture.ts';

// The vocabulary's names by the start of each of their words. On SQLite a one-letter word is tested
// on the names the longer words found rather than asked of FTS5 (vocabulary.ts, lookUpWithInitials):
// the same names, in the same order, up to the same limit, as FTS5 gives for all the words at once.

const OWNERS = ["O'BRIEN-SMITH JANE", 'SMITHSON J & CO', 'JONES SMITH LLC', 'SMITH ALICE', 'SMITHERS, KARL J.', 'ŠMITH JOSEF'];

describeEachDatabase('vocabulary lookups with one-letter words', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedFixture(database);
      for (const [i, owner] of OWNERS.entries()) {
        await database.db
          .insertInto('tpp_accounts')
          .values({
            ...(await database.db.selectFrom('tpp_accounts').selectAll().where('account', '=', TPP[0]!.account).executeTakeFirstOrThrow()),
            account: `20000${i}`,
            business_name: `SHOP ${i}`,
            business_key: searchKey(`SHOP ${i}`),
            owner_name: owner,
          })
          .execute();
      }
      await rebuildSearchText(database);
    },
  });
  const names = async (key: string, limit = 60) => (await termsByWords(env.database, 'account_owner', key, limit)).map((term) => term.term);

  it('finds the names with a word starting with each typed word, in name order', async () => {
    // Byte order: 'J' < 'O' < 'S'; the apostrophe, hyphen, comma and ampersand split words.
    const ascii = ['JONES SMITH LLC', "O'BRIEN-SMITH JANE", 'SMITH JOHN A', 'SMITHERS, KARL J.', 'SMITHSON J & CO'];
    // FTS5 folds Š to s; PostgreSQL's 'simple' configuration does not.
    const expected = env.database.dialect === 'sqlite' ? [...ascii, 'ŠMITH JOSEF'] : ascii;
    expect(await names('J SMITH')).toEqual(expected);
    expect(await names('SMITH J')).toEqual(expected);
    expect(await names('J SMITH', 2)).toEqual(expected.slice(0, 2));
    expect(await names('K SMITH J')).toEqual(['SMITHERS, KARL J.']);
    expect(await names('A SMITH')).toEqual(['SMITH ALICE', 'SMITH JOHN A']);
    expect(await names('Z SMITH')).toEqual([]);
    // One-letter words alone are FTS5's (or PostgreSQL's) whole query.
    expect(await names('J A')).toEqual(['SMITH JOHN A']);
  });
});

describeEachDatabase('a roll loaded before the vocabulary existed', (t) => {
  const env = setUpTestApp(t, { seed: seedFixture });

  it('gets its vocabulary when the server starts (migration 0008 leaves the table empty)', async () => {
    const { database } = env;
    const before = await termsByWords(database, 'street', 'ORANGE', 10);
    await sql`delete from search_terms`.execute(database.db);
    await sql`update roll_changes set n = n + 1 where id = 1`.execute(database.db);
    expect(await termsByWords(database, 'street', 'ORANGE', 10)).toEqual([]);
    const stamped = await database.db.selectFrom('meta').select('key').where('key', '=', 'data_refresh_date').executeTakeFirst();
    if (!stamped) await database.db.insertInto('meta').values({ key: 'data_refresh_date', value: '2025-01-01' }).execute();
    await ensureSeeded(database, testConfig());
    expect(before.length).toBeGreaterThan(0);
    expect(await termsByWords(database, 'street', 'ORANGE', 10)).toEqual(before);
  });
});
