import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Position } from 'geojson';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import type { Database } from '../../src/db/database.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { importRoll } from '../../src/data/importer/index.ts';
import { shapeRows } from '../../src/gis/shape-rows.ts';
import { digest, dumpCounty } from './dump.ts';
import { writeGeoJson, type DrawnFeature } from './geometry-fixtures.ts';

// Issue 43, items 1, 2 and 8: a county's GIS file with the defects the probe found. A lot with one
// vertex at (0, 0), a world-sized ring, a condominium unit given a 21-square-mile triangle and an
// Infinity coordinate are refused by index and reason while the good lot beside them loads; a star
// ring of 7,001 points is refused and a plain ring of 40,000 loads; a file of which nothing loads
// changes nothing, not even the roll's change count.

interface Parcel {
  id: string;
  lon: number;
  lat: number;
}

const FEET_PER_DEGREE_LAT = 364_000;

/** A square lot of `feet` on a side with its south-west corner at the point. */
function lotAt(p: Parcel, feet = 60): Position[] {
  const dLat = feet / FEET_PER_DEGREE_LAT;
  const dLon = feet / (FEET_PER_DEGREE_LAT * Math.cos((p.lat * Math.PI) / 180));
  return [
    [p.lon, p.lat],
    [p.lon + dLon, p.lat],
    [p.lon + dLon, p.lat + dLat],
    [p.lon, p.lat + dLat],
    [p.lon, p.lat],
  ];
}

function circleAt(p: Parcel, n: number, step = 1): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * ((i * step) % n)) / n;
    ring.push([p.lon + 0.0003 * Math.cos(a), p.lat + 0.0003 * Math.sin(a)]);
  }
  return [...ring, ring[0]!];
}

async function rollChanges(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select n from roll_changes where id = 1`.execute(database.db);
  return Number(rows[0]?.n);
}

/** The county as stored, its shapes, cells and points, the change count and the statistics' stamp. */
async function snapshot(database: Database): Promise<string> {
  const extra = async (query: string): Promise<string[]> => (await sql.raw<Record<string, unknown>>(query).execute(database.db)).rows.map((r) => JSON.stringify(r)).sort();
  return digest({
    ...(await dumpCounty(database)),
    shapes: await extra('select * from parcel_shapes'),
    cells: await extra('select * from shape_cells'),
    points: await extra('select parcel_id, latitude, longitude from parcels'),
    changes: [String(await rollChanges(database))],
    statistics: await extra('select roll_changes, computed_at from statistics_state'),
  });
}

async function cellsOf(database: Database, id: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from shape_cells where parcel_id = ${id}`.execute(database.db);
  return Number(rows[0]?.n);
}

async function pointOf(database: Database, id: string): Promise<[number, number]> {
  const row = await database.db.selectFrom('parcels').select(['longitude', 'latitude']).where('parcel_id', '=', id).executeTakeFirstOrThrow();
  return [Number(row.longitude), Number(row.latitude)];
}

