import { sql } from 'kysely';
import type { BenchContext } from '../harness.ts';
import { load, printResult } from '../harness.ts';
import { tilesBuiltAt } from '../../../src/gis/tile-build.ts';
import { cutTile, readLayers } from '../../../src/gis/tile-cut.ts';
import { readMapContext } from '../../../src/gis/tile-features.ts';
import { CELL_ZOOM, latToTileY, lonToTileX } from '../../../src/gis/tile-math.ts';
import { rollChanges } from '../../../src/roll/changes.ts';

// The map's vector tiles (decisions 112 and 114). First what the server's build ahead took and added
// to the database (it runs in a child process after the server starts; the part waits for it). Then,
// in this process, what a tile that was not built costs to cut on request: a zoom-14 tile (its whole
// cell read from the database) and the deeper tiles (the rows that reach them). Then the route at 32
// connections over a mix of zoom 14 to 18 tiles around 2,000 sampled parcels (budget: p99 under
// 20 ms), after two seconds of warm-up on another 2,000 parcels' tiles, so the measured tiles are
// asked of the server for the first time during the case (read from the built tiles); then the same
// tiles again, kept by each process.

const SAMPLES = 2_000;
const WARM_UP_SECONDS = 2;
const CUT_SAMPLES = 200;

interface Spot {
  lon: number;
  lat: number;
}

/** The middles of every n-th shape by parcel id (`second`: those halfway between), a zoom from 14 to 18 each. */
async function sampleSpots(ctx: BenchContext, second: boolean): Promise<Spot[]> {
  const total = Number((await sql<{ n: number }>`select count(*) as n from parcel_shapes`.execute(ctx.database.db)).rows[0]?.n ?? 0);
  const step = Math.max(1, Math.floor(total / SAMPLES));
  const phase = second ? Math.floor(step / 2) : 0;
  const rows = await sql<{ min_lon: number; max_lon: number; min_lat: number; max_lat: number }>`
    select min_lon, max_lon, min_lat, max_lat from (
      select min_lon, max_lon, min_lat, max_lat, row_number() over (order by parcel_id) as n from parcel_shapes) as numbered
    where n % ${step} = ${phase} limit ${SAMPLES}`.execute(ctx.database.db);
  return rows.rows.map((r) => ({ lon: (Number(r.min_lon) + Number(r.max_lon)) / 2, lat: (Number(r.min_lat) + Number(r.max_lat)) / 2 }));
}

const tileOf = (spot: Spot, z: number) => ({ z, x: lonToTileX(spot.lon, z), y: latToTileY(spot.lat, z) });
const pathOf = (t: { z: number; x: number; y: number }) => `/api/tiles/${t.z}/${t.x}/${t.y}.mvt`;

function percentile(sortedMs: number[], share: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(sortedMs.length * share))] ?? 0;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function describe(name: string, ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / Math.max(1, s.length);
  return `${name.padEnd(44)} mean ${mean.toFixed(1)} ms  p95 ${percentile(s, 0.95).toFixed(1)} ms  max ${(s[s.length - 1] ?? 0).toFixed(1)} ms  (${s.length} tiles)`;
}

/** First cuts in this process: zoom-14 tiles of distinct cells, then deeper tiles inside them. */
async function cutTimes(ctx: BenchContext, spots: Spot[]): Promise<void> {
  const cells = new Map<string, Spot>();
  for (const spot of spots) cells.set(`${lonToTileX(spot.lon, CELL_ZOOM)}/${latToTileY(spot.lat, CELL_ZOOM)}`, spot);
  const chosen = [...cells.values()].slice(0, CUT_SAMPLES);
  const cold: number[] = [];
  const deep: number[] = [];
  const context = await readMapContext(ctx.database);
  const cut = async (z: number, x: number, y: number) => cutTile(await readLayers(ctx.database, context, z, x, y), z, x, y);
  for (const spot of chosen) {
    const t = tileOf(spot, CELL_ZOOM);
    cold.push(await timed(() => cut(t.z, t.x, t.y)));
    for (let z = CELL_ZOOM + 1; z <= 18; z++) {
      const d = tileOf(spot, z);
      deep.push(await timed(() => cut(d.z, d.x, d.y)));
    }
  }
  // What a tile costs when it was not built (asked for during a build, or outside the built zooms).
  console.log(describe('zoom 14, cut on request (whole cell)', cold));
  console.log(describe('zooms 15-18, cut on request', deep));
}

/**
 * The server builds the roll's tiles ahead in a child process after it starts (decision 114): waits
 * for that build (at most 20 minutes) and prints what it took and what it added to the database.
 */
async function builtTiles(ctx: BenchContext): Promise<void> {
  const at = await rollChanges(ctx.database);
  const waited = performance.now();
  while (!(await tilesBuiltAt(ctx.database, at))) {
    if (performance.now() - waited > 20 * 60_000) throw new Error('the map tiles were not built within 20 minutes');
    await new Promise((done) => setTimeout(done, 1_000));
  }
  const state = await ctx.database.db.selectFrom('map_tiles_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  console.log(
    `build ahead (zooms 10-18, the server's child process): ${Number(state.tiles).toLocaleString('en-US')} tiles in ${Number(state.seconds).toFixed(1)} s, ` +
      `${(Number(state.bytes) / 1024 / 1024).toFixed(0)} MB gzip added to the database (waited ${((performance.now() - waited) / 1000).toFixed(0)} s for it)`,
  );
}

export default async function tilesBench(ctx: BenchContext): Promise<void> {
  const spots = await sampleSpots(ctx, false);
  if (spots.length === 0) {
    console.log('\ntiles: the bench database has no parcel shapes; skipped.');
    return;
  }
  console.log(`\nVector tiles (${spots.length} parcels, zooms 14 to 18):`);
  await builtTiles(ctx);
  await cutTimes(ctx, spots);
  const mix = (list: Spot[]) => list.map((spot, i) => pathOf(tileOf(spot, CELL_ZOOM + (i % 5))));
  const warm = mix(await sampleSpots(ctx, true));
  const measured = mix(spots);
  // Browsers ask for gzip; the kept tiles are sent as they are.
  const headers = { 'accept-encoding': 'gzip' };
  await load(ctx.baseURL, { name: 'tiles warm-up', paths: warm, seconds: WARM_UP_SECONDS, headers });
  printResult(await load(ctx.baseURL, { name: 'tiles z14-18 (built; first asked, then kept)', paths: measured, headers }), ctx.ceiling);
  printResult(await load(ctx.baseURL, { name: 'tiles z14-18 (kept)', paths: measured, headers }), ctx.ceiling);
}
