import { describe, expect, it } from 'vitest';
import { MAP_AREA_MAX_SQ_MI, mapAreaQuery } from '@county/shared/map';
import { AREA_LIMIT_SQ_MI, areaParams, defaultSort } from './area.ts';

describe('the drawn area as a query of GET /api/map/area', () => {
  it('states the contract’s limit', () => {
    expect(AREA_LIMIT_SQ_MI).toBe(MAP_AREA_MAX_SQ_MI);
  });

  it('writes each shape so the contract’s schema reads it', () => {
    const sort = { by: 'distance', dir: 'asc' as const };
    const queries = [
      areaParams({ shape: 'rect', west: -81.38123456789, south: 28.53, east: -81.37, north: 28.54 }, 'sales', sort, 2, 25),
      areaParams({ shape: 'circle', lon: -81.38, lat: 28.54, radiusFt: 1320.4 }, 'parcels', sort, 1, 25),
      areaParams({ shape: 'near', pid: '292235670001001', radiusFt: 0.2, lat: 28.5, lon: -81.3 }, 'sales', sort, 1, 25),
    ];
    const parsed = queries.map((q) => mapAreaQuery.parse(Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]))));
    expect(parsed[0]).toMatchObject({ shape: 'rect', west: -81.381235, page: 2, kind: 'sales' });
    expect(parsed[1]).toMatchObject({ shape: 'circle', radiusFt: 1320, kind: 'parcels' });
    // The outline's point is for the map only; the server measures from the parcel.
    expect(queries[2]).not.toHaveProperty('lat');
    expect(parsed[2]).toMatchObject({ shape: 'near', pid: '292235670001001', radiusFt: 1 });
  });
});

describe('the order of a drawn area’s list', () => {
  const rect = { shape: 'rect' as const, west: -81.39, south: 28.53, east: -81.38, north: 28.54 };
  const distance = { by: 'distance', dir: 'asc' as const };

  it('never asks a rectangle for distance, which the contract refuses (it has no center)', () => {
    expect(defaultSort(rect, 'parcels')).toEqual({ by: 'address', dir: 'asc' });
    expect(defaultSort(rect, 'sales')).toEqual({ by: 'saleDate', dir: 'desc' });
    for (const kind of ['parcels', 'sales'] as const) {
      const query = areaParams(rect, kind, distance, 1, 25);
      expect(query.sortBy).not.toBe('distance');
      expect(mapAreaQuery.safeParse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).success).toBe(true);
    }
    // Another column asked for is kept.
    expect(areaParams(rect, 'parcels', { by: 'justValue', dir: 'desc' }, 1, 25)).toMatchObject({ sortBy: 'justValue', sortDir: 'desc' });
  });

  it('lists nearest first around a center', () => {
    expect(defaultSort({ shape: 'circle', lon: -81.38, lat: 28.54, radiusFt: 500 }, 'sales')).toEqual(distance);
    expect(areaParams({ shape: 'near', pid: '292235670001001', radiusFt: 500 }, 'parcels', distance, 1, 25)).toMatchObject({ sortBy: 'distance' });
  });
});
