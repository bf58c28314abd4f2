import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { VectorTile, type VectorTileLayer } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { addConfidential } from '../../src/privacy/index.ts';
import { CELL_ZOOM, latToTileY, lonToTileX, tileBox, type Box } from '../../src/gis/tile-math.ts';
import { TILE_BUFFER, TILE_EXTENT } from '../../src/gis/vector-tile.ts';
import { describeEachDatabase, GENEROUS_LIMITS, postgresAvailable, setUpTestApp, testApp } from '../helpers.ts';
import { ALL_LOTS, CELL, CONFIDENTIAL, LOTS, OWNER_OF, RETIRED, SALES, SALES_SINCE, STREET, TRACT, seedMap, type Lot } from './fixture.ts';

// The map's vector tiles (issue 28, decision 112) on both databases: decoded with @mapbox/vector-tile,
// they hold the parcels whose shapes cross them with the properties of the contract, and the bytes
// SQLite and PostgreSQL serve are the same.

const path = (z: number, x: number, y: number) => `/api/tiles/${z}/${x}/${y}.mvt`;

/** The tile's bytes, whichever way they came. */
function bytesOf(response: { headers: Record<string, unknown>; rawPayload: Buffer }): Buffer {
  return response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
}

function layer(bytes: Buffer, name: string): VectorTileLayer | undefined {
  return new VectorTile(new PbfReader(bytes)).layers[name];
}

function propertiesOf(l: VectorTileLayer | undefined): Array<Record<string, unknown>> {
  return l ? Array.from({ length: l.length }, (_, i) => ({ ...l.feature(i).properties })) : [];
}

const meets = (a: Box, b: Box) => a.minLon < b.maxLon && a.maxLon > b.minLon && a.minLat < b.maxLat && a.maxLat > b.minLat;

/** The tile's box grown by its buffer: what geojson-vt keeps for drawing across the seams. */
function buffered(z: number, x: number, y: number): Box {
  const box = tileBox(z, x, y);
  const share = TILE_BUFFER / TILE_EXTENT;
  const dx = (box.maxLon - box.minLon) * share;
  const dy = (box.maxLat - box.minLat) * share;
  return { minLon: box.minLon - dx, maxLon: box.maxLon + dx, minLat: box.minLat - dy, maxLat: box.maxLat + dy };
}

const onRoll = ALL_LOTS.filter((lot) => lot !== RETIRED);
const ids = (lots: Lot[]) => lots.map((lot) => lot.parcelId).sort();

/** Tiles each database served, compared once both have run. */
const served = new Map<string, Map<string, Buffer>>();

