import type { Position } from 'geojson';
import { xy, type ParcelGeometry } from './shape-rows.ts';
import type { Box } from './tile-math.ts';

// An area drawn on the map (issue 28): a rectangle in degrees, or a circle of a radius in feet
// around a centre. A parcel is inside when its shape meets the area, or, for a parcel without a
// shape, when its point lies in it. Circles are measured on a flat projection in feet around the
// centre: over the largest area allowed (5 square miles, a radius of about 1.3 miles) it is off by
// far less than a foot.

const FEET_PER_DEGREE_LAT = 364_000;

export type DrawnArea = { kind: 'rect'; box: Box } | { kind: 'circle'; lon: number; lat: number; radiusFt: number };

/** The box the area lies in, to find candidates by. */
export function areaBox(area: DrawnArea): Box {
  if (area.kind === 'rect') return area.box;
  const dLat = area.radiusFt / FEET_PER_DEGREE_LAT;
  const dLon = area.radiusFt / feetPerDegreeLon(area.lat);
  return { minLon: area.lon - dLon, maxLon: area.lon + dLon, minLat: area.lat - dLat, maxLat: area.lat + dLat };
}

function feetPerDegreeLon(lat: number): number {
  return FEET_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);
}

/** Feet between two points (flat around the first; exact enough within a few miles). */
export function distanceFt(lon0: number, lat0: number, lon: number, lat: number): number {
  return Math.hypot((lon - lon0) * feetPerDegreeLon(lat0), (lat - lat0) * FEET_PER_DEGREE_LAT);
}

function polygonsOf(geometry: ParcelGeometry): Position[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** Whether a point lies inside a ring (even-odd crossings). */
function inRing(x: number, y: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = xy(ring[i]!);
    const [xj, yj] = xy(ring[j]!);
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a point lies inside a shape: inside an outer ring and none of its holes. */
export function inShape(lon: number, lat: number, geometry: ParcelGeometry): boolean {
  return polygonsOf(geometry).some(([outer = [], ...holes]) => inRing(lon, lat, outer) && !holes.some((hole) => inRing(lon, lat, hole)));
}

/** Whether the segment from a to b passes through the box (Liang–Barsky clipping). */
function segmentMeetsBox(a: [number, number], b: [number, number], box: Box): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const edges: Array<[number, number]> = [
    [-dx, a[0] - box.minLon],
    [dx, box.maxLon - a[0]],
    [-dy, a[1] - box.minLat],
    [dy, box.maxLat - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

function shapeMeetsBox(geometry: ParcelGeometry, box: Box): boolean {
  for (const polygon of polygonsOf(geometry)) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) if (segmentMeetsBox(xy(ring[i - 1]!), xy(ring[i]!), box)) return true;
    }
  }
  // No edge reaches the box: it is inside the shape or wholly apart from it.
  return inShape((box.minLon + box.maxLon) / 2, (box.minLat + box.maxLat) / 2, geometry);
}

/** Feet from a point to the segment a-b, all in feet on the flat projection. */
function toSegmentFt(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Feet from a point to the nearest part of a shape (0 inside it). */
function shapeDistanceFt(lon: number, lat: number, geometry: ParcelGeometry): number {
  if (inShape(lon, lat, geometry)) return 0;
  const kx = feetPerDegreeLon(lat);
  let nearest = Infinity;
  for (const polygon of polygonsOf(geometry)) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const [ax, ay] = xy(ring[i - 1]!);
        const [bx, by] = xy(ring[i]!);
        nearest = Math.min(nearest, toSegmentFt(0, 0, (ax - lon) * kx, (ay - lat) * FEET_PER_DEGREE_LAT, (bx - lon) * kx, (by - lat) * FEET_PER_DEGREE_LAT));
      }
    }
  }
  return nearest;
}

/** Whether a parcel is in the area: its shape meets it, or, without a shape, its point lies in it. */
export function parcelInArea(area: DrawnArea, geometry: ParcelGeometry | null, point: [number, number] | null): boolean {
  if (geometry) {
    return area.kind === 'rect' ? shapeMeetsBox(geometry, area.box) : shapeDistanceFt(area.lon, area.lat, geometry) <= area.radiusFt;
  }
  if (!point) return false;
  const [lon, lat] = point;
  if (area.kind === 'rect') return lon >= area.box.minLon && lon <= area.box.maxLon && lat >= area.box.minLat && lat <= area.box.maxLat;
  return distanceFt(area.lon, area.lat, lon, lat) <= area.radiusFt;
}

// Within this many feet of the circle's edge the box alone does not decide: the exact test measures
// edges where the box measures corners, and the two may round apart by far less than this.
const BOX_MARGIN_FT = 0.001;

/**
 * What a shape's bounding box alone tells of the shape (true: in the area, false: not), or null
 * when only the shape itself can say. It agrees with parcelInArea: a stored box is the least one
 * around the shape's own coordinates (shape-rows.ts), and every ring has at least four positions
 * (polygon-check.ts), so a box inside a rectangle puts an edge inside it, a box inside a circle puts
 * every corner of the shape inside it, and a box wholly outside a circle leaves the whole shape out.
 */
export function boxInArea(area: DrawnArea, box: Box): boolean | null {
  if (area.kind === 'rect') {
    // A box apart from the rectangle's is never read (the candidates' query leaves it out).
    const a = area.box;
    return box.minLon >= a.minLon && box.maxLon <= a.maxLon && box.minLat >= a.minLat && box.maxLat <= a.maxLat ? true : null;
  }
  const nearestLon = Math.min(Math.max(area.lon, box.minLon), box.maxLon);
  const nearestLat = Math.min(Math.max(area.lat, box.minLat), box.maxLat);
  if (distanceFt(area.lon, area.lat, nearestLon, nearestLat) > area.radiusFt + BOX_MARGIN_FT) return false;
  const farthestLon = area.lon - box.minLon > box.maxLon - area.lon ? box.minLon : box.maxLon;
  const farthestLat = area.lat - box.minLat > box.maxLat - area.lat ? box.minLat : box.maxLat;
  return distanceFt(area.lon, area.lat, farthestLon, farthestLat) <= area.radiusFt - BOX_MARGIN_FT ? true : null;
}
