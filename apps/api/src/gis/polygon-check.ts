import type { Position } from 'geojson';
import { firstCrossing } from './ring-crossing.ts';
import { pointInShape, shapesOverlap } from './shape-overlap.ts';
import { boxOf, type ParcelGeometry } from './shape-rows.ts';

// What a parcel shape read from a county's file must be before it is stored: a Polygon or
// MultiPolygon in WGS84 of at most MAX_SHAPE_POINTS points, whose rings are closed, have at least
// three corners, enclose an area and meet nowhere (ring-crossing.ts), whose holes lie inside their
// outer ring, and whose parts share no area (a part drawn twice would count its land twice). Anything else is refused with a reason a
// GIS technician can act on; nothing is repaired silently, except what changes no shape: repeated
// consecutive points are dropped, a height is dropped, and rings are wound as RFC 7946 says (outer
// counterclockwise, holes clockwise) whichever way the file wound them.

export type GeometryCheck = { geometry: ParcelGeometry; reason?: undefined } | { reason: string; geometry?: undefined };

class Broken extends Error {}

/**
 * The most points one feature may hold. A parcel's boundary, however detailed its survey, is a few
 * thousand points; a feature of more is a mistake, and its checks would cost time for nothing.
 */
export const MAX_SHAPE_POINTS = 50_000;

function ringArea(ring: Position[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length - 1; i++) twice += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return twice / 2;
}

function checkRing(value: unknown, where: string): Position[] {
  if (!Array.isArray(value)) throw new Broken(`${where} is not a list of points`);
  const points: [number, number][] = value.map((p: unknown, k) => {
    if (!Array.isArray(p) || p.length < 2 || typeof p[0] !== 'number' || typeof p[1] !== 'number' || !Number.isFinite(p[0]) || !Number.isFinite(p[1])) {
      throw new Broken(`${where}, point ${k}, is not a pair of numbers`);
    }
    if (Math.abs(p[0]) > 180 || Math.abs(p[1]) > 90) throw new Broken(`${where}, point ${k} (${p[0]}, ${p[1]}), is not a longitude and latitude`);
    return [p[0], p[1]];
  });
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 0 && (first![0] !== last![0] || first![1] !== last![1])) throw new Broken(`${where} is not closed (its last point is not its first)`);
  const ring = points.filter((p, k) => k === 0 || p[0] !== points[k - 1]![0] || p[1] !== points[k - 1]![1]);
  if (ring.length < 4) throw new Broken(`${where} has fewer than 4 points (a closed ring needs 3 corners and the first again)`);
  return ring;
}

function checkPolygon(value: unknown, where: string): Position[][] {
  if (!Array.isArray(value) || value.length === 0) throw new Broken(`${where || 'the polygon'} has no rings`);
  const name = (r: number): string => `${where ? `${where}, ` : ''}${r === 0 ? 'outer ring' : `hole ${r}`}`;
  const rings = value.map((ring: unknown, r) => checkRing(ring, name(r)));
  // Crossings first: a bowtie's two lobes can cancel out to no area, and "crosses itself" is what is wrong.
  const crossing = firstCrossing(rings);
  if (crossing) throw new Broken(`${where || 'the polygon'} crosses itself near (${crossing[0]}, ${crossing[1]})`);
  // Rings that meet nowhere: a hole is inside its outer ring when any of its points is.
  const outer: ParcelGeometry = { type: 'Polygon', coordinates: [rings[0]!] };
  rings.slice(1).forEach((hole, h) => {
    if (!pointInShape(hole[0]![0]!, hole[0]![1]!, outer)) throw new Broken(`${name(h + 1)} lies outside the outer ring`);
  });
  return rings.map((ring, r) => {
    const area = ringArea(ring);
    if (area === 0) throw new Broken(`${name(r)} encloses no area`);
    // RFC 7946: outer rings counterclockwise (positive area), holes clockwise.
    return area > 0 === (r === 0) ? ring : ring.reverse();
  });
}

function pointCount(coordinates: unknown, depth: number): number {
  if (!Array.isArray(coordinates)) return 0;
  if (depth === 0) return coordinates.length;
  let n = 0;
  for (const c of coordinates) n += pointCount(c, depth - 1);
  return n;
}

/** The first two parts of a MultiPolygon that share area, found among the parts whose boxes meet. */
function overlappingParts(polygons: Position[][][]): [number, number] | null {
  const boxes = polygons.map((polygon) => boxOf(polygon[0]!));
  const order = boxes.map((_, p) => p).sort((a, b) => boxes[a]!.minLon - boxes[b]!.minLon);
  for (let i = 0; i < order.length; i++) {
    const a = order[i]!;
    for (let j = i + 1; j < order.length && boxes[order[j]!]!.minLon <= boxes[a]!.maxLon; j++) {
      const b = order[j]!;
      if (boxes[b]!.minLat > boxes[a]!.maxLat || boxes[b]!.maxLat < boxes[a]!.minLat) continue;
      if (shapesOverlap({ type: 'Polygon', coordinates: polygons[a]! }, { type: 'Polygon', coordinates: polygons[b]! }))
        return [Math.min(a, b), Math.max(a, b)];
    }
  }
  return null;
}

export function checkParcelGeometry(value: unknown): GeometryCheck {
  if (value === null || typeof value !== 'object') return { reason: 'has no geometry' };
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (type !== 'Polygon' && type !== 'MultiPolygon') return { reason: `is a ${String(type)}, not a Polygon or MultiPolygon` };
  const points = pointCount(coordinates, type === 'Polygon' ? 1 : 2);
  if (points > MAX_SHAPE_POINTS)
    return { reason: `has ${points.toLocaleString('en-US')} points, more than the ${MAX_SHAPE_POINTS.toLocaleString('en-US')} a parcel may have` };
  try {
    if (type === 'Polygon') return { geometry: { type, coordinates: checkPolygon(coordinates, '') } };
    if (!Array.isArray(coordinates) || coordinates.length === 0) return { reason: 'is a MultiPolygon with no polygons' };
    const polygons = coordinates.map((polygon: unknown, p) => checkPolygon(polygon, `polygon ${p}`));
    const shared = overlappingParts(polygons);
    if (shared) return { reason: `polygon ${shared[1]} overlaps polygon ${shared[0]} (their common land would be counted twice)` };
    return { geometry: { type, coordinates: polygons } };
  } catch (error) {
    if (error instanceof Broken) return { reason: error.message };
    throw error;
  }
}
