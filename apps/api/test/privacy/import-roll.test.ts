import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONFIDENTIAL_OWNER_STORED } from '@county/shared';
import { describeEachDatabase, testApp } from '../helpers.ts';
import type { Database } from '../../src/db/database.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { writeDorFiles } from '../../src/data/dor/index.ts';
import { ImportError, importRoll } from '../../src/data/importer/index.ts';
import { readParcels } from '../../src/audit/read-roll.ts';
import { readRollYears } from '../../src/roll-year.ts';
import { digest, dumpCounty } from '../data/dump.ts';

// Issue 31's import rules (decisions 14 and 15): a complete NAL retires the parcels it leaves out,
// refused past 2% unless --allow-retire, never with --partial; an older year loads as history
// unless --set-current-year; a confidential file is applied all or nothing.

const YEAR = 2026;
const PARCELS = 200;

describeEachDatabase('importing a roll: retirements, years and confidential files', (t) => {
  let dir: string;
  let nal: string;
  let lines: string[];
  const open: Database[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'roll-plan-'));
    const seeded = await t.open();
    try {
      await seedCounty(seeded, { parcels: PARCELS, tpp: 10, seed: 13 });
      nal = (await writeDorFiles(seeded, dir, { year: YEAR }))[0]!.path;
    } finally {
      await t.dispose(seeded);
    }
    lines = (await readFile(nal, 'utf8')).split(/\r?\n/).filter((l) => l !== '');
    expect(lines.length).toBe(PARCELS + 1);
  });
  afterAll(async () => {
    for (const database of open) await t.dispose(database);
    await rm(dir, { recursive: true, force: true });
  });

  /** A fresh database holding the complete roll. */
  async function loaded(): Promise<Database> {
    const database = await t.open();
    open.push(database);
    await importRoll(database, { nal });
    return database;
  }

  /** The NAL without its first `n` parcels; returns the file and the ids it leaves out. */
  async function without(n: number): Promise<{ file: string; missing: string[] }> {
    const file = join(dir, `NAL-without-${n}.csv`);
    await writeFile(file, [lines[0], ...lines.slice(1 + n)].join('\n') + '\n');
    const idAt = lines[0]!.split(',').indexOf('PARCEL_ID');
    return { file, missing: lines.slice(1, 1 + n).map((l) => l.split(',')[idAt]!.replace(/"/g, '')) };
  }

  /** The NAL as an older year's file: each row's ASMNT_YR changed (the columns before it hold no commas). */
  async function asYear(year: number): Promise<string> {
    const file = join(dir, `NAL-${year}.csv`);
    const at = lines[0]!.split(',').indexOf('ASMNT_YR');
    const rows = lines.slice(1).map((l) => {
      const parts = l.split(',');
      parts[at] = parts[at]!.replace(String(YEAR), String(year));
      return parts.join(',');
    });
    await writeFile(file, [lines[0], ...rows].join('\n') + '\n');
    return file;
  }

  const retired = async (database: Database) =>
    (await database.db.selectFrom('parcels').select(['parcel_id', 'retired_on']).where('retired_on', 'is not', null).orderBy('parcel_id').execute()).map(
      (r) => [r.parcel_id, r.retired_on],
    );

  it('retires the parcels a complete file leaves out: card kept with a notice, out of searches, downloads and the audit', async () => {
    const database = await loaded();
    const { file, missing } = await without(3);
    const result = await importRoll(database, { nal: file, today: '2026-11-02' });
    expect(result.retired).toBe(3);
    expect(await retired(database)).toEqual(missing.sort().map((id) => [id, '2026-11-02']));

    const gone = missing[0]!;
    const owner = (await database.db.selectFrom('owners').select('name').where('parcel_id', '=', gone).orderBy('seq').executeTakeFirstOrThrow()).name;
    const address = (await database.db.selectFrom('parcels').select('situs_address').where('parcel_id', '=', gone).executeTakeFirstOrThrow()).situs_address!;
    const app = await testApp(database);
    try {
      const card = (await app.inject(`/api/PRC/GetPRCGeneralInfo?pid=${gone}`)).json<{ retiredOn: string | null; owners: string[] }>();
      expect(card.retiredOn).toBe('2026-11-02');
      expect(card.owners[0]).toBe(owner);
      for (const url of [
        `/api/QuickSearch/GetSearchInfoByOwnerName?ownerName=${encodeURIComponent(owner)}`,
        `/api/QuickSearch/GetSearchInfoByAddress?address=${encodeURIComponent(address)}`,
        `/api/QuickSearch/GetSuggestions?q=${encodeURIComponent(address)}`,
        `/api/QuickSearch/GetAdvancedSearchInfo?ownerName=${encodeURIComponent(owner)}`,
      ]) {
        const answer = await app.inject(url);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.body, url).not.toContain(gone);
      }
    } finally {
      await app.close();
    }
    let audited = 0;
    for await (const p of readParcels(database)) {
      expect(missing).not.toContain(p.parcelId);
      audited++;
    }
    expect(audited).toBe(PARCELS - 3);

    // Listed again by the next complete roll, a parcel is back on it, owner keys and all.
    await importRoll(database, { nal });
    expect(await retired(database)).toEqual([]);
    const keys = await database.db.selectFrom('parcels').select('owner_key').where('parcel_id', '=', gone).executeTakeFirstOrThrow();
    expect(keys.owner_key).not.toBe('');
  });

  it('refuses a complete file that would retire more than 2% of the roll, changing nothing, unless --allow-retire', async () => {
    const database = await loaded();
    const { file, missing } = await without(10);
    const before = digest(await dumpCounty(database));
    await expect(importRoll(database, { nal: file })).rejects.toThrow(ImportError);
    await expect(importRoll(database, { nal: file })).rejects.toThrow(/leaves out 10 of the roll's 200 parcels \(5\.0%\), more than 2%.*Nothing was imported/s);
    expect(digest(await dumpCounty(database))).toBe(before);
    const result = await importRoll(database, { nal: file, allowRetire: true, today: '2026-11-03' });
    expect(result.retired).toBe(10);
    expect((await retired(database)).map(([id]) => id)).toEqual(missing.sort());
  });

  it('retires nothing with --partial', async () => {
    const database = await loaded();
    const { file } = await without(10);
    const result = await importRoll(database, { nal: file, partial: true });
    expect(result.retired).toBe(0);
    expect(await retired(database)).toEqual([]);
  });

  it('loads an older year as history and keeps the current year; --set-current-year makes it current', async () => {
    const database = await loaded();
    const owners = digest({
      o: (await database.db.selectFrom('owners').select(['parcel_id', 'name']).orderBy('parcel_id').orderBy('seq').execute()).map(
        (o) => `${o.parcel_id}|${o.name}`,
      ),
    });
    const olderFile = await asYear(YEAR - 1);
    const older = await importRoll(database, { nal: olderFile });
    expect(older).toMatchObject({ history: true, year: YEAR - 1, currentYear: YEAR, retired: 0 });
    expect((await readRollYears(database)).current).toBe(YEAR);
    const historyRows = await database.db
      .selectFrom('parcel_values')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tax_year', '=', YEAR - 1)
      .executeTakeFirstOrThrow();
    expect(Number(historyRows.n)).toBe(PARCELS);
    expect(
      digest({
        o: (await database.db.selectFrom('owners').select(['parcel_id', 'name']).orderBy('parcel_id').orderBy('seq').execute()).map(
          (o) => `${o.parcel_id}|${o.name}`,
        ),
      }),
    ).toBe(owners);

    const made = await importRoll(database, { nal: olderFile, setCurrentYear: true });
    expect(made).toMatchObject({ history: false, currentYear: YEAR - 1 });
    expect((await readRollYears(database)).current).toBe(YEAR - 1);
  });

  it('marks the parcels of a confidential file at import, and refuses a file with bad lines naming each, all or nothing', async () => {
    const database = await loaded();
    const ids = await database.db.selectFrom('parcels').select(['parcel_id', 'display_id']).orderBy('parcel_id').limit(2).execute();
    const bad = join(dir, 'confidential-bad.txt');
    await writeFile(bad, `${ids[0]!.display_id}\nnot an id\n\n99-99-99-9999-99-999\n`);
    const before = digest(await dumpCounty(database));
    const refused = importRoll(database, { nal, confidential: bad });
    await expect(refused).rejects.toThrow(
      /line 2: 'not an id' is not a parcel id\n\s+line 4: parcel 99-99-99-9999-99-999 is neither on the roll nor in the NAL file/,
    );
    expect(digest(await dumpCounty(database))).toBe(before);
    expect(await database.db.selectFrom('confidential_parcels').select('parcel_id').execute()).toEqual([]);

    const good = join(dir, 'confidential-good.txt');
    await writeFile(good, `# requests received in October\n${ids[0]!.display_id}\n${ids[1]!.parcel_id}\n`);
    const result = await importRoll(database, { nal, confidential: good });
    expect(result.markedConfidential).toBe(2);
    const masked = await database.db
      .selectFrom('parcels')
      .select(['owner_name', 'mail_address1', 'confidential'])
      .where(
        'parcel_id',
        'in',
        ids.map((i) => i.parcel_id),
      )
      .execute();
    expect(masked).toEqual([0, 1].map(() => ({ owner_name: CONFIDENTIAL_OWNER_STORED, mail_address1: null, confidential: 1 })));
    // A later import of the same roll writes the names back into its batches, which mask them again.
    await importRoll(database, { nal });
    const still = await database.db
      .selectFrom('parcels')
      .select('owner_name')
      .where(
        'parcel_id',
        'in',
        ids.map((i) => i.parcel_id),
      )
      .execute();
    expect(still.map((p) => p.owner_name)).toEqual([CONFIDENTIAL_OWNER_STORED, CONFIDENTIAL_OWNER_STORED]);
    expect(
      await database.db
        .selectFrom('owners')
        .select('name')
        .where(
          'parcel_id',
          'in',
          ids.map((i) => i.parcel_id),
        )
        .execute(),
    ).toEqual([]);
  });
});
