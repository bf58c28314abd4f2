import { expect, it, vi } from 'vitest';
import type { MapAreaResponse } from '@county/shared/map';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';
import { shapeRows } from '../../src/gis/shape-rows.ts';
import { CELL_ZOOM, tileBox } from '../../src/gis/tile-math.ts';
import { CELL, LOTS, LOT_DLAT, LOT_DLON, ORIGIN, parcelRow, seedMap, type Lot } from './fixture.ts';

// Issue 43, item 3: a drawn area outside the county, or of a shape no one draws on a county's map
// (a strip 23 degrees wide, a circle at the pole), answers 400 naming its field instead of a 500;
// the cells are read as a range, so areas of every width are one statement, and a wide area still
// finds the shapes in each of its columns.

/** A lot like the block's, in the zoom-14 column `dx` cells east of the block's. */
function farLot(dx: number, n: number): Lot {
  const cell = tileBox(CELL_ZOOM, CELL.x + dx, CELL.y);
  const box = { minLon: cell.minLon + 0.003, maxLon: cell.minLon + 0.003 + LOT_DLON, minLat: ORIGIN.lat, maxLat: ORIGIN.lat + LOT_DLAT };
  const displayId = `35-22-29-6800-01-${String(n).padStart(3, '0')}`;
  return {
    ...LOTS[0]!,
    parcelId: displayId.replace(/-/g, '').replace(/^(\d{2})(\d{2})(\d{2})/, '$3$2$1'),
    displayId,
    box,
    lon: (box.minLon + box.maxLon) / 2,
    lat: (box.minLat + box.maxLat) / 2,
  };
}
const FAR = [farLot(2, 1), farLot(5, 2)];

const LON = Number(ORIGIN.lon.toFixed(7));
const LAT = Number(ORIGIN.lat.toFixed(7));
const query = (q: Record<string, string | number>) =>
  `/api/map/area?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

describeEachDatabase('a drawn area off the county or of an absurd shape', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedMap(database);
      await database.db
        .insertInto('parcels')
        .values(FAR.map((lot, n) => parcelRow(lot, 100 + n)))
        .execute();
      for (const lot of FAR) {
        const { shape, cells } = shapeRows(lot.parcelId, {
          type: 'Polygon',
          coordinates: [
            [
              [lot.box.minLon, lot.box.minLat],
              [lot.box.maxLon, lot.box.minLat],
              [lot.box.maxLon, lot.box.maxLat],
              [lot.box.minLon, lot.box.maxLat],
              [lot.box.minLon, lot.box.minLat],
            ],
          ],
        });
        await database.db.insertInto('parcel_shapes').values(shape).execute();
        await database.db.insertInto('shape_cells').values(cells).execute();
      }
    },
  });
  const refused = async (q: Record<string, string | number>, field: string, message: RegExp) => {
    const response = await env.app.inject({ method: 'GET', url: query(q) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ field?: string; message: string }>()).toMatchObject({ field, message: expect.stringMatching(message) });
  };

  it('refuses the polar circle and a 4.9 square-mile strip 23 degrees wide, naming the field', async () => {
    await refused({ shape: 'circle', lon: 0, lat: 90, radiusFt: 6000 }, 'lon', /^lon: the circle's centre \(0, 90\) is outside the county$/);
    await refused({ shape: 'circle', lon: LON, lat: 90, radiusFt: 6000 }, 'lat', /^lat: the circle's centre .* is outside the county$/);
    // 23 degrees of longitude at the block's latitude, and as few feet of latitude as make 4.9 square miles.
    const wide = 23 * 69.05 * Math.cos((ORIGIN.lat * Math.PI) / 180);
    const high = 4.9 / wide / 69.05;
    const strip = { shape: 'rect', west: -90, east: -67, south: Number(ORIGIN.lat.toFixed(7)), north: Number((ORIGIN.lat + high).toFixed(7)) };
    await refused(strip, 'east', /^east: the rectangle is 1,?\d{3} miles wide; a side may be at most 10 miles$/);
    await refused({ ...strip, kind: 'sales' }, 'east', /miles wide/);
  });

  it('refuses a circle or a rectangle wholly outside the county, naming the coordinate that is off', async () => {
    await refused({ shape: 'circle', lon: -80.19, lat: LAT, radiusFt: 500 }, 'lon', /^lon: the circle's centre .* is outside the county$/);
    await refused({ shape: 'circle', lon: LON, lat: 25.77, radiusFt: 500 }, 'lat', /outside the county/);
    await refused({ shape: 'rect', west: -80.2, east: -80.19, south: 25.77, north: 25.78 }, 'west', /^west: the rectangle is outside the county$/);
    await refused(
      { shape: 'rect', west: LON, east: Number((LON + 0.01).toFixed(7)), south: 25.77, north: 25.78 },
      'north',
      /^north: the rectangle is outside the county$/,
    );
  });

  it('takes the county from COUNTY_EXTENT when it is configured', async () => {
    const app = await testApp(env.database, { countyExtent: { minLon: -82, minLat: 25, maxLon: -80, maxLat: 29 } });
    try {
      const answer = await app.inject({ method: 'GET', url: query({ shape: 'circle', lon: -80.19, lat: 25.77, radiusFt: 500 }) });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<MapAreaResponse>().total).toBe(0);
      const off = await app.inject({ method: 'GET', url: query({ shape: 'circle', lon: -83, lat: 25.77, radiusFt: 500 }) });
      expect(off.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('reads the cells as a range: a strip across six columns finds the shapes in each, and every width is one statement', async () => {
    const sqlite = env.database.sqlite;
    const prepare = sqlite ? vi.spyOn(sqlite, 'prepare') : null;
    try {
      const south = Number(ORIGIN.lat.toFixed(7));
      const north = Number((ORIGIN.lat + 3 * LOT_DLAT).toFixed(7));
      const widths = [1, 2, 3, 4, 5, 6];
      for (const columns of widths) {
        const east = tileBox(CELL_ZOOM, CELL.x + columns - 1, CELL.y).maxLon - 0.0001;
        const response = await env.app.inject({
          method: 'GET',
          url: query({ shape: 'rect', west: Number(ORIGIN.lon.toFixed(7)), east: Number(east.toFixed(7)), south, north, size: 100 }),
        });
        expect(response.statusCode, response.body).toBe(200);
        const ids = response.json<MapAreaResponse>().parcels!.map((r) => r.parcelId);
        expect(ids.includes(FAR[0]!.parcelId)).toBe(columns >= 3);
        expect(ids.includes(FAR[1]!.parcelId)).toBe(columns >= 6);
        expect(ids).toContain(LOTS[0]!.parcelId);
      }
      if (prepare) {
        const texts = new Set(prepare.mock.calls.map(([text]) => text).filter((text) => text.includes('shape_cells c')));
        expect(texts.size).toBeLessThanOrEqual(1);
      }
    } finally {
      prepare?.mockRestore();
    }
  });
});
