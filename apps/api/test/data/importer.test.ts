import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import type { Database } from '../../src/db/database.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { writeDorFiles } from '../../src/data/dor/index.ts';
import { ImportError, importDorFiles } from '../../src/data/importer/index.ts';
import { digest, dumpCounty } from './dump.ts';
import { auditRoll, formatAudit } from '../../src/audit/audit.ts';
import { readAccounts, readParcels } from '../../src/audit/read-roll.ts';

const YEAR = 2026;

// What the DOR files carry, as queries both databases answer alike; the round trip compares them.
const CARRIED: Record<string, string> = {
  parcels: `select parcel_id, display_id, situs_number, situs_direction, situs_street, situs_suffix, situs_unit, situs_address,
    situs_city, situs_zip, jurisdiction_code, section, township, range, subdivision_code, subdivision_name, block, lot,
    legal_description, use_code, neighborhood, acreage, land_sqft, homestead, owner_name, mail_address1, mail_address2,
    mail_city, mail_state, mail_zip, mail_country, owner_key, street_key, subdivision_key from parcels`,
  owners: 'select parcel_id, seq, name, name_key, name_key_reversed from owners',
  values: `select * from parcel_values where tax_year = ${YEAR}`,
  exemptions: `select * from parcel_exemptions where tax_year = ${YEAR}`,
  sales: `select parcel_id, seq, substr(sale_date, 1, 7) as month, price, instrument_number, book, page, qual_code, qualified,
    vacant_improved from sales`,
  accounts: `select account, naics_code, naics_description, parcel_id, situs_address, situs_city, situs_zip, jurisdiction_code,
    owner_name, trim(coalesce(mail_address1, '') || ' ' || coalesce(mail_address2, '')) as mail, mail_city, mail_state, mail_zip
    from tpp_accounts`,
  tppValues: `select * from tpp_values where tax_year = ${YEAR}`,
  codes: 'select code, description from use_codes',
  millage: 'select tax_year, authority_code, millage from millage',
};

async function answers(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(CARRIED)) {
    const { rows } = await sql.raw<Record<string, unknown>>(query).execute(database.db);
    out[name] = rows.map((r) => JSON.stringify(Object.keys(r).sort().map((k) => r[k] ?? null))).sort();
  }
  return out;
}

async function count(database: Database, table: string): Promise<number> {
  const { rows } = await sql.raw<{ n: number }>(`select count(*) as n from ${table}`).execute(database.db);
  return Number(rows[0]?.n);
}

