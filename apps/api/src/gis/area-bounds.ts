import type { MapAreaQuery } from '@county/shared/map';
import { InvalidInputError } from '../errors.ts';
import { boxesMeet } from './county-extent.ts';
import type { DrawnArea } from './drawn-area.ts';
import { CELL_ZOOM, latToTileY, lonToTileX, type Box } from './tile-math.ts';

// What a drawn area must be before its parcels are looked for (issue 43): in the county, and of a
// shape a person draws on a county's map. The schema already caps its area at five square miles;
// a strip 23 degrees wide and a few feet high, or a circle at the pole (whose box spans every
// longitude), is within that and yet spans thousands of map cells.

/** The longest side a drawn rectangle may have: ten miles, twice the longest side of a square of the largest area. */
export const MAP_AREA_MAX_SIDE_MI = 10;

/** The most zoom-14 columns or rows an area's box may span (ten miles are 8 or 9 columns in Florida). */
export const MAP_AREA_MAX_CELLS = 16;

const MILES_PER_DEGREE = 69.05;

/** The zoom-14 cells an area's box spans. */
export interface CellSpan {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export function cellSpan(box: Box): CellSpan {
  return {
    x0: lonToTileX(box.minLon, CELL_ZOOM),
    x1: lonToTileX(box.maxLon, CELL_ZOOM),
    y0: latToTileY(box.maxLat, CELL_ZOOM),
    y1: latToTileY(box.minLat, CELL_ZOOM),
  };
}

/** The query field a circle's centre names: `pid` when it is a parcel's point, else the coordinate off the county. */
function centreField(query: MapAreaQuery, lon: number, county: Box): 'pid' | 'lon' | 'lat' {
  if (query.shape === 'near') return 'pid';
  return lon < county.minLon || lon > county.maxLon ? 'lon' : 'lat';
}

/** Refuses an area off the county or of a shape no one draws on a county's map, naming the field. */
export function checkAreaBounds(query: MapAreaQuery, area: DrawnArea, box: Box, county: Box | undefined): void {
  if (area.kind === 'rect') {
    const b = area.box;
    const wide = (b.maxLon - b.minLon) * MILES_PER_DEGREE * Math.cos((((b.minLat + b.maxLat) / 2) * Math.PI) / 180);
    const high = (b.maxLat - b.minLat) * MILES_PER_DEGREE;
    if (wide > MAP_AREA_MAX_SIDE_MI)
      throw new InvalidInputError(`east: the rectangle is ${Math.round(wide)} miles wide; a side may be at most ${MAP_AREA_MAX_SIDE_MI} miles`, 'east');
    if (high > MAP_AREA_MAX_SIDE_MI)
      throw new InvalidInputError(`north: the rectangle is ${Math.round(high)} miles high; a side may be at most ${MAP_AREA_MAX_SIDE_MI} miles`, 'north');
  }
  if (county) {
    if (area.kind === 'circle' && !(area.lon >= county.minLon && area.lon <= county.maxLon && area.lat >= county.minLat && area.lat <= county.maxLat)) {
      const field = centreField(query, area.lon, county);
      throw new InvalidInputError(`${field}: the circle's centre (${area.lon}, ${area.lat}) is outside the county`, field);
    }
    if (area.kind === 'rect' && !boxesMeet(area.box, county)) {
      const b = area.box;
      const field = b.maxLon < county.minLon ? 'east' : b.minLon > county.maxLon ? 'west' : b.maxLat < county.minLat ? 'north' : 'south';
      throw new InvalidInputError(`${field}: the rectangle is outside the county`, field);
    }
  }
  // Near the poles a circle of a mile spans every longitude: whatever the county, no area spans more cells than this.
  const span = cellSpan(box);
  if (span.x1 - span.x0 >= MAP_AREA_MAX_CELLS || span.y1 - span.y0 >= MAP_AREA_MAX_CELLS) {
    const field = area.kind === 'rect' ? 'east' : query.shape === 'near' ? 'pid' : 'lat';
    throw new InvalidInputError(`${field}: the area spans more of the map than a county's drawn area can`, field);
  }
}
