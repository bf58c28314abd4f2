// Comparable sales: arithmetic shared by the API (which selects the sales) and the web page (which
// sorts and exports them), so a sorted table and its CSV file always agree.

import type { ComparableRow } from '../comparable-columns.ts';

const FEET_PER_MILE = 5280;
/** Mean radius of the Earth in statute miles. */
const EARTH_RADIUS_MILES = 3_958.8;
const RADIANS = Math.PI / 180;
/** Miles per degree of latitude (the Earth's circumference / 360). */
export const MILES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_MILES) / 360;

/** Great-circle (haversine) distance in miles between two latitude/longitude points. */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLon = (lon2 - lon1) * RADIANS;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/**
 * A latitude/longitude box that holds every point within `miles` of the center: a cheap index
 * filter before the exact distance. A degree of longitude shrinks by cos(latitude).
 */
export function boundingBox(lat: number, lon: number, miles: number): BoundingBox {
  const dLat = miles / MILES_PER_DEGREE;
  const dLon = miles / (MILES_PER_DEGREE * Math.max(0.01, Math.cos(lat * RADIANS)));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
}

/** The Department of Revenue use code (2 digits) of the county's 4-digit code: 0103 -> 01. */
export function dorUseCode(useCode: string): string {
  return useCode.slice(0, 2);
}

/** Price per square foot to the cent, or null without an area. */
export function pricePerSqft(price: number, sqft: number): number | null {
  return sqft > 0 ? Math.round((price / sqft) * 100) / 100 : null;
}

export interface ComparableSale {
  parcelId: string;
  displayId: string;
  address: string | null;
  saleDate: string;
  price: number;
  deedCode: string;
  qualCode: string;
  useCode: string;
  neighborhood: string | null;
  subdivisionName: string | null;
  livingArea: number;
  yearBuilt: number | null;
  bedrooms: number | null;
  baths: number | null;
  landSqft: number;
  /** Price divided by living area (land area for vacant land). */
  pricePerSqft: number | null;
  /** Miles from the subject parcel; null when either has no coordinates. */
  distance: number | null;
  latitude: number | null;
  longitude: number | null;
}

export const COMPARABLE_SORT_KEYS = ['saleDate', 'price', 'pricePerSqft', 'livingArea', 'yearBuilt', 'distance', 'address'] as const;
export type ComparableSortKey = (typeof COMPARABLE_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** A sorted copy. Missing values (no distance, no year) go last in either direction. */
export function sortComparables(sales: readonly ComparableSale[], key: ComparableSortKey, direction: SortDirection): ComparableSale[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...sales].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return a.parcelId < b.parcelId ? -1 : a.parcelId > b.parcelId ? 1 : 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

/** The sale as every list of comparable sales shows it (comparable-sales.ts): the same columns in the table and its CSV file. */
export function comparableRowOf(s: ComparableSale): ComparableRow {
  return {
    parcelId: s.parcelId,
    displayParcelId: s.displayId,
    address: s.address,
    saleDate: s.saleDate,
    price: s.price,
    useCode: s.useCode,
    livingArea: s.livingArea,
    pricePerSqFt: s.pricePerSqft,
    bedrooms: s.bedrooms,
    baths: s.baths,
    yearBuilt: s.yearBuilt,
    landSqFt: s.landSqft,
    distanceFt: s.distance === null ? null : Math.round(s.distance * FEET_PER_MILE),
  };
}
