import { expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import { seedCounty } from '../../src/data/generator/index.ts';
import { auditShapes } from '../../src/audit/shape-audit.ts';
import { shapeRows } from '../../src/gis/shape-rows.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// The roll audit's shape rules (npm run audit:roll): a generated county breaks neither; a shape
// moved onto its neighbour, or a parcel whose acreage no longer matches its shape, is reported with
// the parcel's id, while the stacked units of a condominium building are not.

describeEachDatabase('the roll audit of parcel shapes', (t) => {
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: 2_000, tpp: 0, seed: 11 }), app: false, timeout: 120_000 });

  const rules = async () => Object.fromEntries((await auditShapes(env.database)).map((r) => [r.id, r]));

  it('finds nothing wrong in a generated county, stacked condominium units included', async () => {
    const stacked = await env.database.db.selectFrom('parcels').select('parcel_id').where('use_code', 'like', '04%').limit(2).execute();
    expect(stacked).toHaveLength(2);
    const found = await rules();
    expect(found['shape-overlap']).toMatchObject({ severity: 'hard', violations: 0 });
    expect(found['shape-area']).toMatchObject({ severity: 'soft', violations: 0 });
  });

  it('reports a shape laid over its neighbour and an area that disagrees with the acreage', async () => {
    const { db } = env.database;
    const [a, b] = await db.selectFrom('parcel_shapes').selectAll().where('parcel_id', 'like', '2720356645%').orderBy('parcel_id').limit(2).execute();
    if (!a || !b) throw new Error('the showcase subdivision has two lots');
    // b's polygon moved halfway onto a.
    const target = JSON.parse(a.geometry) as Polygon;
    const shifted: Polygon = {
      type: 'Polygon',
      coordinates: target.coordinates.map((ring) => ring.map(([lon, lat]) => [(lon ?? 0) + (Number(a.max_lon) - Number(a.min_lon)) / 2, lat ?? 0])),
    };
    const { shape } = shapeRows(b.parcel_id, shifted);
    await db.updateTable('parcel_shapes').set(shape).where('parcel_id', '=', b.parcel_id).execute();
    const acreage = await db.selectFrom('parcels').select('acreage').where('parcel_id', '=', a.parcel_id).executeTakeFirstOrThrow();
    await db
      .updateTable('parcels')
      .set({ acreage: Number(acreage.acreage) * 1.5 })
      .where('parcel_id', '=', a.parcel_id)
      .execute();
    const found = await rules();
    expect(found['shape-overlap']?.violations).toBeGreaterThanOrEqual(1);
    expect(found['shape-overlap']?.examples.some((e) => [a.parcel_id, b.parcel_id].includes(e.id) && e.problem.includes('overlaps'))).toBe(true);
    expect(found['shape-area']?.violations).toBeGreaterThanOrEqual(1);
    expect(found['shape-area']?.examples.map((e) => e.id)).toContain(a.parcel_id);
  });
});
