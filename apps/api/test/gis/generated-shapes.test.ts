import { expect, it } from 'vitest';
import { seedCounty } from '../../src/data/generator/index.ts';
import { pointInShape, shapesOverlap } from '../../src/gis/shape-overlap.ts';
import type { ParcelGeometry } from '../../src/gis/shape-rows.ts';
import type { ShapeRow as AuditedShape } from '../../src/audit/shape-audit.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// The generator's parcel shapes (decision 110): one for every parcel, none overlapping another but
// the stacked units of one condominium building, of the area the roll's acreage says, holding the
// parcel's point; and street centrelines named as the roll names its streets.

const PARCELS = 3_000;

interface ShapeRow extends AuditedShape {
  latitude: number | null;
  longitude: number | null;
}

describeEachDatabase('generated parcel shapes', (t) => {
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: PARCELS, tpp: 0, seed: 11 }), app: false, timeout: 120_000 });

  const shapes = async (): Promise<ShapeRow[]> =>
    await env.database.db
      .selectFrom('parcel_shapes as s')
      .innerJoin('parcels as p', 'p.parcel_id', 's.parcel_id')
      .select([
        's.parcel_id',
        's.geometry',
        's.min_lon',
        's.min_lat',
        's.max_lon',
        's.max_lat',
        's.area_sqft',
        'p.use_code',
        'p.acreage',
        'p.latitude',
        'p.longitude',
      ])
      .orderBy('s.parcel_id')
      .execute();

  it('gives every parcel a shape holding its point, of the area its acreage says', async () => {
    const rows = await shapes();
    expect(rows).toHaveLength(PARCELS);
    let compared = 0;
    for (const row of rows) {
      const geometry = JSON.parse(row.geometry) as ParcelGeometry;
      expect(pointInShape(Number(row.longitude), Number(row.latitude), geometry), `${row.parcel_id}'s point`).toBe(true);
      // Condominium units carry no land of their own (acreage 0): they stand on their building.
      if (!row.acreage) continue;
      compared++;
      const ratio = Number(row.area_sqft) / (Number(row.acreage) * 43_560);
      expect(ratio, `${row.parcel_id} (${row.use_code})`).toBeGreaterThan(0.9);
      expect(ratio, `${row.parcel_id} (${row.use_code})`).toBeLessThan(1.1);
    }
    expect(compared).toBeGreaterThan(PARCELS / 2);
  });

  it('lays no two shapes over each other, but the units of one condominium building (a sample)', async () => {
    const rows = await shapes();
    // Every 7th shape against every shape whose box meets its own.
    const byWest = [...rows].sort((a, b) => a.min_lon - b.min_lon);
    let pairs = 0;
    let stacked = 0;
    for (let i = 0; i < rows.length; i += 7) {
      const a = rows[i] as ShapeRow;
      for (const b of byWest) {
        if (b.min_lon >= a.max_lon) break;
        if (b.parcel_id === a.parcel_id || b.max_lon <= a.min_lon || b.min_lat >= a.max_lat || b.max_lat <= a.min_lat) continue;
        pairs++;
        const overlap = shapesOverlap(JSON.parse(a.geometry) as ParcelGeometry, JSON.parse(b.geometry) as ParcelGeometry);
        if (!overlap) continue;
        // Units of one building: the same footprint, both condominium units, the same building (the id's block).
        expect(a.geometry, `${a.parcel_id} overlaps ${b.parcel_id}`).toBe(b.geometry);
        expect(a.use_code.startsWith('04') && b.use_code.startsWith('04')).toBe(true);
        expect(a.parcel_id.slice(0, 12)).toBe(b.parcel_id.slice(0, 12));
        stacked++;
      }
    }
    expect(pairs).toBeGreaterThan(0);
    expect(stacked).toBeGreaterThan(0);
  });

  it('lays streets with the roll’s names, commercial parcels on main roads', async () => {
    const streets = await env.database.db.selectFrom('street_lines').select(['name', 'street_key', 'main', 'geometry']).execute();
    expect(streets.length).toBeGreaterThan(10);
    const keys = new Set((await env.database.db.selectFrom('parcels').select('street_key').distinct().execute()).map((p) => p.street_key));
    for (const s of streets) {
      expect(keys.has(s.street_key), s.name).toBe(true);
      expect((JSON.parse(s.geometry) as { type: string }).type).toBe('LineString');
    }
    expect(streets.some((s) => Number(s.main) === 1)).toBe(true);
    // A commercial parcel's shape touches a main road's right of way: within 100 feet of a main line.
    const commercial = await env.database.db
      .selectFrom('parcels as p')
      .innerJoin('parcel_shapes as s', 's.parcel_id', 'p.parcel_id')
      .select(['p.parcel_id', 'p.street_key', 's.min_lon', 's.min_lat', 's.max_lon', 's.max_lat'])
      .where('p.use_code', 'in', ['1100', '1700', '1900', '2100'])
      .where('p.street_key', 'is not', null)
      .execute();
    expect(commercial.length).toBeGreaterThan(0);
    const mains = streets
      .filter((s) => Number(s.main) === 1)
      .map((s) => ({ key: s.street_key, line: (JSON.parse(s.geometry) as { coordinates: [number, number][] }).coordinates }));
    const near = 100 / 364_000;
    for (const c of commercial) {
      const fronting = mains.some(
        (m) =>
          m.key === c.street_key &&
          m.line.some(([, lat]) => lat >= c.min_lat - near && lat <= c.max_lat + near) &&
          Math.min(...m.line.map(([lon]) => lon)) <= c.max_lon &&
          Math.max(...m.line.map(([lon]) => lon)) >= c.min_lon,
      );
      expect(fronting, `${c.parcel_id} fronts its main road`).toBe(true);
    }
  });
});
