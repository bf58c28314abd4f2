import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { buildMapTiles, BUILT_MAX_ZOOM, tilesBuiltAt, useTileBuilder } from '../../src/gis/tile-build.ts';
import { cutTile, readLayers } from '../../src/gis/tile-cut.ts';
import { readMapContext } from '../../src/gis/tile-features.ts';
import { CELL_ZOOM } from '../../src/gis/tile-math.ts';
import { describeEachDatabase, GENEROUS_LIMITS } from '../helpers.ts';
import { setUpTestApp } from '../helpers.ts';
import { CELL, LOTS, seedMap } from './fixture.ts';
import { rollChanges } from '../../src/roll/changes.ts';

// The map's tiles built ahead (decision 114) on both databases: the build stores every tile of
// zooms 10 to 18 over the county's cells, each the very bytes the request path cuts; the route
// serves the stored tile; a change of the roll leaves the stored tiles unused until a build for it.

const path = (z: number, x: number, y: number) => `/api/tiles/${z}/${x}/${y}.mvt`;

/** The tiles inside the fixture's cell, zoom 14 to 18. */
function tilesInCell(): Array<[number, number, number]> {
  const tiles: Array<[number, number, number]> = [];
  for (let z = CELL_ZOOM; z <= BUILT_MAX_ZOOM; z++) {
    const shift = z - CELL_ZOOM;
    for (let x = CELL.x << shift; x < (CELL.x + 1) << shift; x++) for (let y = CELL.y << shift; y < (CELL.y + 1) << shift; y++) tiles.push([z, x, y]);
  }
  return tiles;
}

afterEach(() => useTileBuilder(null));

describeEachDatabase('map tiles built ahead', (t) => {
  const env = setUpTestApp(t, { seed: seedMap, config: { rateLimits: GENEROUS_LIMITS } });
  const get = (url: string) => env.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });

  it('stores every tile of the cells, each the bytes a request would cut', async () => {
    const figures = await buildMapTiles(env.database);
    const at = await rollChanges(env.database);
    expect(await tilesBuiltAt(env.database, at)).toBe(true);
    const inCell = tilesInCell();
    // The fixture lies in one cell: zooms 10 to 13 have one tile each over it.
    expect(figures.tiles).toBe(inCell.length + 4);
    const stored = await env.database.db.selectFrom('map_tiles').selectAll().execute();
    expect(stored).toHaveLength(figures.tiles);
    expect(figures.bytes).toBe(stored.reduce((sum, row) => sum + (row.body?.length ?? 0), 0));
    const context = await readMapContext(env.database);
    const byKey = new Map(stored.map((row) => [`${row.z}/${row.x}/${row.y}`, row]));
    let drawn = 0;
    for (const [z, x, y] of [...inCell, [13, CELL.x >> 1, CELL.y >> 1] as [number, number, number]]) {
      const row = byKey.get(`${z}/${x}/${y}`);
      const cut = cutTile(await readLayers(env.database, context, z, x, y), z, x, y);
      expect(row?.etag, `${z}/${x}/${y}`).toBe(cut.etag);
      expect(row?.body ? gunzipSync(row.body) : Buffer.alloc(0)).toEqual(Buffer.from(cut.bytes));
      if (cut.bytes.length > 0) drawn++;
    }
    // The lots cover part of the cell: some deep tiles hold them, others are stored empty.
    expect(drawn).toBeGreaterThan(20);
    expect(drawn).toBeLessThan(inCell.length);
  });

  it('serves the stored tile, and after a change of the roll cuts instead until the next build', async () => {
    await buildMapTiles(env.database);
    // A tile nobody asked for yet, its stored bytes swapped for a mark: the route must answer the mark.
    const [z, x, y] = [17, (CELL.x << 3) + 2, (CELL.y << 3) + 5];
    const original = await get(path(z, x, y));
    const mark = { etag: '"stored-mark"', body: gzipSync(Buffer.from('stored')) };
    await env.database.db
      .updateTable('map_tiles')
      .set(mark)
      .where('z', '=', 18)
      .where('x', '=', x << 1)
      .where('y', '=', y << 1)
      .execute();
    const marked = await get(path(18, x << 1, y << 1));
    expect(marked.headers.etag).toBe('"stored-mark"');
    expect(gunzipSync(marked.rawPayload).toString()).toBe('stored');
    // A change of the roll: the stored tiles are another roll's, so the tile is cut again.
    const lot = LOTS[0]!;
    await env.database.db.updateTable('parcel_values').set({ just_value: 888_888 }).where('parcel_id', '=', lot.parcelId).execute();
    const recut = await get(path(18, x << 1, y << 1));
    expect(recut.headers.etag).not.toBe('"stored-mark"');
    expect([200, 204]).toContain(recut.statusCode);
    expect(original.statusCode).toBe(200);
  });

  it('starts one build, through the builder the server gives, when the stored tiles are not the roll’s', async () => {
    const built: string[] = [];
    useTileBuilder(async (database) => {
      built.push(await rollChanges(database));
      await buildMapTiles(database);
    });
    await env.database.db.updateTable('parcel_values').set({ just_value: 777_777 }).where('parcel_id', '=', LOTS[1]!.parcelId).execute();
    const at = await rollChanges(env.database);
    expect(await tilesBuiltAt(env.database, at)).toBe(false);
    // Several requests at once start one build; they are answered meanwhile by cutting.
    const answers = await Promise.all([0, 1, 2].map((i) => get(path(16, (CELL.x << 2) + i, CELL.y << 2))));
    for (const answer of answers) expect([200, 204]).toContain(answer.statusCode);
    await expect.poll(() => tilesBuiltAt(env.database, at), { timeout: 10_000 }).toBe(true);
    expect(built).toEqual([at]);
    expect(await env.database.db.selectFrom('map_tiles_state').select('id').where('id', '=', 2).execute()).toEqual([]);
  });
});
