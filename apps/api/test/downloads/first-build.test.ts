import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
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
    expect(lines.at(-1)).toMatch(/^Published 13 data files for tax year \d{4} in \d+\.\d s\.$/);
  });

  it('builds once when several processes start together: the others see the marker and leave it', async () => {
    const other = mkdtempSync(join(tmpdir(), 'downloads-race-'));
    try {
      const errors: string[] = [];
      const log = { info: () => {}, error: (m: string) => errors.push(m) };
      const results = await Promise.all([1, 2, 3].map(() => publishIfUnpublished(database, other, log)));
      expect(errors).toEqual([]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const published = JSON.parse(readFileSync(manifestPath(other), 'utf8')) as Manifest;
      expect(published.build).toBe(results.find((r) => r !== null)!.build);
      expect(existsSync(preparingPath(other))).toBe(false);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('replaces the marker of a build whose process died', async () => {
    const other = mkdtempSync(join(tmpdir(), 'downloads-dead-'));
    try {
      mkdirSync(join(other, 'downloads'), { recursive: true });
      writeFileSync(preparingPath(other), JSON.stringify({ pid: 2 ** 22 + 12345, started: new Date().toISOString() }));
      const manifest = await publishIfUnpublished(database, other, { info: () => {}, error: () => {} });
      expect(manifest?.files.length).toBe(13);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('leaves an existing publication alone', async () => {
    const before = readFileSync(manifestPath(dataDir), 'utf8');
    expect(await publishIfUnpublished(database, dataDir, { info: () => {}, error: () => {} })).toBeNull();
    expect(readFileSync(manifestPath(dataDir), 'utf8')).toBe(before);
  });
});
