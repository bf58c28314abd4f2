import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONFIDENTIAL_OWNER_STORED } from '@county/shared';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { digest, dumpCounty } from '../data/dump.ts';

// `npm run confidential` as the office runs it (a SQLite file: the command's work is the same
// functions the surface test runs on both databases): add with a note, list, remove, and bad ids
// refused by name with nothing changed.

const root = resolve(import.meta.dirname, '../../../..');

describe('npm run confidential', () => {
  let dir: string;
  let file: string;
  let pid: string;
  let display: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'confidential-cli-'));
    file = join(dir, 'county.sqlite');
    const database = openDatabase(file);
    try {
      await migrate(database);
      await seedCounty(database, { parcels: 40, tpp: 4, seed: 2 });
      ({ parcel_id: pid, display_id: display } = await database.db
        .selectFrom('parcels')
        .select(['parcel_id', 'display_id'])
        .orderBy('parcel_id')
        .executeTakeFirstOrThrow());
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) => spawnSync('npm', ['run', '--silent', 'confidential', '--', ...args, '--database', file], { cwd: root, encoding: 'utf8' });
  const snapshot = async () => {
    const database = openDatabase(file);
    try {
      const marks = await database.db.selectFrom('confidential_parcels').selectAll().execute();
      return { county: digest(await dumpCounty(database)), marks: JSON.stringify(marks) };
    } finally {
      await database.close();
    }
  };
  const ownerOf = async () => {
    const database = openDatabase(file);
    try {
      return (await database.db.selectFrom('parcels').select('owner_name').where('parcel_id', '=', pid).executeTakeFirstOrThrow()).owner_name;
    } finally {
      await database.close();
    }
  };

  it('refuses a malformed or unknown id, naming it, and changes nothing', async () => {
    const before = await snapshot();
    const malformed = run('add', '12-AB');
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain("'12-AB' is not a parcel id. Nothing was changed.");
    const unknown = run('add', '01-22-33-4444-55-666');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Parcel 01-22-33-4444-55-666 is not on the roll. Nothing was changed.');
    const notMarked = run('remove', display);
    expect(notMarked.status).toBe(1);
    expect(notMarked.stderr).toContain(`Parcel ${display} is not marked confidential`);
    expect(run('frobnicate').status).toBe(1);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('adds a mark with its note, lists it, and removes it, bringing the name back', async () => {
    const owner = await ownerOf();
    const added = run('add', display, '--note', 'notarized request 2026-114');
    expect(added.status, added.stderr).toBe(0);
    expect(await ownerOf()).toBe(CONFIDENTIAL_OWNER_STORED);
    const listed = run('list');
    expect(listed.stdout).toMatch(new RegExp(`^${display}\\t\\d{4}-\\d{2}-\\d{2}T[^\\t]+\\tnotarized request 2026-114$`, 'm'));
    expect(listed.stdout).toContain('1 confidential parcel.');
    const removed = run('remove', pid);
    expect(removed.status, removed.stderr).toBe(0);
    expect(await ownerOf()).toBe(owner);
    expect(run('list').stdout).toContain('0 confidential parcels.');
  }, 120_000);

  it('lists a note without the escape sequences typed into it (issue 43)', async () => {
    const added = run('add', display, '--note', 'request \u001b[2J\u001b]0;owned\u0007 filed');
    expect(added.status, added.stderr).toBe(0);
    const listed = run('list').stdout;
    // eslint-disable-next-line no-control-regex -- the very characters that must not be printed
    expect(listed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(listed).toContain('request [2J]0;owned filed');
    expect(run('remove', pid).status).toBe(0);
  }, 120_000);

  it('has npm run audit:roll count the confidential and the retired parcels', async () => {
    expect(run('add', pid).status).toBe(0);
    const database = openDatabase(file);
    try {
      const last = (await database.db.selectFrom('parcels').select('parcel_id').orderBy('parcel_id', 'desc').limit(2).execute()).map((p) => p.parcel_id);
      await database.db.updateTable('parcels').set({ retired_on: '2026-11-01' }).where('parcel_id', 'in', last).execute();
      const retired = { n: last.length };
      const audit = spawnSync('npm', ['run', '--silent', 'audit:roll', '--', '--database', file, '--json'], { cwd: root, encoding: 'utf8' });
      const report = JSON.parse(audit.stdout) as { confidential: number; retired: number; mix: { parcels: number } };
      expect(report).toMatchObject({ confidential: 1, retired: Number(retired.n), mix: { parcels: 40 - Number(retired.n) } });
      const text = spawnSync('npm', ['run', '--silent', 'audit:roll', '--', '--database', file], { cwd: root, encoding: 'utf8' }).stdout;
      expect(text).toContain('Confidential parcels (s. 119.071, F.S.): 1');
      expect(text).toContain(`Retired parcels (left out of the audit): ${Number(retired.n)}`);
    } finally {
      await database.close();
    }
  }, 120_000);
});
