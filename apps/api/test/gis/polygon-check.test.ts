import { describe, expect, it } from 'vitest';
import { checkParcelGeometry } from '../../src/gis/polygon-check.ts';
import { insideRings, pointOnSurface } from '../../src/gis/point-on-surface.ts';

// The checks a shape from a county's file passes before it is stored, and the point put inside it.

const square = (x: number, y: number, size: number): number[][] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('a parcel shape read from a file', () => {
  it('is refused with the reason: not a polygon, not numbers, off the globe, open, too short, crossing, flat', () => {
    const reason = (geometry: unknown): string | undefined => checkParcelGeometry(geometry).reason;
    expect(reason(null)).toBe('has no geometry');
    expect(reason({ type: 'LineString', coordinates: [] })).toBe('is a LineString, not a Polygon or MultiPolygon');
    expect(
      reason({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, NaN],
            [1, 1],
            [0, 0],
          ],
        ],
      }),
    ).toBe('outer ring, point 1, is not a pair of numbers');
    expect(reason({ type: 'Polygon', coordinates: [square(500_000, 300_000, 10)] })).toMatch(/point 0 \(500000, 300000\), is not a longitude and latitude/);
    expect(reason({ type: 'Polygon', coordinates: [square(-81, 28, 0.001).slice(0, 4)] })).toMatch(/outer ring is not closed/);
    expect(
      reason({
        type: 'Polygon',
        coordinates: [
          [
            [-81, 28],
            [-81.001, 28],
            [-81.001, 28],
            [-81, 28],
          ],
        ],
      }),
    ).toMatch(/fewer than 4 points/);
    expect(
      reason({
        type: 'Polygon',
        coordinates: [
          [
            [-81, 28],
            [-80.999, 28.001],
            [-80.999, 28],
            [-81, 28.002],
            [-81, 28],
          ],
        ],
      }),
    ).toMatch(/crosses itself near/);
    expect(
      reason({
        type: 'Polygon',
        coordinates: [
          [
            [-81, 28],
            [-80.999, 28],
            [-80.998, 28],
            [-81, 28],
          ],
        ],
      }),
    ).toMatch(/encloses no area|crosses itself/);
    expect(reason({ type: 'MultiPolygon', coordinates: [[square(-81, 28, 0.001)], [[[-81, 28]]]] })).toMatch(/^polygon 1, outer ring has fewer than 4 points/);
    expect(reason({ type: 'Polygon', coordinates: [] })).toBe('the polygon has no rings');
  });

  it('is kept as drawn, less repeated points and heights, wound as RFC 7946 says', () => {
    const clockwise = [
      [-81, 28, 12],
      [-81, 28.001, 12],
      [-81, 28.001, 12],
      [-80.999, 28.001, 12],
      [-80.999, 28, 12],
      [-81, 28, 12],
    ];
    const checked = checkParcelGeometry({ type: 'Polygon', coordinates: [clockwise] });
    expect(checked.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-81, 28],
          [-80.999, 28],
          [-80.999, 28.001],
          [-81, 28.001],
          [-81, 28],
        ],
      ],
    });
  });
});

describe('holes and parts (issue 43)', () => {
  const lot = square(-81, 28, 0.001);
  const pond = (x: number, y: number): number[][] => square(x, y, 0.0002).reverse();

  it('refuses a hole outside its ring, and keeps one inside it', () => {
    expect(checkParcelGeometry({ type: 'Polygon', coordinates: [lot, pond(-80.9996, 28.0004)] }).geometry).toBeDefined();
    expect(checkParcelGeometry({ type: 'Polygon', coordinates: [lot, pond(-80.99, 28.0004)] }).reason).toBe('hole 1 lies outside the outer ring');
    expect(checkParcelGeometry({ type: 'MultiPolygon', coordinates: [[lot], [square(-80.99, 28, 0.001), pond(-80.98, 28)]] }).reason).toBe(
      'polygon 1, hole 1 lies outside the outer ring',
    );
  });

  it('refuses a MultiPolygon whose parts share land (one drawn twice, or overlapping), and keeps parts apart or side by side', () => {
    expect(checkParcelGeometry({ type: 'MultiPolygon', coordinates: [[lot], [lot]] }).reason).toBe(
      'polygon 1 overlaps polygon 0 (their common land would be counted twice)',
    );
    expect(checkParcelGeometry({ type: 'MultiPolygon', coordinates: [[lot], [square(-80.9995, 28, 0.001)]] }).reason).toMatch(/^polygon 1 overlaps polygon 0/);
    expect(checkParcelGeometry({ type: 'MultiPolygon', coordinates: [[lot], [square(-80.99, 28, 0.001)], [lot]] }).reason).toMatch(
      /^polygon 2 overlaps polygon 0/,
    );
    expect(checkParcelGeometry({ type: 'MultiPolygon', coordinates: [[lot], [square(-80.999, 28, 0.001)]] }).geometry).toBeDefined();
    expect(checkParcelGeometry({ type: 'MultiPolygon', coordinates: [[lot], [square(-80.99, 28, 0.001)]] }).geometry).toBeDefined();
  });

  it('refuses a coordinate that is no finite number (1e999 reads as Infinity)', () => {
    const infinite = JSON.parse('[[-81, 28], [1e999, 28], [-81, 28.001], [-81, 28]]') as number[][];
    expect(checkParcelGeometry({ type: 'Polygon', coordinates: [infinite] }).reason).toBe('outer ring, point 1, is not a pair of numbers');
  });
});

describe('the point on a shape', () => {
  it('is the centroid of a plain lot, and a point inside an L, a lot with a hole, or the largest part', () => {
    expect(pointOnSurface({ type: 'Polygon', coordinates: [square(-81, 28, 0.001)] })).toEqual([-80.9995, 28.0005]);
    const ell = [
      [0, 0],
      [6, 0],
      [6, 1],
      [1, 1],
      [1, 6],
      [0, 6],
      [0, 0],
    ].map(([x, y]) => [-81 + x! / 1e4, 28 + y! / 1e4]);
    const [lon, lat] = pointOnSurface({ type: 'Polygon', coordinates: [ell] });
    expect(insideRings([lon, lat], [ell as [number, number][]])).toBe(true);
    const pond = square(-80.9996, 28.0004, 0.0002).reverse();
    const withPond = [square(-81, 28, 0.001), pond];
    const onLand = pointOnSurface({ type: 'Polygon', coordinates: withPond });
    expect(insideRings(onLand, withPond as [number, number][][])).toBe(true);
    const [partLon] = pointOnSurface({ type: 'MultiPolygon', coordinates: [[square(-81, 28, 0.0001)], [square(-80.99, 28, 0.001)]] });
    expect(partLon).toBeGreaterThan(-80.99);
  });
});
