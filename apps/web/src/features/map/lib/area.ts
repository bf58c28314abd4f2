import type { MapAreaParams } from '../api/get-map-area.ts';

// The area a visitor asked about, in the terms of GET /api/map/area (packages/shared/src/map.ts).

export type AreaKind = 'sales' | 'parcels';

export type DrawnArea =
  | { shape: 'rect'; west: number; south: number; east: number; north: number }
  | { shape: 'circle'; lon: number; lat: number; radiusFt: number }
  /** Within radiusFt of a parcel's point; `lat` and `lon` (the point, when known) only place the outline on the map. */
  | { shape: 'near'; pid: string; radiusFt: number; lat?: number; lon?: number };

/**
 * The contract's limit (MAP_AREA_MAX_SQ_MI in packages/shared/src/map.ts), said before anyone hits
 * it; the server enforces it. Copied because that module's schemas would bring zod into this page
 * (area.test.ts keeps the two equal).
 */
export const AREA_LIMIT_SQ_MI = 5;

export const FEET_PER_METER = 1 / 0.3048;
/** The realtor's first question: the sales within a quarter mile. */
export const COMPARABLES_RADIUS_FT = 1320;

/** Degrees to six places (about 10 cm), as the contract reads them. */
const deg = (value: number) => Number(value.toFixed(6));

export interface AreaSort {
  by: string;
  dir: 'asc' | 'desc';
}

/** Whether the list can say how far each row is: a circle and a parcel's surroundings have a center, a rectangle none. */
export const hasCenter = (area: DrawnArea): boolean => area.shape !== 'rect';

/**
 * The order a new area's list starts in: nearest first around a center; in a rectangle (which the
 * contract gives no center) parcels by address and sales newest first, as the server's own default.
 */
export function defaultSort(area: DrawnArea | null, kind: AreaKind): AreaSort {
  if (!area || hasCenter(area)) return { by: 'distance', dir: 'asc' };
  return kind === 'parcels' ? { by: 'address', dir: 'asc' } : { by: 'saleDate', dir: 'desc' };
}

/** The sort asked for, unless it is distance in an area without a center (a rectangle drawn after a circle): then the area's default. */
export const sortFor = (area: DrawnArea, kind: AreaKind, sort: AreaSort): AreaSort =>
  sort.by === 'distance' && !hasCenter(area) ? defaultSort(area, kind) : sort;

/** The query of one page of the list. */
export function areaParams(area: DrawnArea, kind: AreaKind, sort: AreaSort, page: number, size: number): MapAreaParams {
  const order = sortFor(area, kind, sort);
  const common = { kind, sortBy: order.by, sortDir: order.dir, page, size };
  if (area.shape === 'rect') return { ...common, shape: 'rect', west: deg(area.west), south: deg(area.south), east: deg(area.east), north: deg(area.north) };
  if (area.shape === 'circle') return { ...common, shape: 'circle', lon: deg(area.lon), lat: deg(area.lat), radiusFt: Math.max(1, Math.round(area.radiusFt)) };
  return { ...common, shape: 'near', pid: area.pid, radiusFt: Math.max(1, Math.round(area.radiusFt)) };
}
