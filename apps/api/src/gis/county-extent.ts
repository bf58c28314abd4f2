import type { Database } from '../db/database.ts';
import { q, raw, rows } from '../db/statements.ts';
import { rollChanges } from '../search/memory/roll-copy.ts';
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

/** The widened box of the roll's points (parcels on the roll with a point); undefined when none has one. */
export async function rollExtent(database: Database): Promise<Box | undefined> {
  const [count] = await rows<{ n: number | string }>(
    database,
    q`select count(*) as n from parcels p where p.retired_on is null and p.latitude is not null and p.longitude is not null`,
  );
  const n = Number(count?.n ?? 0);
  if (n === 0) return undefined;
  // One row per percentile, each from the ordered column (latitude has an index; longitude is sorted once per call).
  const low = Math.floor(EDGE_PERCENT * n);
  const high = Math.min(n - 1, Math.floor((1 - EDGE_PERCENT) * n));
  const nth = async (column: 'latitude' | 'longitude', k: number): Promise<number> => {
    const [row] = await rows<{ v: number | string }>(
      database,
      q`select p.${raw(column)} as v from parcels p where p.retired_on is null and p.latitude is not null and p.longitude is not null order by p.${raw(column)} limit 1 offset ${k}`,
    );
    return Number(row?.v);
  };
  return widened({
    minLon: await nth('longitude', low),
    maxLon: await nth('longitude', high),
    minLat: await nth('latitude', low),
    maxLat: await nth('latitude', high),
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
