import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers.ts';
import type { Database } from '../../src/db/database.ts';
import { importDorFiles } from '../../src/data/importer/index.ts';
import { rolledBackRate } from '../../src/trim/rates.ts';

describe('the rolled-back rate of s. 200.065(1), F.S.', () => {
  it('follows worked examples', () => {
    // Last year's levy of 4.4347 mills on $100 billion raised $443,470,000. Reassessment brought the
    // same property to $104 billion: 443,470,000 / 104,000,000,000 x 1,000 = 4.26413... -> 4.2641.
    expect(rolledBackRate(443_470_000, 104_000_000_000)).toBe(4.2641);
    // A city that raised $12,000,000 on property now worth $2.5 billion: 12,000,000 / 2,500,000,000 x 1,000 = 4.8.
    expect(rolledBackRate(12_000_000, 2_500_000_000)).toBe(4.8);
    expect(rolledBackRate(1_000, 0)).toBe(0);
  });
});

describeEachDatabase('the millage file', (t) => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'millage-'));
    database = await t.open();
  });
  afterAll(async () => {
    await t.dispose(database);
    await rm(dir, { recursive: true, force: true });
  });

  const rate = async (table: 'millage_proposals', code: string) =>
    database.db.selectFrom(table).selectAll().where('tax_year', '=', 2026).where('authority_code', '=', code).executeTakeFirst();

  it('loads proposed, rolled-back and adopted rates, and reports bad rows by line', async () => {
    const file = join(dir, 'millage-2026.csv');
    await writeFile(
      file,
      [
        'TAX_YEAR,AUTHORITY_CODE,PROPOSED,ROLLED_BACK,ADOPTED',
        '2026,CNTY,4.6000,4.2000,',
        '2026,orl,6.7000,6.3000,6.6500',
        '2026,NOPE,1.0,1.0,',
        '2026,LIB,abc,0.3,',
        '2026,FIRE,75,2.0,',
      ].join('\n'),
    );
    const [summary] = await importDorFiles(database, { millage: file });
    expect(summary).toMatchObject({ kind: 'MILLAGE', read: 5, loaded: 2, rejected: 3 });
    expect(summary!.rejections.map((r) => r.line)).toEqual([4, 5, 6]);
    expect(summary!.rejections[0]!.reason).toContain('NOPE');
    expect(await rate('millage_proposals', 'CNTY')).toMatchObject({ proposed: 4.6, rolled_back: 4.2 });
    expect(await rate('millage_proposals', 'ORL')).toMatchObject({ proposed: 6.7, rolled_back: 6.3 });
    const adopted = await database.db
      .selectFrom('millage')
      .select('millage')
      .where('tax_year', '=', 2026)
      .where('authority_code', '=', 'ORL')
      .executeTakeFirst();
    expect(adopted?.millage).toBe(6.65);
    // The county's adopted rate stays what the code tables gave, since the file left it empty.
    const county = await database.db
      .selectFrom('millage')
      .select('millage')
      .where('tax_year', '=', 2026)
      .where('authority_code', '=', 'CNTY')
      .executeTakeFirst();
    expect(county?.millage).toBe(4.4347);
    // Rates alone do not name a roll year.
    expect(await database.db.selectFrom('meta').select('value').where('key', '=', 'tax_year').executeTakeFirst()).toBeUndefined();
  });

  it('the generated code tables carry rolled-back rates from the formula', async () => {
    // Library district: 0.3748 mills both years, reassessment growth of 4% in 2026: 0.3748 / 1.04 = 0.36038... -> 0.3604.
    expect(await rate('millage_proposals', 'LIB')).toMatchObject({ proposed: 0.3748, rolled_back: 0.3604 });
  });
});
