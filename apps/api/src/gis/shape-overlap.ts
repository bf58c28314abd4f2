import type { Position } from 'geojson';
import { xy, type ParcelGeometry } from './shape-rows.ts';

// Whether two parcel shapes overlap: share some area, not merely a boundary (neighbouring lots
// share their side lines). Used by the roll audit over the whole county and by the tests. Exact for
// the shapes parcels have (simple polygons, possibly with holes): two shapes overlap when an edge
// of one properly crosses an edge of the other, or when a point inside one (an edge's midpoint or a
// point of its interior) lies strictly inside the other.

type Ring = [number, number][];

function ringsOf(geometry: ParcelGeometry): Ring[][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((polygon) => polygon.map((ring) => ring.map((p: Position) => xy(p))));
}

/** Cross product of (b - a) and (c - a): its sign says on which side of a->b the point c lies. */
function cross(a: [number, number], b: [number, number], c: [number, number]): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

// Coordinates are stored to 7 decimals: anything closer than this to a line lies on it.
const EPS = 1e-12;

function crossesProperly(a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) && ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS));
}

function onSegment(p: [number, number], a: [number, number], b: [number, number]): boolean {
  if (Math.abs(cross(a, b, p)) > EPS) return false;
  return (
    p[0] >= Math.min(a[0], b[0]) - 1e-9 && p[0] <= Math.max(a[0], b[0]) + 1e-9 && p[1] >= Math.min(a[1], b[1]) - 1e-9 && p[1] <= Math.max(a[1], b[1]) + 1e-9
  );
}

/** 1 strictly inside, 0 on the boundary, -1 outside (even-odd over every ring, holes included). */
function locate(p: [number, number], polygons: Ring[][]): 1 | 0 | -1 {
  let inside = false;
  for (const polygon of polygons) {
    let inThis = false;
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const a = ring[i] as [number, number];
        const b = ring[j] as [number, number];
        if (onSegment(p, a, b)) return 0;
        if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inThis = !inThis;
      }
    }
    if (inThis) inside = true;
  }
  return inside ? 1 : -1;
}

/** A point strictly inside a polygon: its centroid when that is inside, else the middle of a scanline's first inside span. */
function interiorPoint(polygons: Ring[][]): [number, number] | null {
  const outer = polygons[0]?.[0];
  if (!outer || outer.length < 4) return null;
  let sx = 0;
  let sy = 0;
  for (const [x, y] of outer.slice(0, -1)) {
    sx += x;
    sy += y;
  }
  const mean: [number, number] = [sx / (outer.length - 1), sy / (outer.length - 1)];
  if (locate(mean, polygons) === 1) return mean;
  const y = mean[1];
  const xs: number[] = [];
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i] as [number, number];
      const b = ring[j] as [number, number];
      if (a[1] > y !== b[1] > y) xs.push(((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]);
    }
  }
  xs.sort((p, q) => p - q);
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const p: [number, number] = [((xs[i] as number) + (xs[i + 1] as number)) / 2, y];
    if (locate(p, polygons) === 1) return p;
  }
  return null;
}

function probes(polygons: Ring[][]): [number, number][] {
  const points: [number, number][] = [];
  for (const ring of polygons.flat()) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const a = ring[i] as [number, number];
      const b = ring[i + 1] as [number, number];
      points.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
    }
  }
  const inner = interiorPoint(polygons);
  if (inner) points.push(inner);
  return points;
}

function edges(polygons: Ring[][]): [[number, number], [number, number]][] {
  const out: [[number, number], [number, number]][] = [];
  for (const ring of polygons.flat()) for (let i = 0; i + 1 < ring.length; i++) out.push([ring[i] as [number, number], ring[i + 1] as [number, number]]);
  return out;
}

export function shapesOverlap(a: ParcelGeometry, b: ParcelGeometry): boolean {
  const pa = ringsOf(a);
  const pb = ringsOf(b);
  const eb = edges(pb);
  for (const [p, q] of edges(pa)) for (const [r, s] of eb) if (crossesProperly(p, q, r, s)) return true;
  return probes(pa).some((p) => locate(p, pb) === 1) || probes(pb).some((p) => locate(p, pa) === 1);
}

/** Whether a point lies strictly inside a shape (not on its boundary). */
export function pointInShape(lon: number, lat: number, geometry: ParcelGeometry): boolean {
  return locate([lon, lat], ringsOf(geometry)) === 1;
}
