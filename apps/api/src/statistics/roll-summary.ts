import { sql } from 'kysely';
import { useClassOf, type RollStatistics, type ValueTotals } from '@county/shared/statistics';
import type { Database } from '../db/database.ts';
import { countedParcels, uncountedParcelIds } from './counted-parcels.ts';

// The roll's summary for each year it holds values for: parcels and values by use class and by
// taxing authority, exemptions by type, new construction, the caps' savings, the tangible roll, and
// the change from the year before. Each table is read once for every year together (a year's rows
// are not together in parcel_values, whose key leads with the parcel): SQL sums per year, use code
// and jurisdiction, and the classes and the authorities (each levying on a set of jurisdictions)
// are put together here.

type Summary = Omit<RollStatistics, 'years' | 'change'>;
type Sums = ValueTotals & { parcels: number };

const num = (value: unknown): number => Number(value ?? 0);

interface ValueRow {
  tax_year: number | string;
  use_code: string;
  jurisdiction_code: string;
  parcels: number | string;
  just: number | string | null;
  school_assessed: number | string | null;
  nonschool_assessed: number | string | null;
  school_exempt: number | string | null;
  nonschool_exempt: number | string | null;
  school_taxable: number | string | null;
  nonschool_taxable: number | string | null;
  homesteads: number | string | null;
  soh_parcels: number | string | null;
  soh: number | string | null;
  ten_parcels: number | string | null;
  ten: number | string | null;
}

const emptySums = (): Sums => ({
  parcels: 0,
  just: 0,
  schoolAssessed: 0,
  nonschoolAssessed: 0,
  schoolExempt: 0,
  nonschoolExempt: 0,
  schoolTaxable: 0,
  nonschoolTaxable: 0,
});

function add(to: Sums, r: ValueRow): void {
  to.parcels += num(r.parcels);
  to.just += num(r.just);
  to.schoolAssessed += num(r.school_assessed);
  to.nonschoolAssessed += num(r.nonschool_assessed);
  to.schoolExempt += num(r.school_exempt);
  to.nonschoolExempt += num(r.nonschool_exempt);
  to.schoolTaxable += num(r.school_taxable);
  to.nonschoolTaxable += num(r.nonschool_taxable);
}

/** Percent change, one decimal; null when there is nothing to compare with. */
export function percentChange(now: number, before: number | undefined): number | null {
  if (before === undefined || before === 0) return null;
  return Math.round((now / before - 1) * 1000) / 10;
}

function grouped<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

const VALUE_SUMS = sql`count(*) as parcels, sum(v.just_value) as just,
  sum(v.school_assessed) as school_assessed, sum(v.nonschool_assessed) as nonschool_assessed,
  sum(v.school_exempt) as school_exempt, sum(v.nonschool_exempt) as nonschool_exempt,
  sum(v.school_taxable) as school_taxable, sum(v.nonschool_taxable) as nonschool_taxable, sum(v.homestead) as homesteads,
  sum(case when v.soh_savings > 0 then 1 else 0 end) as soh_parcels, sum(v.soh_savings) as soh,
  sum(case when v.ten_pct_savings > 0 then 1 else 0 end) as ten_parcels, sum(v.ten_pct_savings) as ten`;

/**
 * The values summed by year, use code and jurisdiction, in that order. SQLite has no hash
 * aggregate: grouped in one query, it sorts every value row of every year (millions on the full
 * county) with all thirteen figures. Instead the counted parcels' keys are copied once into a
 * temporary table indexed by use code and jurisdiction, and each year is summed walking that index,
 * each parcel's row of the year found by the primary key: groups arrive in order, nothing is sorted
 * (a third less CPU). PostgreSQL groups by hash, in one query.
 */
async function valueSums(database: Database): Promise<ValueRow[]> {
  const { sqlite } = database;
  if (!sqlite) {
    const grouped = await sql<ValueRow>`select v.tax_year, p.use_code, p.jurisdiction_code, ${VALUE_SUMS}
      from parcel_values v join ${countedParcels} on p.parcel_id = v.parcel_id
      group by v.tax_year, p.use_code, p.jurisdiction_code`.execute(database.db);
    return grouped.rows;
  }
  const parcels = `statistics_parcels_${process.pid}`;
  const counted = countedParcels.compile(database.db).sql;
  const sums = VALUE_SUMS.compile(database.db).sql;
  sqlite.exec(`create temp table ${parcels} as select p.use_code, p.jurisdiction_code, p.parcel_id from ${counted}`);
  try {
    sqlite.exec(`create index temp.${parcels}_group on ${parcels} (use_code, jurisdiction_code, parcel_id)`);
    const years = sqlite.prepare('select distinct tax_year from parcel_values order by tax_year').pluck().all() as number[];
    const byYear = sqlite.prepare(`select v.tax_year, p.use_code, p.jurisdiction_code, ${sums}
      from ${parcels} p join parcel_values v on v.parcel_id = p.parcel_id and v.tax_year = ?
      group by p.use_code, p.jurisdiction_code`);
    return years.flatMap((year) => byYear.all(year) as ValueRow[]);
  } finally {
    sqlite.exec(`drop table temp.${parcels}`);
  }
}

