import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/database.ts';
import { EXEMPTION_CODES } from '../../codes/exemption-codes.ts';
import { CsvFileWriter, type Cell, type CsvOptions } from '../../csv/index.ts';
import { NAL_COLUMNS, NAP_COLUMNS, ORANGE_COUNTY_NUMBER, SDF_COLUMNS, dorFileName } from './layouts.ts';

// The DOR layouts are read by programs (the importer, the Department's tools), not opened by people:
// no formula guard, which would alter values such as a '-' in a legal description; LF line ends.
const DOR_CSV: CsvOptions = { formulaGuard: false, lineEnd: 'lf' };

// Writes the database's roll for one tax year as the three DOR files (NAL, SDF, NAP), streaming
// page by page so that a full county never sits in memory. What the layouts cannot hold (lat/long,
// buildings beyond their totals, extra feature detail, deed types, grantors) stays behind; the
// importer reads these files back (docs/decisions/0011-dor-files-and-import.md).

export interface DorFile {
  name: string;
  path: string;
  rows: number;
}

const PAGE = 2_000;
const LAND_UNIT_CODE: Readonly<Record<string, string>> = { AC: '1', SF: '2', FF: '3', LT: '5', UT: '6' };
const QUALITY_CODE: Readonly<Record<string, string>> = { Fair: '2', Average: '3', Good: '4', 'Very good': '5', Excellent: '6' };
const CONSTRUCTION_CODE: Readonly<Record<string, string>> = {
  'Reinforced concrete': '2',
  'Concrete block': '3',
  'Concrete block stucco': '3',
  'Steel frame': '4',
  'Wood frame': '5',
  Manufactured: '5',
};
const NAL_EXEMPTION_COLUMN = new Map(EXEMPTION_CODES.filter((e) => e.nalColumn).map((e) => [e.code, e.nalColumn as string]));
const NAL_INDEX = new Map(NAL_COLUMNS.map((c, i) => [c, i]));
const RESIDENTIAL = /^0[0-9]/;

/** Groups rows by parcel id (or account) for one page. */
function byKey<T, K extends keyof T>(rows: T[], key: K): Map<T[K], T[]> {
  const map = new Map<T[K], T[]>();
  for (const row of rows) {
    const list = map.get(row[key]);
    if (list) list.push(row);
    else map.set(row[key], [row]);
  }
  return map;
}

