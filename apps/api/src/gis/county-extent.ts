import type { Database } from '../db/database.ts';
import { q, raw, rows } from '../db/statements.ts';
import { rollChanges } from '../roll/changes.ts';
import type { Box } from './tile-math.ts';

// Where the county lies (issue 43), so that a shape or a drawn area far from it is refused instead
// of listed under millions of map cells: the box COUNTY_EXTENT gives (west,south,east,north in
// degrees), else the box of the roll's own points, else (a county loading its first GIS file, whose
// DOR roll has no coordinates) the box of the file's own shapes. A roll or a file may hold a few
// points that are wrong (a vertex at 0,0, a point in the ocean), so the box is taken between the
// 1st and 99th percentiles of the longitudes and of the latitudes, then widened by a quarter of its
// size and 0.05 degrees (three to four miles) on every side: the outermost parcels of a real county
// stay well inside it.

const EDGE_PERCENT = 0.01;
const WIDEN_SHARE = 0.25;
const WIDEN_DEGREES = 0.05;

/** Reads COUNTY_EXTENT ("west,south,east,north"); undefined when it is not set. */
export function parseExtent(text: string | undefined): Box | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const parts = text.split(',').map((p) => Number(p.trim()));
  const [minLon, minLat, maxLon, maxLat] = parts as [number, number, number, number];
  const valid =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    minLon >= -180 &&
    maxLon <= 180 &&
    minLat >= -90 &&
    maxLat <= 90 &&
    minLon < maxLon &&
    minLat < maxLat;
  if (!valid) throw new Error(`COUNTY_EXTENT must be west,south,east,north in degrees (west below east, south below north), got '${text}'`);
  return { minLon, minLat, maxLon, maxLat };
}

function widened(box: Box): Box {
  const dLon = (box.maxLon - box.minLon) * WIDEN_SHARE + WIDEN_DEGREES;
  const dLat = (box.maxLat - box.minLat) * WIDEN_SHARE + WIDEN_DEGREES;
  return {
    minLon: Math.max(-180, box.minLon - dLon),
    maxLon: Math.min(180, box.maxLon + dLon),
    minLat: Math.max(-90, box.minLat - dLat),
    maxLat: Math.min(90, box.maxLat + dLat),
  };
}

/** The value at a share of a sorted list. */
function at(sorted: Float64Array, share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/** The widened box between the percentiles of points' longitudes and latitudes; undefined for no points. */
export function extentOfPoints(lons: Float64Array, lats: Float64Array): Box | undefined {
  if (lons.length === 0) return undefined;
  const x = lons.slice().sort();
  const y = lats.slice().sort();
  return widened({ minLon: at(x, EDGE_PERCENT), maxLon: at(x, 1 - EDGE_PERCENT), minLat: at(y, EDGE_PERCENT), maxLat: at(y, 1 - EDGE_PERCENT) });
}

/** The value below which a share of the counted values lie, from counts per value. */
function percentile(counts: Map<number, number>, total: number, share: number): number {
  const wanted = Math.min(total - 1, Math.floor(share * total));
  let seen = 0;
  const values = [...counts.keys()].sort((a, b) => a - b);
  for (const value of values) {
    seen += counts.get(value)!;
    if (seen > wanted) return value;
  }
  return values[values.length - 1]!;
}

/** Hundredths of a degree (about half a mile): the grain the roll's percentiles are read at. */
const GRAIN = 100;

/**
 * The widened box of the roll's points (retired parcels' too: they lie in the county, and so the
 * read needs only the latitude and longitude index); undefined when none has one. Counted per
 * hundredth of a degree in one pass (sorting every longitude took 100 to 270 ms on a sample of
 * 20,000 parcels, against 25 to 60 ms, and the first drawn area after a load waits for it); the box
 * is widened by far more than that grain.
 */
export async function rollExtent(database: Database): Promise<Box | undefined> {
  // The grain is in the text, not a parameter: PostgreSQL groups by an expression only when it is the selected one.
  const lon = q`round(p.longitude * ${raw(String(GRAIN))})`;
  const lat = q`round(p.latitude * ${raw(String(GRAIN))})`;
  const cells = await rows<{ x: number | string; y: number | string; n: number | string }>(
    database,
    q`select ${lon} as x, ${lat} as y, count(*) as n from parcels p where p.latitude is not null and p.longitude is not null group by ${lon}, ${lat}`,
  );
  if (cells.length === 0) return undefined;
  const xs = new Map<number, number>();
  const ys = new Map<number, number>();
  let total = 0;
  for (const cell of cells) {
    const n = Number(cell.n);
    xs.set(Number(cell.x), (xs.get(Number(cell.x)) ?? 0) + n);
    ys.set(Number(cell.y), (ys.get(Number(cell.y)) ?? 0) + n);
    total += n;
  }
  // A bucket holds the points within half a hundredth of its value: its edges bound the box.
  const half = 0.5 / GRAIN;
  return widened({
    minLon: percentile(xs, total, EDGE_PERCENT) / GRAIN - half,
    maxLon: percentile(xs, total, 1 - EDGE_PERCENT) / GRAIN + half,
    minLat: percentile(ys, total, EDGE_PERCENT) / GRAIN - half,
    maxLat: percentile(ys, total, 1 - EDGE_PERCENT) / GRAIN + half,
  });
}

const kept = new WeakMap<Database, { stamp: string; extent: Promise<Box | undefined> }>();

/** The county's extent for the roll as it is: the configured box, else the roll's points' (kept until the roll changes). */
export async function countyExtent(database: Database, configured: Box | undefined): Promise<Box | undefined> {
  if (configured) return configured;
  const stamp = await rollChanges(database);
  let known = kept.get(database);
  if (known?.stamp !== stamp) {
    known = { stamp, extent: rollExtent(database) };
    known.extent.catch(() => kept.get(database) === known && kept.delete(database));
    kept.set(database, known);
  }
  return known.extent;
}

/** Whether two boxes share any point. */
export function boxesMeet(a: Box, b: Box): boolean {
  return a.minLon <= b.maxLon && a.maxLon >= b.minLon && a.minLat <= b.maxLat && a.maxLat >= b.minLat;
}

/** Whether a box lies wholly inside another. */
export function boxWithin(inner: Box, outer: Box): boolean {
  return inner.minLon >= outer.minLon && inner.maxLon <= outer.maxLon && inner.minLat >= outer.minLat && inner.maxLat <= outer.maxLat;
}
