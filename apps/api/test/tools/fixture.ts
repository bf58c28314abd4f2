import type { Insertable } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import type { ParcelTable } from '../../src/db/schema.ts';

// A small hand-made corner of Orlando for the tools' tests: a homesteaded house (the subject), its
// two roll years and rates, and sales around it chosen so that each rule of "comparable" keeps or
// drops one of them. Offsets are in degrees of latitude: 0.0029 = 0.20 miles, 0.0072 = 0.50 miles,
// 0.02 = 1.38 miles, 0.0435 = 3.01 miles (one degree = 69.09 miles).

export const SUBJECT = '272035664500001';
const LAT = 28.54;
const LON = -81.38;

function parcel(id: string, overrides: Partial<Insertable<ParcelTable>> = {}): Insertable<ParcelTable> {
  return {
    parcel_id: id,
    display_id: `${id.slice(4, 6)}-${id.slice(2, 4)}-${id.slice(0, 2)}-${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12)}`,
    situs_address: `${Number(id.slice(12)) * 10} OAK ST`,
    situs_city: 'ORLANDO',
    situs_zip: '32801',
    jurisdiction_code: 'ORL',
    latitude: LAT,
    longitude: LON,
    section: 35,
    township: 20,
    range: 27,
    subdivision_code: '6645',
    subdivision_name: 'OAK HILLS',
    block: '00',
    lot: id.slice(12),
    use_code: '0100',
    neighborhood: 'N100',
    acreage: 0.2,
    land_sqft: 8_000,
    homestead: 0,
    owner_name: 'OWNER',
    owner_key: 'OWNER',
    ...overrides,
  };
}

interface Comparable {
  id: string;
  parcel?: Partial<Insertable<ParcelTable>>;
  livingArea: number;
  yearBuilt: number;
  sale: { date: string; price: number; qualified?: boolean };
}

/** Which sale each comparable is and why it is in or out. */
export const COMPARABLES: Comparable[] = [
  // A: same neighborhood, 0.20 miles: in.
  { id: '272035664500002', parcel: { latitude: LAT + 0.0029 }, livingArea: 1_700, yearBuilt: 1998, sale: { date: '2025-03-15', price: 340_000 } },
  // B: same neighborhood but 1.38 miles away: in unless only distance counts.
  { id: '272035664500003', parcel: { latitude: LAT + 0.02 }, livingArea: 1_900, yearBuilt: 1990, sale: { date: '2024-09-01', price: 310_000 } },
  // C: not a qualified sale.
  { id: '272035664500004', livingArea: 1_800, yearBuilt: 1995, sale: { date: '2025-01-10', price: 150_000, qualified: false } },
  // D: a condominium, another use: in only with use=any.
  { id: '272035664500005', parcel: { use_code: '0400' }, livingArea: 1_800, yearBuilt: 1995, sale: { date: '2025-02-10', price: 250_000 } },
  // E: twice the living area (the band is 30%).
  { id: '272035664500006', livingArea: 3_600, yearBuilt: 1995, sale: { date: '2025-02-11', price: 600_000 } },
  // F: built 35 years earlier (the year band is 15).
  { id: '272035664500007', livingArea: 1_800, yearBuilt: 1960, sale: { date: '2025-02-12', price: 200_000 } },
  // G: sold 21 months before the roll's date: out of a 12-month window.
  { id: '272035664500008', parcel: { latitude: LAT + 0.001 }, livingArea: 1_750, yearBuilt: 1993, sale: { date: '2023-09-15', price: 280_000 } },
  // H: another neighborhood and subdivision, 0.50 miles away: in unless only the neighborhood counts.
  {
    id: '272035664500009',
    parcel: { latitude: LAT + 0.0072, neighborhood: 'N200', subdivision_code: '7000', subdivision_name: 'PINE RIDGE' },
    livingArea: 1_850,
    yearBuilt: 2000,
    sale: { date: '2025-06-30', price: 370_000 },
  },
  // I: another neighborhood 3.01 miles away: in only with a 5-mile radius.
  {
    id: '272035664500010',
    parcel: { latitude: LAT + 0.0435, neighborhood: 'N300', subdivision_code: '7100', subdivision_name: 'LAKE VIEW' },
    livingArea: 1_800,
    yearBuilt: 1995,
    sale: { date: '2025-02-01', price: 300_000 },
  },
];

