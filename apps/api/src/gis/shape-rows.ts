import type { LineString, MultiPolygon, Polygon, Position } from 'geojson';
import type { ParcelShapeTable, ShapeCellTable, StreetCellTable, StreetLineTable } from '../db/schema.ts';
import { cellsOf, type Box } from './tile-math.ts';

// The one way a parcel shape or a street line becomes rows (migration 0017), for the generator and
// the importer alike: coordinates rounded to 7 decimals (about a centimetre), the bounding box, the
// area, and the zoom-14 cells the box crosses.

export type ParcelGeometry = Polygon | MultiPolygon;

const FEET_PER_DEGREE_LAT = 364_000; // 60 nautical miles of 6,076 ft, rounded as surveyors do

/** A position's longitude and latitude (GeoJSON allows a third number, the height; it is dropped). */
export function xy(p: Position): [number, number] {
  return [p[0] ?? NaN, p[1] ?? NaN];
}

function round7(x: number): number {
  return Math.round(x * 1e7) / 1e7;
}

function rings(geometry: ParcelGeometry): Position[][] {
  return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
}

export function boxOf(points: Position[]): Box {
  let minLon = Infinity,
    minLat = Infinity,
    maxLon = -Infinity,
    maxLat = -Infinity;
  for (const point of points) {
    const [lon, lat] = xy(point);
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return { minLon, minLat, maxLon, maxLat };
}

/** A ring's area in square feet (shoelace on a local flat projection: exact enough for a parcel). */
function ringSqft(ring: Position[], lat0: number): number {
  const kx = FEET_PER_DEGREE_LAT * Math.cos((lat0 * Math.PI) / 180);
  let twice = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0, y0] = xy(ring[i]!);
    const [x1, y1] = xy(ring[i + 1]!);
    twice += x0 * kx * y1 * FEET_PER_DEGREE_LAT - x1 * kx * y0 * FEET_PER_DEGREE_LAT;
  }
  return Math.abs(twice) / 2;
}

/** Square feet inside a Polygon or MultiPolygon: outer rings minus their holes. */
export function areaSqft(geometry: ParcelGeometry): number {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const box = boxOf(rings(geometry).flat());
  const lat0 = (box.minLat + box.maxLat) / 2;
  let total = 0;
  for (const [outer = [], ...holes] of polygons) {
    total += ringSqft(outer, lat0) - holes.reduce((sum, hole) => sum + ringSqft(hole, lat0), 0);
  }
  return total;
}

function rounded<T extends ParcelGeometry | LineString>(geometry: T): T {
  const round = (p: Position): Position => xy(p).map(round7);
  if (geometry.type === 'LineString') return { type: 'LineString', coordinates: geometry.coordinates.map(round) } as T;
  if (geometry.type === 'Polygon') return { type: 'Polygon', coordinates: geometry.coordinates.map((r) => r.map(round)) } as T;
  return { type: 'MultiPolygon', coordinates: geometry.coordinates.map((poly) => poly.map((r) => r.map(round))) } as T;
}

export function shapeRows(parcelId: string, geometry: ParcelGeometry): { shape: ParcelShapeTable; cells: ShapeCellTable[] } {
  const g = rounded(geometry);
  const box = boxOf(rings(g).flat());
  return {
    shape: {
      parcel_id: parcelId,
      geometry: JSON.stringify(g),
      min_lon: box.minLon,
      min_lat: box.minLat,
      max_lon: box.maxLon,
      max_lat: box.maxLat,
      area_sqft: Math.round(areaSqft(g)),
    },
    cells: cellsOf(box).map(([cell_x, cell_y]) => ({ cell_x, cell_y, parcel_id: parcelId })),
  };
}

export function streetRows(street: { id: number; name: string; streetKey: string | null; main: boolean; line: LineString }): {
  street: StreetLineTable;
  cells: StreetCellTable[];
} {
  const g = rounded(street.line);
  const box = boxOf(g.coordinates);
  return {
    street: {
      id: street.id,
      name: street.name,
      street_key: street.streetKey,
      main: street.main ? 1 : 0,
      geometry: JSON.stringify(g),
      min_lon: box.minLon,
      min_lat: box.minLat,
      max_lon: box.maxLon,
      max_lat: box.maxLat,
    },
    cells: cellsOf(box).map(([cell_x, cell_y]) => ({ cell_x, cell_y, street_id: street.id })),
  };
}
