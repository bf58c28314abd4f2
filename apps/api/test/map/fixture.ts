import type { LineString, Polygon } from 'geojson';
import type { Database } from '../../src/db/database.ts';
import type { ParcelTable } from '../../src/db/schema.ts';
import { shapeRows, streetRows } from '../../src/gis/shape-rows.ts';
import { displayToStored } from '@county/shared';
import { CELL_ZOOM, latToTileY, lonToTileX, tileBox, type Box } from '../../src/gis/tile-math.ts';

// A small neighbourhood drawn on the map for the tile and drawn-area tests: a block of lots in
// rows along a street, a five-acre tract beside them, a retired lot, a confidential lot, and sales
// in and out of the last three years. Everything lies inside one zoom-14 cell, away from its edges.
// The figures are invented; the tests derive what they expect from these constants.

export const REFRESH_DATE = '2025-06-01';
export const TAX_YEAR = 2025;
/** The zoom-14 cell everything lies in (downtown Orlando). */
export const CELL = { x: lonToTileX(-81.3792, CELL_ZOOM), y: latToTileY(28.5383, CELL_ZOOM) };
const cellBox = tileBox(CELL_ZOOM, CELL.x, CELL.y);
/** The south-west corner of the block: a quarter of the way into the cell. */
export const ORIGIN = {
  lon: cellBox.minLon + (cellBox.maxLon - cellBox.minLon) * 0.25,
  lat: cellBox.minLat + (cellBox.maxLat - cellBox.minLat) * 0.25,
};
/** A lot's width and depth in degrees (about 75 ft by 120 ft). */
export const LOT_DLON = 0.00023;
export const LOT_DLAT = 0.00033;
export const COLUMNS = 10;
export const ROWS = 3;

export interface Lot {
  parcelId: string;
  displayId: string;
  box: Box;
  /** The parcel's point (the middle of its lot). */
  lon: number;
  lat: number;
  justValue: number;
  landSqft: number;
  useCode: string;
  homestead: boolean;
}

function displayOf(n: number): string {
  return `35-22-29-6700-${String(Math.floor(n / 100) + 1).padStart(2, '0')}-${String(n % 100).padStart(3, '0')}`;
}

function rectangle(box: Box): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [box.minLon, box.minLat],
        [box.maxLon, box.minLat],
        [box.maxLon, box.maxLat],
        [box.minLon, box.maxLat],
        [box.minLon, box.minLat],
      ],
    ],
  };
}

/** The lots of the block, row by row from the south-west; lot 0 is at the origin. */
export const LOTS: Lot[] = Array.from({ length: COLUMNS * ROWS }, (_, i) => {
  const col = i % COLUMNS;
  const row = Math.floor(i / COLUMNS);
  const box = {
    minLon: ORIGIN.lon + col * LOT_DLON,
    maxLon: ORIGIN.lon + (col + 1) * LOT_DLON,
    minLat: ORIGIN.lat + row * LOT_DLAT,
    maxLat: ORIGIN.lat + (row + 1) * LOT_DLAT,
  };
  const displayId = displayOf(i + 1);
  return {
    parcelId: displayToStored(displayId),
    displayId,
    box,
    lon: (box.minLon + box.maxLon) / 2,
    lat: (box.minLat + box.maxLat) / 2,
    justValue: 200_000 + i * 10_000,
    landSqft: 9_000,
    useCode: i % 7 === 3 ? '0000' : '0100',
    homestead: i % 2 === 0,
  };
});

/** A tract of about six acres east of the block. */
export const TRACT: Lot = (() => {
  const minLon = ORIGIN.lon + (COLUMNS + 1) * LOT_DLON;
  const box = { minLon, maxLon: minLon + 0.0015, minLat: ORIGIN.lat, maxLat: ORIGIN.lat + 0.0015 };
  const displayId = displayOf(90);
  return {
    parcelId: displayToStored(displayId),
    displayId,
    box,
    lon: (box.minLon + box.maxLon) / 2,
    lat: (box.minLat + box.maxLat) / 2,
    justValue: 1_500_000,
    landSqft: 262_000,
    useCode: '6100',
    homestead: false,
  };
})();

/** Lot 5 was retired from the roll; lot 12 is confidential. */
export const RETIRED = LOTS[5]!;
export const CONFIDENTIAL = LOTS[12]!;
export const OWNER_OF = (lot: Lot) => `OWNER ${lot.displayId}`;

/** Sales: [lot index, date, price, qualification code]. Lot 1 sold twice in the window. */
export const SALES: Array<[number, string, number, string]> = [
  [1, '2023-04-10', 310_000, '01'],
  [1, '2024-09-15', 355_000, '01'],
  [2, '2024-01-20', 100, '11'], // not qualified
  [3, '2019-05-05', 150_000, '01'], // before the window
  [4, '2025-02-01', 420_000, '02'],
  [5, '2024-06-01', 300_000, '01'], // retired parcel
  [12, '2024-03-03', 333_000, '01'], // confidential parcel
  [21, '2022-06-02', 275_000, '01'], // on the window's first day
];
/** The window's first day: three years before the refresh date. */
export const SALES_SINCE = '2022-06-01';

export const STREET: { id: number; name: string; line: LineString } = {
  id: 7,
  name: 'N MAGNOLIA AVE',
  line: {
    type: 'LineString',
    coordinates: [
      [ORIGIN.lon - LOT_DLON, ORIGIN.lat - 0.0001],
      [ORIGIN.lon + (COLUMNS + 1) * LOT_DLON, ORIGIN.lat - 0.0001],
    ],
  },
};

