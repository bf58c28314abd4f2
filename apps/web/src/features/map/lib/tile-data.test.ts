import { describe, expect, it } from 'vitest';
import { geoJSONToTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature } from 'geojson';
import { decodeTile } from './tile-data.ts';
import { insideRings } from './geometry.ts';

// A tile written by the same maintained encoder the server uses (geojson-vt + vt-pbf), read back by
// the page's decoder: properties as the tiles carry them, and rings in the tile's pixels.

const Z = 18;
// The tile holding downtown Orlando at zoom 18, and a lot of about 0.0002 degrees inside it.
const X = Math.floor(((-81.3792 + 180) / 360) * 2 ** Z);
const latRad = (28.5383 * Math.PI) / 180;
const Y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * 2 ** Z);
const west = (X / 2 ** Z) * 360 - 180;
const north = (Math.atan(Math.sinh(Math.PI * (1 - (2 * Y) / 2 ** Z))) * 180) / Math.PI;
const lot = { w: west + 0.0003, e: west + 0.0006, n: north - 0.0003, s: north - 0.0006 };

function encode(layers: Record<string, Feature[]>): ArrayBuffer {
  const cut = Object.fromEntries(
    Object.entries(layers).map(([name, features]) => [
      name,
      geoJSONToTile({ type: 'FeatureCollection', features }, Z, X, Y, { extent: 4096, buffer: 64, maxZoom: Z, tolerance: 3 }),
    ]),
  );
  const bytes = fromGeojsonVt(cut, { version: 2, extent: 4096 });
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

const parcel: Feature = {
  type: 'Feature',
  properties: {
    parcelId: '292235670001001',
    displayParcelId: '35-22-29-6700-01-001',
    useCode: '0101',
    useClass: 'single-family',
    homestead: true,
    justValue: 350000,
    justValuePerSqFt: 38.89,
    lastSaleYear: 2024,
    lastSalePrice: 410000,
  },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [lot.w, lot.s],
        [lot.e, lot.s],
        [lot.e, lot.n],
        [lot.w, lot.n],
        [lot.w, lot.s],
      ],
    ],
  },
};

describe('decodeTile', () => {
  it('reads parcels with their properties and rings in the tile’s pixels', () => {
    const street: Feature = {
      type: 'Feature',
      properties: { name: 'N ORANGE AVE', main: true },
      geometry: {
        type: 'LineString',
        coordinates: [
          [west + 0.0001, north - 0.0001],
          [west + 0.0009, north - 0.0001],
        ],
      },
    };
    const sale: Feature = {
      type: 'Feature',
      properties: { parcelId: '292235670001001', displayParcelId: '35-22-29-6700-01-001', saleDate: '2024-03-01', saleYear: 2024, salePrice: 410000 },
      geometry: { type: 'Point', coordinates: [(lot.w + lot.e) / 2, (lot.s + lot.n) / 2] },
    };
    const tile = decodeTile(encode({ parcels: [parcel], streets: [street], sales: [sale] }), 256);
    expect(tile.parcels).toHaveLength(1);
    const [p] = tile.parcels;
    expect(p).toMatchObject({
      parcelId: '292235670001001',
      displayParcelId: '35-22-29-6700-01-001',
      useClass: 'single-family',
      homestead: true,
      justValue: 350000,
      justValuePerSqFt: 38.89,
      lastSaleYear: 2024,
      lastSalePrice: 410000,
    });
    // 0.0003 degrees of longitude is about 0.0003 / 360 * 2^18 * 256 = 55.9 pixels at zoom 18.
    const pxPerDeg = (2 ** Z * 256) / 360;
    expect(p!.box[0]).toBeCloseTo(0.0003 * pxPerDeg, 0);
    expect(p!.box[2] - p!.box[0]).toBeCloseTo(0.0003 * pxPerDeg, 0);
    const [cx, cy] = [(p!.box[0] + p!.box[2]) / 2, (p!.box[1] + p!.box[3]) / 2];
    expect(insideRings(p!.rings, cx, cy)).toBe(true);
    expect(insideRings(p!.rings, p!.box[2] + 2, cy)).toBe(false);

    expect(tile.streets).toEqual([expect.objectContaining({ name: 'N ORANGE AVE', main: true })]);
    expect(tile.sales).toEqual([expect.objectContaining({ parcelId: '292235670001001', saleDate: '2024-03-01', salePrice: 410000 })]);
    expect(tile.sales[0]!.x).toBeCloseTo(cx, 0);
  });

  it('leaves out what a tile does not carry: no sale, no value per square foot', () => {
    const bare = { ...parcel, properties: { parcelId: '1', displayParcelId: '1', useCode: '8600', useClass: 'other', homestead: false, justValue: 10 } };
    const [p] = decodeTile(encode({ parcels: [bare] }), 256).parcels;
    expect(p).toMatchObject({ homestead: false, justValuePerSqFt: null, lastSaleYear: null, lastSalePrice: null });
  });

  it('reads an empty body (the server’s 204) as an empty tile', () => {
    expect(decodeTile(new ArrayBuffer(0), 256)).toEqual({ parcels: [], streets: [], sales: [] });
  });
});
