import { sql, type Transaction } from 'kysely';
import type { Position } from 'geojson';
import { parcelIdCandidates } from '@county/shared';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { boxWithin, extentOfPoints, rollExtent } from '../../gis/county-extent.ts';
import { checkParcelGeometry } from '../../gis/polygon-check.ts';
import { pointOnSurface } from '../../gis/point-on-surface.ts';
import { boxOf, shapeRows, type ParcelGeometry } from '../../gis/shape-rows.ts';
import { cellCount, MAX_SHAPE_CELLS, type Box } from '../../gis/tile-math.ts';
import { readGeometryFile } from './geometry-file.ts';

// Loading a county's GIS parcel shapes (decision 111). The file is read and every feature checked
// before anything is written; then one transaction matches the ids with the roll, replaces each
// listed parcel's shape (through shapeRows, the one way shapes become rows) and puts the parcel's
// point inside its shape. A failure rolls the whole file back: the roll is as it was.

export interface ShapeFeature {
  index: number;
  /** The id as the file gives it (any form the site accepts). */
  id: string;
  candidates: string[];
  geometry: ParcelGeometry;
  box: Box;
}

export interface ShapeRejection {
  /** The feature's index in the file, from 0. */
  index: number;
  reason: string;
}

export interface ShapePlan {
  file: string;
  key: string;
  read: number;
  features: ShapeFeature[];
  rejections: ShapeRejection[];
}

export interface ShapeLoad {
  read: number;
  /** Features stored (several features of one parcel make one MultiPolygon). */
  loaded: number;
  rejections: ShapeRejection[];
}

/** Reads and checks the file; throws an ImportError when the file as a whole cannot be read. */
export async function readShapeFile(path: string, key?: string): Promise<ShapePlan> {
  const file = await readGeometryFile(path, key);
  const plan: ShapePlan = { file: file.file, key: file.key, read: file.features.length, features: [], rejections: [] };
  for (const feature of file.features) {
    const reject = (reason: string): void => void plan.rejections.push({ index: feature.index, reason });
    if (feature.id === null) {
      reject(`has no ${file.key}`);
      continue;
    }
    const candidates = parcelIdCandidates(feature.id);
    if (candidates.length === 0) {
      reject(`${file.key} '${feature.id}' is not a parcel id`);
      continue;
    }
    const checked = checkParcelGeometry(feature.geometry);
    if (checked.reason !== undefined) reject(`${file.key} ${feature.id}: ${checked.reason}`);
    else plan.features.push({ index: feature.index, id: feature.id, candidates, geometry: checked.geometry, box: boxOf(positionsOf(checked.geometry)) });
  }
  return plan;
}

type Trx = Transaction<DB>;

function positionsOf(geometry: ParcelGeometry): Position[] {
  return geometry.type === 'Polygon' ? geometry.coordinates.flat() : geometry.coordinates.flat(2);
}

const SQFT_PER_ACRE = 43_560;
const FEET_PER_DEGREE_LAT = 364_000;
/**
 * A shape's box may be at most this many times its parcel's land area, and in any case 40 acres (a
 * quarter-quarter section: a condominium unit holds no land, and its building's box is far smaller).
 * A narrow lot drawn on a diagonal (a canal, a road) has a box tens of times its area; a lot with one
 * vertex miles away has one thousands of times.
 */
const BOX_PER_LAND = 100;
const BOX_FLOOR_SQFT = 40 * SQFT_PER_ACRE;

function boxSqft(box: Box): number {
  const kx = FEET_PER_DEGREE_LAT * Math.cos((((box.minLat + box.maxLat) / 2) * Math.PI) / 180);
  return (box.maxLon - box.minLon) * kx * (box.maxLat - box.minLat) * FEET_PER_DEGREE_LAT;
}

const round6 = (x: number): number => Number(x.toFixed(6));
const degrees = (box: Box): string => `${round6(box.minLon)}, ${round6(box.minLat)} to ${round6(box.maxLon)}, ${round6(box.maxLat)}`;
const acres = (sqft: number): string => (sqft / SQFT_PER_ACRE).toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Why a shape cannot be the parcel's: off the county, listed under too many cells, or far larger than its land; undefined when it can. */
function misplaced(box: Box, county: Box | undefined, landSqft: number | null): string | undefined {
  if (county && !boxWithin(box, county)) return `lies outside the county (its box is ${degrees(box)}; the county's extent is ${degrees(county)})`;
  const cells = cellCount(box);
  if (cells > MAX_SHAPE_CELLS) return `would be listed under ${cells.toLocaleString('en-US')} map cells, more than the ${MAX_SHAPE_CELLS} a parcel may be`;
  const limit = Math.max(BOX_PER_LAND * (landSqft ?? 0), BOX_FLOOR_SQFT);
  const sqft = boxSqft(box);
  if (sqft > limit) return `has a box of ${acres(sqft)} acres, far larger than the parcel's land (${acres(landSqft ?? 0)} acres)`;
  return undefined;
}

