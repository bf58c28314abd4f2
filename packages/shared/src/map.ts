import { z } from 'zod';
import { parcelIdParam } from './cards.ts';
import { comparableFilterShape } from './comparable-sales.ts';
import { LANGS } from './lang.ts';
import { SEARCH_PAGE_MAX, SEARCH_SIZE_DEFAULT, SEARCH_SIZE_MAX, SORT_DIRECTIONS } from './search.ts';
import { sortDirection } from './sort-direction.ts';

// The map (issue 28): a parcel's shape, vector tiles, and the parcels or qualified sales inside an
// area drawn on the map. One schema for the map page's form and the server's validation.

/** A drawn area may cover at most this many square miles (a circle of about 1.26 miles' radius). */
export const MAP_AREA_MAX_SQ_MI = 5;
/** The deepest tile zoom served, and the shallowest. */
export const MAP_ZOOM_MIN = 0;
export const MAP_ZOOM_MAX = 20;
/** From this zoom up, a tile's `parcels` layer holds every parcel whose shape crosses it. */
export const MAP_ZOOM_ALL_PARCELS = 14;

const FEET_PER_MILE = 5280;

function whole(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

function degrees(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, 'must be a number of degrees, such as -81.3792')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

export const parcelGeometryParams = z.object({ pid: parcelIdParam });

export const parcelGeometrySchema = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  properties: z.object({ parcelId: z.string(), displayParcelId: z.string(), areaSqFt: z.number() }),
  geometry: z.object({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.array(z.unknown()) }),
});
export type ParcelGeometry = z.infer<typeof parcelGeometrySchema>;

/** z, x and y of a tile; x and y must also lie below 2^z, which the route checks and names. */
export const mapTileParams = z.object({
  z: whole(MAP_ZOOM_MIN, MAP_ZOOM_MAX),
  x: whole(0, 2 ** MAP_ZOOM_MAX - 1),
  y: whole(0, 2 ** MAP_ZOOM_MAX - 1),
});

export const MAP_AREA_KINDS = ['parcels', 'sales'] as const;
export const MAP_AREA_SHAPES = ['rect', 'circle', 'near'] as const;
export const MAP_PARCEL_SORTS = ['distance', 'address', 'justValue', 'livingArea', 'yearBuilt', 'lastSaleDate', 'lastSalePrice'] as const;
export const MAP_SALE_SORTS = ['distance', 'saleDate', 'salePrice', 'pricePerSqFt', 'livingArea', 'address'] as const;

/**
 * The area: `rect` with west, south, east and north; `circle` with lon, lat and radiusFt; `near`
 * ("within N feet of this parcel") with pid and radiusFt, measured from the parcel's point. `kind`
 * lists parcels or the qualified sales of the last three years; `format=csv` answers every row as CSV
 * (the search exports' cap applies).
 */
