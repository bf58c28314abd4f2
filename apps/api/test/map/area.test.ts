import { COMPARABLE_COLUMNS } from '@county/shared/comparable-columns';
import { describe, expect, it } from 'vitest';
import { CONFIDENTIAL_OWNER } from '@county/shared/confidential';
import type { MapAreaResponse } from '@county/shared/map';
import { addConfidential } from '../../src/privacy/index.ts';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';
import { CONFIDENTIAL, LOT_DLAT, LOT_DLON, LOTS, OWNER_OF, ORIGIN, RETIRED, TRACT, parcelRow, seedMap, type Lot } from './fixture.ts';

// The list of what lies inside an area drawn on the map (issue 28) on both databases: rectangles,
// circles and "within N feet of this parcel", parcels and qualified sales, sorted, paged, as CSV
// under the export cap, confidential owners masked and retired parcels left out.

/** A parcel with a point and no shape, north of the block: found by its point. */
const POINT_ONLY: Lot = {
  ...LOTS[0]!,
  parcelId: '292235670009001',
  displayId: '35-22-29-6700-90-001',
  lon: ORIGIN.lon + LOT_DLON / 2,
  lat: ORIGIN.lat + 5 * LOT_DLAT,
  box: { minLon: 0, minLat: 0, maxLon: 0, maxLat: 0 },
};

/** Degrees as a map sends them (the contract takes at most ten decimals). */
const deg = (value: number) => Number(value.toFixed(7));
const area = (query: Record<string, string | number>) =>
  `/api/map/area?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === 'number' && !Number.isInteger(v) ? String(deg(v)) : String(v)])).toString()}`;

/** A rectangle from the middle of one lot to the middle of another (a little taller, for lots in one row). */
const between = (a: Lot, b: Lot) => ({ shape: 'rect', west: a.lon, south: a.lat - LOT_DLAT / 4, east: b.lon, north: b.lat + LOT_DLAT / 4 });
const rowOf = (i: number) => LOTS.slice(i * 10, i * 10 + 10);
const inBlock = (lots: Lot[]) => lots.filter((lot) => lot !== RETIRED);

