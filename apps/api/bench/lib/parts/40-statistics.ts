import type { BenchContext } from '../harness.ts';
import { load, printResult } from '../harness.ts';
import { refreshStatistics } from '../../../src/statistics/store.ts';

// Market and roll statistics (decision 76): first the time to compute them from the whole roll (what
// a seed or an import adds at its end; budget 10 s on the full county), then both endpoints at 32
// connections over many areas and use classes and every roll year (budget: p99 under 10 ms).

const SERIES = 2_000;
const WARM_UP_SECONDS = 2;

export default async function statisticsBench(ctx: BenchContext): Promise<void> {
  const seconds = await refreshStatistics(ctx.database);
  console.log(`\nStatistics: computed from the roll in ${seconds.toFixed(1)} s (budget: 10 s on the full county)`);
  const series = await ctx.database.db.selectFrom('sales_statistics').select(['area', 'use_class']).orderBy('area').execute();
  const step = Math.max(1, Math.floor(series.length / SERIES));
  const sales = series.filter((_, i) => i % step === 0).map((s) => `/api/statistics/sales?area=${encodeURIComponent(s.area)}&use=${s.use_class}`);
  const years = await ctx.database.db.selectFrom('roll_statistics').select('tax_year').execute();
  const roll = years.map((y) => `/api/statistics/roll?year=${y.tax_year}`);
  for (const [name, paths] of [
    [`statistics/sales (${sales.length} series)`, sales],
    [`statistics/roll (${roll.length} years)`, roll],
  ] as const) {
    await load(ctx.baseURL, { name, paths, seconds: WARM_UP_SECONDS });
    printResult(await load(ctx.baseURL, { name, paths }), ctx.ceiling);
  }
}