async function writeNalAndSdf(database: Database, dir: string, year: number): Promise<[DorFile, DorFile]> {
  const { db } = database;
  const nalName = dorFileName('NAL', year);
  const sdfName = dorFileName('SDF', year);
  const nal = new CsvFileWriter(join(dir, nalName), NAL_COLUMNS, DOR_CSV);
  const sdf = new CsvFileWriter(join(dir, sdfName), SDF_COLUMNS, DOR_CSV);
  let after = '';
  for (;;) {
    // Retired parcels are left out: the file is the roll as it is (decision 15).
    const parcels = await db.selectFrom('parcels').selectAll().where('parcel_id', '>', after).where('retired_on', 'is', null).orderBy('parcel_id').limit(PAGE).execute();
    if (parcels.length === 0) break;
    after = parcels[parcels.length - 1]?.parcel_id ?? after;
    const ids = parcels.map((p) => p.parcel_id);
    const [values, exemptions, sales, buildings, land] = await Promise.all([
      db.selectFrom('parcel_values').selectAll().where('tax_year', '=', year).where('parcel_id', 'in', ids).execute(),
      db.selectFrom('parcel_exemptions').selectAll().where('tax_year', '=', year).where('parcel_id', 'in', ids).execute(),
      db.selectFrom('sales').selectAll().where('parcel_id', 'in', ids).orderBy('parcel_id').orderBy('seq').execute(),
      db.selectFrom('buildings').selectAll().where('parcel_id', 'in', ids).orderBy('parcel_id').orderBy('building_no').execute(),
      db.selectFrom('land_lines').selectAll().where('parcel_id', 'in', ids).orderBy('parcel_id').orderBy('seq').execute(),
    ]);
    const valueOf = new Map(values.map((v) => [v.parcel_id, v]));
    const exemptionsOf = byKey(exemptions, 'parcel_id');
    const salesOf = byKey(sales, 'parcel_id');
    const buildingsOf = byKey(buildings, 'parcel_id');
    const landOf = byKey(land, 'parcel_id');
    for (const p of parcels) {
      const v = valueOf.get(p.parcel_id);
      if (!v) continue;
      const row = Array<Cell>(NAL_COLUMNS.length).fill(null);
      const set = (column: string, value: Cell): void => {
        const i = NAL_INDEX.get(column);
        if (i !== undefined) row[i] = value;
      };
      const bs = buildingsOf.get(p.parcel_id) ?? [];
      const first = bs[0];
      const firstLand = landOf.get(p.parcel_id)?.[0];
      const residential = RESIDENTIAL.test(p.use_code);
      set('CO_NO', ORANGE_COUNTY_NUMBER);
      set('PARCEL_ID', p.parcel_id);
      set('FILE_T', 'R');
      set('ASMNT_YR', year);
      set('DOR_UC', `0${p.use_code.slice(0, 2)}`);
      set('PA_UC', p.use_code.slice(2, 4));
      set('JV', v.just_value);
      set('AV_SD', v.school_assessed);
      set('AV_NSD', v.nonschool_assessed);
      set('TV_SD', v.school_taxable);
      set('TV_NSD', v.nonschool_taxable);
      if (v.homestead) {
        set('JV_HMSTD', v.just_value);
        set('AV_HMSTD', v.school_assessed);
      } else if (v.ag_savings > 0) {
        set('JV_CLASS_USE', v.land_value);
        set('AV_CLASS_USE', v.land_value - v.ag_savings);
      } else if (residential) {
        set('JV_NON_HMSTD_RESD', v.just_value);
        set('AV_NON_HMSTD_RESD', v.nonschool_assessed);
      } else {
        set('JV_RESD_NON_RESD', v.just_value);
        set('AV_RESD_NON_RESD', v.nonschool_assessed);
      }
      set('LND_VAL', v.land_value);
      set('LND_UNTS_CD', firstLand ? LAND_UNIT_CODE[firstLand.unit_type] : null);
      set('NO_LND_UNTS', firstLand ? Math.round(firstLand.units) : null);
      set('LND_SQFOOT', p.land_sqft);
      set('IMP_QUAL', first ? QUALITY_CODE[first.quality] : null);
      set('CONST_CLASS', first ? CONSTRUCTION_CODE[first.construction] : null);
      set('EFF_YR_BLT', first?.effective_year);
      set('ACT_YR_BLT', first?.year_built);
      set('TOT_LVG_AREA', bs.length > 0 ? bs.reduce((s, b) => s + b.living_area, 0) : null);
      set('NO_BULDNG', bs.length);
      set('NO_RES_UNTS', residential ? bs.reduce((s, b) => s + b.units, 0) : 0);
      set('SPEC_FEAT_VAL', v.feature_value);
      const ps = salesOf.get(p.parcel_id) ?? [];
      [ps.at(-1), ps.at(-2)].forEach((s, i) => {
        if (!s) return;
        const n = i + 1;
        set(`QUAL_CD${n}`, s.qual_code);
        set(`VI_CD${n}`, s.vacant_improved);
        set(`SALE_PRC${n}`, s.price);
        set(`SALE_YR${n}`, s.sale_date.slice(0, 4));
        set(`SALE_MO${n}`, s.sale_date.slice(5, 7));
        set(`OR_BOOK${n}`, s.book);
        set(`OR_PAGE${n}`, s.page);
        set(`CLERK_NO${n}`, s.instrument_number);
      });
      set('OWN_NAME', p.owner_name);
      set('OWN_ADDR1', p.mail_address1);
      set('OWN_ADDR2', p.mail_address2);
      set('OWN_CITY', p.mail_city);
      set('OWN_STATE', p.mail_state ?? p.mail_country);
      set('OWN_ZIPCD', p.mail_zip);
      set('OWN_STATE_DOM', p.mail_country ? 'FC' : p.mail_state);
      set('S_LEGAL', p.legal_description);
      set('NBRHD_CD', p.neighborhood);
      set('TAX_AUTH_CD', p.jurisdiction_code);
      set('TWN', `${p.township}S`);
      set('RNG', `${p.range}E`);
      set('SEC', String(p.section).padStart(2, '0'));
      const line1 = p.situs_address && p.situs_unit ? p.situs_address.slice(0, -` UNIT ${p.situs_unit}`.length) : p.situs_address;
      set('PHY_ADDR1', line1);
      set('PHY_ADDR2', p.situs_unit ? `UNIT ${p.situs_unit}` : null);
      set('PHY_CITY', p.situs_city);
      set('PHY_ZIPCD', p.situs_zip);
      for (const e of exemptionsOf.get(p.parcel_id) ?? []) {
        const column = NAL_EXEMPTION_COLUMN.get(e.code);
        if (column) set(column, Math.max(e.school_amount, e.nonschool_amount));
      }
      set('SEQ_NO', nal.rows + 1);
      await nal.write(row);
      for (const s of ps) {
        await sdf.write([
          ORANGE_COUNTY_NUMBER, p.parcel_id, year, null, null, `0${p.use_code.slice(0, 2)}`, p.neighborhood, null, null, null,
          null, s.vacant_improved, s.book, s.page, s.instrument_number, s.qual_code, s.sale_date.slice(0, 4),
          s.sale_date.slice(5, 7), s.price, null, null, null, null,
        ]);
      }
    }
  }
  await Promise.all([nal.close(), sdf.close()]);
  return [
    { name: nalName, path: join(dir, nalName), rows: nal.rows },
    { name: sdfName, path: join(dir, sdfName), rows: sdf.rows },
  ];
}

