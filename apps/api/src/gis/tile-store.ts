import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Feature } from 'geojson';
import type { Database } from '../db/database.ts';
import { rollChanges } from '../search/memory/roll-copy.ts';
import { readParcels, readSales, readStreets, readMapContext, type CellRange, type MapContext } from './tile-features.ts';
import { CELL_ZOOM, tileBox, type Box } from './tile-math.ts';
import { encodeTile, TILE_BUFFER, TILE_EXTENT } from './vector-tile.ts';

// The map's tiles, cut on request and kept (decision 112). Each process keeps the tiles it cut, gzip
// compressed with their ETag, for the roll as it is: every request reads the roll's change count
// (migration 0011), and a count other than the one the kept tiles were cut at drops them all, so a
// load never leaves a stale tile behind. A tile reads only what reaches it (its box grown by the
// buffer), so a deep tile costs a few rows whatever the size of its cell.

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
}

/**
 * Bytes of kept tiles per process (gzip). A dense zoom-14 tile of a full county is a few hundred
 * kilobytes; this keeps a few hundred of them with thousands of deeper ones.
 */
const TILE_BYTES = 128 * 1024 * 1024;

/** Below this zoom a tile is empty; up to MAIN_STREETS_BELOW it shows only main roads. */
const SHALLOWEST = 10;
const MAIN_STREETS_BELOW = 13;
/**
 * Zooms 12 and 13 draw only the larger parcels (decision 112): a lot of a quarter acre is a pixel
 * or two there, and the dense cells would make a tile of tens of thousands of them.
 */
const PARCEL_MIN_SQFT: Record<number, number> = { 12: 5 * 43_560, 13: 43_560 };

const states = new WeakMap<Database, RollState>();

async function stateOf(database: Database): Promise<RollState> {
  const stamp = await rollChanges(database);
  const known = states.get(database);
  if (known?.stamp === stamp) return known;
  const state: RollState = {
    stamp,
    context: readMapContext(database),
    tiles: new LRUCache({ maxSize: TILE_BYTES, sizeCalculation: (t) => (t.gzip?.length ?? 0) + 100 }),
    cutting: new Map(),
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

/** A box grown by a share of its width and height on every side. */
function grown(box: Box, share: number): Box {
  const dx = (box.maxLon - box.minLon) * share;
  const dy = (box.maxLat - box.minLat) * share;
  return { minLon: box.minLon - dx, maxLon: box.maxLon + dx, minLat: box.minLat - dy, maxLat: box.maxLat + dy };
}

const BUFFER_SHARE = TILE_BUFFER / TILE_EXTENT;

/** The features of each layer that a tile at zoom 14 or deeper holds: what its zoom-14 cell lists and reaches it. */
async function deepLayers(database: Database, context: MapContext, z: number, x: number, y: number): Promise<Array<[string, Feature[]]>> {
  const shift = z - CELL_ZOOM;
  const cell = { x0: x >> shift, x1: x >> shift, y0: y >> shift, y1: y >> shift };
  const reach = grown(tileBox(z, x, y), BUFFER_SHARE);
  const [parcels, streets, sales] = await Promise.all([
    readParcels(database, context, cell, { reach }),
    readStreets(database, cell, { reach }),
    readSales(database, context, reach),
  ]);
  return [
    ['parcels', parcels],
    ['streets', streets],
    ['sales', sales],
  ];
}

/** The features of a tile shallower than the cells: larger parcels and streets, no sales (decision 112). */
async function shallowLayers(database: Database, context: MapContext, z: number, x: number, y: number): Promise<Array<[string, Feature[]]>> {
  if (z < SHALLOWEST) return [];
  const shift = CELL_ZOOM - z;
  const cells: CellRange = { x0: x << shift, x1: ((x + 1) << shift) - 1, y0: y << shift, y1: ((y + 1) << shift) - 1 };
  const reach = grown(tileBox(z, x, y), BUFFER_SHARE);
  const minSqft = PARCEL_MIN_SQFT[z];
  const [parcels, streets] = await Promise.all([
    minSqft === undefined ? [] : readParcels(database, context, cells, { reach, minSqft }),
    readStreets(database, cells, { reach, mainStreetsOnly: z < MAIN_STREETS_BELOW }),
  ]);
  return [
    ['parcels', parcels],
    ['streets', streets],
  ];
}

async function cut(database: Database, state: RollState, z: number, x: number, y: number): Promise<StoredTile> {
  const context = await state.context;
  const layers = z >= CELL_ZOOM ? await deepLayers(database, context, z, x, y) : await shallowLayers(database, context, z, x, y);
  const bytes = encodeTile(layers, z, x, y);
  // From the bytes alone: the same tile has the same ETag in every process and on either database.
  const etag = `"${hash('sha1', bytes, 'base64url')}"`;
  return { gzip: bytes.length === 0 ? null : await gzipAsync(bytes), etag };
}

/** The tile z/x/y of the roll as it is now (x and y already checked to lie below 2^z). */
export async function vectorTile(database: Database, z: number, x: number, y: number): Promise<StoredTile> {
  const state = await stateOf(database);
  return once(state.tiles, state.cutting, `${z}/${x}/${y}`, () => cut(database, state, z, x, y));
}
