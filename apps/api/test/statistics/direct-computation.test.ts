import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { addMonths, monthsBetween, useClassOf } from '@county/shared/statistics';
import { seedCounty } from '../../src/data/generator/index.ts';
import { computeRollSummaries } from '../../src/statistics/roll-summary.ts';
import { computeSalesTrends, KEPT_MONTHS, type MonthFigures } from '../../src/statistics/sales-trends.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// The precompute groups every sale into all its series in one pass and sums the roll per year
// without sorting its rows (decision 76). Here the same figures are worked out the plain way, a
// sale and a value row at a time with a sort per series, on a generated county with a few parcels
// retired, and must agree to the last figure.

const median = (sorted: number[]) => {
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const rounded = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places;

describeEachDatabase('statistics against a direct computation', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedCounty(database, { parcels: 2_000, tpp: 100, seed: 7 });
      // Retired parcels count nowhere: retire a few that have qualified sales.
      await sql`update parcels set retired_on = '2026-01-01' where parcel_id in (select parcel_id from sales where qualified = 1 order by parcel_id limit 5)`.execute(
        database.db,
      );
    },
    app: false,
    timeout: 120_000,
  });

  it('gives every area and use class the months a sale-by-sale computation gives', async () => {
    const trends = await computeSalesTrends(env.database);
    const sold = await sql<{
      sale_date: string;
      price: number | string;
      situs_city: string | null;
      situs_zip: string | null;
      subdivision_code: string | null;
      neighborhood: string | null;
      use_code: string;
      living: number | string | null;
    }>`select s.sale_date, s.price, p.situs_city, p.situs_zip, p.subdivision_code, p.neighborhood, p.use_code,
        (select sum(b.living_area) from buildings b where b.parcel_id = p.parcel_id) as living
      from sales s join parcels p on p.parcel_id = s.parcel_id where s.qualified = 1 and p.retired_on is null`.execute(env.database.db);
    const firstMonth = trends.firstMonth!;
    expect(trends.lastMonth).toBe(
      sold.rows
        .map((r) => r.sale_date.slice(0, 7))
        .sort()
        .at(-1),
    );
    const direct = new Map<string, Map<string, { prices: number[]; perSqFt: number[] }>>();
    for (const r of sold.rows) {
      const month = r.sale_date.slice(0, 7);
      if (monthsBetween(firstMonth, month) < 0) continue;
      const price = Number(r.price);
      const living = Number(r.living ?? 0);
      const areas = ['county'];
      if (r.situs_city) areas.push(`city:${r.situs_city}`);
      if (r.situs_zip) areas.push(`zip:${r.situs_zip}`);
      if (r.subdivision_code && r.subdivision_code !== '0000') areas.push(`subdivision:${r.subdivision_code}`);
      if (r.neighborhood) areas.push(`neighborhood:${r.neighborhood}`);
      const useClass = useClassOf(r.use_code);
      for (const area of areas)
        for (const use of useClass === 'other' ? ['all'] : ['all', useClass]) {
          const key = `${area}|${use}`;
          let months = direct.get(key);
          if (!months) direct.set(key, (months = new Map()));
          let cell = months.get(month);
          if (!cell) months.set(month, (cell = { prices: [], perSqFt: [] }));
          cell.prices.push(price);
          if (living > 0) cell.perSqFt.push(price / living);
        }
    }
    const computed = new Map(trends.series.map((s) => [`${s.area}|${s.useClass}`, s.months]));
    for (const [key, months] of direct) {
      const expected: MonthFigures[] = [];
      for (let m = 0; m < KEPT_MONTHS; m++) {
        const cell = months.get(addMonths(firstMonth, m));
        if (!cell) continue;
        const prices = cell.prices.sort((a, b) => a - b);
        const perSqFt = cell.perSqFt.sort((a, b) => a - b);
        const sum = prices.reduce((a, b) => a + b, 0);
        expected.push([
          addMonths(firstMonth, m),
          prices.length,
          rounded(median(prices)),
          rounded(sum / prices.length),
          perSqFt.length ? rounded(median(perSqFt), 2) : null,
        ]);
      }
      expect(computed.get(key), key).toEqual(expected);
    }
    // Series with no sale are only those of an area for all uses (so that the area is known).
    for (const s of trends.series) if (!direct.has(`${s.area}|${s.useClass}`)) expect([s.useClass, s.months]).toEqual(['all', []]);
    expect(direct.size).toBeGreaterThan(100);
  });

  it("sums each year's values by use class as a row-by-row sum does", async () => {
    const summaries = await computeRollSummaries(env.database);
    const rows = await sql<{ tax_year: number | string; use_code: string; just_value: number | string; nonschool_taxable: number | string }>`
      select v.tax_year, p.use_code, v.just_value, v.nonschool_taxable from parcel_values v join parcels p on p.parcel_id = v.parcel_id
      where p.retired_on is null`.execute(env.database.db);
    const direct = new Map<string, { parcels: number; just: number; nonschoolTaxable: number }>();
    for (const r of rows.rows) {
      const key = `${Number(r.tax_year)}|${useClassOf(r.use_code)}`;
      const sums = direct.get(key) ?? { parcels: 0, just: 0, nonschoolTaxable: 0 };
      direct.set(key, {
        parcels: sums.parcels + 1,
        just: sums.just + Number(r.just_value),
        nonschoolTaxable: sums.nonschoolTaxable + Number(r.nonschool_taxable),
      });
    }
    expect(summaries.length).toBeGreaterThan(1);
    let classes = 0;
    for (const summary of summaries)
      for (const c of summary.useClasses) {
        classes++;
        expect({ parcels: c.parcels, just: c.just, nonschoolTaxable: c.nonschoolTaxable }, `${summary.year} ${c.useClass}`).toEqual(
          direct.get(`${summary.year}|${c.useClass}`),
        );
      }
    expect(classes).toBe(direct.size);
    // Taxing authorities in the order a reader looks one up: by name (their codes are not shown).
    const names = summaries[0]!.authorities.map((a) => a.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
