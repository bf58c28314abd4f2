import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parseDbf, parseShp } from 'shpjs';
import type { Position } from 'geojson';
import { wgs84From, type ToWgs84 } from '../../gis/reproject.ts';
import { ImportError } from './read.ts';

// Reading a county's GIS parcel layer (issue 28, decision 111): GeoJSON (RFC 7946, WGS84) or an
// ESRI Shapefile (.shp with its .dbf and .prj beside it, in whatever CRS the .prj names; shpjs
// reads the bytes, proj4 reprojects). What makes the whole file unreadable (not JSON, not a
// Shapefile, a cut-short file, a CRS proj4 cannot read, no parcel-id attribute) throws an
// ImportError before anything is written; a feature that is wrong on its own is left for the
// importer to report by its index.

/** The attributes a parcel layer names its id with, in the order they are looked for. */
export const ID_ATTRIBUTES = ['PARCEL_ID', 'PARCELNO', 'PIN'] as const;

export interface RawFeature {
  /** The feature's place in the file, from 0 (a Shapefile's record number minus one). */
  index: number;
  /** The id attribute's value as text, or null when the feature has none. */
  id: string | null;
  /** The geometry in WGS84 as read, not yet checked. */
  geometry: unknown;
}

export interface GeometryFile {
  file: string;
  format: 'GeoJSON' | 'Shapefile';
  /** The id attribute's name as the file spells it. */
  key: string;
  features: RawFeature[];
}

function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

function keyOf(file: string, names: Iterable<string>, wanted: string | undefined): string {
  const all = [...names];
  const find = (name: string): string | undefined => all.find((n) => n.toUpperCase() === name.toUpperCase());
  const listed = all.length > 0 ? all.join(', ') : 'none';
  if (wanted !== undefined) {
    const key = find(wanted);
    if (!key) throw new ImportError(`${file} has no attribute ${wanted} (its attributes: ${listed}). Nothing was imported.`);
    return key;
  }
  for (const name of ID_ATTRIBUTES) {
    const key = find(name);
    if (key) return key;
  }
  throw new ImportError(`${file} has no parcel-id attribute (${ID_ATTRIBUTES.join(', ')}; its attributes: ${listed}); name one with --geometry-key. Nothing was imported.`);
}

/** Applies a function to every position of a Polygon's or MultiPolygon's coordinates. */
function mapPositions(coordinates: unknown, to: ToWgs84): unknown {
  if (!Array.isArray(coordinates)) return coordinates;
  if (typeof coordinates[0] === 'number' || coordinates.length === 0) return to(coordinates as Position);
  return coordinates.map((c: unknown) => mapPositions(c, to));
}

// RFC 7946 dropped the "crs" member: GeoJSON is WGS84 longitude/latitude. An older file that names
// another CRS is refused rather than read as degrees.
const WGS84_NAMES = /(CRS84|EPSG:+4326)$/i;

/** The first position of a geometry's coordinates, when it has one made of numbers. */
function firstPosition(geometry: unknown): [number, number] | null {
  let c = (geometry as { coordinates?: unknown } | null)?.coordinates;
  while (Array.isArray(c) && Array.isArray(c[0])) c = c[0];
  return Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number' ? [c[0], c[1]] : null;
}

async function readGeoJson(path: string, key: string | undefined): Promise<GeometryFile> {
  const file = basename(path);
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new ImportError(`${file} cannot be read as GeoJSON: ${(error as Error).message}. Nothing was imported.`);
  }
  const collection = data as { type?: unknown; features?: unknown; crs?: { properties?: { name?: unknown } } } | null;
  if (collection?.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new ImportError(`${file} is not a GeoJSON FeatureCollection. Nothing was imported.`);
  }
  const crs = collection.crs?.properties?.name;
  if (collection.crs !== undefined && !(typeof crs === 'string' && WGS84_NAMES.test(crs))) {
    throw new ImportError(`${file} names the coordinate system ${JSON.stringify(crs ?? collection.crs)}; GeoJSON (RFC 7946) must be WGS84 longitude/latitude. Nothing was imported.`);
  }
  const features = collection.features as unknown[];
  const properties = features.map((f) => ((f as { properties?: unknown } | null)?.properties ?? null) as Record<string, unknown> | null);
  const names = new Set(properties.flatMap((p) => (p && typeof p === 'object' ? Object.keys(p) : [])));
  const found = keyOf(file, names, key);
  // A file whose every point is off the globe is in some projected CRS (metres or feet), not WGS84.
  const firsts = features.map((f) => firstPosition((f as { geometry?: unknown } | null)?.geometry)).filter((p) => p !== null);
  if (firsts.length > 0 && firsts.every(([x, y]) => !(Math.abs(x) <= 180 && Math.abs(y) <= 90))) {
    throw new ImportError(`${file}'s coordinates (${firsts[0]!.join(', ')}, ...) are not longitudes and latitudes: GeoJSON (RFC 7946) is WGS84; give the Shapefile with its .prj. Nothing was imported.`);
  }
  return {
    file,
    format: 'GeoJSON',
    key: found,
    features: features.map((f, index) => ({ index, id: idText(properties[index]?.[found]), geometry: (f as { geometry?: unknown } | null)?.geometry ?? null })),
  };
}

