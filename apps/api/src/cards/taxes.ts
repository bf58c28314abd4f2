import type { PrcCertifiedTax, PrcNonAdValorem, PrcTotalTaxes } from '@county/shared/cards';
import { ttlCache } from '../cache/ttl-cache.ts';
import type { Database } from '../db/database.ts';
import type { ParcelValueTable } from '../db/schema.ts';
import { assertParcel, parcelNotFound } from './parcel.ts';
import { prepared } from '../db/statements.ts';

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

/** The columns of a parcel's year of values that its taxes depend on. */
export type YearValues = Pick<
  ParcelValueTable,
  'homestead' | 'school_assessed' | 'nonschool_assessed' | 'school_exempt' | 'nonschool_exempt' | 'school_taxable' | 'nonschool_taxable'
>;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Tax of one levy: millage x taxable value / 1,000, in dollars and cents. */
export function levyTax(millage: number, taxable: number): number {
  return cents((millage * taxable) / 1000);
}

/** The office's three-letter kinds of taxing authority. */
const TAX_TYPES: Readonly<Record<string, string>> = { county: 'CTY', school: 'SCH', city: 'MUN', district: 'DST', mstu: 'MST' };

export function certifiedTaxes(pid: string, year: number, values: YearValues, levies: Levy[]): PrcCertifiedTax[] {
  return levies.map((levy) => {
    const school = levy.school === 1;
    const taxable = school ? values.school_taxable : values.nonschool_taxable;
    const assessed = school ? values.school_assessed : values.nonschool_assessed;
    const exempt = school ? values.school_exempt : values.nonschool_exempt;
    const tax = levyTax(levy.millage, taxable);
    return {
      parcelId: pid,
      taxYear: year,
      authorityCode: levy.code,
      taxingAuthority: levy.name,
      authorityType: levy.kind,
      isSchool: school ? 'True' : 'False',
      millage: levy.millage,
      assessedValue: assessed,
      exemptValue: exempt,
      taxableValue: taxable,
      taxAmount: tax,
      exemption: exempt,
      taxValue: taxable,
      millageRate: levy.millage,
      isHomestead: values.homestead ? 'True' : 'False',
      taxes: tax,
      taxType: TAX_TYPES[levy.kind] ?? levy.kind.slice(0, 3).toUpperCase(),
    };
  });
}

// The levies of a jurisdiction and year are a handful of rows shared by thousands of parcels:
// each process keeps them for a minute.
const levyCache = ttlCache<string, Levy[]>({ ttlMs: 60_000 });

function leviesFor(database: Database, jurisdiction: string, year: number): Promise<Levy[]> {
  return levyCache.get(database, `${jurisdiction}|${year}`, () =>
    database.db
      .selectFrom('levies as l')
      .innerJoin('taxing_authorities as a', 'a.code', 'l.authority_code')
      .innerJoin('millage as m', (join) => join.onRef('m.authority_code', '=', 'l.authority_code').on('m.tax_year', '=', year))
      .select(['a.code', 'a.name', 'a.kind', 'a.school', 'm.millage'])
      .where('l.jurisdiction_code', '=', jurisdiction)
      .orderBy('a.school', 'desc')
      .orderBy('a.code')
      .execute(),
  );
}

const parcelYearValues = prepared((db, a: { year: number; pid: string }) =>
  db
    .selectFrom('parcels as p')
    .leftJoin('parcel_values as v', (join) => join.onRef('v.parcel_id', '=', 'p.parcel_id').on('v.tax_year', '=', a.year))
    .select([
      'p.jurisdiction_code',
      'v.tax_year',
      'v.homestead',
      'v.school_assessed',
      'v.nonschool_assessed',
      'v.school_exempt',
      'v.nonschool_exempt',
      'v.school_taxable',
      'v.nonschool_taxable',
    ])
    .where('p.parcel_id', '=', a.pid),
);

/** Ad valorem taxes by authority; empty when the parcel has no values for the year. */
export async function parcelCertifiedTaxes(database: Database, pid: string, year: number | null): Promise<PrcCertifiedTax[]> {
  const [row] = await parcelYearValues(database, { pid, year: year ?? -1 });
  if (!row) throw parcelNotFound(pid);
  if (year === null || row.tax_year === null) return [];
  const levies = await leviesFor(database, row.jurisdiction_code, year);
  return certifiedTaxes(pid, year, row as YearValues, levies);
}

const nonAdValoremRows = prepared((db, a: { pid: string; year: number }) =>
  db.selectFrom('non_ad_valorem').selectAll().where('parcel_id', '=', a.pid).where('tax_year', '=', a.year).orderBy('code'),
);

/** Non-ad valorem assessments, each named by who levies it (the county's `levyingAuthorities`). */
export async function nonAdValorem(
  database: Database,
  pid: string,
  year: number | null,
  authorities: Readonly<Record<string, string>>,
): Promise<PrcNonAdValorem[]> {
  const rows = await nonAdValoremRows(database, { pid, year: year ?? -1 });
  if (rows.length === 0) await assertParcel(database, pid);
  return rows.map((n) => ({
    parcelId: pid,
    taxYear: n.tax_year,
    levyCode: n.code,
    description: n.description,
    units: n.units,
    rate: n.rate,
    amount: cents(n.amount),
    assessment: cents(n.amount),
    levyingAuthority: levyingAuthority(n.code, n.description, authorities),
  }));
}

/**
 * Who levies a non-ad valorem assessment. The roll keeps only the levy's code and description; the
 * county's configuration names the authority of the codes it levies itself (solid waste, street
 * lighting ...: an exact code, or a prefix written 'SL*'), and a district's own description names
 * it otherwise.
 */
export function levyingAuthority(code: string, description: string, authorities: Readonly<Record<string, string>>): string {
  const exact = authorities[code];
  if (exact !== undefined) return exact;
  for (const [key, authority] of Object.entries(authorities)) {
    if (key.endsWith('*') && code.startsWith(key.slice(0, -1))) return authority;
  }
  return description.toUpperCase();
}

export async function totalTaxes(database: Database, pid: string, year: number | null): Promise<PrcTotalTaxes> {
  // The totals need only the amounts, not who levies them.
  const [adValorem, nonAd] = await Promise.all([parcelCertifiedTaxes(database, pid, year), nonAdValorem(database, pid, year, {})]);
  const adValoremTaxes = cents(adValorem.reduce((sum, t) => sum + t.taxAmount, 0));
  const nonAdValoremTaxes = cents(nonAd.reduce((sum, n) => sum + n.amount, 0));
  const totalMillage = Math.round(adValorem.reduce((sum, t) => sum + t.millage, 0) * 10_000) / 10_000;
  const total = cents(adValoremTaxes + nonAdValoremTaxes);
  const withoutExemptions = cents(adValorem.reduce((sum, t) => sum + levyTax(t.millage, t.assessedValue), 0));
  return {
    parcelId: pid,
    // A year with no values answers taxYear 0: the end of the office's walk back through years.
    taxYear: adValorem.length > 0 || nonAd.length > 0 ? (year ?? 0) : 0,
    totalMillage,
    adValoremTaxes,
    nonAdValoremTaxes,
    totalTaxes: total,
    totalMillageRate: totalMillage,
    grossTaxes: total,
    nonExemptTaxes: cents(withoutExemptions + nonAdValoremTaxes),
  };
}
