import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { seedCounty } from '../../src/data/generator/index.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { downloadsPreparing, preparingPath, publishedIsCurrent, publishIfStale } from '../../src/downloads/first-build.ts';
import { addConfidential } from '../../src/privacy/index.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { manifestPath, type Manifest } from '../../src/downloads/manifest.ts';
import { rollId } from '../../src/downloads/roll-stamp.ts';

// A fresh install publishes the files of its roll once, on its own; a second start leaves the
// published set alone while the roll is the one they were made from.

describeEachDatabase('downloads: the first build', (t) => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'downloads-first-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: 120, tpp: 10, seed: 3 }), app: false });

  it('publishes every product when nothing is published, marking the work as in progress meanwhile', async () => {
    const lines: string[] = [];
    const checks: Promise<boolean>[] = [];
    // The marker is written before the first file, so a visitor meanwhile reads "being prepared":
    // read it when the build says it starts, after the claim and before any file.
    const log = {
      info: (m: string) => {
        lines.push(m);
        if (m.startsWith('Preparing')) checks.push(downloadsPreparing(env.database, dataDir));
      },
      error: (m: string) => lines.push(`ERROR ${m}`),
    };
    const manifest = await publishIfStale(env.database, dataDir, log);
    const seen = await Promise.all(checks);
    expect(seen).toEqual([true]);
    expect(manifest?.files.find((f) => f.name === 'parcels.csv')?.rows).toBe(120);
    expect(existsSync(await preparingPath(env.database, dataDir))).toBe(false);
    expect(await downloadsPreparing(env.database, dataDir)).toBe(false);
    expect((JSON.parse(readFileSync(await manifestPath(env.database, dataDir), 'utf8')) as Manifest).build).toBe(manifest!.build);
    expect(lines.at(-1)).toMatch(/^Published 13 data files for tax year \d{4} in \d+\.\d s\.$/);
  });

  it('builds once when several processes start together: the others see the marker and leave it', async () => {
    const other = mkdtempSync(join(tmpdir(), 'downloads-race-'));
    try {
      const errors: string[] = [];
      const log = { info: () => {}, error: (m: string) => errors.push(m) };
      const results = await Promise.all([1, 2, 3].map(() => publishIfStale(env.database, other, log)));
      expect(errors).toEqual([]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const published = JSON.parse(readFileSync(await manifestPath(env.database, other), 'utf8')) as Manifest;
      expect(published.build).toBe(results.find((r) => r !== null)!.build);
      expect(existsSync(await preparingPath(env.database, other))).toBe(false);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('replaces the marker of a build whose process died', async () => {
    const other = mkdtempSync(join(tmpdir(), 'downloads-dead-'));
    try {
      const marker = await preparingPath(env.database, other);
      mkdirSync(dirname(marker), { recursive: true });
      writeFileSync(marker, JSON.stringify({ pid: 2 ** 22 + 12345, started: new Date().toISOString() }));
      const manifest = await publishIfStale(env.database, other, { info: () => {}, error: () => {} });
      expect(manifest?.files.length).toBe(13);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('leaves an existing publication alone', async () => {
    const before = readFileSync(await manifestPath(env.database, dataDir), 'utf8');
    expect(await publishIfStale(env.database, dataDir, { info: () => {}, error: () => {} })).toBeNull();
    expect(readFileSync(await manifestPath(env.database, dataDir), 'utf8')).toBe(before);
  });
});

describe('downloads: files follow their roll (decision 15), each database in a folder of its own (issue 42)', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'downloads-roll-'));
    database = openDatabase(':memory:');
    await migrate(database);
    await seedCounty(database, { parcels: 60, tpp: 5, seed: 4 });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const quiet = { info: () => {}, error: (m: string) => expect.fail(m) };
  const published = async (of: Database) => JSON.parse(readFileSync(await manifestPath(of, dataDir), 'utf8')) as Manifest;

  it('keeps the files of two databases on one data folder apart, so neither rebuilds the other', async () => {
    // A bench's database next to `npm start`'s, both writing this DATA_DIR.
    const other = openDatabase(':memory:');
    try {
      await migrate(other);
      await seedCounty(other, { parcels: 30, tpp: 5, seed: 9 });
      expect(await publishIfStale(other, dataDir, quiet)).not.toBeNull();
      expect(await publishIfStale(database, dataDir, quiet)).not.toBeNull();
      expect((await published(other)).files.find((f) => f.name === 'parcels.csv')?.rows).toBe(30);
      expect((await published(database)).files.find((f) => f.name === 'parcels.csv')?.rows).toBe(60);
      expect(await manifestPath(other, dataDir)).not.toBe(await manifestPath(database, dataDir));
      // Each keeps its own: taking turns, neither finds anything to build.
      for (let turn = 0; turn < 2; turn++) {
        expect(await publishIfStale(other, dataDir, quiet)).toBeNull();
        expect(await publishIfStale(database, dataDir, quiet)).toBeNull();
      }
      expect(readdirSync(join(dataDir, 'downloads')).sort()).toEqual([await rollId(database), await rollId(other)].sort());
    } finally {
      await other.close();
    }
  });

  it('builds again after a change of this roll, and only then', async () => {
    expect(await publishIfStale(database, dataDir, quiet)).toBeNull();
    // A confidential mark moves the roll: the published files are stale until built again.
    const pid = (await database.db.selectFrom('parcels').select('parcel_id').orderBy('parcel_id').executeTakeFirstOrThrow()).parcel_id;
    await addConfidential(database, [pid]);
    expect(await publishedIsCurrent(database, dataDir)).toBe(false);
    const rebuilt = await publishIfStale(database, dataDir, quiet);
    expect(rebuilt?.confidential).toEqual([pid]);
    expect(await publishedIsCurrent(database, dataDir)).toBe(true);
  });
});