/** The county's extent for a file: the configured box, else the roll's points', else the file's own shapes'. */
async function extentFor(database: Database, plan: ShapePlan, configured: Box | undefined): Promise<Box | undefined> {
  if (configured) return configured;
  const fromRoll = await rollExtent(database);
  if (fromRoll) return fromRoll;
  const lons = Float64Array.from(plan.features, (f) => (f.box.minLon + f.box.maxLon) / 2);
  const lats = Float64Array.from(plan.features, (f) => (f.box.minLat + f.box.maxLat) / 2);
  return extentOfPoints(lons, lats);
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The parcels of the roll among the ids, with their land area. */
async function parcelsOnRoll(trx: Trx, ids: string[]): Promise<Map<string, number | null>> {
  const known = new Map<string, number | null>();
  for (const part of chunks([...new Set(ids)], 500)) {
    for (const row of await trx.selectFrom('parcels').select(['parcel_id', 'land_sqft']).where('parcel_id', 'in', part).execute()) {
      known.set(row.parcel_id, row.land_sqft === null ? null : Number(row.land_sqft));
    }
  }
  return known;
}

function merged(parts: ParcelGeometry[]): ParcelGeometry {
  if (parts.length === 1) return parts[0]!;
  const polygons: Position[][][] = parts.flatMap((g) => (g.type === 'Polygon' ? [(g).coordinates] : g.coordinates));
  return { type: 'MultiPolygon', coordinates: polygons };
}

/**
 * Writes the checked shapes in one transaction and reports what was loaded and what was not. A shape
 * off the county (`extent`, else the roll's points, else the file's) or far larger than its parcel's
 * land is refused by its index. A file of which nothing loads changes nothing, not even the roll's
 * change count: no cache drops, no tile is rebuilt.
 */
export async function writeShapes(database: Database, plan: ShapePlan, extent?: Box): Promise<ShapeLoad> {
  const rejections = [...plan.rejections];
  let loaded = 0;
  const county = await extentFor(database, plan, extent);
  await database.db.transaction().execute(async (trx) => {
    const known = await parcelsOnRoll(trx, plan.features.flatMap((f) => f.candidates));
    // A parcel drawn as several features (a lot split by a road) becomes one MultiPolygon.
    const byParcel = new Map<string, ParcelGeometry[]>();
    for (const feature of plan.features) {
      const parcelId = feature.candidates.find((c) => known.has(c));
      if (!parcelId) {
        rejections.push({ index: feature.index, reason: `${plan.key} ${feature.id} is not on the roll` });
        continue;
      }
      const wrong = misplaced(feature.box, county, known.get(parcelId) ?? null);
      if (wrong) {
        rejections.push({ index: feature.index, reason: `${plan.key} ${feature.id}: ${wrong}` });
        continue;
      }
      byParcel.set(parcelId, [...(byParcel.get(parcelId) ?? []), feature.geometry]);
      loaded++;
    }
    for (const part of chunks([...byParcel], 500)) {
      const ids = part.map(([id]) => id);
      await trx.deleteFrom('shape_cells').where('parcel_id', 'in', ids).execute();
      await trx.deleteFrom('parcel_shapes').where('parcel_id', 'in', ids).execute();
      const rows = part.map(([id, geometries]) => {
        const geometry = merged(geometries);
        return { id, point: pointOnSurface(geometry), ...shapeRows(id, geometry) };
      });
      await trx.insertInto('parcel_shapes').values(rows.map((r) => r.shape)).execute();
      for (const cells of chunks(rows.flatMap((r) => r.cells), 300)) await trx.insertInto('shape_cells').values(cells).execute();
      // The GIS file brings the coordinates the DOR files lack (decision 11): the point inside the shape.
      const points = sql.join(rows.map((r) => sql`(${r.id}, cast(${r.point[1]} as double precision), cast(${r.point[0]} as double precision))`));
      await sql`with v(id, lat, lon) as (values ${points}) update parcels set latitude = v.lat, longitude = v.lon from v where parcels.parcel_id = v.id`.execute(trx);
    }
    // Shapes have no trigger of their own (migration 0011 counts parcels and owners): count the
    // change here, so copies and tiles stamped with the count rebuild even when no point moved.
    if (loaded > 0) await sql`update roll_changes set n = n + 1 where id = 1`.execute(trx);
  });
  rejections.sort((a, b) => a.index - b.index);
  return { read: plan.read, loaded, rejections };
}
