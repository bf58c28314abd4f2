import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { runClaimed, STORED_ROW } from '../db/claims.ts';
import type { Database } from '../db/database.ts';
import { cutTile, deepLayers, layersWithin, shallowLayers, SHALLOWEST } from './tile-cut.ts';
import { readMapContext } from './tile-features.ts';
import { CELL_ZOOM } from './tile-math.ts';
import { rollChanges } from '../roll/changes.ts';

// The map's tiles built ahead (decision 114): after the roll changes, one process for the whole
// site cuts every tile of zooms 10 to 18 over the county's cells and stores them (migration 0018),
// so a tile asked for is read, not cut, by every server process. Each zoom-14 cell is read once and
// every tile inside it, down to zoom 18, is cut from what it read (layersWithin), which gives the
// bytes the request path gives. Tiles outside the cells, deeper than zoom 18, or asked for before
// the build is done are cut on request (tile-store.ts).

/** The deepest zoom built ahead: deeper tiles hold a few parcels and cut in a millisecond or two. */
export const BUILT_MAX_ZOOM = 18;

/** A build this old was left by a process that died while building: another process may take it over. */
const CLAIM_MS = 30 * 60_000;
/** Rows written per statement (five values each). */
const INSERT_BATCH = 400;

interface Row {
  z: number;
  x: number;
  y: number;
  etag: string;
  body: Buffer | null;
}

export interface TileBuildFigures {
  tiles: number;
  /** Bytes of gzip stored. */
  bytes: number;
  seconds: number;
}

/** The zoom-14 cells that list a shape or a street, in order. */
async function builtCells(database: Database): Promise<Array<[number, number]>> {
  const found = await sql<{ cell_x: number | string; cell_y: number | string }>`
    select cell_x, cell_y from shape_cells union select cell_x, cell_y from street_cells order by cell_x, cell_y`.execute(database.db);
  return found.rows.map((r) => [Number(r.cell_x), Number(r.cell_y)]);
}

function rowOf(layers: Parameters<typeof cutTile>[0], z: number, x: number, y: number): Row {
  const { bytes, etag } = cutTile(layers, z, x, y);
  return { z, x, y, etag, body: bytes.length === 0 ? null : gzipSync(bytes) };
}

/**
 * Cuts every tile of zooms 10 to BUILT_MAX_ZOOM over the county's cells and replaces the stored
 * tiles with them, stamped with the roll's change count at the start (a load during the build
 * leaves them stamped behind the roll, so they are never served for it). Answers the figures.
 */
export async function buildMapTiles(database: Database): Promise<TileBuildFigures> {
  const started = performance.now();
  const at = await rollChanges(database);
  const context = await readMapContext(database);
  const cells = await builtCells(database);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('map_tiles_state').where('id', '=', STORED_ROW).execute();
    await trx.deleteFrom('map_tiles').execute();
  });
  let tiles = 0;
  let bytes = 0;
  const store = async (rows: Row[]) => {
    for (let i = 0; i < rows.length; i += INSERT_BATCH)
      await database.db
        .insertInto('map_tiles')
        .values(rows.slice(i, i + INSERT_BATCH))
        .execute();
    tiles += rows.length;
    for (const row of rows) bytes += row.body?.length ?? 0;
  };
  // The shallow zooms: each tile over the cells it covers, read as a request would.
  for (let z = SHALLOWEST; z < CELL_ZOOM; z++) {
    const shift = CELL_ZOOM - z;
    const above = [...new Set(cells.map(([x, y]) => `${x >> shift}/${y >> shift}`))].map((key) => key.split('/').map(Number) as [number, number]);
    const rows: Row[] = [];
    for (const [x, y] of above) rows.push(rowOf(await shallowLayers(database, context, z, x, y), z, x, y));
    await store(rows);
  }
  // Each cell read once, then every tile inside it cut from what was read.
  for (const [cx, cy] of cells) {
    const cellLayers = await deepLayers(database, context, CELL_ZOOM, cx, cy);
    const rows: Row[] = [];
    for (let z = CELL_ZOOM; z <= BUILT_MAX_ZOOM; z++) {
      const shift = z - CELL_ZOOM;
      for (let x = cx << shift; x < (cx + 1) << shift; x++)
        for (let y = cy << shift; y < (cy + 1) << shift; y++) rows.push(rowOf(z === CELL_ZOOM ? cellLayers : layersWithin(cellLayers, z, x, y), z, x, y));
    }
    await store(rows);
  }
  const seconds = (performance.now() - started) / 1000;
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('map_tiles_state').where('id', '=', STORED_ROW).execute();
    await trx
      .insertInto('map_tiles_state')
      .values({ id: STORED_ROW, roll_changes: at, computed_at: new Date().toISOString(), tiles, bytes, seconds })
      .execute();
  });
  return { tiles, bytes, seconds };
}

/** Runs a build of the stored tiles; the server gives one that runs in a child process. None by default (tests, tools): tiles are then cut on request. */
export type TileBuilder = (database: Database) => Promise<unknown>;

let builder: TileBuilder | null = null;

export function useTileBuilder(run: TileBuilder | null): void {
  builder = run;
}

/** The build this process runs, per database. */
const running = new WeakMap<Database, Promise<unknown>>();

const logBuildError = (error: unknown) => console.error('the map tiles could not be built', error);

/**
 * Starts the one build of the tiles of the roll at change count `at` for the whole site, unless no
 * builder is set, this process runs one already, or another process holds the claim.
 */
export function startTileBuild(database: Database, at: string): void {
  const run = builder;
  if (!run || running.has(database)) return;
  const build = runClaimed(database, 'map_tiles_state', at, CLAIM_MS, () => run(database))
    .catch(logBuildError)
    .finally(() => running.delete(database));
  running.set(database, build);
}

/** Whether the stored tiles are those of the roll at change count `at`. */
export async function tilesBuiltAt(database: Database, at: string): Promise<boolean> {
  const row = await database.db.selectFrom('map_tiles_state').select('roll_changes').where('id', '=', STORED_ROW).executeTakeFirst();
  return row?.roll_changes === at;
}

/** Starts a build if the stored tiles are not those of the roll (the server calls it at start). */
export async function buildTilesIfStale(database: Database): Promise<void> {
  const at = await rollChanges(database);
  if (!(await tilesBuiltAt(database, at))) startTileBuild(database, at);
}
