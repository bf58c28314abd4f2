import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../src/db/database.ts';
import { stringify } from 'csv-stringify/sync';
import { csvDocument, csvRows, csvStream, CsvFileWriter, guardFormula, terminalSafe, withoutControls, type Cell } from '../../src/csv/index.ts';
import { buildDownloads } from '../../src/downloads/build.ts';
import { rollFolder } from '../../src/downloads/manifest.ts';
import { exportCsv } from '../../src/forms/export.ts';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';
import { seedFixture, YEAR } from '../search/fixture.ts';
import { SUBJECT, seedToolsFixture } from '../tools/fixture.ts';

// The probe's CSV and terminal findings, on every CSV writer: a value that a spreadsheet would run as
// a formula is neutralised (except in the DOR layouts, read by programs), and control characters
// (ESC, NUL, bidi overrides) never reach a file or a terminal.

const FORMULA = "=cmd|' /C calc'!A0";
// (No NUL here: PostgreSQL cannot store one; the module tests below cover it.)
const HOSTILE = `${FORMULA}\u001b[31mRED\u0007\u202eEVIL`;
// eslint-disable-next-line no-control-regex -- the test looks for exactly these characters
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Every cell of a CSV text that holds the hostile value's marker. */
function hostileCells(text: string): string[] {
  return parse(text, { relax_column_count: true })
    .flat()
    .filter((c) => c.includes('cmd|'));
}

function expectNeutralised(text: string): void {
  const cells = hostileCells(text);
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.startsWith("'")).toBe(true);
    expect(cell.endsWith(`${FORMULA}[31mREDEVIL`)).toBe(true);
  }
  expect(text).not.toMatch(CONTROLS);
}

