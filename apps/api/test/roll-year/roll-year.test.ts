import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { readRollYears, rollYears } from '../../src/roll-year.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// The roll's years (decision 13): meta tax_year first, the latest year with values when a database
// was filled without a loader, and a certified year that never runs ahead of the roll's year.

async function setMeta({ db }: Database, key: string, value: string | null): Promise<void> {
  await db.deleteFrom('meta').where('key', '=', key).execute();
  if (value !== null) await db.insertInto('meta').values({ key, value }).execute();
}

describeEachDatabase('roll year', (t) => {
  const env = setUpTestApp(t, { app: false });
  let latestValues: number;
  let firstValues: number;

  it('has no years on an empty roll', async () => {
    expect(await readRollYears(env.database)).toEqual({ current: null, first: null, certified: null });
  });

  describe('on a generated roll', () => {
    beforeAll(async () => {
      await seedCounty(env.database, { parcels: 40, tpp: 4, seed: 5 });
      const { db } = env.database;
      const range = await db
        .selectFrom('parcel_values')
        .select((eb) => [eb.fn.max('tax_year').as('last'), eb.fn.min('tax_year').as('first')])
        .executeTakeFirstOrThrow();
      latestValues = Number(range.last);
      firstValues = Number(range.first);
    });
    beforeEach(async () => {
      await setMeta(env.database, 'tax_year', String(latestValues));
      await setMeta(env.database, 'certified_tax_year', null);
    });

    it('takes the year the loader recorded, and every year is certified without a preliminary roll', async () => {
      expect(await readRollYears(env.database)).toEqual({ current: latestValues, first: firstValues, certified: latestValues });
    });

    it('prefers meta tax_year to the latest year with values', async () => {
      await setMeta(env.database, 'tax_year', String(latestValues - 1));
      expect((await readRollYears(env.database)).current).toBe(latestValues - 1);
    });

    it('falls back to the latest year with values when meta tax_year is missing or not a year', async () => {
      await setMeta(env.database, 'tax_year', null);
      expect((await readRollYears(env.database)).current).toBe(latestValues);
      await setMeta(env.database, 'tax_year', 'soon');
      expect((await readRollYears(env.database)).current).toBe(latestValues);
    });

    it('names the year before as certified on a preliminary roll, never a year after the roll', async () => {
      await setMeta(env.database, 'certified_tax_year', String(latestValues - 1));
      expect((await readRollYears(env.database)).certified).toBe(latestValues - 1);
      await setMeta(env.database, 'certified_tax_year', String(latestValues + 3));
      expect((await readRollYears(env.database)).certified).toBe(latestValues);
    });

    it('keeps the cached answer for a minute, while the uncached read sees a reload', async () => {
      expect((await rollYears(env.database)).current).toBe(latestValues);
      await setMeta(env.database, 'tax_year', String(latestValues - 2));
      expect((await rollYears(env.database)).current).toBe(latestValues);
      expect((await readRollYears(env.database)).current).toBe(latestValues - 2);
    });
  });
});
