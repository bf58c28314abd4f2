import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import proj4 from 'proj4';
import type { Polygon, Position } from 'geojson';
import { storedToDisplay } from '@county/shared';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import type { Database } from '../../src/db/database.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { writeDorFiles } from '../../src/data/dor/index.ts';
import { ImportError, importRoll } from '../../src/data/importer/index.ts';
import { digest, dumpCounty } from './dump.ts';
import { BOWTIE, ELL, HOLE, SQUARE, WKT_2236, WKT_3087, metresBetween, ringAt, writeGeoJson, writeShapefile, type DrawnFeature } from './geometry-fixtures.ts';

// `npm run import -- --geometry FILE` (issue 28 part 2, decision 111): a county's GIS parcel layer,
// GeoJSON or a Shapefile in a projected CRS, made here from lots drawn in WGS84, comes back within a
// metre of where it was drawn; what cannot load is reported by feature index and skipped; a file
// that cannot be read at all leaves every table as it was.

const UNKNOWN = '272035999999999'; // a well-formed id (range 27, section 35) of no parcel

interface Stored {
  parcel_id: string;
  geometry: string;
  latitude: number | null;
  longitude: number | null;
}

async function shapes(database: Database): Promise<Map<string, Stored>> {
  const rows = await database.db
    .selectFrom('parcel_shapes')
    .innerJoin('parcels', 'parcels.parcel_id', 'parcel_shapes.parcel_id')
    .select(['parcel_shapes.parcel_id', 'parcel_shapes.geometry', 'parcels.latitude', 'parcels.longitude'])
    .execute();
  return new Map(rows.map((r) => [r.parcel_id, r]));
}

/** Every drawn corner has a stored corner within a metre (the stored ring may be wound the other way). */
function expectWithinAMetre(stored: Stored | undefined, drawn: Position[][]): void {
  expect(stored).toBeDefined();
  const geometry = JSON.parse(stored!.geometry) as Polygon;
  expect(geometry.coordinates).toHaveLength(drawn.length);
  drawn.forEach((ring, r) => {
    const got = geometry.coordinates[r]!;
    expect(got).toHaveLength(ring.length);
    for (const corner of ring) expect(Math.min(...got.map((p) => metresBetween(p, corner)))).toBeLessThan(1);
  });
}

/** Even-odd ray test written here, apart from the importer's own. */
function inside(point: [number, number], rings: Position[][]): boolean {
  let within = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i]!;
      const [xj = 0, yj = 0] = ring[j]!;
      if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) within = !within;
    }
  }
  return within;
}

function expectPointInside(stored: Stored | undefined): void {
  const rings = (JSON.parse(stored!.geometry) as Polygon).coordinates;
  expect(inside([stored!.longitude!, stored!.latitude!], rings)).toBe(true);
}

async function count(database: Database, table: string): Promise<number> {
  const { rows } = await sql.raw<{ n: number | string }>(`select count(*) as n from ${table}`).execute(database.db);
  return Number(rows[0]?.n);
}

