import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, type Database } from '../../src/db/database.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { downloadsPreparing, preparingPath, publishIfUnpublished } from '../../src/downloads/first-build.ts';
import { manifestPath, type Manifest } from '../../src/downloads/manifest.ts';

// A fresh install publishes the files of its roll once, on its own; a second start leaves the
// published set alone (a new roll is published by the import or by `npm run downloads:build`).

describe('downloads: the first build', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'downloads-first-'));
    database = openDatabase(':memory:');
    await migrate(database);
    await seedCounty(database, { parcels: 120, tpp: 10, seed: 3 });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('publishes every product when nothing is published, marking the work as in progress meanwhile', async () => {
    const lines: string[] = [];
    const seen: boolean[] = [];
    const log = { info: (m: string) => lines.push(m), error: (m: string) => lines.push(`ERROR ${m}`) };
    const running = publishIfUnpublished(database, dataDir, log);
    // The marker is written before the first file, so a visitor meanwhile reads "being prepared".
    await new Promise((r) => setTimeout(r, 5));
    seen.push(await downloadsPreparing(dataDir));
    const manifest = await running;
    expect(seen).toEqual([true]);
    expect(manifest?.files.find((f) => f.name === 'parcels.csv')?.rows).toBe(120);
    expect(existsSync(preparingPath(dataDir))).toBe(false);
    expect(await downloadsPreparing(dataDir)).toBe(false);
    expect((JSON.parse(readFileSync(manifestPath(dataDir), 'utf8')) as Manifest).build).toBe(manifest!.build);
    expect(lines.at(-1)).toMatch(/^Published 12 data files for tax year \d{4} in \d+\.\d s\.$/);
  });

  it('leaves an existing publication alone', async () => {
    const before = readFileSync(manifestPath(dataDir), 'utf8');
    expect(await publishIfUnpublished(database, dataDir, { info: () => {}, error: () => {} })).toBeNull();
    expect(readFileSync(manifestPath(dataDir), 'utf8')).toBe(before);
  });
});