/** The sidecar file beside a .shp (NAME.dbf or NAME.DBF), or null when there is none. */
async function sidecar(base: string, ext: string): Promise<Buffer | null> {
  for (const name of [`${base}.${ext}`, `${base}.${ext.toUpperCase()}`]) {
    try {
      return await readFile(name);
    } catch {
      // try the other spelling
    }
  }
  return null;
}

const POLYGON_TYPES = new Set([0, 5, 15, 25]); // null, Polygon, PolygonZ, PolygonM (ESRI Shapefile spec)

async function readShapefile(path: string, key: string | undefined): Promise<GeometryFile> {
  const file = basename(path);
  const base = path.slice(0, -extname(path).length);
  const shp = await readFile(path).catch(() => {
    throw new ImportError(`${file} cannot be read. Nothing was imported.`);
  });
  if (shp.length < 100 || shp.readInt32BE(0) !== 9994 || shp.readInt32BE(24) * 2 !== shp.length) {
    throw new ImportError(`${file} is not a Shapefile, or is cut short (its header does not match its length). Nothing was imported.`);
  }
  const shapeType = shp.readInt32LE(32);
  if (!POLYGON_TYPES.has(shapeType)) throw new ImportError(`${file} holds shapes of type ${shapeType}, not polygons. Nothing was imported.`);
  const [dbf, prj, cpg] = await Promise.all([sidecar(base, 'dbf'), sidecar(base, 'prj'), sidecar(base, 'cpg')]);
  if (!dbf) throw new ImportError(`${file} has no .dbf beside it, and the parcel ids are there. Nothing was imported.`);
  if (!prj) throw new ImportError(`${file} has no .prj beside it: the coordinate system of its points is unknown. Nothing was imported.`);
  const wkt = prj.toString('utf8');
  const toWgs84 = wgs84From(wkt);
  if (!toWgs84) throw new ImportError(`The .prj beside ${file} names no coordinate system proj4 can read (${wkt.trim().slice(0, 80) || 'it is empty'}). Nothing was imported.`);
  // The header's box must land on the earth: a .prj that does not fit the file is caught here.
  const corners = [toWgs84([shp.readDoubleLE(36), shp.readDoubleLE(44)]), toWgs84([shp.readDoubleLE(52), shp.readDoubleLE(60)])];
  if (corners.some(([lon, lat]) => !Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90)) {
    throw new ImportError(`${file}'s extent does not fall on longitudes and latitudes in the CRS its .prj names: the .prj does not fit the file. Nothing was imported.`);
  }
  const records = dbf.length >= 12 ? dbf.readUInt32LE(4) : -1;
  if (records < 0 || dbf.length < dbf.readUInt16LE(8) + records * dbf.readUInt16LE(10)) {
    throw new ImportError(`The .dbf beside ${file} is not a dBASE file, or is cut short. Nothing was imported.`);
  }
  let shapes: unknown[];
  let rows: Record<string, unknown>[];
  try {
    shapes = parseShp(shp);
    rows = parseDbf(dbf, cpg ?? undefined);
  } catch (error) {
    throw new ImportError(`${file} cannot be read: ${(error as Error).message}. Nothing was imported.`);
  }
  if (shapes.length !== rows.length) {
    throw new ImportError(`${file} has ${shapes.length} shapes and its .dbf ${rows.length} records: the files do not belong together, or one is cut short. Nothing was imported.`);
  }
  const found = keyOf(file, new Set(rows.flatMap((r) => Object.keys(r))), key);
  return {
    file,
    format: 'Shapefile',
    key: found,
    features: shapes.map((shape, index) => {
      const g = shape as { type?: unknown; coordinates?: unknown } | null;
      return { index, id: idText(rows[index]?.[found]), geometry: g ? { type: g.type, coordinates: mapPositions(g.coordinates, toWgs84) } : null };
    }),
  };
}

/** Reads a GeoJSON file or a Shapefile (by its extension) into features in WGS84 with their ids. */
export async function readGeometryFile(path: string, key?: string): Promise<GeometryFile> {
  const ext = extname(path).toLowerCase();
  if (ext === '.shp') return readShapefile(path, key);
  if (ext === '.geojson' || ext === '.json') return readGeoJson(path, key);
  throw new ImportError(`${basename(path)}: a geometry file is GeoJSON (.geojson, .json) or a Shapefile (.shp). Nothing was imported.`);
}
