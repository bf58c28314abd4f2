import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Feature } from 'geojson';
import type { Database } from '../db/database.ts';
import { rollChanges } from '../search/memory/roll-copy.ts';
import { readParcels, readSales, readStreets, readMapContext, type BoxedFeature, type CellRange, type MapContext } from './tile-features.ts';
import { CELL_ZOOM, tileBox, type Box } from './tile-math.ts';
import { encodeTile, TILE_BUFFER, TILE_EXTENT } from './vector-tile.ts';

// The map's tiles, cut on request and kept (decision 112). Each process keeps the tiles it cut, gzip
// compressed with their ETag, and the features of the zoom-14 cells it read (a deeper tile is cut
// from its cell's features without asking the database again), both for the roll as it is: every
// request reads the roll's change count (migration 0011), and a count other than the one the kept
// tiles were cut at drops them all, so a load never leaves a stale tile behind.

const gzipAsync = promisify(gzip);

/** A tile as the route sends it: its gzip bytes (null when nothing is in it) and its ETag. */
export interface StoredTile {
  gzip: Buffer | null;
  etag: string;
}

/** What a zoom-14 cell holds for every tile inside it. */
interface CellContents {
  parcels: BoxedFeature[];
  streets: BoxedFeature[];
  sales: BoxedFeature[];
}

interface RollState {
  stamp: string;
  context: Promise<MapContext>;
  tiles: LRUCache<string, StoredTile>;
  cells: LRUCache<string, CellContents>;
  cutting: Map<string, Promise<StoredTile>>;
  reading: Map<string, Promise<CellContents>>;
}

/** Bytes of kept tiles per process (gzip), and of a cell's features (roughly: they are JavaScript objects). */
const TILE_BYTES = 64 * 1024 * 1024;
const CELL_BYTES = 96 * 1024 * 1024;
const BYTES_PER_FEATURE = 1_500;

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
    cells: new LRUCache({
      maxSize: CELL_BYTES,
      sizeCalculation: (c) => (c.parcels.length + c.streets.length + c.sales.length) * BYTES_PER_FEATURE + 100,
    }),
    cutting: new Map(),
    reading: new Map(),
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

const meets = (a: Box, b: Box) => a.minLon <= b.maxLon && a.maxLon >= b.minLon && a.minLat <= b.maxLat && a.maxLat >= b.minLat;
const BUFFER_SHARE = TILE_BUFFER / TILE_EXTENT;

async function readCell(database: Database, state: RollState, x: number, y: number): Promise<CellContents> {
  const context = await state.context;
  const cell = { x0: x, x1: x, y0: y, y1: y };
  // Sale points just outside the cell fall in the buffer of its tiles along the edge.
  const [parcels, streets, sales] = await Promise.all([
    readParcels(database, context, cell),
    readStreets(database, cell, false),
    readSales(database, context, grown(tileBox(CELL_ZOOM, x, y), BUFFER_SHARE)),
  ]);
  return { parcels, streets, sales };
}

/** The features of each layer that a tile at zoom 14 or deeper holds. */
async function deepLayers(database: Database, state: RollState, z: number, x: number, y: number): Promise<Array<[string, Feature[]]>> {
  const shift = z - CELL_ZOOM;
  const cx = x >> shift;
  const cy = y >> shift;
  const cell = await once(state.cells, state.reading, `${cx}/${cy}`, () => readCell(database, state, cx, cy));
  const reach = grown(tileBox(z, x, y), BUFFER_SHARE);
  const within = (features: BoxedFeature[]) => (shift === 0 ? features : features.filter((f) => meets(f.box, reach))).map((f) => f.feature);
  return [
    ['parcels', within(cell.parcels)],
    ['streets', within(cell.streets)],
    ['sales', within(cell.sales)],
  ];
}

/** The features of a tile shallower than the cells: larger parcels and streets, no sales (decision 112). */
async function shallowLayers(database: Database, state: RollState, z: number, x: number, y: number): Promise<Array<[string, Feature[]]>> {
  if (z < SHALLOWEST) return [];
  const shift = CELL_ZOOM - z;
  const cells: CellRange = { x0: x << shift, x1: ((x + 1) << shift) - 1, y0: y << shift, y1: ((y + 1) << shift) - 1 };
  const minSqft = PARCEL_MIN_SQFT[z];
  const [parcels, streets] = await Promise.all([
    minSqft === undefined ? [] : readParcels(database, await state.context, cells, minSqft),
    readStreets(database, cells, z < MAIN_STREETS_BELOW),
  ]);
  return [
    ['parcels', parcels.map((f) => f.feature)],
    ['streets', streets.map((f) => f.feature)],
  ];
}

async function cut(database: Database, state: RollState, z: number, x: number, y: number): Promise<StoredTile> {
  const layers = z >= CELL_ZOOM ? await deepLayers(database, state, z, x, y) : await shallowLayers(database, state, z, x, y);
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