export function parcelRow(lot: Lot, n: number): ParcelTable {
  return {
    parcel_id: lot.parcelId,
    display_id: lot.displayId,
    situs_number: 100 + n * 2,
    situs_direction: 'N',
    situs_street: 'MAGNOLIA',
    situs_suffix: 'AVE',
    situs_post_direction: null,
    situs_unit: null,
    situs_address: `${100 + n * 2} N MAGNOLIA AVE`,
    situs_city: 'ORLANDO',
    situs_zip: '32801',
    jurisdiction_code: 'ORL',
    latitude: lot.lat,
    longitude: lot.lon,
    section: 35,
    township: 22,
    range: 29,
    subdivision_code: '6700',
    subdivision_name: 'MAGNOLIA PARK',
    block: lot.displayId.slice(14, 16),
    lot: lot.displayId.slice(17),
    legal_description: `MAGNOLIA PARK LOT ${n}`,
    use_code: lot.useCode,
    neighborhood: 'N-200',
    acreage: lot.landSqft / 43_560,
    land_sqft: lot.landSqft,
    homestead: lot.homestead ? 1 : 0,
    property_name: null,
    owner_name: OWNER_OF(lot),
    mail_address1: '1 MAIL ST',
    mail_address2: null,
    mail_city: 'ORLANDO',
    mail_state: 'FL',
    mail_zip: '32801',
    mail_country: null,
    owner_key: OWNER_OF(lot),
    street_key: 'MAGNOLIA AVE',
    subdivision_key: 'MAGNOLIA PARK',
  };
}

export const ALL_LOTS = [...LOTS, TRACT];

/** Writes the neighbourhood; shapes through shapeRows, as the generator and the importer do. */
export async function seedMap(database: Database): Promise<void> {
  const { db } = database;
  await db
    .insertInto('meta')
    .values([
      { key: 'data_refresh_date', value: REFRESH_DATE },
      { key: 'tax_year', value: String(TAX_YEAR) },
    ])
    .execute();
  await db
    .insertInto('use_codes')
    .values([
      { code: '0000', dor_code: '00', description: 'Vacant residential', group_name: 'Residential' },
      { code: '0100', dor_code: '01', description: 'Single family', group_name: 'Residential' },
      { code: '6100', dor_code: '61', description: 'Grazing land', group_name: 'Agricultural' },
    ])
    .execute();
  await db
    .insertInto('parcels')
    .values(ALL_LOTS.map((lot, n) => parcelRow(lot, n)))
    .execute();
  await db
    .insertInto('parcel_values')
    .values(
      ALL_LOTS.map((lot) => ({
        parcel_id: lot.parcelId,
        tax_year: TAX_YEAR,
        just_value: lot.justValue,
        land_value: Math.round(lot.justValue / 3),
        building_value: lot.justValue - Math.round(lot.justValue / 3),
        feature_value: 0,
        school_assessed: lot.justValue,
        nonschool_assessed: lot.justValue,
        school_exempt: 0,
        nonschool_exempt: 0,
        school_taxable: lot.justValue,
        nonschool_taxable: lot.justValue,
        soh_savings: 0,
        ten_pct_savings: 0,
        ag_savings: 0,
        homestead: lot.homestead ? 1 : 0,
      })),
    )
    .execute();
  await db
    .insertInto('buildings')
    .values(
      LOTS.filter((lot) => lot.useCode === '0100').map((lot, n) => ({
        parcel_id: lot.parcelId,
        building_no: 1,
        model: 'residential',
        year_built: 1960 + n,
        effective_year: 1960 + n,
        living_area: 1_500 + n * 20,
        gross_area: 1_900 + n * 20,
        bedrooms: 3,
        baths: 2,
        stories: 1,
        units: 1,
        construction: 'concrete block',
        exterior_wall: null,
        roof: null,
        quality: 'average',
        value: 100_000,
      })),
    )
    .execute();
  await db
    .insertInto('sales')
    .values(
      SALES.map(([i, date, price, qual], seq) => ({
        parcel_id: LOTS[i]!.parcelId,
        seq: seq + 1,
        sale_date: date,
        price,
        instrument_number: `2020${String(seq).padStart(6, '0')}`,
        book: null,
        page: null,
        deed_code: 'WD',
        qual_code: qual,
        qualified: qual === '01' || qual === '02' ? 1 : 0,
        vacant_improved: 'I',
        grantor: 'SELLER',
        grantee: OWNER_OF(LOTS[i]!),
      })),
    )
    .execute();
  for (const lot of ALL_LOTS) {
    const { shape, cells } = shapeRows(lot.parcelId, rectangle(lot.box));
    await db.insertInto('parcel_shapes').values(shape).execute();
    await db.insertInto('shape_cells').values(cells).execute();
  }
  const { street, cells } = streetRows({ id: STREET.id, name: STREET.name, streetKey: 'MAGNOLIA AVE', main: true, line: STREET.line });
  await db.insertInto('street_lines').values(street).execute();
  await db.insertInto('street_cells').values(cells).execute();
  await db.updateTable('parcels').set({ retired_on: '2025-01-01' }).where('parcel_id', '=', RETIRED.parcelId).execute();
}
