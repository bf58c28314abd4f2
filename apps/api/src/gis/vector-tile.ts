import { geoJSONToTile, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature } from 'geojson';

// One Mapbox Vector Tile (2.1) from GeoJSON features, cut and encoded by maintained libraries
// (decision 112): geojson-vt projects, clips to the tile and its buffer and simplifies; vt-pbf writes
// the protocol buffer. Nothing here depends on the database, so the same features give the same
// bytes whichever database they were read from.

export const TILE_EXTENT = 4096;
/** Tile units drawn beyond each edge, so outlines and points do not end at the tile's seam. */
export const TILE_BUFFER = 64;

/**
 * The tile's layers, in the order given; a layer without a feature in the tile is left out, and a
 * tile without any layer is empty (zero bytes).
 */
export function encodeTile(layers: Array<[name: string, features: Feature[]]>, z: number, x: number, y: number): Uint8Array {
  const cut: Record<string, GeoJSONVTTile> = {};
  for (const [name, features] of layers) {
    if (features.length === 0) continue;
    // maxZoom at the tile's own zoom: geojson-vt drops nothing there (rings smaller than its
    // tolerance go only at shallower zooms), so every feature that reaches the tile is in it.
    const tile = geoJSONToTile({ type: 'FeatureCollection', features }, z, x, y, {
      extent: TILE_EXTENT,
      buffer: TILE_BUFFER,
      clip: true,
      maxZoom: z,
      tolerance: 3,
    });
    if (tile.features.length > 0) cut[name] = tile;
  }
  if (Object.keys(cut).length === 0) return new Uint8Array(0);
  return fromGeojsonVt(cut, { version: 2, extent: TILE_EXTENT });
}
