import { sql } from 'kysely';
import { useClassOf, type RollStatistics, type ValueTotals } from '@county/shared/statistics';
import type { Database } from '../db/database.ts';
import { countedParcels } from './counted-parcels.ts';

// The roll's summary for each year it holds values for: parcels and values by use class and by
// taxing authority, exemptions by type, new construction, the caps' savings, and the change from
// the year before. Sums are taken per use code and per jurisdiction in SQL; the classes and the
// authorities (each levying on a set of jurisdictions) are put together here.

type Summary = Omit<RollStatistics, 'years' | 'change'>;

const num = (value: unknown): number => Number(value ?? 0);

const VALUE_SUMS = sql`count(*) as parcels, sum(v.just_value) as just, sum(v.school_assessed) as school_assessed,
  sum(v.nonschool_assessed) as nonschool_assessed, sum(v.school_exempt) as school_exempt, sum(v.nonschool_exempt) as nonschool_exempt,
  sum(v.school_taxable) as school_taxable, sum(v.nonschool_taxable) as nonschool_taxable`;

interface SumRow {
  key: string | null;
  parcels: number | string;
  just: number | string | null;
  school_assessed: number | string | null;
  nonschool_assessed: number | string | null;
  school_exempt: number | string | null;
  nonschool_exempt: number | string | null;
  school_taxable: number | string | null;
  nonschool_taxable: number | string | null;
}

function totalsOf(rows: SumRow[]): ValueTotals {
  const t: ValueTotals = { just: 0, schoolAssessed: 0, nonschoolAssessed: 0, schoolExempt: 0, nonschoolExempt: 0, schoolTaxable: 0, nonschoolTaxable: 0 };
  for (const r of rows) {
    t.just += num(r.just);
    t.schoolAssessed += num(r.school_assessed);
    t.nonschoolAssessed += num(r.nonschool_assessed);
    t.schoolExempt += num(r.school_exempt);
    t.nonschoolExempt += num(r.nonschool_exempt);
    t.schoolTaxable += num(r.school_taxable);
    t.nonschoolTaxable += num(r.nonschool_taxable);
  }
  return t;
}

