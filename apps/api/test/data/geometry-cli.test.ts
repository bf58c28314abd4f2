import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { writeGeoJson } from './geometry-fixtures.ts';

// Issue 43, item 9: `npm run import -- --geometry FILE` as the office runs it prints each rejected
// feature with its reason, and a reason quotes the file (its ids): escape sequences in a file must
// not reach the terminal. The work itself is the importer the other tests run on both databases.

const root = resolve(import.meta.dirname, '../../../..');

describe('npm run import -- --geometry', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'geometry-cli-'));
    file = join(dir, 'county.sqlite');
    const database = openDatabase(file);
    try {
      await migrate(database);
      await seedCounty(database, { parcels: 20, tpp: 0, seed: 9 });
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints a rejected feature id without its escape sequences', async () => {
    const lot = [
      [-81.38, 28.54],
      [-81.3799, 28.54],
      [-81.3799, 28.5401],
      [-81.38, 28.54],
    ];
    const path = await writeGeoJson(join(dir, 'escapes.geojson'), [{ properties: { PARCEL_ID: '\u001b[2J\u001b[31m12-AB\u0007' }, rings: [lot] }]);
    const run = spawnSync('npm', ['run', '--silent', 'import', '--', '--geometry', path, '--database', file, '--no-downloads'], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(2);
    expect(run.stdout).toContain("feature 0: PARCEL_ID '[2J[31m12-AB' is not a parcel id");
    // eslint-disable-next-line no-control-regex -- the very characters that must not be printed
    expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  }, 120_000);
});
