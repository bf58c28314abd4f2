import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.ts';
import { prepared } from '../db/statements.ts';
import { BUILT_MAX_ZOOM, startTileBuild, tilesBuiltAt } from './tile-build.ts';
import { cutTile, readLayers, SHALLOWEST } from './tile-cut.ts';
import { readMapContext, type MapContext } from './tile-features.ts';
import { rollChanges } from '../roll/changes.ts';

// The map's tiles as the route serves them (decisions 112 and 114). A tile is read from the tiles
// built ahead for the roll as it is (tile-build.ts, stored in the database and shared by every
// process); a tile that was not built (outside the county's cells, deeper than the built zooms, or
// asked for while the build runs) is cut on request. Each process keeps the tiles it served, gzip
// compressed with their ETag, for the roll as it is: every request reads the roll's change count
// (migration 0011), and a count other than the one the kept tiles were served at drops them all, so
// a load never leaves a stale tile behind.

const gzipAsync = promisify(gzip);

/** A tile as the route sends it: its gzip bytes (null when nothing is in it) and its ETag. */
export interface StoredTile {
  gzip: Buffer | null;
  etag: string;
}

interface RollState {
  stamp: string;
  context: Promise<MapContext>;
  tiles: LRUCache<string, StoredTile>;
  cutting: Map<string, Promise<StoredTile>>;
  /** Whether the stored tiles are this roll's: true for good once seen, else asked again after a while. */
  built: boolean;
  builtAskedAt: number;
}

/**
 * Bytes of kept tiles per process (gzip). A dense zoom-14 tile of a full county is a few hundred
 * kilobytes; this keeps a few hundred of them with thousands of deeper ones.
 */
const TILE_BYTES = 128 * 1024 * 1024;

/**
 * What a kept tile costs besides its bytes: its key, its ETag and the cache's slots. Measured at
 * 160 to 190 bytes for an empty tile (issue 43: counted at 100, empty tiles overran the budget).
 */
const TILE_ENTRY_BYTES = 200;

/** How often a process asks whether the tiles of the roll have been built, until they have. */
const BUILT_ASK_MS = 2_000;

const states = new WeakMap<Database, RollState>();

async function stateOf(database: Database): Promise<RollState> {
  const stamp = await rollChanges(database);
  const known = states.get(database);
  if (known?.stamp === stamp) return known;
  const state: RollState = {
    stamp,
    context: readMapContext(database),
    tiles: new LRUCache({ maxSize: TILE_BYTES, sizeCalculation: (t) => (t.gzip?.length ?? 0) + TILE_ENTRY_BYTES }),
    cutting: new Map(),
    built: false,
    builtAskedAt: 0,
  };
  state.context.catch(() => states.get(database) === state && states.delete(database));
  states.set(database, state);
  return state;
}

/** Runs `work` once for concurrent callers of one key, keeping its answer in `kept`. */
function once<V extends object>(kept: LRUCache<string, V>, running: Map<string, Promise<V>>, key: string, work: () => Promise<V>): Promise<V> {
  const hit = kept.get(key);
  if (hit) return Promise.resolve(hit);
  let pending = running.get(key);
  if (!pending) {
    pending = work()
      .then((value) => {
        kept.set(key, value);
        return value;
      })
      .finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}

/** Whether the stored tiles are the roll's; while they are not, a build is started (where the server gives a builder). */
async function builtNow(database: Database, state: RollState): Promise<boolean> {
  if (state.built || Date.now() - state.builtAskedAt < BUILT_ASK_MS) return state.built;
  state.builtAskedAt = Date.now();
  state.built = await tilesBuiltAt(database, state.stamp);
  if (!state.built) startTileBuild(database, state.stamp);
  return state.built;
}

const storedRows = prepared((db, a: { z: number; x: number; y: number }) =>
  db.selectFrom('map_tiles').select(['etag', 'body']).where('z', '=', a.z).where('x', '=', a.x).where('y', '=', a.y),
);

/** The built tile z/x/y, or undefined when it was not built. */
async function storedTile(database: Database, z: number, x: number, y: number): Promise<StoredTile | undefined> {
  const [row] = await storedRows(database, { z, x, y });
  if (!row) return undefined;
  // Both drivers answer a Buffer for a blob (bytea): sent as it is, not copied.
  const body = row.body === null || Buffer.isBuffer(row.body) ? row.body : Buffer.from(row.body);
  return { etag: row.etag, gzip: body };
}

async function cut(database: Database, state: RollState, z: number, x: number, y: number): Promise<StoredTile> {
  const { bytes, etag } = cutTile(await readLayers(database, await state.context, z, x, y), z, x, y);
  return { gzip: bytes.length === 0 ? null : await gzipAsync(bytes), etag };
}

async function serve(database: Database, state: RollState, z: number, x: number, y: number): Promise<StoredTile> {
  if (z >= SHALLOWEST && z <= BUILT_MAX_ZOOM && (await builtNow(database, state))) {
    const stored = await storedTile(database, z, x, y);
    // The build's answer is for the roll it was stamped at: a load since then drops this state.
    if (stored) return stored;
  }
  return cut(database, state, z, x, y);
}

/** The tile z/x/y of the roll as it is now (x and y already checked to lie below 2^z). */
export async function vectorTile(database: Database, z: number, x: number, y: number): Promise<StoredTile> {
  const state = await stateOf(database);
  return once(state.tiles, state.cutting, `${z}/${x}/${y}`, () => serve(database, state, z, x, y));
}
