// shpjs ships no types; these are the two readers the importer calls (data/importer/geometry-file.ts).
declare module 'shpjs' {
  /** The shapes of a .shp as GeoJSON geometries (null for a null shape), coordinates as stored unless a CRS is given. */
  export function parseShp(shp: ArrayBufferView | ArrayBuffer, prj?: string): unknown[];
  /** The records of a .dbf, one object per record keyed by field name. */
  export function parseDbf(dbf: ArrayBufferView | ArrayBuffer, cpg?: ArrayBufferView | string): Record<string, unknown>[];
}