async function yearSummary(database: Database, year: number): Promise<Summary> {
  const { db } = database;
  const sums = (key: string) =>
    sql<SumRow>`select p.${sql.ref(key)} as key, ${VALUE_SUMS} from parcel_values v join ${countedParcels} on p.parcel_id = v.parcel_id
      where v.tax_year = ${year} group by p.${sql.ref(key)}`.execute(db);
  const byUse = (await sums('use_code')).rows;
  const byJurisdiction = (await sums('jurisdiction_code')).rows;

  const classes = new Map<string, { useClass: string; parcels: number; just: number; nonschoolTaxable: number }>();
  for (const r of byUse) {
    const useClass = useClassOf(r.key ?? '');
    const entry = classes.get(useClass) ?? { useClass, parcels: 0, just: 0, nonschoolTaxable: 0 };
    entry.parcels += num(r.parcels);
    entry.just += num(r.just);
    entry.nonschoolTaxable += num(r.nonschool_taxable);
    classes.set(useClass, entry);
  }

  const authorities = await db.selectFrom('taxing_authorities').select(['code', 'name', 'school']).orderBy('code').execute();
  const levies = await db.selectFrom('levies').select(['jurisdiction_code', 'authority_code']).execute();
  const byCode = new Map(byJurisdiction.map((r) => [r.key, r]));
  const authorityRows = authorities.map((a) => {
    const school = num(a.school) === 1;
    const rows = levies.filter((l) => l.authority_code === a.code).map((l) => byCode.get(l.jurisdiction_code)).filter((r) => r !== undefined);
    const t = totalsOf(rows);
    return {
      code: a.code,
      name: a.name,
      school,
      parcels: rows.reduce((sum, r) => sum + num(r.parcels), 0),
      just: t.just,
      assessed: school ? t.schoolAssessed : t.nonschoolAssessed,
      exempt: school ? t.schoolExempt : t.nonschoolExempt,
      taxable: school ? t.schoolTaxable : t.nonschoolTaxable,
    };
  });

  const exemptions = await sql<{ code: string; description: string; count: number | string; school_amount: number | string; nonschool_amount: number | string }>`
    select e.code, max(e.description) as description, count(*) as count, sum(e.school_amount) as school_amount, sum(e.nonschool_amount) as nonschool_amount
    from parcel_exemptions e join ${countedParcels} on p.parcel_id = e.parcel_id where e.tax_year = ${year} group by e.code order by e.code`.execute(db);
  const built = await sql<{ buildings: number | string; value: number | string | null }>`
    select count(*) as buildings, sum(b.value) as value from buildings b join ${countedParcels} on p.parcel_id = b.parcel_id
    where b.year_built = ${year - 1}`.execute(db);
  const caps = await sql<{ homesteads: number | string | null; soh_parcels: number | string; soh: number | string | null; ten_parcels: number | string; ten: number | string | null }>`
    select sum(v.homestead) as homesteads, sum(case when v.soh_savings > 0 then 1 else 0 end) as soh_parcels, sum(v.soh_savings) as soh,
      sum(case when v.ten_pct_savings > 0 then 1 else 0 end) as ten_parcels, sum(v.ten_pct_savings) as ten
    from parcel_values v join ${countedParcels} on p.parcel_id = v.parcel_id where v.tax_year = ${year}`.execute(db);
  const cap = caps.rows[0];
  // Business accounts are not parcels: none is left out with a parcel.
  const tangible = await sql<{ accounts: number | string; just: number | string | null; taxable: number | string | null }>`
    select count(*) as accounts, sum(just_value) as just, sum(taxable_value) as taxable from tpp_values where tax_year = ${year}`.execute(db);
  return {
    year,
    parcels: byUse.reduce((sum, r) => sum + num(r.parcels), 0),
    totals: totalsOf(byUse),
    useClasses: [...classes.values()].sort((a, b) => b.parcels - a.parcels),
    authorities: authorityRows.filter((a) => a.parcels > 0),
    exemptions: exemptions.rows.map((e) => ({ code: e.code, description: e.description, count: num(e.count), schoolAmount: num(e.school_amount), nonschoolAmount: num(e.nonschool_amount) })),
    newConstruction: { buildings: num(built.rows[0]?.buildings), value: num(built.rows[0]?.value) },
    homesteads: num(cap?.homesteads),
    tangible: { accounts: num(tangible.rows[0]?.accounts), just: num(tangible.rows[0]?.just), taxable: num(tangible.rows[0]?.taxable) },
    caps: { sohParcels: num(cap?.soh_parcels), sohSavings: num(cap?.soh), tenPctParcels: num(cap?.ten_parcels), tenPctSavings: num(cap?.ten) },
  };
}

/** Percent change, one decimal; null when there is nothing to compare with. */
export function percentChange(now: number, before: number | undefined): number | null {
  if (before === undefined || before === 0) return null;
  return Math.round((now / before - 1) * 1000) / 10;
}

export async function computeRollSummaries(database: Database): Promise<RollStatistics[]> {
  const years = (await database.db.selectFrom('parcel_values').select('tax_year').distinct().orderBy('tax_year', 'desc').execute()).map((r) => num(r.tax_year));
  const summaries = new Map<number, Summary>();
  for (const year of years) summaries.set(year, await yearSummary(database, year));
  return years.map((year) => {
    const now = summaries.get(year)!;
    const before = summaries.get(year - 1);
    const change = before
      ? {
          parcels: percentChange(now.parcels, before.parcels),
          just: percentChange(now.totals.just, before.totals.just),
          schoolTaxable: percentChange(now.totals.schoolTaxable, before.totals.schoolTaxable),
          nonschoolTaxable: percentChange(now.totals.nonschoolTaxable, before.totals.nonschoolTaxable),
        }
      : null;
    return { ...now, years, change };
  });
}
