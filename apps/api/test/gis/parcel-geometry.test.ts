import { expect, it } from 'vitest';
import { parcelGeometrySchema } from '@county/shared/map';
import { seedCounty } from '../../src/data/generator/index.ts';
import { pointInShape } from '../../src/gis/shape-overlap.ts';
import type { ParcelGeometry } from '../../src/gis/shape-rows.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// GET /api/parcels/{pid}/geometry on a generated county: the parcel's shape as a GeoJSON Feature,
// by any form of its id; 404 for a parcel not on the roll, retired, or without a shape; 400 naming
// pid for what is no parcel id; cached like a card.

const SHOWCASE = '272035664500001';
const SHOWCASE_DISPLAY = '35-20-27-6645-00-001';
const RETIRED = '272035664500002';
const SHAPELESS = '272035664500003';

describeEachDatabase('a parcel’s shape', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedCounty(database, { parcels: 300, tpp: 0, seed: 5 });
      await database.db.updateTable('parcels').set({ retired_on: '2026-01-02' }).where('parcel_id', '=', RETIRED).execute();
      await database.db.deleteFrom('parcel_shapes').where('parcel_id', '=', SHAPELESS).execute();
    },
    timeout: 60_000,
  });
  const get = (pid: string, headers: Record<string, string> = {}) =>
    env.app.inject({ method: 'GET', url: `/api/parcels/${encodeURIComponent(pid)}/geometry`, headers });

  it('answers the shape as a Feature by any form of the parcel id', async () => {
    const first = await get(SHOWCASE);
    expect(first.statusCode).toBe(200);
    const feature = parcelGeometrySchema.parse(first.json());
    expect(feature.id).toBe(SHOWCASE);
    expect(feature.properties).toMatchObject({ parcelId: SHOWCASE, displayParcelId: SHOWCASE_DISPLAY });
    const stored = await env.database.db.selectFrom('parcel_shapes').selectAll().where('parcel_id', '=', SHOWCASE).executeTakeFirstOrThrow();
    expect(feature.geometry).toEqual(JSON.parse(stored.geometry));
    expect(feature.bbox).toEqual([stored.min_lon, stored.min_lat, stored.max_lon, stored.max_lat].map(Number));
    expect(feature.properties.areaSqFt).toBe(Number(stored.area_sqft));
    const point = await env.database.db.selectFrom('parcels').select(['latitude', 'longitude']).where('parcel_id', '=', SHOWCASE).executeTakeFirstOrThrow();
    expect(pointInShape(Number(point.longitude), Number(point.latitude), feature.geometry as ParcelGeometry)).toBe(true);
    for (const form of [SHOWCASE_DISPLAY, '35 20 27 6645 00 001', '352027664500001', ` ${SHOWCASE_DISPLAY} `]) {
      const res = await get(form);
      expect(res.statusCode, form).toBe(200);
      expect(res.body, form).toBe(first.body);
    }
  });

  it('answers 404 naming pid for a parcel not on the roll, retired, or without a shape', async () => {
    for (const [pid, says] of [
      ['35-20-27-9999-99-999', 'No parcel with id 35-20-27-9999-99-999'],
      [RETIRED, 'No parcel with id'],
      [SHAPELESS, 'has no shape'],
    ] as const) {
      const res = await get(pid);
      expect(res.statusCode, pid).toBe(404);
      expect(res.json().field, pid).toBe('pid');
      expect(res.json().message, pid).toContain(says);
      expect(res.headers.etag, pid).toBeUndefined();
    }
  });

  it('refuses what is no parcel id with a 400 naming pid, never a 500', async () => {
    for (const junk of ['abc', '2720356645000', '2720356645000011', "1' OR 1=1--", '%', '_'.repeat(15), 'x'.repeat(60)]) {
      const res = await get(junk);
      expect(res.statusCode, junk.slice(0, 20)).toBe(400);
      expect(res.json().field, junk.slice(0, 20)).toBe('pid');
      expect(res.json().message).toBeTruthy();
    }
    // A path parameter longer than the router takes is refused before the route: 414, or 404 when the
    // router stops matching before it reaches this route's parameter; never a 500.
    expect([404, 414]).toContain((await get('x'.repeat(5_000))).statusCode);
  });

  it('is cached like a card, with an ETag answering 304', async () => {
    const first = await get(SHOWCASE);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(SHOWCASE_DISPLAY, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('272035664500004');
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('is in the OpenAPI document', () => {
    const paths = (env.app.swagger() as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> }).paths;
    const op = paths['/api/parcels/{pid}/geometry']?.get;
    expect(op).toBeDefined();
    expect(op?.parameters?.some((p) => p.in === 'path' && p.name === 'pid')).toBe(true);
  });
});
