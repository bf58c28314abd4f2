import type { Position } from 'geojson';
import kinks from '@turf/kinks';
import type { ParcelGeometry } from './shape-rows.ts';

// What a parcel shape read from a county's file must be before it is stored: a Polygon or
// MultiPolygon in WGS84 whose rings are closed, have at least three corners, enclose an area and do
// not cross themselves (turf's kinks finds the crossings). Anything else is refused with a reason a
// GIS technician can act on; nothing is repaired silently, except what changes no shape: repeated
// consecutive points are dropped, a height is dropped, and rings are wound as RFC 7946 says (outer
// counterclockwise, holes clockwise) whichever way the file wound them.

export type GeometryCheck = { geometry: ParcelGeometry; reason?: undefined } | { reason: string; geometry?: undefined };

class Broken extends Error {}

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
  const crossing = kinks({ type: 'Polygon', coordinates: rings }).features[0];
  if (crossing) {
    const [lon, lat] = crossing.geometry.coordinates;
    throw new Broken(`${where || 'the polygon'} crosses itself near (${lon}, ${lat})`);
  }
  return rings.map((ring, r) => {
    const area = ringArea(ring);
    if (area === 0) throw new Broken(`${name(r)} encloses no area`);
    // RFC 7946: outer rings counterclockwise (positive area), holes clockwise.
    return area > 0 === (r === 0) ? ring : ring.reverse();
  });
}

export function checkParcelGeometry(value: unknown): GeometryCheck {
  if (value === null || typeof value !== 'object') return { reason: 'has no geometry' };
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (type !== 'Polygon' && type !== 'MultiPolygon') return { reason: `is a ${String(type)}, not a Polygon or MultiPolygon` };
  try {
    if (type === 'Polygon') return { geometry: { type, coordinates: checkPolygon(coordinates, '') } };
    if (!Array.isArray(coordinates) || coordinates.length === 0) return { reason: 'is a MultiPolygon with no polygons' };
    return { geometry: { type, coordinates: coordinates.map((polygon: unknown, p) => checkPolygon(polygon, `polygon ${p}`)) } };
  } catch (error) {
    if (error instanceof Broken) return { reason: error.message };
    throw error;
  }
}
