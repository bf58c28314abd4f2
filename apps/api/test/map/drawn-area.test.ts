import { describe, expect, it } from 'vitest';
import type { MultiPolygon, Polygon } from 'geojson';
import { areaBox, boxInArea, distanceFt, inShape, parcelInArea, type DrawnArea } from '../../src/gis/drawn-area.ts';
import { shapeRows, type ParcelGeometry } from '../../src/gis/shape-rows.ts';

// The area test of the drawn-area list, on shapes whose answers are known: a square with a hole, a
// parcel in two pieces, a rectangle inside a tract, circles that reach an edge or fall short of it.

const LAT = 28.5;
const FT_LAT = 1 / 364_000;
const FT_LON = 1 / (364_000 * Math.cos((LAT * Math.PI) / 180));

/** A square of `side` feet with its south-west corner `east` and `north` feet from (-81.3, 28.5). */
function square(east: number, north: number, side: number): number[][] {
  const x = -81.3 + east * FT_LON;
  const y = LAT + north * FT_LAT;
  return [
    [x, y],
    [x + side * FT_LON, y],
    [x + side * FT_LON, y + side * FT_LAT],
    [x, y + side * FT_LAT],
    [x, y],
  ];
}
const at = (east: number, north: number): [number, number] => [-81.3 + east * FT_LON, LAT + north * FT_LAT];

const ring: Polygon = { type: 'Polygon', coordinates: [square(0, 0, 300), square(100, 100, 100)] };
const twoPieces: MultiPolygon = { type: 'MultiPolygon', coordinates: [[square(0, 0, 50)], [square(500, 0, 50)]] };

function rect(west: number, south: number, east: number, north: number): DrawnArea {
  const [minLon, minLat] = at(west, south);
  const [maxLon, maxLat] = at(east, north);
  return { kind: 'rect', box: { minLon, minLat, maxLon, maxLat } };
}
const circle = (east: number, north: number, radiusFt: number): DrawnArea => ({ kind: 'circle', lon: at(east, north)[0], lat: at(east, north)[1], radiusFt });

describe('the drawn area', () => {
  it('knows the inside of a shape with a hole', () => {
    expect(inShape(...at(50, 50), ring)).toBe(true);
    expect(inShape(...at(150, 150), ring)).toBe(false);
    expect(inShape(...at(520, 20), twoPieces)).toBe(true);
    expect(inShape(...at(250, 20), twoPieces)).toBe(false);
  });

  it('takes a shape a rectangle crosses, lies inside, or holds, and not one apart or in its hole', () => {
    expect(parcelInArea(rect(-50, -50, 10, 10), ring, null)).toBe(true); // crosses a corner
    expect(parcelInArea(rect(20, 20, 40, 40), ring, null)).toBe(true); // inside the shape
    expect(parcelInArea(rect(-100, -100, 400, 400), ring, null)).toBe(true); // holds it whole
    expect(parcelInArea(rect(120, 120, 180, 180), ring, null)).toBe(false); // in the hole
    expect(parcelInArea(rect(350, 0, 400, 50), ring, null)).toBe(false); // beside it
    expect(parcelInArea(rect(510, 10, 520, 20), twoPieces, null)).toBe(true); // in the second piece
  });

  it('takes a shape within a circle of its nearest edge, and measures from the centre', () => {
    expect(parcelInArea(circle(400, 150, 101), ring, null)).toBe(true);
    expect(parcelInArea(circle(400, 150, 99), ring, null)).toBe(false);
    expect(parcelInArea(circle(150, 150, 40), ring, null)).toBe(false); // inside the hole, short of its edge
    expect(parcelInArea(circle(150, 150, 60), ring, null)).toBe(true);
    expect(distanceFt(...at(0, 0), ...at(300, 400))).toBeCloseTo(500, 0);
  });

  it('takes a parcel without a shape by its point', () => {
    expect(parcelInArea(circle(0, 0, 100), null, at(60, 79))).toBe(true);
    expect(parcelInArea(circle(0, 0, 100), null, at(61, 80))).toBe(false);
    expect(parcelInArea(rect(0, 0, 10, 10), null, at(5, 5))).toBe(true);
    expect(parcelInArea(rect(0, 0, 10, 10), null, null)).toBe(false);
  });

  it('finds a circle its box', () => {
    const box = areaBox(circle(0, 0, 1_000));
    expect(distanceFt(box.minLon, LAT, box.maxLon, LAT)).toBeCloseTo(2_000, 0);
  });

  it('decides by the box of a shape only where the shape itself would answer the same', () => {
    // Small random polygons (a few corners around a point) against circles and rectangles around
    // them, each stored as the site stores it (rounded, with its box).
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const counts = { in: 0, out: 0, open: 0 };
    for (let i = 0; i < 3_000; i++) {
      const [cx, cy] = [random() * 600, random() * 600];
      const corners = 3 + Math.floor(random() * 4);
      const ring = Array.from({ length: corners }, (_, k) => {
        const angle = (k / corners) * 2 * Math.PI;
        const reach = 5 + random() * 80;
        return at(cx + reach * Math.cos(angle), cy + reach * Math.sin(angle));
      });
      const { shape } = shapeRows('292235670000001', { type: 'Polygon', coordinates: [[...ring, ring[0]!]] });
      const stored = JSON.parse(shape.geometry) as ParcelGeometry;
      const box = { minLon: shape.min_lon, minLat: shape.min_lat, maxLon: shape.max_lon, maxLat: shape.max_lat };
      const areas: DrawnArea[] = [
        circle(300, 300, 50 + random() * 300),
        rect(300 - random() * 300, 300 - random() * 300, 300 + random() * 300, 300 + random() * 300),
      ];
      // A circle whose edge passes through the box's farthest corner, within a hair.
      const far = distanceFt(...at(300, 300), cx > 300 ? box.minLon : box.maxLon, cy > 300 ? box.minLat : box.maxLat);
      areas.push(circle(300, 300, far + (random() - 0.5) * 0.01));
      for (const area of areas) {
        const byBox = boxInArea(area, box);
        if (byBox === null) counts.open++;
        else {
          counts[byBox ? 'in' : 'out']++;
          expect(byBox, JSON.stringify({ area, box })).toBe(parcelInArea(area, stored, null));
        }
      }
    }
    expect(Math.min(counts.in, counts.out, counts.open)).toBeGreaterThan(500);
  });
});