export async function computeRollSummaries(database: Database): Promise<RollStatistics[]> {
  const { db } = database;
  const values = { rows: await valueSums(database) };
  const exemptions = await sql<{
    tax_year: number | string;
    code: string;
    description: string;
    count: number | string;
    school_amount: number | string;
    nonschool_amount: number | string;
  }>`
    select e.tax_year, e.code, max(e.description) as description, count(*) as count, sum(e.school_amount) as school_amount, sum(e.nonschool_amount) as nonschool_amount
    from parcel_exemptions e where e.parcel_id not in ${uncountedParcelIds} group by e.tax_year, e.code order by e.code`.execute(db);
  const built = await sql<{ year_built: number | string; buildings: number | string; value: number | string | null }>`
    select b.year_built, count(*) as buildings, sum(b.value) as value from buildings b join ${countedParcels} on p.parcel_id = b.parcel_id
    group by b.year_built`.execute(db);
  // Business accounts are not parcels: none is left out with a parcel.
  const tangible = await sql<{ tax_year: number | string; accounts: number | string; just: number | string | null; taxable: number | string | null }>`
    select tax_year, count(*) as accounts, sum(just_value) as just, sum(taxable_value) as taxable from tpp_values group by tax_year`.execute(db);
  const authorities = await db.selectFrom('taxing_authorities').select(['code', 'name', 'school']).orderBy('code').execute();
  const levies = await db.selectFrom('levies').select(['jurisdiction_code', 'authority_code']).execute();

  const years = [...new Set(values.rows.map((r) => num(r.tax_year)))].sort((a, b) => b - a);
  const summaries = new Map<number, Summary>();
  for (const year of years) {
    const rows = values.rows.filter((r) => num(r.tax_year) === year);
    const totals = emptySums();
    const classes = new Map<string, Sums>();
    const jurisdictions = new Map<string, Sums>();
    const caps = { sohParcels: 0, sohSavings: 0, tenPctParcels: 0, tenPctSavings: 0 };
    let homesteads = 0;
    for (const r of rows) {
      add(totals, r);
      add(grouped(classes, useClassOf(r.use_code), emptySums), r);
      add(grouped(jurisdictions, r.jurisdiction_code, emptySums), r);
      homesteads += num(r.homesteads);
      caps.sohParcels += num(r.soh_parcels);
      caps.sohSavings += num(r.soh);
      caps.tenPctParcels += num(r.ten_parcels);
      caps.tenPctSavings += num(r.ten);
    }
    const authorityRows = authorities.map((a) => {
      const school = num(a.school) === 1;
      const base = emptySums();
      for (const levy of levies) {
        const sums = levy.authority_code === a.code ? jurisdictions.get(levy.jurisdiction_code) : undefined;
        if (sums) for (const key of Object.keys(base) as (keyof Sums)[]) base[key] += sums[key];
      }
      return {
        code: a.code,
        name: a.name,
        school,
        parcels: base.parcels,
        just: base.just,
        assessed: school ? base.schoolAssessed : base.nonschoolAssessed,
        exempt: school ? base.schoolExempt : base.nonschoolExempt,
        taxable: school ? base.schoolTaxable : base.nonschoolTaxable,
      };
    });
    const newBuildings = built.rows.find((b) => num(b.year_built) === year - 1);
    const tpp = tangible.rows.find((t) => num(t.tax_year) === year);
    const { parcels, ...money } = totals;
    summaries.set(year, {
      year,
      parcels,
      totals: money,
      useClasses: [...classes]
        .map(([useClass, s]) => ({ useClass, parcels: s.parcels, just: s.just, nonschoolTaxable: s.nonschoolTaxable }))
        .sort((a, b) => b.parcels - a.parcels),
      // By name, as a reader looks one up: the authority's code is not shown.
      authorities: authorityRows.filter((a) => a.parcels > 0).sort((a, b) => a.name.localeCompare(b.name, 'en')),
      exemptions: exemptions.rows
        .filter((e) => num(e.tax_year) === year)
        .map((e) => ({
          code: e.code,
          description: e.description,
          count: num(e.count),
          schoolAmount: num(e.school_amount),
          nonschoolAmount: num(e.nonschool_amount),
        })),
      newConstruction: { buildings: num(newBuildings?.buildings), value: num(newBuildings?.value) },
      homesteads,
      tangible: { accounts: num(tpp?.accounts), just: num(tpp?.just), taxable: num(tpp?.taxable) },
      caps,
    });
  }
  return years.map((year) => {
    const now = summaries.get(year)!;
    const before = summaries.get(year - 1);
    const change = before
      ? {
          parcels: percentChange(now.parcels, before.parcels),
          just: percentChange(now.totals.just, before.totals.just),
          schoolAssessed: percentChange(now.totals.schoolAssessed, before.totals.schoolAssessed),
          nonschoolAssessed: percentChange(now.totals.nonschoolAssessed, before.totals.nonschoolAssessed),
          schoolExempt: percentChange(now.totals.schoolExempt, before.totals.schoolExempt),
          nonschoolExempt: percentChange(now.totals.nonschoolExempt, before.totals.nonschoolExempt),
          schoolTaxable: percentChange(now.totals.schoolTaxable, before.totals.schoolTaxable),
          nonschoolTaxable: percentChange(now.totals.nonschoolTaxable, before.totals.nonschoolTaxable),
        }
      : null;
    return { ...now, years, change };
  });
}
