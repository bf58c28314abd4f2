import type { PrcNearbySale } from './cards.ts';
import type { MapAreaSaleRow } from './map.ts';

// The columns of every list of comparable sales and of its CSV file (decision 124), apart from the
// definition's schema (comparable-sales.ts) so that the pages' tables do not bring zod along; with
// the filters' first values and choices in comparable-filters.ts.

/**
 * The columns of every list of comparable sales and of its CSV file, in order: the card's, the
 * map's and the tool's. `key` names the row's field in each list's own row type.
 */
export const COMPARABLE_COLUMNS = [
  { key: 'parcel', csv: 'Parcel ID' },
  { key: 'address', csv: 'Property address' },
  { key: 'saleDate', csv: 'Sale date' },
  { key: 'price', csv: 'Sale price' },
  { key: 'useCode', csv: 'Use code' },
  { key: 'livingArea', csv: 'Living area (sq ft)' },
  { key: 'pricePerSqFt', csv: 'Price per sq ft' },
  { key: 'bedrooms', csv: 'Bedrooms' },
  { key: 'baths', csv: 'Baths' },
  { key: 'yearBuilt', csv: 'Year built' },
  { key: 'landSqFt', csv: 'Lot (sq ft)' },
  { key: 'distance', csv: 'Distance (ft)' },
] as const;
export type ComparableColumnKey = (typeof COMPARABLE_COLUMNS)[number]['key'];

/** A comparable sale as every list shows it; each list maps its own rows to this for its table and CSV file. */
export interface ComparableRow {
  parcelId: string;
  displayParcelId: string;
  address: string | null;
  saleDate: string;
  price: number;
  useCode: string;
  livingArea: number | null;
  pricePerSqFt: number | null;
  bedrooms: number | null;
  baths: number | null;
  yearBuilt: number | null;
  landSqFt: number | null;
  /** Feet from the subject; null when either has no point. */
  distanceFt: number | null;
}

const CSV_CELLS: Record<ComparableColumnKey, (r: ComparableRow) => string | number | null> = {
  parcel: (r) => r.displayParcelId,
  address: (r) => r.address,
  saleDate: (r) => r.saleDate,
  price: (r) => r.price,
  useCode: (r) => r.useCode,
  livingArea: (r) => r.livingArea,
  pricePerSqFt: (r) => (r.pricePerSqFt === null ? null : r.pricePerSqFt.toFixed(2)),
  bedrooms: (r) => r.bedrooms,
  baths: (r) => r.baths,
  yearBuilt: (r) => r.yearBuilt,
  landSqFt: (r) => r.landSqFt,
  distance: (r) => r.distanceFt,
};

/** The CSV file's header and rows, in the columns every list shows. */
export function comparableCsv(rows: readonly ComparableRow[]): { header: string[]; cells: Array<Array<string | number | null>> } {
  return { header: COMPARABLE_COLUMNS.map((c) => c.csv), cells: rows.map((r) => COMPARABLE_COLUMNS.map((c) => CSV_CELLS[c.key](r))) };
}

/** A sale of the map's list as every list of comparable sales shows it. */
export function comparableRowOfMapSale(r: MapAreaSaleRow): ComparableRow {
  return {
    parcelId: r.parcelId,
    displayParcelId: r.displayParcelId,
    address: r.address,
    saleDate: r.saleDate,
    price: r.salePrice,
    useCode: r.useCode,
    livingArea: r.livingArea,
    pricePerSqFt: r.pricePerSqFt,
    bedrooms: r.bedrooms,
    baths: r.baths,
    yearBuilt: r.yearBuilt,
    landSqFt: r.landSqFt,
    distanceFt: r.distanceFt,
  };
}

/** The card's comparable sale as every list of comparable sales shows it. */
export function comparableRowOfNearby(n: PrcNearbySale): ComparableRow {
  return {
    parcelId: n.parcelId,
    displayParcelId: n.displayParcelId,
    address: n.propertyAddress,
    saleDate: n.saleDate,
    price: n.salePrice,
    useCode: n.dorCode,
    livingArea: n.livingArea,
    pricePerSqFt: n.pricePerSqFt,
    bedrooms: n.bedrooms,
    baths: n.baths,
    yearBuilt: n.yearBuilt,
    landSqFt: n.landSqFt,
    distanceFt: n.distanceFt,
  };
}
