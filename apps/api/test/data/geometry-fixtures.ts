import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import proj4 from 'proj4';
import { write as writeShp } from '@mapbox/shp-write';
import type { Position } from 'geojson';

// Parcel layers made in the test: lots drawn in metres around a point in Orlando, turned into WGS84
// longitude/latitude, and written as GeoJSON or as an ESRI Shapefile in a projected CRS (the
// points projected with proj4 from the CRS's own WKT, the bytes written by @mapbox/shp-write).

/** EPSG:3087, NAD83(HARN) / Florida GDL Albers, as the .prj of the state's parcel layers spells it (ESRI WKT). */
export const WKT_3087 =
  'PROJCS["NAD_1983_HARN_Florida_GDL_Albers",GEOGCS["GCS_North_American_1983_HARN",DATUM["D_North_American_1983_HARN",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Albers"],PARAMETER["False_Easting",400000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",-84.0],PARAMETER["Standard_Parallel_1",24.0],PARAMETER["Standard_Parallel_2",31.5],PARAMETER["Latitude_Of_Origin",24.0],UNIT["Meter",1.0]]';

/** EPSG:2236, NAD83 / Florida East (ftUS), the State Plane zone of the county (ESRI WKT). */
export const WKT_2236 =
  'PROJCS["NAD_1983_StatePlane_Florida_East_FIPS_0901_Feet",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",656166.6666666665],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",-81.0],PARAMETER["Scale_Factor",0.9999411764705882],PARAMETER["Latitude_Of_Origin",24.3333333333333],UNIT["Foot_US",0.3048006096012192]]';

const LAT0 = 28.5383;
const LON0 = -81.3792;
const M_PER_DEG_LAT = 110_574;
const M_PER_DEG_LON = 111_320 * Math.cos((LAT0 * Math.PI) / 180);

/** A ring drawn in metres east and north of a corner `at` metres from downtown Orlando. */
export function ringAt(at: [number, number], metres: [number, number][]): Position[] {
  return metres.map(([x, y]) => [LON0 + (at[0] + x) / M_PER_DEG_LON, LAT0 + (at[1] + y) / M_PER_DEG_LAT]);
}

/** Metres between two WGS84 points (flat earth: the lots are small). */
export function metresBetween(a: Position, b: Position): number {
  return Math.hypot((a[0]! - b[0]!) * M_PER_DEG_LON, (a[1]! - b[1]!) * M_PER_DEG_LAT);
}

export const SQUARE: [number, number][] = [
  [0, 0],
  [30, 0],
  [30, 40],
  [0, 40],
  [0, 0],
];
export const HOLE: [number, number][] = [
  [10, 15],
  [10, 25],
  [20, 25],
  [20, 15],
  [10, 15],
];
/** An L-shaped lot whose centroid (17.9 m, 17.9 m) lies outside it, on the neighbour's land. */
export const ELL: [number, number][] = [
  [0, 0],
  [60, 0],
  [60, 8],
  [8, 8],
  [8, 60],
  [0, 60],
  [0, 0],
];
export const BOWTIE: [number, number][] = [
  [0, 0],
  [30, 30],
  [30, 0],
  [0, 30],
  [0, 0],
];

export interface DrawnFeature {
  properties: Record<string, string | number>;
  /** Polygon rings in WGS84, outer first (counterclockwise, as RFC 7946 draws them). */
  rings: Position[][];
}

export async function writeGeoJson(path: string, features: DrawnFeature[], extra: Record<string, unknown> = {}): Promise<string> {
  const collection = {
    type: 'FeatureCollection',
    ...extra,
    features: features.map((f) => ({ type: 'Feature', properties: f.properties, geometry: { type: 'Polygon', coordinates: f.rings } })),
  };
  await writeFile(path, JSON.stringify(collection));
  return path;
}

/** Writes NAME.shp, .shx, .dbf and .prj in `dir`, the rings projected from WGS84 into the WKT's CRS. */
export async function writeShapefile(dir: string, name: string, features: DrawnFeature[], wkt: string): Promise<string> {
  const project = proj4('WGS84', wkt);
  // ESRI draws outer rings clockwise and holes counterclockwise: the reverse of RFC 7946.
  const geometries = features.map((f) => f.rings.map((ring) => [...ring].reverse().map((p) => project.forward([p[0]!, p[1]!]))));
  const files = await new Promise<{ shp: DataView; shx: DataView; dbf: DataView }>((resolve, reject) =>
    writeShp(
      features.map((f) => f.properties),
      'POLYGON',
      geometries,
      (error, data) => (error ? reject(error as Error) : resolve(data)),
    ),
  );
  const bytes = (view: DataView): Buffer => Buffer.from(view.buffer, view.byteOffset, view.byteLength);
  await writeFile(join(dir, `${name}.shp`), bytes(files.shp));
  await writeFile(join(dir, `${name}.shx`), bytes(files.shx));
  await writeFile(join(dir, `${name}.dbf`), bytes(files.dbf));
  await writeFile(join(dir, `${name}.prj`), wkt);
  return join(dir, `${name}.shp`);
}
