import { HOMESTEAD_SECOND, type LevyRate, type RollYear, type TaxEstimateInputs } from '@county/shared';
import { ttlCache } from '../cache/ttl-cache.ts';
import type { Database } from '../db/database.ts';
import { readRollYears } from '../roll-year.ts';

// What the tax estimator needs of one parcel: its latest two roll years (values, exemptions, the
// rates of each year) and this year's rates of the parcel's taxing authorities.

const secondCache = ttlCache<number, number>({ ttlMs: 60_000 });

/**
 * The full second homestead exemption of a year, read from the roll. It is indexed to inflation
 * since 2025, so the roll knows it better than a constant would. Any homestead whose non-school
 * assessed value is well above $50,000 receives the full amount, so the most valuable parcels of the
 * year (found through the year/just-value index) that carry the additional exemption (HXA) tell it
 * without scanning every exemption. $25,000 when the year has none. Kept a minute per process.
 */
export function homesteadSecondAmount(database: Database, taxYear: number): Promise<number> {
  return secondCache.get(database, taxYear, () =>
    database.db
      .selectFrom('parcel_values as v')
      .innerJoin('parcel_exemptions as e', (join) =>
        join.onRef('e.parcel_id', '=', 'v.parcel_id').onRef('e.tax_year', '=', 'v.tax_year').on('e.code', '=', 'HXA'),
      )
      .select('e.nonschool_amount')
      .where('v.tax_year', '=', taxYear)
      .where('v.nonschool_assessed', '>=', 200_000)
      .orderBy('v.just_value', 'desc')
      .limit(20)
      .execute()
      .then((rows) => Math.max(HOMESTEAD_SECOND, ...rows.map((r) => Number(r.nonschool_amount)))),
  );
}

/** The levies of a jurisdiction in a year, school levies last (as a bill prints them). */
export async function leviesFor(database: Database, jurisdiction: string, taxYear: number): Promise<LevyRate[]> {
  const rows = await database.db
    .selectFrom('levies as l')
    .innerJoin('taxing_authorities as a', 'a.code', 'l.authority_code')
    .innerJoin('millage as m', (join) => join.onRef('m.authority_code', '=', 'l.authority_code').on('m.tax_year', '=', taxYear))
    .select(['a.code', 'a.name', 'a.school', 'm.millage'])
    .where('l.jurisdiction_code', '=', jurisdiction)
    .orderBy('a.school')
    .orderBy('a.code')
    .execute();
  return rows.map((r) => ({ code: r.code, name: r.name, millage: Number(r.millage), school: Number(r.school) === 1 }));
}

/** The parcel's inputs, or null when no parcel has that stored id. */
export async function taxEstimateInputs(database: Database, parcelId: string): Promise<TaxEstimateInputs | null> {
  const { db } = database;
  const parcel = await db
    .selectFrom('parcels as p')
    .leftJoin('jurisdictions as j', 'j.code', 'p.jurisdiction_code')
    .select([
      'p.parcel_id',
      'p.display_id',
      'p.situs_address',
      'p.situs_city',
      'p.jurisdiction_code',
      'j.name as jurisdiction_name',
      'p.use_code',
      'p.homestead',
    ])
    .where('p.parcel_id', '=', parcelId)
    .executeTakeFirst();
  if (!parcel) return null;

  const values = await db.selectFrom('parcel_values').selectAll().where('parcel_id', '=', parcelId).orderBy('tax_year', 'desc').limit(2).execute();
  const exemptions = values.length
    ? await db
        .selectFrom('parcel_exemptions')
        .selectAll()
        .where('parcel_id', '=', parcelId)
        .where(
          'tax_year',
          'in',
          values.map((v) => v.tax_year),
        )
        .orderBy('code')
        .execute()
    : [];
  // This year's rates are the roll year's (roll-year.ts).
  const taxYear = (await readRollYears(database)).current ?? values[0]?.tax_year ?? new Date().getUTCFullYear();
  const years: RollYear[] = [];
  for (const v of values) {
    years.push({
      taxYear: v.tax_year,
      justValue: Number(v.just_value),
      schoolAssessed: Number(v.school_assessed),
      nonschoolAssessed: Number(v.nonschool_assessed),
      capSavings: Number(v.soh_savings) + Number(v.ten_pct_savings),
      schoolExempt: Number(v.school_exempt),
      nonschoolExempt: Number(v.nonschool_exempt),
      schoolTaxable: Number(v.school_taxable),
      nonschoolTaxable: Number(v.nonschool_taxable),
      homestead: Number(v.homestead) === 1,
      exemptions: exemptions
        .filter((e) => e.tax_year === v.tax_year)
        .map((e) => ({ code: e.code, description: e.description, school: Number(e.school_amount), nonschool: Number(e.nonschool_amount) })),
      levies: await leviesFor(database, parcel.jurisdiction_code, v.tax_year),
    });
  }
  return {
    parcelId: parcel.parcel_id,
    displayId: parcel.display_id,
    address: parcel.situs_address,
    city: parcel.situs_city,
    jurisdictionCode: parcel.jurisdiction_code,
    jurisdictionName: parcel.jurisdiction_name ?? null,
    useCode: parcel.use_code,
    homestead: Number(parcel.homestead) === 1,
    taxYear,
    levies: await leviesFor(database, parcel.jurisdiction_code, taxYear),
    homesteadSecondAmount: await homesteadSecondAmount(database, taxYear),
    years,
  };
}
