import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SmartSearchResult } from '@county/shared/search';
import type { Database } from '../../src/db/database.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { writeDorFiles } from '../../src/data/dor/index.ts';
import { importDorFiles } from '../../src/data/importer/index.ts';
import { boxAnswer } from '../../src/search/understand/box-answer.ts';
import { searchExamples } from '../../src/search/understand/examples.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// A street searched without a house number lists every parcel on it, those the roll lists with
// no number too (vacant tracts, common areas), and every example of the box's hint finds
// something: on a generated roll and on the same roll imported from the DOR files.

async function box(database: Database, q: string): Promise<SmartSearchResult> {
  return JSON.parse((await boxAnswer(database, { q, page: 1, size: 1000 })).json) as SmartSearchResult;
}

async function streetsProven(database: Database): Promise<void> {
  const bare = await database.db
    .selectFrom('parcels')
    .select(['parcel_id', 'situs_address', 'street_key'])
    .where('situs_number', 'is', null)
    .where('street_key', 'is not', null)
    .orderBy('parcel_id')
    .execute();
  // A few in a thousand, as on real rolls.
  const all = await database.db
    .selectFrom('parcels')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(bare.length).toBeGreaterThan(0);
  expect(bare.length / Number(all.n)).toBeLessThan(0.01);
  for (const p of bare.slice(0, 5)) {
    const result = await box(database, p.situs_address!.toLowerCase());
    expect(result.kind).toBe('address');
    expect(result.rows.map((r) => r.parcelId)).toContain(p.parcel_id);
    const numbered = await database.db.selectFrom('parcels').select('parcel_id').where('street_key', '=', p.street_key).execute();
    expect(result.totalCount).toBe(numbered.length);
  }
}

async function examplesProven(database: Database): Promise<void> {
  const examples = await searchExamples(database);
  const asked = Object.values(examples);
  expect(asked.every((e) => e !== null)).toBe(true);
  for (const q of asked) expect((await box(database, q)).totalCount, q).toBeGreaterThan(0);
}

describeEachDatabase('streets without numbers and the hint examples', (t) => {
  let dir = '';
  let files: { nal: string; sdf: string; nap: string };
  let imported: Database | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'streets-'));
  });
  afterAll(async () => {
    if (imported) await t.dispose(imported);
    await rm(dir, { recursive: true, force: true });
  });
  const env = setUpTestApp(t, {
    seed: async (seeded) => {
      await seedCounty(seeded, { parcels: 1_200, tpp: 100, seed: 11 });
      const [nal, sdf, nap] = (await writeDorFiles(seeded, dir, { year: 2026 })).map((f) => f.path) as [string, string, string];
      files = { nal, sdf, nap };
    },
    app: false,
  });

  it('on a generated roll', async () => {
    await streetsProven(env.database);
    await examplesProven(env.database);
  });

  it('on an imported roll', async () => {
    imported = await t.open();
    await importDorFiles(imported, { ...files });
    await streetsProven(imported);
    await examplesProven(imported);
  });
});