describe('the CSV module', () => {
  it('guards formulas (= + - @, also after spaces), quotes as RFC 4180 and keeps numbers plain', () => {
    const text = csvDocument(['a', 'b', 'c', 'd', 'e', 'f'], [['=1+1', '+1', ' -2', '@SUM(A1)', -5, 'a "b", c\nd']]);
    expect(text).toBe(`a,b,c,d,e,f\r\n'=1+1,'+1,' -2,'@SUM(A1),-5,"a ""b"", c\nd"\r\n`);
  });

  it('writes exactly what csv-stringify writes for the same cells, with and without the guard, CRLF or LF', () => {
    // Cells built from the characters that matter: quotes, commas, line breaks, controls, formula
    // starts, spaces, bidi marks, letters; and numbers, empty text, null and non-finite numbers.
    const parts = ['"', ',', '\r', '\n', '\r\n', '\t', '\u0000', '\u001b', '\u202e', '=', '+', '-', '@', ' ', 'a', 'é', '0', "'", ';'];
    let state = 42;
    const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n);
    const cell = (): Cell => {
      const kind = next(10);
      if (kind === 0) return null;
      if (kind === 1) return [0, -5, 3.25, 1e21, Number.NaN, Number.POSITIVE_INFINITY, -0][next(7)];
      if (kind === 2) return '';
      return Array.from({ length: 1 + next(6) }, () => parts[next(parts.length)]).join('');
    };
    const rows = Array.from({ length: 400 }, () => Array.from({ length: 1 + next(5) }, cell));
    for (const options of [{}, { formulaGuard: false, lineEnd: 'lf' as const }]) {
      const guard = options.formulaGuard !== false;
      const expected = stringify(rows, {
        record_delimiter: options.lineEnd === 'lf' ? 'unix' : 'windows',
        quoted_match: /[\r\n]/,
        cast: {
          string: (value: string) => (guard ? guardFormula(withoutControls(value)) : withoutControls(value)),
          number: (value: number) => (Number.isFinite(value) ? String(value) : ''),
        },
      });
      expect(csvRows(rows, options)).toBe(expected);
    }
  });

  it('drops control characters and tabs, and leaves letters of every language alone', () => {
    const text = csvDocument(['name'], [[`\u0000Jos\u00e9\u001b[2J \u202e\u05e9\u05dc\u05d5\u05dd\tO'Brien\u0007`]]);
    expect(text).toBe(`name\r\nJos\u00e9[2J \u05e9\u05dc\u05d5\u05dd O'Brien\r\n`);
  });

  it('streams batches and gives other work a turn between them', async () => {
    let turns = 0;
    let done = false;
    const tick = () => {
      turns++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    async function* batches() {
      for (let i = 0; i < 20; i++) yield [[`row ${i}`, i]];
    }
    const stream = await csvStream(['text', 'n'], batches(), (row) => row);
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    done = true;
    expect(text.split('\r\n')).toHaveLength(22);
    expect(turns).toBeGreaterThanOrEqual(19);
  });

  it('writes files with or without the guard (the DOR layouts), always without control characters', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csv-'));
    try {
      const guarded = new CsvFileWriter(join(dir, 'a.csv'), ['v']);
      await guarded.write([`${HOSTILE}\u0000`]);
      const facts = await guarded.close();
      expect(facts.rows).toBe(1);
      expectNeutralised(readFileSync(join(dir, 'a.csv'), 'utf8'));
      const dor = new CsvFileWriter(join(dir, 'b.csv'), ['v'], { formulaGuard: false, lineEnd: 'lf' });
      await dor.write([HOSTILE]);
      await dor.close();
      expect(readFileSync(join(dir, 'b.csv'), 'utf8')).toBe(`v\n${FORMULA}[31mREDEVIL\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints stored text to a terminal without escape codes or line breaks', () => {
    expect(terminalSafe(`ok\u001b]0;owned\u0007\u001b[2J\nnext\r\u009b31m`)).toBe('ok]0;owned[2J next 31m');
  });
});

describeEachDatabase('every CSV writer with hostile stored text', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedFixture(database);
      await database.db
        .insertInto('meta')
        .values({ key: 'tax_year', value: String(YEAR) })
        .execute();
      await database.db
        .updateTable('parcels')
        .set({ owner_name: HOSTILE, legal_description: `-${HOSTILE}` })
        .where('parcel_id', '=', '272035664500001')
        .execute();
      await database.db.insertInto('use_codes').values({ code: '9999', dor_code: '99', description: HOSTILE, group_name: 'Other' }).execute();
    },
  });

  it('search exports', async () => {
    const answer = await env.app.inject({ url: '/api/QuickSearch/ExportSearchInfoByParcelID?pid=272035664500001' });
    expect(answer.statusCode).toBe(200);
    expectNeutralised(answer.body);
  });

  it('code tables', async () => {
    const answer = await env.app.inject({ url: '/api/CodeTables/use-codes?format=csv' });
    expect(answer.statusCode).toBe(200);
    expectNeutralised(answer.body);
  });

  it('the published downloads, and the DOR layout without the guard', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csv-downloads-'));
    try {
      const built = join(await rollFolder(env.database, dir), (await buildDownloads(env.database, dir)).build);
      expectNeutralised(readFileSync(join(built, 'parcels.csv'), 'utf8'));
      const nal = readFileSync(
        join(
          built,
          readdirSync(built).find((f) => f.startsWith('NAL'))!,
        ),
        'utf8',
      );
      expect(nal).not.toMatch(CONTROLS);
      expect(hostileCells(nal)).toContain(`${FORMULA}[31mREDEVIL`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the feedback export', async () => {
    await env.database.db
      .insertInto('feedback')
      .values({
        receipt: 'FB-TEST-1',
        token_nonce: 'n-csv-1',
        received_at: '2026-01-02T00:00:00.000Z',
        page: '/',
        first_name: HOSTILE,
        last_name: 'Lopez',
        email: 'a@example.com',
        phone: '',
        occupation: 'Other',
        feedback_type: 'General',
        experience_rating: 5,
        comments: `+${HOSTILE}`,
        record_id: '',
        parcel_id: '',
        address: '',
        community_name: '',
        gated: 'N/A',
        mandatory: 'N/A',
        household_count: '1',
      })
      .execute();
    const { csv } = await exportCsv(env.database, { form: 'feedback', since: '2026-01-01' });
    expectNeutralised(csv);
  });
});

describeEachDatabase('comparable sales CSV with hostile stored text', (t) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await t.open();
    await seedToolsFixture(database);
    // The address is a column of every list of comparable sales (decision 124).
    await database.db.updateTable('parcels').set({ subdivision_name: HOSTILE, situs_address: HOSTILE }).where('parcel_id', '!=', SUBJECT).execute();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    if (database) await t.dispose(database);
  });

  it('comparables', async () => {
    const answer = await app.inject({ url: `/api/Tools/ComparableSalesCsv?pid=${SUBJECT}` });
    expect(answer.statusCode).toBe(200);
    expectNeutralised(answer.body);
  });
});