export async function seedToolsFixture(database: Database): Promise<void> {
  const { db } = database;
  // The roll's date ends the comparable sales' window (decision 124).
  await db
    .insertInto('meta')
    .values([
      { key: 'tax_year', value: '2025' },
      { key: 'data_refresh_date', value: '2025-06-30' },
    ])
    .execute();
  await db.insertInto('jurisdictions').values({ code: 'ORL', name: 'Orlando', zip_codes: '32801' }).execute();
  await db
    .insertInto('taxing_authorities')
    .values([
      { code: 'CNTY', name: 'County General', school: 0, kind: 'county' },
      { code: 'CORL', name: 'City of Orlando', school: 0, kind: 'city' },
      { code: 'SCHL', name: 'School Board', school: 1, kind: 'school' },
      { code: 'SJWM', name: 'St. Johns River Water Management District', school: 0, kind: 'district' },
    ])
    .execute();
  await db
    .insertInto('levies')
    .values(['CNTY', 'CORL', 'SCHL', 'SJWM'].map((authority_code) => ({ jurisdiction_code: 'ORL', authority_code })))
    .execute();
  await db
    .insertInto('millage')
    .values([
      { tax_year: 2024, authority_code: 'CNTY', millage: 4.4347 },
      { tax_year: 2024, authority_code: 'CORL', millage: 6.65 },
      { tax_year: 2024, authority_code: 'SCHL', millage: 6.5 },
      { tax_year: 2024, authority_code: 'SJWM', millage: 0.1793 },
      { tax_year: 2025, authority_code: 'CNTY', millage: 4.4347 },
      { tax_year: 2025, authority_code: 'CORL', millage: 6.65 },
      { tax_year: 2025, authority_code: 'SCHL', millage: 6.38 },
      { tax_year: 2025, authority_code: 'SJWM', millage: 0.1793 },
    ])
    .execute();

  await db
    .insertInto('parcels')
    .values(parcel(SUBJECT, { homestead: 1, situs_address: '10 OAK ST' }))
    .execute();
  await db
    .insertInto('buildings')
    .values(building(SUBJECT, 1_800, 1995))
    .execute();
  const roll = { land_value: 100_000, feature_value: 0, ten_pct_savings: 0, ag_savings: 0, homestead: 1 };
  await db
    .insertInto('parcel_values')
    .values([
      // 2024: just 300,000, Save Our Homes assessed 200,000; exempt 25,000 (school), 50,000 (other).
      {
        ...roll,
        parcel_id: SUBJECT,
        tax_year: 2024,
        just_value: 300_000,
        building_value: 200_000,
        school_assessed: 200_000,
        nonschool_assessed: 200_000,
        school_exempt: 25_000,
        nonschool_exempt: 50_000,
        school_taxable: 175_000,
        nonschool_taxable: 150_000,
        soh_savings: 100_000,
      },
      // 2025: assessed 200,000 x 1.029 = 205,800.
      {
        ...roll,
        parcel_id: SUBJECT,
        tax_year: 2025,
        just_value: 320_000,
        building_value: 220_000,
        school_assessed: 205_800,
        nonschool_assessed: 205_800,
        school_exempt: 25_000,
        nonschool_exempt: 50_000,
        school_taxable: 180_800,
        nonschool_taxable: 155_800,
        soh_savings: 114_200,
      },
    ])
    .execute();
  await db
    .insertInto('parcel_exemptions')
    .values(
      [2024, 2025].flatMap((tax_year) => [
        { parcel_id: SUBJECT, tax_year, code: 'HX', description: 'Homestead', school_amount: 25_000, nonschool_amount: 25_000 },
        { parcel_id: SUBJECT, tax_year, code: 'HXA', description: 'Additional homestead', school_amount: 0, nonschool_amount: 25_000 },
      ]),
    )
    .execute();
  // The subject's own sale is never its own comparable.
  await db
    .insertInto('sales')
    .values(sale(SUBJECT, '2025-05-01', 330_000, true))
    .execute();

  for (const c of COMPARABLES) {
    await db.insertInto('parcels').values(parcel(c.id, c.parcel)).execute();
    await db
      .insertInto('buildings')
      .values(building(c.id, c.livingArea, c.yearBuilt))
      .execute();
    await db
      .insertInto('sales')
      .values(sale(c.id, c.sale.date, c.sale.price, c.sale.qualified ?? true))
      .execute();
  }
  // A later sale, after the roll's date and not qualified: never listed.
  await db
    .insertInto('sales')
    .values({ ...sale(COMPARABLES[0]!.id, '2025-08-01', 90_000, false), seq: 2 })
    .execute();
}

function building(parcel_id: string, living_area: number, year_built: number) {
  return {
    parcel_id,
    building_no: 1,
    model: 'residential',
    year_built,
    effective_year: year_built,
    living_area,
    gross_area: living_area + 400,
    bedrooms: 3,
    baths: 2,
    stories: 1,
    units: 1,
    construction: 'concrete block',
    quality: 'average',
    value: 200_000,
  };
}

function sale(parcel_id: string, sale_date: string, price: number, qualified: boolean) {
  return {
    parcel_id,
    seq: 1,
    sale_date,
    price,
    instrument_number: `2025${parcel_id.slice(-6)}`,
    deed_code: 'WD',
    qual_code: qualified ? '01' : '11',
    qualified: qualified ? 1 : 0,
    vacant_improved: 'I',
    grantor: 'SELLER',
    grantee: 'BUYER',
  };
}