async function writeNap(database: Database, dir: string, year: number): Promise<DorFile> {
  const { db } = database;
  const name = dorFileName('NAP', year);
  const nap = new CsvFileWriter(join(dir, name), NAP_COLUMNS, DOR_CSV);
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('tpp_accounts as a')
      .innerJoin('tpp_values as v', (j) => j.onRef('v.account', '=', 'a.account').on('v.tax_year', '=', year))
      .selectAll('a')
      .select(['v.furniture_value', 'v.leasehold_value', 'v.just_value', 'v.assessed_value', 'v.exemption', 'v.taxable_value', 'v.penalty_rate'])
      .where('a.account', '>', after)
      .orderBy('a.account')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]?.account ?? after;
    for (const a of rows) {
      const ownAddr = [a.mail_address1, a.mail_address2].filter(Boolean).join(' ');
      await nap.write([
        ORANGE_COUNTY_NUMBER, a.account, 'P', year, a.jurisdiction_code, a.naics_code, a.furniture_value, a.leasehold_value,
        a.just_value, a.assessed_value, a.exemption, a.taxable_value, a.penalty_rate, a.owner_name, ownAddr || null,
        a.mail_city, a.mail_state, a.mail_zip, a.situs_address, a.situs_city, a.situs_zip, a.parcel_id, null,
      ]);
    }
  }
  await nap.close();
  return { name, path: join(dir, name), rows: nap.rows };
}

/** Writes NAL, SDF and NAP files for one tax year into outDir (created when missing). */
export async function writeDorFiles(database: Database, outDir: string, options: { year: number }): Promise<DorFile[]> {
  await mkdir(outDir, { recursive: true });
  const [nal, sdf] = await writeNalAndSdf(database, outDir, options.year);
  const nap = await writeNap(database, outDir, options.year);
  return [nal, sdf, nap];
}
