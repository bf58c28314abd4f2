// Web-map tile numbering (XYZ: x from the west at longitude -180, y from the north), the scheme
// every web map library asks tiles in. MBTiles stores y from the south; nothing here does.

export const CELL_ZOOM = 14;

/** The tile column holding a longitude at a zoom. */
export function lonToTileX(lon: number, zoom: number): number {
  const n = 2 ** zoom;
  return Math.min(n - 1, Math.max(0, Math.floor(((lon + 180) / 360) * n)));
}

/** The tile row holding a latitude at a zoom (Web Mercator). */
export function latToTileY(lat: number, zoom: number): number {
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  return Math.min(n - 1, Math.max(0, Math.floor(y)));
}

export interface Box {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** The longitude and latitude a tile spans. */
export function tileBox(zoom: number, x: number, y: number): Box {
  const n = 2 ** zoom;
  const lat = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return { minLon: (x / n) * 360 - 180, maxLon: ((x + 1) / n) * 360 - 180, maxLat: lat(y), minLat: lat(y + 1) };
}

/**
 * The most zoom-14 cells one shape may be listed under: about 460 square miles of Florida, more than
 * any parcel's box. A shape over more is a mistake (a vertex at 0,0 listed one lot under 5 million).
 */
export const MAX_SHAPE_CELLS = 256;

/** How many zoom-14 cells a bounding box crosses (counted, not listed). */
export function cellCount(box: Box): number {
  const columns = lonToTileX(box.maxLon, CELL_ZOOM) - lonToTileX(box.minLon, CELL_ZOOM) + 1;
  const rows = latToTileY(box.minLat, CELL_ZOOM) - latToTileY(box.maxLat, CELL_ZOOM) + 1;
  return columns * rows;
}

/** Every zoom-14 cell a bounding box crosses; refuses a box over MAX_SHAPE_CELLS. */
export function cellsOf(box: Box): Array<[number, number]> {
  const count = cellCount(box);
  if (!(count <= MAX_SHAPE_CELLS)) throw new RangeError(`a box of ${count} map cells is more than the ${MAX_SHAPE_CELLS} a shape may be listed under`);
  const cells: Array<[number, number]> = [];
  const x0 = lonToTileX(box.minLon, CELL_ZOOM);
  const x1 = lonToTileX(box.maxLon, CELL_ZOOM);
  const y0 = latToTileY(box.maxLat, CELL_ZOOM);
  const y1 = latToTileY(box.minLat, CELL_ZOOM);
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) cells.push([x, y]);
  return cells;
}
