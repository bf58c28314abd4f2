import proj4 from 'proj4';
import type { Position } from 'geojson';

// Coordinates of a projected file turned into WGS84 longitude and latitude by proj4, from the
// coordinate system its .prj names (OGC or ESRI WKT). No projection is written here by hand: a
// county's State Plane feet (EPSG:2236, 2881) or the statewide Albers (EPSG:3087) are whatever the
// WKT says, so a file in any CRS proj4 knows loads, and one it does not know is refused whole.

export type ToWgs84 = (position: Position) => [number, number];

/** A converter from the WKT's CRS to WGS84, or null when proj4 cannot read the WKT. */
export function wgs84From(wkt: string): ToWgs84 | null {
  const text = wkt.trim();
  if (text === '') return null;
  let converter: proj4.Converter;
  try {
    converter = proj4(text, 'WGS84');
  } catch {
    return null;
  }
  return (position) => {
    const [x = NaN, y = NaN] = position;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return [NaN, NaN];
    try {
      const [lon = NaN, lat = NaN] = converter.forward([x, y]);
      return [lon, lat];
    } catch {
      return [NaN, NaN];
    }
  };
}
