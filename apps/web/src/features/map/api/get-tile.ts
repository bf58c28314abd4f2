import { apiPathWith } from '../../../lib/api.ts';

// One vector tile of the county (Mapbox Vector Tile 2.1). Tiles are fetched like images rather
// than through lib/http.ts: the browser's cache and the server's ETag must work on them (the JSON
// calls send no-cache headers), and a map's dozens of tiles must not raise the loading overlay.

/** The tile's bytes; empty when the server has nothing there (204). */
export async function getTile(z: number, x: number, y: number, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(apiPathWith('mapTile', { z: String(z), x: String(x), y: String(y) }), { signal });
  if (response.status === 204) return new ArrayBuffer(0);
  if (!response.ok) throw new Error(`tile ${z}/${x}/${y}: HTTP ${response.status}`);
  return response.arrayBuffer();
}
