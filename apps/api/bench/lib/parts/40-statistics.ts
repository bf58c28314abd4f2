import { sql } from 'kysely';
import type { BenchContext } from '../harness.ts';
import { load, loadAverage, printResult } from '../harness.ts';
import { refreshStatistics } from '../../../src/statistics/store.ts';
import { countRollChange } from '../../../src/roll/changes.ts';

// Market and roll statistics (decision 76): first the time to compute them from the whole roll (what
// a seed or an import adds at its end; budget 10 s on the full county), then both endpoints at 32
// connections over many areas and use classes and every roll year (budget: p99 under 10 ms), and
// last the same sales traffic right after a change of the roll, while the server computes the
// figures again: it must keep answering (the stored figures, marked stale) in the same budget.

const SERIES = 2_000;
const WARM_UP_SECONDS = 2;
/** Longer than the full county's refresh, so that the case covers all of it. */
const CHANGE_SECONDS = 20;
const STALE_HEADER = 'x-statistics-stale-since';

/** Polls one answer until it is no longer marked stale; answers the seconds from `since`. */
async function untilFresh(url: string, since: number): Promise<number> {
  for (;;) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.ok && !response.headers.has(STALE_HEADER)) return (performance.now() - since) / 1000;
    await new Promise((done) => setTimeout(done, 100));
  }
}

export default async function statisticsBench(ctx: BenchContext): Promise<void> {
  const seconds = await refreshStatistics(ctx.database);
  console.log(`\nStatistics: computed from the roll in ${seconds.toFixed(1)} s (budget: 10 s on the full county)  ${loadAverage()}`);
  // The stored list of areas (area 'areas') is no series.
  const series = await ctx.database.db.selectFrom('sales_statistics').select(['area', 'use_class']).where('area', '!=', 'areas').orderBy('area').execute();
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

  // A change of the roll (as a confidential mark or a parcel's edit makes), counted from here: the
  // next request finds the figures stale and the server starts the one refresh.
  const stored = await ctx.database.db.selectFrom('statistics_state').select('roll_changes').where('id', '=', 1).executeTakeFirstOrThrow();
  await countRollChange(ctx.database);
  const changed = performance.now();
  const [during, fresh] = await Promise.all([
    load(ctx.baseURL, { name: 'statistics/sales after a roll change', paths: sales, seconds: CHANGE_SECONDS }),
    untilFresh(`${ctx.baseURL}${sales[0]}`, changed),
  ]);
  printResult(during, ctx.ceiling);
  console.log(`  figures of the changed roll served ${fresh.toFixed(1)} s after the change (refresh in the server's child process)  ${loadAverage()}`);
  // The change wrote no row: the county is left as it was found, count and stamp, so that the next
  // `npm run bench` does not publish the full county's downloads again (twenty minutes on a busy machine).
  await sql`update roll_changes set n = n - 1 where id = 1`.execute(ctx.database.db);
  await ctx.database.db.updateTable('statistics_state').set({ roll_changes: stored.roll_changes }).where('id', '=', 1).execute();
}