export const mapAreaQuery = z
  .object({
    kind: z.enum(MAP_AREA_KINDS).default('parcels'),
    shape: z.enum(MAP_AREA_SHAPES),
    west: degrees(-180, 180).optional(),
    south: degrees(-90, 90).optional(),
    east: degrees(-180, 180).optional(),
    north: degrees(-90, 90).optional(),
    lon: degrees(-180, 180).optional(),
    lat: degrees(-90, 90).optional(),
    radiusFt: whole(1, 2 * FEET_PER_MILE).optional(),
    pid: parcelIdParam.optional(),
    sortBy: z.enum([...new Set([...MAP_PARCEL_SORTS, ...MAP_SALE_SORTS])] as [string, ...string[]]).optional(),
    sortDir: sortDirection(SORT_DIRECTIONS).optional(),
    page: whole(1, SEARCH_PAGE_MAX).default(1),
    size: whole(1, SEARCH_SIZE_MAX).default(SEARCH_SIZE_DEFAULT),
    format: z.enum(['json', 'csv']).default('json'),
    // The language a confidential owner's label is written in (the rows' `owner`), as the TRIM PDF takes it.
    lang: z.enum(LANGS, { error: 'lang must be en or es' }).default('en'),
    // The sales near a parcel are its comparable sales: the one definition's filters (decision 124).
    ...comparableFilterShape,
  })
  .superRefine((q, ctx) => {
    const need = (fields: Array<keyof typeof q>) => {
      for (const field of fields) if (q[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `is required for a ${q.shape} area` });
    };
    if (q.shape === 'rect') {
      need(['west', 'south', 'east', 'north']);
      if (q.west !== undefined && q.east !== undefined && q.west >= q.east) ctx.addIssue({ code: 'custom', path: ['east'], message: 'must be east of west' });
      if (q.south !== undefined && q.north !== undefined && q.south >= q.north)
        ctx.addIssue({ code: 'custom', path: ['north'], message: 'must be north of south' });
    } else if (q.shape === 'circle') need(['lon', 'lat', 'radiusFt']);
    else need(['pid', 'radiusFt']);
    if (q.sortBy !== undefined && !(q.kind === 'parcels' ? (MAP_PARCEL_SORTS as readonly string[]) : (MAP_SALE_SORTS as readonly string[])).includes(q.sortBy))
      ctx.addIssue({ code: 'custom', path: ['sortBy'], message: `is not a column of the ${q.kind} list` });
    if (areaSqMi(q) > MAP_AREA_MAX_SQ_MI)
      ctx.addIssue({
        code: 'custom',
        path: [q.shape === 'rect' ? 'north' : 'radiusFt'],
        message: `draws an area larger than the limit of ${MAP_AREA_MAX_SQ_MI} square miles`,
      });
  });
export type MapAreaQuery = z.infer<typeof mapAreaQuery>;

/** Square miles inside the drawn area (0 until its fields are there). */
export function areaSqMi(q: Pick<MapAreaQuery, 'shape' | 'west' | 'south' | 'east' | 'north' | 'radiusFt'>): number {
  if (q.shape === 'rect') {
    if (q.west === undefined || q.east === undefined || q.south === undefined || q.north === undefined) return 0;
    const milesPerDegree = 69.05;
    const midLat = ((q.south + q.north) / 2) * (Math.PI / 180);
    return (q.east - q.west) * milesPerDegree * Math.cos(midLat) * (q.north - q.south) * milesPerDegree;
  }
  if (q.radiusFt === undefined) return 0;
  const miles = q.radiusFt / FEET_PER_MILE;
  return Math.PI * miles * miles;
}

const money = z.number().nullable();

export const mapAreaParcelRow = z.object({
  parcelId: z.string(),
  displayParcelId: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  owner: z.string(), // "Confidential" (in the page's language) for a confidential parcel
  useCode: z.string(),
  useDescription: z.string(),
  justValue: money,
  livingArea: z.number().nullable(),
  landSqFt: z.number().nullable(),
  yearBuilt: z.number().nullable(),
  lastSaleDate: z.string().nullable(),
  lastSalePrice: money,
  distanceFt: z.number().nullable(), // from the circle's center or the chosen parcel; null for a rectangle
});
export type MapAreaParcelRow = z.infer<typeof mapAreaParcelRow>;

export const mapAreaSaleRow = z.object({
  parcelId: z.string(),
  displayParcelId: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  saleDate: z.string(),
  salePrice: z.number(),
  instrument: z.string().nullable(),
  useCode: z.string(),
  useDescription: z.string(),
  livingArea: z.number().nullable(),
  pricePerSqFt: z.number().nullable(),
  bedrooms: z.number().nullable(),
  baths: z.number().nullable(),
  yearBuilt: z.number().nullable(),
  landSqFt: z.number().nullable(),
  distanceFt: z.number().nullable(),
});
export type MapAreaSaleRow = z.infer<typeof mapAreaSaleRow>;

export const mapAreaResponse = z.object({
  kind: z.enum(MAP_AREA_KINDS),
  areaSqMi: z.number(),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  parcels: z.array(mapAreaParcelRow).optional(),
  sales: z.array(mapAreaSaleRow).optional(),
});
export type MapAreaResponse = z.infer<typeof mapAreaResponse>;
