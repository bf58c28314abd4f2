import { hash } from 'node:crypto';
import type { Feature } from 'geojson';
import type { Database } from '../db/database.ts';
import { reaching, readParcels, readSales, readStreets, type CellRange, type MapContext } from './tile-features.ts';
import { CELL_ZOOM, tileBox, type Box } from './tile-math.ts';
import { encodeTile, TILE_BUFFER, TILE_EXTENT } from './vector-tile.ts';

// Cutting one tile of the map (decision 112): what each zoom holds, read from the database, and the
// encoded bytes with their ETag. The request path (tile-store.ts) cuts the tiles nobody built; the
// build (tile-build.ts) cuts every tile of the county's cells ahead, reading each zoom-14 cell once
// and picking from it what each deeper tile would read, so both give the same bytes.

/** Layers in the order the tile writes them. */
export type Layers = Array<[name: string, features: Feature[]]>;

/** Below this zoom a tile is empty; up to MAIN_STREETS_BELOW it shows only main roads. */
export const SHALLOWEST = 10;
const MAIN_STREETS_BELOW = 13;
/**
 * Zooms 12 and 13 draw only the larger parcels (decision 112): a lot of a quarter acre is a pixel
 * or two there, and the dense cells would make a tile of tens of thousands of them.
 */
const PARCEL_MIN_SQFT: Record<number, number> = { 12: 5 * 43_560, 13: 43_560 };

/** A box grown by a share of its width and height on every side. */
function grown(box: Box, share: number): Box {
  const dx = (box.maxLon - box.minLon) * share;
  const dy = (box.maxLat - box.minLat) * share;
  return { minLon: box.minLon - dx, maxLon: box.maxLon + dx, minLat: box.minLat - dy, maxLat: box.maxLat + dy };
}

const BUFFER_SHARE = TILE_BUFFER / TILE_EXTENT;

/** What a tile reads: its box grown by the buffer its outlines are drawn into. */
export const tileReach = (z: number, x: number, y: number): Box => grown(tileBox(z, x, y), BUFFER_SHARE);

/** The features of each layer that a tile at zoom 14 or deeper holds: what its zoom-14 cell lists and reaches it. */
export async function deepLayers(database: Database, context: MapContext, z: number, x: number, y: number): Promise<Layers> {
  const shift = z - CELL_ZOOM;
  const cell = { x0: x >> shift, x1: x >> shift, y0: y >> shift, y1: y >> shift };
  const reach = tileReach(z, x, y);
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

/** A tile inside a zoom-14 tile, from that tile's layers: the features reaching it, as deepLayers would read them. */
export function layersWithin(cellLayers: Layers, z: number, x: number, y: number): Layers {
  const reach = tileReach(z, x, y);
  return cellLayers.map(([name, features]) => [name, reaching(features, reach)]);
}

/** The features of a tile shallower than the cells: larger parcels and streets, no sales (decision 112). */
export async function shallowLayers(database: Database, context: MapContext, z: number, x: number, y: number): Promise<Layers> {
  if (z < SHALLOWEST) return [];
  const shift = CELL_ZOOM - z;
  const cells: CellRange = { x0: x << shift, x1: ((x + 1) << shift) - 1, y0: y << shift, y1: ((y + 1) << shift) - 1 };
  const reach = tileReach(z, x, y);
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

/** The layers of any tile, read from the database. */
export function readLayers(database: Database, context: MapContext, z: number, x: number, y: number): Promise<Layers> {
  return z >= CELL_ZOOM ? deepLayers(database, context, z, x, y) : shallowLayers(database, context, z, x, y);
}

/** A tile's encoded bytes (empty when nothing is in it) and its ETag. */
export interface CutTile {
  bytes: Uint8Array;
  etag: string;
}

export function cutTile(layers: Layers, z: number, x: number, y: number): CutTile {
  const bytes = encodeTile(layers, z, x, y);
  // From the bytes alone: the same tile has the same ETag in every process and on either database.
  return { bytes, etag: `"${hash('sha1', bytes, 'base64url')}"` };
}