describeEachDatabase('vector tiles', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedMap(database);
      await addConfidential(database, [CONFIDENTIAL.parcelId]);
    },
  });
  const get = (url: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }) => env.app.inject({ method: 'GET', url, headers });
  const keep = (url: string, bytes: Buffer) => {
    if (!served.has(t.dialect)) served.set(t.dialect, new Map());
    served.get(t.dialect)!.set(url, bytes);
  };

  it('serves the zoom-14 cell gzip compressed, with its type, ETag and cache lifetime', async () => {
    const url = path(CELL_ZOOM, CELL.x, CELL.y);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const bytes = bytesOf(response);
    expect(response.rawPayload.length).toBeLessThan(bytes.length);
    keep(url, bytes);
    // Without gzip in Accept-Encoding, the same bytes uncompressed.
    const plain = await get(path(CELL_ZOOM, CELL.x, CELL.y), {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(bytes)).toBe(true);
  });

  it('holds every parcel on the roll in the cell, with exactly the contract properties, and no owner', async () => {
    const bytes = bytesOf(await get(path(CELL_ZOOM, CELL.x, CELL.y)));
    const parcels = layer(bytes, 'parcels')!;
    expect(parcels.version).toBe(2);
    expect(parcels.extent).toBe(4096);
    expect(parcels.feature(0).type).toBe(3); // polygon
    const properties = propertiesOf(parcels);
    expect(properties.map((p) => p.parcelId)).toEqual(ids(onRoll));
    const sold = LOTS[1]!;
    expect(properties.find((p) => p.parcelId === sold.parcelId)).toEqual({
      parcelId: sold.parcelId,
      displayParcelId: sold.displayId,
      useCode: '0100',
      useClass: 'single-family',
      homestead: false,
      justValue: sold.justValue,
      justValuePerSqFt: Math.round((sold.justValue / sold.landSqft) * 100) / 100,
      lastSaleYear: 2024,
      lastSalePrice: 355_000,
    });
    // No sale, no sale properties; a tract's use class.
    expect(properties.find((p) => p.parcelId === TRACT.parcelId)).toEqual({
      parcelId: TRACT.parcelId,
      displayParcelId: TRACT.displayId,
      useCode: '6100',
      useClass: 'agricultural',
      homestead: false,
      justValue: TRACT.justValue,
      justValuePerSqFt: Math.round((TRACT.justValue / TRACT.landSqft) * 100) / 100,
    });
    expect(parcels.feature(0).id).toBe(Number(ids(onRoll)[0]));
    const text = bytes.toString('latin1');
    for (const lot of ALL_LOTS) expect(text).not.toContain(OWNER_OF(lot));
    expect(text).not.toContain('Confidential');
  });

  it('holds the streets and the qualified sales of the last three years', async () => {
    const bytes = bytesOf(await get(path(CELL_ZOOM, CELL.x, CELL.y)));
    expect(propertiesOf(layer(bytes, 'streets'))).toEqual([{ name: STREET.name, main: true }]);
    const expected = SALES.filter(([i, date, price, qual]) => LOTS[i] !== RETIRED && date >= SALES_SINCE && price > 0 && ['01', '02'].includes(qual))
      .map(([i, date, price]) => ({
        parcelId: LOTS[i]!.parcelId,
        displayParcelId: LOTS[i]!.displayId,
        saleDate: date,
        saleYear: Number(date.slice(0, 4)),
        salePrice: price,
      }))
      .sort((a, b) => a.parcelId.localeCompare(b.parcelId) || a.saleDate.localeCompare(b.saleDate));
    expect(expected.length).toBe(5);
    const sales = layer(bytes, 'sales')!;
    expect(sales.feature(0).type).toBe(1); // point
    expect(propertiesOf(sales)).toEqual(expected);
    // Each sale stands at its parcel's point.
    const first = sales.feature(0).toGeoJSON(CELL.x, CELL.y, CELL_ZOOM).geometry as { coordinates: number[] };
    const lot = LOTS.find((l) => l.parcelId === expected[0]!.parcelId)!;
    expect(first.coordinates[0]).toBeCloseTo(lot.lon, 5);
    expect(first.coordinates[1]).toBeCloseTo(lot.lat, 5);
  });

  it('holds, at zooms 15 to 18, the parcels whose shapes cross the tile and only those', async () => {
    let checked = 0;
    for (let z = 15; z <= 18; z++) {
      const lots = onRoll.filter((lot) => lot !== TRACT);
      const x0 = lonToTileX(lots[0]!.box.minLon, z) - 1;
      const y0 = latToTileY(lots[lots.length - 1]!.box.maxLat, z) - 1;
      for (let x = x0; x <= lonToTileX(lots[lots.length - 1]!.box.maxLon, z) + 1; x++) {
        for (let y = y0; y <= latToTileY(lots[0]!.box.minLat, z) + 1; y++) {
          const url = path(z, x, y);
          const response = await get(url);
          const got = response.statusCode === 204 ? [] : propertiesOf(layer(bytesOf(response), 'parcels')).map((p) => p.parcelId as string);
          const crossing = ids(onRoll.filter((lot) => meets(lot.box, tileBox(z, x, y))));
          const reaching = ids(onRoll.filter((lot) => meets(lot.box, buffered(z, x, y))));
          for (const id of crossing) expect(got, `${z}/${x}/${y}`).toContain(id);
          for (const id of got) expect(reaching, `${z}/${x}/${y}`).toContain(id);
          if (response.statusCode === 200) keep(url, bytesOf(response));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('draws only the larger parcels at zooms 12 and 13, and streets from zoom 10', async () => {
    const at = (z: number) => path(z, CELL.x >> (CELL_ZOOM - z), CELL.y >> (CELL_ZOOM - z));
    for (const z of [12, 13]) {
      const bytes = bytesOf(await get(at(z)));
      expect(propertiesOf(layer(bytes, 'parcels')).map((p) => p.parcelId)).toEqual([TRACT.parcelId]);
      expect(layer(bytes, 'sales')).toBeUndefined();
      keep(at(z), bytes);
    }
    const z10 = bytesOf(await get(at(10)));
    expect(propertiesOf(layer(z10, 'streets'))).toEqual([{ name: STREET.name, main: true }]);
    expect(layer(z10, 'parcels')).toBeUndefined();
  });

  it('answers 204 for a tile with nothing in it', async () => {
    const far = await get(path(16, 0, 0));
    expect(far.statusCode).toBe(204);
    expect(far.rawPayload.length).toBe(0);
    expect((await get(path(3, 2, 3))).statusCode).toBe(204);
  });

  it('answers 400 naming the field for coordinates out of range or not numbers', async () => {
    const cases: Array<[string, string]> = [
      [path(21, 0, 0), 'z'],
      ['/api/tiles/x/0/0.mvt', 'z'],
      [path(4, 16, 0), 'x'],
      [path(4, 0, 16), 'y'],
      ['/api/tiles/14/1.5/2.mvt', 'x'],
      ['/api/tiles/14/1/-2.mvt', 'y'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ field: string; message: string }>().field, url).toBe(field);
      expect(response.json<{ message: string }>().message, url).toMatch(new RegExp(`^${field}`));
    }
  });

  it('allows a client five times the budget of other reads', async () => {
    const limited = await testApp(env.database, { rateLimits: { ...GENEROUS_LIMITS, reads: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await limited.inject({ method: 'GET', url: path(16, 0, 0) })).statusCode);
      expect(statuses).toEqual([...Array<number>(10).fill(204), 429]);
    } finally {
      await limited.close();
    }
  });

  it('revalidates with its ETag, and follows a change of the roll', async () => {
    const url = path(CELL_ZOOM, CELL.x, CELL.y);
    const before = await get(url);
    const etag = before.headers.etag as string;
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const lot = LOTS[0]!;
    await env.database.db.updateTable('parcel_values').set({ just_value: 999_999 }).where('parcel_id', '=', lot.parcelId).execute();
    const after = await get(url);
    expect(after.headers.etag).not.toBe(etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(200);
    const changed = propertiesOf(layer(bytesOf(after), 'parcels')).find((p) => p.parcelId === lot.parcelId);
    expect(changed?.justValue).toBe(999_999);
  });
});

describe.skipIf(!postgresAvailable)('vector tiles on both databases', () => {
  afterAll(() => served.clear());
  it('are the same bytes from SQLite and PostgreSQL', () => {
    const sqlite = served.get('sqlite')!;
    const postgres = served.get('postgres')!;
    expect(sqlite.size).toBeGreaterThan(10);
    expect([...postgres.keys()].sort()).toEqual([...sqlite.keys()].sort());
    for (const [url, bytes] of sqlite) expect(postgres.get(url)!.equals(bytes), url).toBe(true);
  });
});