describeEachDatabase('DOR files and the importer', (t) => {
  let dir = '';
  let files: { nal: string; sdf: string; nap: string };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dor-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const env = setUpTestApp(t, {
    seed: async (seeded) => {
      await seedCounty(seeded, { parcels: 1_200, tpp: 150, seed: 11 });
      const written = await writeDorFiles(seeded, dir, { year: YEAR });
      expect(written.map((f) => f.name)).toEqual(['NAL58F202601.csv', 'SDF58F202601.csv', 'NAP58F202601.csv']);
      const [nal, sdf, nap] = written.map((f) => f.path) as [string, string, string];
      files = { nal, sdf, nap };
    },
    app: false,
  });

  it('round-trips: files written from a seeded county import into an empty database that answers the same', async () => {
    const imported = await t.open();
    try {
      const summaries = await importDorFiles(imported, { ...files });
      expect(summaries.map((s) => [s.kind, s.read, s.loaded, s.rejected])).toEqual([
        ['NAL', 1_200, 1_200, 0],
        ['SDF', await count(env.database, 'sales'), await count(env.database, 'sales'), 0],
        ['NAP', 150, 150, 0],
      ]);
      const expected = await answers(env.database);
      const actual = await answers(imported);
      for (const name of Object.keys(CARRIED)) {
        expect(expected[name]?.length, name).toBeGreaterThan(0);
        expect(actual[name], name).toEqual(expected[name]);
      }
      const meta = await imported.db.selectFrom('meta').selectAll().where('key', '=', 'tax_year').executeTakeFirstOrThrow();
      expect(meta.value).toBe(String(YEAR));
      // The DOR files carry no homeowners' associations: the seeded county has some, the import none.
      expect(await count(env.database, 'associations')).toBeGreaterThan(0);
      expect(await count(imported, 'associations')).toBe(0);

      // The imported roll passes the roll audit as the generated one does (files carry no deed
      // types nor sellers, which the rules then leave aside).
      const audit = await auditRoll(readParcels(imported), readAccounts(imported), { rollYear: YEAR });
      console.log(`Audit of the imported roll [${t.dialect}]:\n${formatAudit(audit)}`);
      expect(audit.hardViolations).toBe(0);
      expect(audit.mix.parcels).toBe(1_200);

      // Importing the same files again leaves one copy of everything, unchanged.
      const withoutMeta = async (): Promise<string> => digest({ ...(await dumpCounty(imported)), meta: [] });
      const before = await withoutMeta();
      const again = await importDorFiles(imported, { ...files });
      expect(again.map((s) => s.rejected)).toEqual([0, 0, 0]);
      expect(await withoutMeta()).toBe(before);
      for (const table of ['parcels', 'parcel_values', 'sales', 'tpp_accounts']) expect(await count(imported, table), table).toBe(await count(env.database, table) - (table === 'parcel_values' ? 4 * 1_200 : 0));
    } finally {
      await t.dispose(imported);
    }
  });

  it('reports malformed rows with their line numbers and reasons and loads the rest', async () => {
    const lines = (await readFile(files.nal, 'utf8')).trimEnd().split('\n');
    const header = lines[0]?.split(',') ?? [];
    const col = (name: string): number => header.indexOf(name);
    const edit = (line: string, name: string, value: string): string => {
      const cells = line.split(',');
      cells[col(name)] = value;
      return cells.join(',');
    };
    // Lines 2-9 of the file are the first eight parcels; five of them are spoiled.
    const body = lines.slice(1, 9);
    body[1] = edit(body[1] ?? '', 'JV', '12O000');
    body[2] = edit(body[2] ?? '', 'PARCEL_ID', '');
    body[3] = `${body[3]},EXTRA`;
    body[4] = edit(body[4] ?? '', 'TV_SD', '999999999');
    body[6] = edit(body[6] ?? '', 'DOR_UC', '123');
    const bad = join(dir, 'bad-nal.csv');
    await writeFile(bad, [lines[0], ...body].join('\n'));
    const target = await t.open();
    try {
      const [summary] = await importDorFiles(target, { nal: bad });
      expect(summary).toMatchObject({ read: 8, loaded: 3, rejected: 5 });
      expect(summary?.rejections.map((r) => r.line)).toEqual([3, 4, 5, 6, 8]);
      expect(summary?.rejections[0]?.reason).toContain('JV');
      expect(summary?.rejections[1]?.reason).toContain('PARCEL_ID');
      expect(summary?.rejections[2]?.reason).toContain('fields');
      expect(summary?.rejections[3]?.reason).toContain('TV_SD');
      expect(summary?.rejections[4]?.reason).toContain('DOR_UC');
      expect(await count(target, 'parcels')).toBe(3);

      // Sales of parcels that are not on the roll are refused by line too.
      const [sdf] = await importDorFiles(target, { sdf: files.sdf });
      expect(sdf?.loaded).toBeGreaterThan(0);
      expect(sdf?.rejected).toBeGreaterThan(0);
      expect(sdf?.rejections[0]?.reason).toMatch(/not on the roll/);
      expect((sdf?.loaded ?? 0) + (sdf?.rejected ?? 0)).toBe(sdf?.read);
    } finally {
      await t.dispose(target);
    }
  });

  it('records a preliminary roll as not yet certified, and a final one as certified', async () => {
    const preliminary = join(dir, 'NAL58P202601.csv');
    await writeFile(preliminary, await readFile(files.nal));
    const target = await t.open();
    try {
      const certified = () => target.db.selectFrom('meta').select('value').where('key', '=', 'certified_tax_year').executeTakeFirst();
      await importDorFiles(target, { nal: preliminary });
      expect((await certified())?.value).toBe(String(YEAR - 1));
      await importDorFiles(target, { nal: files.nal });
      expect(await certified()).toBeUndefined();
    } finally {
      await t.dispose(target);
    }
  });

  it('refuses a file with the wrong header before writing anything', async () => {
    const target = await t.open();
    try {
      // A good NAP next to an SDF given as the NAL: nothing at all is loaded.
      await expect(importDorFiles(target, { nal: files.sdf, nap: files.nap })).rejects.toThrow(ImportError);
      await expect(importDorFiles(target, { nal: files.sdf, nap: files.nap })).rejects.toThrow(/NAL header: missing/);
      expect(await count(target, 'parcels')).toBe(0);
      expect(await count(target, 'tpp_accounts')).toBe(0);
      expect(await count(target, 'use_codes')).toBe(0);
    } finally {
      await t.dispose(target);
    }
  });
});