async function rollChanges(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select n from roll_changes where id = 1`.execute(database.db);
  return Number(rows[0]?.n);
}

/** Every county table, the shapes and their cells, and the change count: "the roll as it was". */
async function snapshot(database: Database): Promise<string> {
  const extra = async (query: string): Promise<string[]> => (await sql.raw<Record<string, unknown>>(query).execute(database.db)).rows.map((r) => JSON.stringify(r)).sort();
  return digest({
    ...(await dumpCounty(database)),
    shapes: await extra('select * from parcel_shapes'),
    cells: await extra('select * from shape_cells'),
    points: await extra('select parcel_id, latitude, longitude from parcels'),
    changes: [String(await rollChanges(database))],
  });
}

describeEachDatabase('GIS parcel shapes import', (t) => {
  let dir = '';
  let nal = '';
  let ids: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'geometry-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  setUpTestApp(t, {
    seed: async (seeded) => {
      await seedCounty(seeded, { parcels: 40, tpp: 0, seed: 28 });
      const written = await writeDorFiles(seeded, dir, { year: 2026 });
      nal = written.find((f) => f.name.startsWith('NAL'))!.path;
      ids = (await seeded.db.selectFrom('parcels').select('parcel_id').orderBy('parcel_id').limit(4).execute()).map((p) => p.parcel_id);
      expect(ids).not.toContain(UNKNOWN);
    },
    app: false,
  });

  // Lots 100 m apart; the first id in display form, the second as stored, the attribute in lower case.
  const geoJsonLots = (): DrawnFeature[] => [
    { properties: { parcel_id: storedToDisplay(ids[0]!) }, rings: [ringAt([0, 0], SQUARE)] },
    { properties: { parcel_id: ids[1]! }, rings: [ringAt([100, 0], ELL)] },
    { properties: { parcel_id: UNKNOWN }, rings: [ringAt([200, 0], SQUARE)] },
    { properties: { parcel_id: ids[2]! }, rings: [ringAt([300, 0], SQUARE).slice(0, -1)] },
    { properties: { OWNER: 'nobody' }, rings: [ringAt([400, 0], SQUARE)] },
    { properties: { parcel_id: ids[3]! }, rings: [ringAt([500, 0], BOWTIE)] },
  ];

  it('loads GeoJSON in the same run as the NAL: shapes where they were drawn, points inside them, the rest reported by index', async () => {
    const database = await t.open();
    try {
      const path = await writeGeoJson(join(dir, 'lots.geojson'), geoJsonLots());
      const result = await importRoll(database, { nal, geometry: path });
      const summary = result.files.find((f) => f.kind === 'GEOMETRY');
      expect(summary).toMatchObject({ file: 'lots.geojson', read: 6, loaded: 2, rejected: 4 });
      expect(summary?.rejections.map((r) => r.line)).toEqual([2, 3, 4, 5]);
      expect(summary?.rejections[0]?.reason).toBe(`parcel_id ${UNKNOWN} is not on the roll`);
      expect(summary?.rejections[1]?.reason).toMatch(/not closed/);
      expect(summary?.rejections[2]?.reason).toBe('has no parcel_id');
      expect(summary?.rejections[3]?.reason).toMatch(/crosses itself/);

      const stored = await shapes(database);
      expect([...stored.keys()].sort()).toEqual([ids[0], ids[1]].sort());
      expectWithinAMetre(stored.get(ids[0]!), [ringAt([0, 0], SQUARE)]);
      expectWithinAMetre(stored.get(ids[1]!), [ringAt([100, 0], ELL)]);
      // The L's centroid lies outside it; the card's point does not.
      const ell = stored.get(ids[1]!);
      expect(inside([-81.3792 + 117.9 / (111_320 * Math.cos((28.5383 * Math.PI) / 180)), 28.5383 + 17.9 / 110_574], (JSON.parse(ell!.geometry) as Polygon).coordinates)).toBe(false);
      expectPointInside(ell);
      expectPointInside(stored.get(ids[0]!));
      expect(await count(database, 'shape_cells')).toBeGreaterThanOrEqual(2);

      // Loading the file again replaces each parcel's shape: one row each, the same cells, a new change count.
      const cells = await count(database, 'shape_cells');
      const before = await rollChanges(database);
      await importRoll(database, { geometry: path });
      expect(await count(database, 'parcel_shapes')).toBe(2);
      expect(await count(database, 'shape_cells')).toBe(cells);
      expect(await rollChanges(database)).toBeGreaterThan(before);

      // A parcel drawn as two features (a lot split by a canal) is one MultiPolygon, its point on the larger part.
      const split = await writeGeoJson(join(dir, 'split.geojson'), [
        { properties: { PARCEL_ID: ids[0]! }, rings: [ringAt([0, 0], SQUARE)] },
        { properties: { PARCEL_ID: ids[0]! }, rings: [ringAt([0, 50], HOLE)] },
      ]);
      const [loaded] = (await importRoll(database, { geometry: split })).files;
      expect(loaded).toMatchObject({ read: 2, loaded: 2, rejected: 0 });
      const parts = (await shapes(database)).get(ids[0]!)!;
      const multi = JSON.parse(parts.geometry) as { type: string; coordinates: Position[][][] };
      expect(multi.type).toBe('MultiPolygon');
      expect(multi.coordinates).toHaveLength(2);
      expect(inside([parts.longitude!, parts.latitude!], multi.coordinates[0]!)).toBe(true);
    } finally {
      await t.dispose(database);
    }
  });

  it('loads a Shapefile in EPSG:3087 (and one in State Plane feet) alone after the NAL, within a metre, holes kept', async () => {
    const database = await t.open();
    try {
      await importRoll(database, { nal });
      const lots: DrawnFeature[] = [
        { properties: { PIN: storedToDisplay(ids[0]!), NOTE: 'square with a pond' }, rings: [ringAt([0, 0], SQUARE), ringAt([0, 0], HOLE)] },
        { properties: { PIN: ids[1]!, NOTE: 'L' }, rings: [ringAt([100, 0], ELL)] },
        { properties: { PIN: ids[2]!, NOTE: 'a line, not a lot' }, rings: [ringAt([200, 0], [[0, 0], [30, 0], [0, 0]])] },
        { properties: { PIN: UNKNOWN, NOTE: 'not ours' }, rings: [ringAt([300, 0], SQUARE)] },
      ];
      const albers = await writeShapefile(dir, 'albers', lots, WKT_3087);
      const [summary] = (await importRoll(database, { geometry: albers })).files;
      expect(summary).toMatchObject({ kind: 'GEOMETRY', file: 'albers.shp', read: 4, loaded: 2, rejected: 2 });
      expect(summary?.rejections.map((r) => r.line)).toEqual([2, 3]);
      expect(summary?.rejections[0]?.reason).toMatch(/fewer than 4 points/);
      expect(summary?.rejections[1]?.reason).toMatch(/not on the roll/);
      const stored = await shapes(database);
      expectWithinAMetre(stored.get(ids[0]!), [ringAt([0, 0], SQUARE), ringAt([0, 0], HOLE)]);
      expectWithinAMetre(stored.get(ids[1]!), [ringAt([100, 0], ELL)]);
      // The square's centre is in its pond: the point is on land.
      expectPointInside(stored.get(ids[0]!));
      expectPointInside(stored.get(ids[1]!));

      // The same lots moved 1 km east in State Plane US feet replace the shapes (the key named explicitly).
      const moved = lots.slice(0, 2).map((f, i) => ({ ...f, rings: f === lots[0] ? [ringAt([1000, 0], SQUARE)] : [ringAt([1100 + i, 0], ELL)] }));
      const feet = await writeShapefile(dir, 'feet', moved, WKT_2236);
      await importRoll(database, { geometry: feet, geometryKey: 'pin' });
      const again = await shapes(database);
      expect(again.size).toBe(2);
      expectWithinAMetre(again.get(ids[0]!), [ringAt([1000, 0], SQUARE)]);
      expectWithinAMetre(again.get(ids[1]!), [ringAt([1101, 0], ELL)]);
      expectPointInside(again.get(ids[0]!));
    } finally {
      await t.dispose(database);
    }
  });

  it('leaves every table as it was when the file cannot be read: bad or missing CRS, no id attribute, a cut-short or foreign file', async () => {
    const database = await t.open();
    try {
      await importRoll(database, { nal, geometry: await writeGeoJson(join(dir, 'first.geojson'), geoJsonLots()) });
      const before = await snapshot(database);
      const lots: DrawnFeature[] = [{ properties: { PIN: ids[2]! }, rings: [ringAt([0, 0], SQUARE)] }];

      const badPrj = await writeShapefile(dir, 'bad-prj', lots, WKT_3087);
      await writeFile(join(dir, 'bad-prj.prj'), 'PROJCS["Somewhere",GEOGCS["x"],PROJECTION["No_Such_Projection"]]');
      const noPrj = await writeShapefile(dir, 'no-prj', lots, WKT_3087);
      await rm(join(dir, 'no-prj.prj'));
      const wrongPrj = await writeShapefile(dir, 'wrong-prj', lots, WKT_3087);
      await writeFile(join(dir, 'wrong-prj.prj'), 'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]');
      const cut = await writeShapefile(dir, 'cut', lots, WKT_3087);
      await writeFile(cut, (await readFile(cut)).subarray(0, 150));
      const noId = await writeShapefile(dir, 'no-id', [{ properties: { OWNER: 'x' }, rings: lots[0]!.rings }], WKT_3087);
      const inAlbers = await writeGeoJson(join(dir, 'albers.geojson'), [{ properties: { PIN: ids[2]! }, rings: lots[0]!.rings }], {
        crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::3087' } },
      });
      const folio = await writeGeoJson(join(dir, 'folio.geojson'), [{ properties: { PIN: ids[2]! }, rings: lots[0]!.rings }]);
      const albers = proj4('WGS84', WKT_3087);
      const projected = await writeGeoJson(join(dir, 'projected.geojson'), [
        { properties: { PIN: ids[2]! }, rings: lots[0]!.rings.map((ring) => ring.map((p) => albers.forward([p[0]!, p[1]!]))) },
      ]);
      const notJson = join(dir, 'broken.geojson');
      await writeFile(notJson, '{"type": "FeatureCollection", "features": [');

      const cases: [string, { geometry: string; geometryKey?: string }, RegExp][] = [
        ['unknown CRS', { geometry: badPrj }, /names no coordinate system proj4 can read/],
        ['no .prj', { geometry: noPrj }, /no \.prj/],
        ['a .prj that does not fit', { geometry: wrongPrj }, /does not fit/],
        ['cut short', { geometry: cut }, /cut short/],
        ['no id attribute', { geometry: noId }, /no parcel-id attribute \(PARCEL_ID, PARCELNO, PIN; its attributes: OWNER\)/],
        ['a key it lacks', { geometry: folio, geometryKey: 'FOLIO' }, /no attribute FOLIO/],
        ['GeoJSON in another CRS', { geometry: inAlbers }, /EPSG::3087.*WGS84/],
        ['GeoJSON in metres with no crs', { geometry: projected }, /are not longitudes and latitudes/],
        ['not JSON', { geometry: notJson }, /cannot be read as GeoJSON/],
      ];
      for (const [name, options, message] of cases) {
        const attempt = importRoll(database, options);
        await expect(attempt, name).rejects.toThrow(ImportError);
        await expect(importRoll(database, options), name).rejects.toThrow(message);
        expect(await snapshot(database), name).toBe(before);
      }

      // A file that fails while it is being written (here the change count's table is away, so the
      // last statements fail after the shapes went in) is rolled back whole.
      const good = await writeGeoJson(join(dir, 'good.geojson'), [
        { properties: { PIN: ids[0]! }, rings: [ringAt([2000, 0], SQUARE)] },
        { properties: { PIN: ids[2]! }, rings: [ringAt([2100, 0], SQUARE)] },
      ]);
      await sql`alter table roll_changes rename to roll_changes_away`.execute(database.db);
      try {
        await expect(importRoll(database, { geometry: good })).rejects.toThrow();
      } finally {
        await sql`alter table roll_changes_away rename to roll_changes`.execute(database.db);
      }
      expect(await snapshot(database)).toBe(before);
    } finally {
      await t.dispose(database);
    }

    // With the NAL in the same run, an unreadable geometry file stops the run before anything is written.
    const fresh = await t.open();
    try {
      const noId = join(dir, 'no-id.shp');
      await expect(importRoll(fresh, { nal, geometry: noId })).rejects.toThrow(/no parcel-id attribute/);
      expect(await count(fresh, 'parcels')).toBe(0);
      expect(await count(fresh, 'parcel_shapes')).toBe(0);
    } finally {
      await t.dispose(fresh);
    }
  });
});
