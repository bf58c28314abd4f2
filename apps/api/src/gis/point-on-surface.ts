import type { Position } from 'geojson';
import polylabel from 'polylabel';
import { boxOf, xy, type ParcelGeometry } from './shape-rows.ts';

// The parcel's point for the card and the map's pins: a point inside its shape. The centroid when
// it lies inside (a plain lot), otherwise the pole of inaccessibility (polylabel): the centroid of
// an L-shaped lot or a lot wrapped round a corner can fall on the neighbour's land. A MultiPolygon
// takes its largest part. Work is done on a local flat plane (longitude scaled by the cosine of the
// latitude), so "inside" and "largest" mean what they mean on the ground.

type Ring = [number, number][];

function signedArea(ring: Ring): number {
  let twice = 0;
  for (let i = 0; i < ring.length - 1; i++) twice += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  return twice / 2;
}

/** Even-odd rule across the outer ring and its holes: a point in a hole is outside. */
export function insideRings(point: [number, number], rings: Ring[]): boolean {
  const [px, py] = point;
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

function centroid(rings: Ring[]): [number, number] | null {
  let area = 0,
    cx = 0,
    cy = 0;
  for (const ring of rings) {
    // Holes count against the outer ring whatever their winding.
    const sign = ring === rings[0] ? 1 : -1;
    const a = signedArea(ring);
    const s = Math.sign(a) * sign;
    for (let i = 0; i < ring.length - 1; i++) {
      const [x0, y0] = ring[i]!;
      const [x1, y1] = ring[i + 1]!;
      const cross = x0 * y1 - x1 * y0;
      cx += s * (x0 + x1) * cross;
      cy += s * (y0 + y1) * cross;
    }
    area += s * a;
  }
  if (area === 0) return null;
  return [cx / (6 * area), cy / (6 * area)];
}

/** A point inside the shape, [longitude, latitude], to 7 decimals as the shapes are stored. */
export function pointOnSurface(geometry: ParcelGeometry): [number, number] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const box = boxOf(polygons.flat(2));
  const lon0 = (box.minLon + box.maxLon) / 2;
  const lat0 = (box.minLat + box.maxLat) / 2;
  const k = Math.cos((lat0 * Math.PI) / 180);
  const flat = (p: Position): [number, number] => {
    const [lon, lat] = xy(p);
    return [(lon - lon0) * k, lat - lat0];
  };
  const parts = polygons.map((polygon) => polygon.map((ring) => ring.map(flat)));
  const net = (rings: Ring[]): number => Math.abs(signedArea(rings[0] ?? [])) - rings.slice(1).reduce((sum, r) => sum + Math.abs(signedArea(r)), 0);
  const largest = parts.reduce((best, rings) => (net(rings) > net(best) ? rings : best));
  let point = centroid(largest);
  if (!point || !insideRings(point, largest)) {
    const size = Math.max(box.maxLon - box.minLon, box.maxLat - box.minLat);
    const pole = polylabel(largest, size / 1_000);
    point = [pole[0], pole[1]];
  }
  const round7 = (v: number): number => Math.round(v * 1e7) / 1e7;
  return [round7(point[0] / k + lon0), round7(point[1] + lat0)];
}
