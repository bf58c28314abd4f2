import { sql } from 'kysely';
import type { BenchContext } from '../harness.ts';
import { load, printResult } from '../harness.ts';

// The drawn-area list (decision 112): "within a quarter mile of this parcel", the comparable-sales
// path realtors take, and the parcels of the same circle, around 500 parcels with shapes spread over
// the roll, at 32 connections after two seconds of warm-up on other parcels. No budget of its own
// yet: the figures are printed against the searches' (p99 under 25 ms).

const SAMPLES = 500;
const WARM_UP_SECONDS = 2;
const RADIUS_FT = 1_320;

async function sample(ctx: BenchContext, second: boolean): Promise<string[]> {
  const total = Number((await sql<{ n: number }>`select count(*) as n from parcel_shapes`.execute(ctx.database.db)).rows[0]?.n ?? 0);
  const step = Math.max(1, Math.floor(total / SAMPLES));
  const rows = await sql<{ parcel_id: string }>`
    select parcel_id from (select parcel_id, row_number() over (order by parcel_id) as n from parcel_shapes) as numbered
    where n % ${step} = ${second ? Math.floor(step / 2) : 0} limit ${SAMPLES}`.execute(ctx.database.db);
  return rows.rows.map((r) => r.parcel_id);
}

export default async function mapAreaBench(ctx: BenchContext): Promise<void> {
  const pids = await sample(ctx, false);
  if (pids.length === 0) {
    console.log('\nmap area: the bench database has no parcel shapes; skipped.');
    return;
  }
  const warm = await sample(ctx, true);
  console.log(`\nDrawn-area list (${pids.length} parcels, within ${RADIUS_FT} ft):`);
  for (const kind of ['sales', 'parcels']) {
    const paths = (list: string[]) => list.map((pid) => `/api/map/area?kind=${kind}&shape=near&pid=${pid}&radiusFt=${RADIUS_FT}`);
    await load(ctx.baseURL, { name: `map area ${kind} warm-up`, paths: paths(warm), seconds: WARM_UP_SECONDS });
    printResult(await load(ctx.baseURL, { name: `map area near, ${kind}`, paths: paths(pids) }), ctx.ceiling);
  }
}