describeEachDatabase('the drawn-area list', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedMap(database);
      await database.db
        .insertInto('parcels')
        .values({ ...parcelRow(POINT_ONLY, 40), owner_name: OWNER_OF(POINT_ONLY) })
        .execute();
      await addConfidential(database, [CONFIDENTIAL.parcelId]);
    },
  });
  const get = async (query: Record<string, string | number>) => env.app.inject({ method: 'GET', url: area(query) });
  const list = async (query: Record<string, string | number>) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MapAreaResponse>();
  };
  const ids = (answer: MapAreaResponse) => (answer.parcels ?? answer.sales ?? []).map((r) => r.parcelId);

  it('lists the parcels whose shapes a rectangle crosses, in address order, without the retired one', async () => {
    const answer = await list(between(LOTS[3]!, LOTS[7]!));
    expect(answer.kind).toBe('parcels');
    expect(answer.areaSqMi).toBeGreaterThan(0);
    expect(ids(answer)).toEqual(inBlock(LOTS.slice(3, 8)).map((lot) => lot.parcelId));
    expect(answer.parcels!.every((r) => r.distanceFt === null)).toBe(true);
    const row = answer.parcels![0]!;
    expect(row).toMatchObject({
      displayParcelId: LOTS[3]!.displayId,
      owner: OWNER_OF(LOTS[3]!),
      useCode: '0000',
      useDescription: 'Vacant residential',
      justValue: LOTS[3]!.justValue,
    });
  });

  it('finds a shape the area crosses though its point lies outside, and a parcel without a shape by its point', async () => {
    // A strip along the tract's west edge, far from its middle.
    const strip = {
      shape: 'rect',
      west: TRACT.box.minLon - 0.00001,
      east: TRACT.box.minLon + 0.00005,
      south: TRACT.box.minLat + 0.0001,
      north: TRACT.box.minLat + 0.0002,
    };
    expect(ids(await list(strip))).toEqual([TRACT.parcelId]);
    const around = { shape: 'circle', lon: POINT_ONLY.lon, lat: POINT_ONLY.lat, radiusFt: 10 };
    expect(ids(await list(around))).toEqual([POINT_ONLY.parcelId]);
  });

  it('lists a circle nearest first, and "near" a parcel the same, by any form of its id', async () => {
    const centre = LOTS[11]!;
    // 50 ft reaches the lots either side (37 ft to their edges), not the rows before and after (60 ft).
    const circle = await list({ shape: 'circle', lon: centre.lon, lat: centre.lat, radiusFt: 50 });
    expect(ids(circle)).toEqual([centre.parcelId, ...[LOTS[10]!, LOTS[12]!].map((lot) => lot.parcelId).sort()]);
    expect(circle.parcels![0]!.distanceFt).toBe(0);
    expect(circle.parcels![1]!.distanceFt).toBeGreaterThan(70);
    for (const pid of [centre.displayId, centre.parcelId]) {
      const near = await list({ shape: 'near', pid, radiusFt: 50 });
      expect(ids(near)).toEqual(ids(circle));
    }
  });

  it('masks the confidential owner in the language asked for', async () => {
    const near = { shape: 'near', pid: CONFIDENTIAL.parcelId, radiusFt: 10 };
    expect((await list(near)).parcels![0]!.owner).toBe(CONFIDENTIAL_OWNER.en);
    expect((await list({ ...near, lang: 'es' })).parcels![0]!.owner).toBe(CONFIDENTIAL_OWNER.es);
    const csv = (await get({ ...near, format: 'csv' })).body;
    expect(csv).toContain(CONFIDENTIAL_OWNER.en);
    expect(csv).not.toContain(OWNER_OF(CONFIDENTIAL));
  });

  it('pages and sorts', async () => {
    const block = between(LOTS[0]!, LOTS[29]!);
    const all = inBlock(LOTS);
    const second = await list({ ...block, size: 5, page: 2 });
    expect(second.total).toBe(all.length);
    expect(second).toMatchObject({ page: 2, size: 5 });
    expect(ids(second)).toEqual(all.slice(5, 10).map((lot) => lot.parcelId));
    const dearest = await list({ ...block, sortBy: 'justValue', sortDir: 'desc', size: 3 });
    expect(ids(dearest)).toEqual(
      [...all]
        .sort((a, b) => b.justValue - a.justValue)
        .slice(0, 3)
        .map((lot) => lot.parcelId),
    );
    const past = await list({ ...block, page: 20 });
    expect(past.parcels).toEqual([]);
  });

  it('lists the qualified sales of the last three years, newest first, and as CSV', async () => {
    const block = { ...between(LOTS[0]!, LOTS[29]!), kind: 'sales' };
    const answer = await list(block);
    expect(answer.sales!.map((s) => [s.parcelId, s.saleDate, s.salePrice])).toEqual([
      [LOTS[4]!.parcelId, '2025-02-01', 420_000],
      [LOTS[1]!.parcelId, '2024-09-15', 355_000],
      [LOTS[12]!.parcelId, '2024-03-03', 333_000],
      [LOTS[1]!.parcelId, '2023-04-10', 310_000],
      [LOTS[21]!.parcelId, '2022-06-02', 275_000],
    ]);
    const sale = answer.sales![1]!;
    expect(sale.pricePerSqFt).toBe(sale.livingArea ? Math.round((355_000 / sale.livingArea) * 100) / 100 : null);
    const cheapest = await list({ ...block, sortBy: 'salePrice' });
    expect(cheapest.sales![0]!.salePrice).toBe(275_000);
    const csv = await get({ ...block, format: 'csv' });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="map-sales-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split(/\r\n/);
    // The columns of every list of comparable sales (decision 124).
    expect(lines[0]).toBe(COMPARABLE_COLUMNS.map((c) => c.csv).join(','));
    expect(lines.length).toBe(6);
    expect(lines[1]).toMatch(new RegExp(`^${LOTS[4]!.displayId},[^,]*,2025-02-01,420000,`));
  });

  it('refuses an export over the cap, pointing to the downloads', async () => {
    const capped = await testApp(env.database, { exportMaxRows: 3 });
    try {
      const response = await capped.inject({ method: 'GET', url: area({ ...between(LOTS[0]!, LOTS[29]!), format: 'csv' }) });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field: string; message: string }>()).toMatchObject({ field: 'query', message: expect.stringContaining('at most 3') as string });
      const page = await capped.inject({ method: 'GET', url: area(between(LOTS[0]!, LOTS[29]!)) });
      expect(page.statusCode).toBe(200);
    } finally {
      await capped.close();
    }
  });

  it('answers 400 naming the field for bad input, and saying the limit for an area too large', async () => {
    const cases: Array<[Record<string, string | number>, string, RegExp?]> = [
      [{ shape: 'rect', west: -81.4, south: 28.5, east: -81.3 }, 'north'],
      [{ shape: 'rect', west: -81.3, south: 28.5, east: -81.4, north: 28.6 }, 'east'],
      [{ shape: 'rect', west: -81.5, south: 28.4, east: -81.3, north: 28.6 }, 'north', /5 square miles/],
      [{ shape: 'circle', lon: -81.3, lat: 28.5, radiusFt: 9_000 }, 'radiusFt', /5 square miles/],
      [{ shape: 'circle', lon: -81.3, lat: 'north', radiusFt: 100 }, 'lat'],
      [{ shape: 'near', radiusFt: 100 }, 'pid'],
      [{ shape: 'triangle' }, 'shape'],
      [{ ...between(LOTS[0]!, LOTS[1]!), sortBy: 'distance' }, 'sortBy'],
      [{ ...between(LOTS[0]!, LOTS[1]!), kind: 'sales', sortBy: 'justValue' }, 'sortBy'],
      [{ ...between(LOTS[0]!, LOTS[1]!), size: 1000 }, 'size'],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const error = response.json<{ field: string; message: string }>();
      expect(error.field, JSON.stringify(query)).toBe(field);
      if (message) expect(error.message).toMatch(message);
    }
    const unknown = await get({ shape: 'near', pid: '35-22-29-6700-99-999', radiusFt: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ field: string }>().field).toBe('pid');
  });
});

describe('the drawn-area fixture', () => {
  it('puts the lot either side of a circle of 50 ft and not the rows beyond', () => {
    // The numbers the circle test leans on: lot width about 74 ft, depth about 120 ft.
    const feetPerDegreeLon = 364_000 * Math.cos((ORIGIN.lat * Math.PI) / 180);
    expect(LOT_DLON * feetPerDegreeLon).toBeGreaterThan(70);
    expect((LOT_DLAT * 364_000) / 2).toBeGreaterThan(50);
    expect(rowOf(1)[1]).toBe(LOTS[11]);
  });
});
