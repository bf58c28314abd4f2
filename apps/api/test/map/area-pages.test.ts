import { expect, it } from 'vitest';
import { MAP_PARCEL_SORTS, MAP_SALE_SORTS, mapAreaQuery, type MapAreaQuery } from '@county/shared/map';
import { listArea, type AreaList } from '../../src/gis/area-list.ts';
import { parcelInArea, type DrawnArea } from '../../src/gis/drawn-area.ts';
import type { ParcelGeometry } from '../../src/gis/shape-rows.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { LOT_DLAT, LOT_DLON, LOTS, SALES_SINCE, TRACT, seedMap } from './fixture.ts';

// The drawn-area list reads a page in two passes (what deciding "inside" and the sort need, then
// every field of the page's rows) and an export in one: every page of every sort must be the
// export's rows in the same place, and the rows must be those a plain read of every shape finds.

const center = LOTS[14]!;
const QUERIES: Array<Record<string, string | number>> = [
  ...[40, 130, 260, 900].map((radiusFt) => ({ shape: 'circle', lon: center.lon, lat: center.lat, radiusFt })),
  { shape: 'near', pid: TRACT.parcelId, radiusFt: 400 },
  { shape: 'rect', west: LOTS[2]!.lon, south: LOTS[2]!.lat, east: LOTS[27]!.lon, north: LOTS[27]!.lat },
  { shape: 'rect', west: LOTS[0]!.box.minLon - LOT_DLON, south: LOTS[0]!.box.minLat - LOT_DLAT, east: TRACT.lon, north: TRACT.box.maxLat },
];

/** The query as the route takes it: strings, degrees to 7 decimals (the contract takes at most ten). */
const parse = (query: Record<string, string | number>): MapAreaQuery =>
  mapAreaQuery.parse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(7) : String(v)])));
const rowsOf = (list: AreaList) => list.parcels ?? list.sales ?? [];

/** The area a query draws ("near" the tract: a circle around its point). */
function areaOf(query: Record<string, string | number>): DrawnArea {
  const q = parse(query);
  if (q.shape === 'rect') return { kind: 'rect', box: { minLon: q.west!, minLat: q.south!, maxLon: q.east!, maxLat: q.north! } };
  if (q.shape === 'circle') return { kind: 'circle', lon: q.lon!, lat: q.lat!, radiusFt: q.radiusFt! };
  return { kind: 'circle', lon: TRACT.lon, lat: TRACT.lat, radiusFt: q.radiusFt! };
}

describeEachDatabase('the drawn-area list in pages', (t) => {
  const env = setUpTestApp(t, { seed: seedMap, app: false });

  /** The parcels a plain read finds: every shape on the roll parsed and tested, and every point without one. */
  async function plainRead(area: DrawnArea): Promise<string[]> {
    const found = await env.database.db
      .selectFrom('parcels as p')
      .leftJoin('parcel_shapes as g', 'g.parcel_id', 'p.parcel_id')
      .select(['p.parcel_id', 'p.latitude', 'p.longitude', 'g.geometry'])
      .where('p.retired_on', 'is', null)
      .execute();
    return found
      .filter((r) => {
        const point: [number, number] | null = r.latitude === null || r.longitude === null ? null : [Number(r.longitude), Number(r.latitude)];
        return parcelInArea(area, r.geometry ? (JSON.parse(r.geometry) as ParcelGeometry) : null, point);
      })
      .map((r) => r.parcel_id)
      .sort();
  }

  it('lists the parcels and sales a plain read of every shape finds', async () => {
    for (const query of QUERIES) {
      const inside = await plainRead(areaOf(query));
      const parcels = await listArea(env.database, parse({ ...query, format: 'csv' }));
      expect(
        rowsOf(parcels)
          .map((r) => r.parcelId)
          .sort(),
        JSON.stringify(query),
      ).toEqual(inside);
      const sales = await env.database.db
        .selectFrom('sales')
        .select('parcel_id')
        .where('qualified', '=', 1)
        .where('sale_date', '>=', SALES_SINCE)
        .where('price', '>', 0)
        .execute();
      const listed = await listArea(env.database, parse({ ...query, kind: 'sales', format: 'csv' }));
      const expected = sales.map((s) => s.parcel_id).filter((id) => inside.includes(id));
      expect(
        rowsOf(listed)
          .map((r) => r.parcelId)
          .sort(),
        JSON.stringify(query),
      ).toEqual(expected.sort());
    }
    // The areas reach from a lot and its neighbors to the whole block and the tract.
    expect((await plainRead(areaOf(QUERIES[0]!))).length).toBe(3);
    expect((await plainRead(areaOf(QUERIES[3]!))).length).toBeGreaterThan(LOTS.length - 2);
  });

  it('answers every page of every sort with the rows the export lists there', async () => {
    for (const kind of ['parcels', 'sales'] as const) {
      for (const sortBy of kind === 'parcels' ? MAP_PARCEL_SORTS : MAP_SALE_SORTS) {
        for (const sortDir of [undefined, 'asc', 'desc']) {
          for (const query of QUERIES) {
            if (sortBy === 'distance' && query.shape === 'rect') continue;
            const asked = { ...query, kind, sortBy, ...(sortDir ? { sortDir } : {}) };
            const all = rowsOf(await listArea(env.database, parse({ ...asked, format: 'csv' })));
            for (const size of [3, 10]) {
              for (let page = 1; page <= Math.ceil(all.length / size) + 1; page++) {
                const list = await listArea(env.database, parse({ ...asked, size, page }));
                expect(list.total).toBe(all.length);
                expect(rowsOf(list), JSON.stringify({ ...asked, size, page })).toEqual(all.slice((page - 1) * size, page * size));
              }
            }
          }
        }
      }
    }
  });

  it('lists by distance from the center by default, nearest first, ties by parcel id', async () => {
    const list = await listArea(env.database, parse(QUERIES[3]!));
    const rows = list.parcels!.map((r) => [r.distanceFt!, r.parcelId] as const);
    expect(rows).toEqual([...rows].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)));
  });
});
