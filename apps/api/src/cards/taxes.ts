import type { PrcCertifiedTax, PrcNonAdValorem, PrcTotalTaxes } from '@county/shared/cards';
import type { Database } from '../db/database.ts';
import { assertParcel, parcelNotFound } from './parcel.ts';
import { arg, numArg, prepared } from './prepared.ts';

// Taxes of one parcel for one year. Each taxing authority levying in the parcel's jurisdiction
// taxes the parcel's taxable value at its millage (mills per $1,000): school levies use the school
// taxable value (only the first homestead exemption applies to them), every other levy the
// non-school taxable value.

export interface Levy {
  code: string;
  name: string;
  kind: string;
  school: number;
  millage: number;
}

export interface YearValues {
  school_assessed: number;
  nonschool_assessed: number;
  school_exempt: number;
  nonschool_exempt: number;
  school_taxable: number;
  nonschool_taxable: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Tax of one levy: millage x taxable value / 1,000, in dollars and cents. */
export function levyTax(millage: number, taxable: number): number {
  return cents((millage * taxable) / 1000);
}

export function certifiedTaxes(year: number, values: YearValues, levies: Levy[]): PrcCertifiedTax[] {
  return levies.map((levy) => {
    const school = levy.school === 1;
    const taxable = school ? values.school_taxable : values.nonschool_taxable;
    return {
      taxYear: year,
      authorityCode: levy.code,
      taxingAuthority: levy.name,
      authorityType: levy.kind,
      isSchool: school ? 'True' : 'False',
      millage: levy.millage,
      assessedValue: school ? values.school_assessed : values.nonschool_assessed,
      exemptValue: school ? values.school_exempt : values.nonschool_exempt,
      taxableValue: taxable,
      taxAmount: levyTax(levy.millage, taxable),
    };
  });
}

// The levies of a jurisdiction and year are a handful of rows shared by thousands of parcels:
// each process keeps them for a minute.
const LEVY_TTL_MS = 60_000;
const levyCache = new WeakMap<Database, Map<string, { at: number; levies: Promise<Levy[]> }>>();

function leviesFor(database: Database, jurisdiction: string, year: number): Promise<Levy[]> {
  let byKey = levyCache.get(database);
  if (!byKey) levyCache.set(database, (byKey = new Map()));
  const key = `${jurisdiction}|${year}`;
  const hit = byKey.get(key);
  if (hit && Date.now() - hit.at < LEVY_TTL_MS) return hit.levies;
  const levies = database.db
    .selectFrom('levies as l')
    .innerJoin('taxing_authorities as a', 'a.code', 'l.authority_code')
    .innerJoin('millage as m', (join) => join.onRef('m.authority_code', '=', 'l.authority_code').on('m.tax_year', '=', year))
    .select(['a.code', 'a.name', 'a.kind', 'a.school', 'm.millage'])
    .where('l.jurisdiction_code', '=', jurisdiction)
    .orderBy('a.school', 'desc')
    .orderBy('a.code')
    .execute();
  byKey.set(key, { at: Date.now(), levies });
  levies.catch(() => byKey.delete(key));
  return levies;
}

const parcelYearValues = prepared((db) =>
  db
    .selectFrom('parcels as p')
    .leftJoin('parcel_values as v', (join) => join.onRef('v.parcel_id', '=', 'p.parcel_id').on('v.tax_year', '=', numArg('year')))
    .select([
      'p.jurisdiction_code',
      'v.tax_year',
      'v.school_assessed',
      'v.nonschool_assessed',
      'v.school_exempt',
      'v.nonschool_exempt',
      'v.school_taxable',
      'v.nonschool_taxable',
    ])
    .where('p.parcel_id', '=', arg('pid')),
);

/** Ad valorem taxes by authority; empty when the parcel has no values for the year. */
export async function parcelCertifiedTaxes(database: Database, pid: string, year: number | null): Promise<PrcCertifiedTax[]> {
  const [row] = await parcelYearValues(database, { pid, year: year ?? -1 });
  if (!row) throw parcelNotFound(pid);
  if (year === null || row.tax_year === null) return [];
  const levies = await leviesFor(database, row.jurisdiction_code, year);
  return certifiedTaxes(year, row as YearValues, levies);
}

const nonAdValoremRows = prepared((db) =>
  db.selectFrom('non_ad_valorem').selectAll().where('parcel_id', '=', arg('pid')).where('tax_year', '=', numArg('year')).orderBy('code'),
);

export async function nonAdValorem(database: Database, pid: string, year: number | null): Promise<PrcNonAdValorem[]> {
  const rows = await nonAdValoremRows(database, { pid, year: year ?? -1 });
  if (rows.length === 0) await assertParcel(database, pid);
  return rows.map((n) => ({
    taxYear: n.tax_year,
    levyCode: n.code,
    description: n.description,
    units: n.units,
    rate: n.rate,
    amount: cents(n.amount),
  }));
}

export async function totalTaxes(database: Database, pid: string, year: number | null): Promise<PrcTotalTaxes> {
  const [adValorem, nonAd] = await Promise.all([parcelCertifiedTaxes(database, pid, year), nonAdValorem(database, pid, year)]);
  const adValoremTaxes = cents(adValorem.reduce((sum, t) => sum + t.taxAmount, 0));
  const nonAdValoremTaxes = cents(nonAd.reduce((sum, n) => sum + n.amount, 0));
  return {
    taxYear: year ?? 0,
    totalMillage: Math.round(adValorem.reduce((sum, t) => sum + t.millage, 0) * 10_000) / 10_000,
    adValoremTaxes,
    nonAdValoremTaxes,
    totalTaxes: cents(adValoremTaxes + nonAdValoremTaxes),
  };
}