describeEachDatabase('GIS import of bad shapes (issue 43)', (t) => {
  let dir = '';
  let parcels: Parcel[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'geometry-bad-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const handle = setUpTestApp(t, {
    seed: async (seeded) => {
      await seedCounty(seeded, { parcels: 40, tpp: 0, seed: 43 });
      const rows = await seeded.db
        .selectFrom('parcels')
        .select(['parcel_id', 'longitude', 'latitude'])
        .where('latitude', 'is not', null)
        .where('land_sqft', '>', 0)
        .orderBy('parcel_id')
        .limit(6)
        .execute();
      parcels = rows.map((r) => ({ id: r.parcel_id, lon: Number(r.longitude), lat: Number(r.latitude) }));
      // The fourth stands for a condominium unit: it holds no land of its own.
      await seeded.db.updateTable('parcels').set({ land_sqft: 0 }).where('parcel_id', '=', parcels[3]!.id).execute();
    },
    app: false,
  });

  const feature = (p: Parcel, rings: Position[][]): DrawnFeature => ({ properties: { PARCEL_ID: p.id }, rings });

  it('refuses a lot with a vertex at (0, 0), a world-sized ring, a unit 21 sq mi wide and an Infinity coordinate, by index and reason', async () => {
    const database = handle.database;
    {
      const [good, zero, world, unit, infinite] = parcels as [Parcel, Parcel, Parcel, Parcel, Parcel];
      const zeroLot = lotAt(zero);
      zeroLot[2] = [0, 0];
      // A triangle of about 21 square miles from the unit's point (legs of 6.5 miles).
      const legLat = (6.5 * 5280) / FEET_PER_DEGREE_LAT;
      const legLon = legLat / Math.cos((unit.lat * Math.PI) / 180);
      const triangle = [
        [unit.lon, unit.lat],
        [unit.lon + legLon, unit.lat],
        [unit.lon, unit.lat + legLat],
        [unit.lon, unit.lat],
      ];
      const path = await writeGeoJson(join(dir, 'bad.geojson'), [
        feature(good, [lotAt(good)]),
        feature(zero, [zeroLot]),
        feature(world, [
          [
            [-179, -85],
            [179, -85],
            [179, 85],
            [-179, 85],
            [-179, -85],
          ],
        ]),
        feature(unit, [triangle]),
        feature(infinite, [lotAt(infinite).map((p, i) => (i === 1 ? [123456789, p[1]!] : p))]),
      ]);
      // JSON has no Infinity; a number too large for a double reads as one.
      await writeFile(path, (await readFile(path, 'utf8')).replace('123456789', '1e999'));
      const before = await Promise.all([zero, world, unit, infinite].map((p) => pointOf(database, p.id)));
      const cellsBefore = await Promise.all([zero, world, unit, infinite].map((p) => cellsOf(database, p.id)));
      const changes = await rollChanges(database);

      // The county's extent from the roll's own points.
      const [summary] = (await importRoll(database, { geometry: path })).files;
      expect(summary).toMatchObject({ read: 5, loaded: 1, rejected: 4 });
      const reasons = summary!.rejections.map((r) => [r.line, r.reason]);
      expect(reasons[0]).toEqual([1, expect.stringMatching(new RegExp(`^PARCEL_ID ${zero.id}: lies outside the county \\(its box is -81\\.\\d+, 0 to 0, 28\\.\\d+; the county's extent is `))]);
      expect(reasons[1]).toEqual([2, expect.stringMatching(new RegExp(`^PARCEL_ID ${world.id}: lies outside the county`))]);
      expect(reasons[2]).toEqual([3, expect.stringMatching(new RegExp(`^PARCEL_ID ${unit.id}: (lies outside the county|has a box of)`))]);
      expect(reasons[3]).toEqual([4, `PARCEL_ID ${infinite.id}: outer ring, point 1, is not a pair of numbers`]);
      // Nothing of the refused was stored: their points and cells are as they were; the good lot moved and counts a change.
      expect(await Promise.all([zero, world, unit, infinite].map((p) => pointOf(database, p.id)))).toEqual(before);
      expect(await Promise.all([zero, world, unit, infinite].map((p) => cellsOf(database, p.id)))).toEqual(cellsBefore);
      expect(await cellsOf(database, good.id)).toBeLessThanOrEqual(4);
      expect(await rollChanges(database)).toBeGreaterThan(changes);

      // A configured extent (COUNTY_EXTENT) two degrees wide: the unit's triangle fits in it, but is far larger than its land.
      const extent = { minLon: Math.round(unit.lon) - 1, minLat: Math.round(unit.lat) - 1, maxLon: Math.round(unit.lon) + 1, maxLat: Math.round(unit.lat) + 1 };
      const [configured] = (await importRoll(database, { geometry: path, extent })).files;
      expect(configured!.rejections.map((r) => r.line)).toEqual([1, 2, 3, 4]);
      expect(configured!.rejections[0]!.reason).toContain(`the county's extent is ${extent.minLon}, ${extent.minLat} to ${extent.maxLon}, ${extent.maxLat}`);
      expect(configured!.rejections[2]!.reason).toMatch(new RegExp(`^PARCEL_ID ${unit.id}: has a box of 2\\d,\\d{3}(\\.\\d+)? acres, far larger than the parcel's land \\(0 acres\\)$`));

      // However it was drawn, no shape is listed under more cells than the cap.
      expect(() => shapeRows(world.id, { type: 'Polygon', coordinates: [[[-179, -85], [179, -85], [179, 85], [-179, 85], [-179, -85]]] })).toThrow(/map cells/);
    }
  });

  it('refuses a star ring of 7,001 points and loads a plain ring of 40,000', async () => {
    const database = handle.database;
    {
      const star = circleAt(parcels[4]!, 7000, 3499);
      expect(star).toHaveLength(7001);
      const path = await writeGeoJson(join(dir, 'rings.geojson'), [feature(parcels[4]!, [star]), feature(parcels[5]!, [circleAt(parcels[5]!, 40_000)])]);
      const [summary] = (await importRoll(database, { geometry: path })).files;
      expect(summary).toMatchObject({ read: 2, loaded: 1, rejected: 1 });
      expect(summary!.rejections[0]).toMatchObject({ line: 0, reason: expect.stringMatching(/: the polygon crosses itself near \(/) });
      const stored = await database.db.selectFrom('parcel_shapes').select('geometry').where('parcel_id', '=', parcels[5]!.id).executeTakeFirstOrThrow();
      expect((JSON.parse(stored.geometry) as { coordinates: Position[][] }).coordinates[0]).toHaveLength(40_001);
    }
  });

  it('changes nothing for a file of which nothing loads: no change counted, no statistics recomputed', async () => {
    const database = handle.database;
    {
      const zeroLot = lotAt(parcels[1]!);
      zeroLot[2] = [0, 0];
      const path = await writeGeoJson(join(dir, 'nothing.geojson'), [
        feature(parcels[1]!, [zeroLot]),
        { properties: { PARCEL_ID: '272035999999999' }, rings: [lotAt(parcels[0]!)] },
      ]);
      const before = await snapshot(database);
      const [summary] = (await importRoll(database, { geometry: path })).files;
      expect(summary).toMatchObject({ read: 2, loaded: 0, rejected: 2 });
      expect(await snapshot(database)).toBe(before);
    }
  });
});
