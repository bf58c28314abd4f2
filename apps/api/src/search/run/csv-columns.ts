import type { ParcelSearchRow, TangibleSearchRow } from '@county/shared/search';
import type { Cell } from '../../csv/index.ts';

// The columns of the export links. Writing (quoting, the formula guard, streaming) is the shared
// CSV module's (apps/api/src/csv).

const PARCEL_HEADER = [
  'Parcel ID',
  'Stored Parcel ID',
  'Owner',
  'Property Address',
  'City',
  'ZIP',
  'Use Code',
  'Homestead',
  'Just Value',
  'Living Area (sq ft)',
  'Bedrooms',
  'Bathrooms',
  'Year Built',
  'Land Area (sq ft)',
  'Last Sale Date',
  'Last Sale Price',
];
const SALE_HEADER = ['Sale Date', 'Sale Price', 'Qualified'];

export function parcelCsvHeader(sales: boolean): string[] {
  return sales ? [...PARCEL_HEADER, ...SALE_HEADER] : PARCEL_HEADER;
}

export function parcelCsvCells(r: ParcelSearchRow, sales: boolean): Cell[] {
  const base = [r.displayParcelId, r.parcelId, r.ownerName, r.propertyAddress, r.city, r.zip, r.useCode, r.isHomestead === 'True' ? 'Yes' : 'No', r.justValue];
  base.push(r.livingArea, r.bedrooms, r.bathrooms, r.yearBuilt, r.landArea, r.lastSaleDate, r.lastSalePrice);
  return sales ? [...base, r.saleDate, r.salePrice, r.qualified === 'True' ? 'Yes' : 'No'] : base;
}

export const TANGIBLE_CSV_HEADER = ['Account', 'Business Name', 'Owner', 'Property Address', 'City', 'Parcel ID', 'Filing Status'];

export function tangibleCsvCells(r: TangibleSearchRow): Cell[] {
  return [r.account, r.businessName, r.ownerName, r.propertyAddress, r.city, r.parcelId, r.filingStatus];
}
