import { describe, expect, it } from 'vitest';
import { shapeRows } from '../../src/gis/shape-rows.ts';
import { cellsOf, latToTileY, lonToTileX, tileBox } from '../../src/gis/tile-math.ts';

// A 100 ft square lot in downtown Orlando, drawn in degrees.
const LAT = 28.5383;
const LON = -81.3792;
const DLAT = 100 / 364_000;
const DLON = 100 / (364_000 * Math.cos((LAT * Math.PI) / 180));
const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [LON, LAT],
      [LON + DLON, LAT],
      [LON + DLON, LAT + DLAT],
      [LON, LAT + DLAT],
      [LON, LAT],
    ],
  ],
};

describe('shape rows', () => {
  it('measures the area and the box, and lists the zoom-14 cell the lot lies in', () => {
    const { shape, cells } = shapeRows('292234000000001', square);
    expect(shape.area_sqft).toBeGreaterThan(9_950);
    expect(shape.area_sqft).toBeLessThan(10_050);
    expect(shape.min_lon).toBeCloseTo(LON, 7);
    expect(shape.max_lat).toBeCloseTo(LAT + DLAT, 7);
    expect(cells).toEqual([{ cell_x: lonToTileX(LON, 14), cell_y: latToTileY(LAT, 14), parcel_id: '292234000000001' }]);
    expect(JSON.parse(shape.geometry).type).toBe('Polygon');
  });

  it('lists every cell a box crosses, and a tile box holds its own corner cells', () => {
    const box = tileBox(14, 4487, 6941);
    expect(cellsOf(box).length).toBeGreaterThanOrEqual(1);
    const inner = { minLon: box.minLon + 1e-6, minLat: box.minLat + 1e-6, maxLon: box.maxLon - 1e-6, maxLat: box.maxLat - 1e-6 };
    expect(cellsOf(inner)).toEqual([[4487, 6941]]);
  });
});
