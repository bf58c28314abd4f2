import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { exportCsv } from '../../src/forms/export.ts';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';
import { feedbackBody, pastToken, post } from './helpers.ts';

const root = resolve(import.meta.dirname, '../../../..');

describeEachDatabase('feedback export', (t) => {
  const env = setUpTestApp(t);

  it('holds every accepted message since the date and no rejected one', async () => {
    const accepted = await post(env.app, '/api/Feedback/AddFeedback', await feedbackBody(env.database, { Address: '+5 Elm St', Comments: 'Accepted one' }));
    expect(accepted.statusCode).toBe(201);
    const rejected = await post(env.app, '/api/Feedback/AddFeedback', await feedbackBody(env.database, { Comments: 'Rejected one' }, { Website: 'bot' }));
    expect(rejected.statusCode).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    const { csv, rows } = await exportCsv(env.database, { form: 'feedback', since: today });
    expect(rows).toBe(1);
    const records = parse<Record<string, string>>(csv, { columns: true });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      receipt: accepted.json().receipt,
      comments: 'Address:+5 Elm St:Accepted one',
      // A spreadsheet would read '+5 ...' as a formula (names can no longer start with '=').
      address: `'+5 Elm St`,
      page: '/propertycard',
    });
    expect(csv).not.toContain('Rejected one');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await exportCsv(env.database, { form: 'feedback', since: tomorrow })).rows).toBe(0);
    expect((await exportCsv(env.database, { form: 'feedback', since: '2000-01-01', until: today })).rows).toBe(0);
    await expect(exportCsv(env.database, { form: 'feedback', since: 'last week' })).rejects.toThrow(/--since/);
  });

  it('exports fraud reports with --form report-fraud', async () => {
    const res = await post(env.app, '/api/ReportFraud/AddReport', {
      Address: '7 Pine Ct',
      Reason: 'Other',
      Description: 'Two homestead exemptions in one family',
      FormToken: await pastToken(env.database, 'report-fraud'),
    });
    expect(res.statusCode).toBe(201);
    const { csv } = await exportCsv(env.database, { form: 'report-fraud', since: '2000-01-01' });
    const records = parse<Record<string, string>>(csv, { columns: true });
    expect(records.map((r) => r.receipt)).toEqual([res.json().receipt]);
    expect(records[0]!.description).toBe('Two homestead exemptions in one family');
  });
});

describe('npm run feedback:export', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'feedback-export-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the CSV file for --since from the configured database', async () => {
    const url = join(dir, 'county.sqlite');
    const database = openDatabase(url);
    await migrate(database);
    const app = await testApp(database);
    const res = await post(app, '/api/Feedback/AddFeedback', await feedbackBody(database, { LastName: 'Exported' }));
    expect(res.statusCode).toBe(201);
    await app.close();
    await database.close();
    const out = join(dir, 'out.csv');
    const run = spawnSync('npm', ['run', '--silent', 'feedback:export', '--', '--since', '2000-01-01', '--out', out], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, FORM_SECRET: '' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const records = parse<Record<string, string>>(readFileSync(out, 'utf8'), { columns: true });
    expect(records.map((r) => [r.receipt, r.last_name])).toEqual([[res.json().receipt, 'Exported']]);
    const bad = spawnSync('npm', ['run', '--silent', 'feedback:export'], { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('usage');
  });
});
