import { sql } from 'kysely';
import type { BenchContext } from '../harness.ts';
import { load, printResult } from '../harness.ts';
import { vectorTile } from '../../../src/gis/tile-store.ts';
import { CELL_ZOOM, latToTileY, lonToTileX } from '../../../src/gis/tile-math.ts';

// The map's vector tiles (decision 112). First, in this process, what cutting costs: a zoom-14 tile
// (its whole cell read from the database, then cut) and the deeper tiles (the rows that reach them); and what
// building every tile of zooms 14 to 18 ahead would cost in time and bytes, measured on a few
// cells spread over the county and scaled to all of them (the figures behind cutting on request).
// Then the route at 32 connections over a mix of zoom 14 to 18 tiles around 2,000 sampled parcels
// (budget: p99 under 20 ms), after two seconds of warm-up on another 2,000 parcels' tiles, so the
// measured tiles are cut for the first time during the case; then the same tiles again, kept.

const SAMPLES = 2_000;
const WARM_UP_SECONDS = 2;
const CUT_SAMPLES = 200;
const BUILD_CELLS = 6;

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
  for (const spot of chosen) {
    const t = tileOf(spot, CELL_ZOOM);
    cold.push(await timed(() => vectorTile(ctx.database, t.z, t.x, t.y)));
    for (let z = CELL_ZOOM + 1; z <= 18; z++) {
      const d = tileOf(spot, z);
      deep.push(await timed(() => vectorTile(ctx.database, d.z, d.x, d.y)));
    }
  }
  console.log(describe('zoom 14, first cut (whole cell)', cold));
  console.log(describe('zooms 15-18, first cut', deep));
}

/** Every tile of zooms 14 to 18 of a few cells cut as a build ahead would, scaled to the county's cells. */
async function buildAheadEstimate(ctx: BenchContext): Promise<void> {
  const cells = (
    await sql<{ cell_x: number; cell_y: number }>`select distinct cell_x, cell_y from shape_cells order by cell_x, cell_y`.execute(ctx.database.db)
  ).rows;
  if (cells.length === 0) return;
  const step = Math.max(1, Math.floor(cells.length / BUILD_CELLS));
  const chosen = cells.filter((_, i) => i % step === Math.floor(step / 2)).slice(0, BUILD_CELLS);
  let tiles = 0;
  let bytes = 0;
  const started = performance.now();
  for (const cell of chosen) {
    for (let z = CELL_ZOOM; z <= 18; z++) {
      const side = 2 ** (z - CELL_ZOOM);
      for (let dx = 0; dx < side; dx++) {
        for (let dy = 0; dy < side; dy++) {
          const tile = await vectorTile(ctx.database, z, Number(cell.cell_x) * side + dx, Number(cell.cell_y) * side + dy);
          if (tile.gzip) {
            tiles++;
            bytes += tile.gzip.length;
          }
        }
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const scale = cells.length / chosen.length;
  console.log(
    `build ahead (zooms 14-18), estimated from ${chosen.length} of ${cells.length} cells: ${Math.round(tiles * scale).toLocaleString('en-US')} tiles, ` +
      `${(seconds * scale).toFixed(0)} s on one core, ${((bytes * scale) / 1024 / 1024).toFixed(0)} MB gzip added to the database ` +
      `(cut on request instead: nothing added at load)`,
  );
}

export default async function tilesBench(ctx: BenchContext): Promise<void> {
  const spots = await sampleSpots(ctx, false);
  if (spots.length === 0) {
    console.log('\ntiles: the bench database has no parcel shapes; skipped.');
    return;
  }
  console.log(`\nVector tiles (${spots.length} parcels, zooms 14 to 18):`);
  await cutTimes(ctx, spots);
  await buildAheadEstimate(ctx);
  const mix = (list: Spot[]) => list.map((spot, i) => pathOf(tileOf(spot, CELL_ZOOM + (i % 5))));
  const warm = mix(await sampleSpots(ctx, true));
  const measured = mix(spots);
  // Browsers ask for gzip; the kept tiles are sent as they are.
  const headers = { 'accept-encoding': 'gzip' };
  await load(ctx.baseURL, { name: 'tiles warm-up', paths: warm, seconds: WARM_UP_SECONDS, headers });
  printResult(await load(ctx.baseURL, { name: 'tiles z14-18 (new tiles, then kept)', paths: measured, headers }), ctx.ceiling);
  printResult(await load(ctx.baseURL, { name: 'tiles z14-18 (kept)', paths: measured, headers }), ctx.ceiling);
}
