import { displayToStored } from '@county/shared';
import type { Database } from '../../src/db/database.ts';
import type { ParcelTable, ParcelValueTable } from '../../src/db/schema.ts';

// A small roll for the card tests: the subject home (35-20-27-6645-00-001, homesteaded, in the
// City of Orlando, with sales, a building, a pool, exemptions and non-ad valorem assessments), its
// neighbours with sales that are and are not comparable, a vacant unplatted parcel, and a tangible
// account. The figures are invented; the tests derive what they expect from these constants.

export const SUBJECT = '272035664500001';
export const SUBJECT_DISPLAY = '35-20-27-6645-00-001';
export const VACANT = displayToStored('35-20-27-0000-00-100');
export const ACCOUNT = 'T-1020304';
export const REFRESH_DATE = '2025-06-01';
export const YEARS = [2021, 2022, 2023, 2024, 2025];

export const MILLAGE: Record<string, number> = { CNTY: 4.4347, SCHL: 3.2, SCHS: 3.18, SJR: 0.1793, ORL: 6.65, LIB: 0.3748 };
export const SCHOOL_CODES = ['SCHL', 'SCHS'];
export const ORL_LEVIES = ['CNTY', 'SCHL', 'SCHS', 'SJR', 'ORL', 'LIB'];

export function subjectValues(year: number): ParcelValueTable {
  const step = year - 2021;
  const just = 300_000 + step * 20_000;
  const assessed = 250_000 + step * 7_000;
  return {
    parcel_id: SUBJECT,
    tax_year: year,
    just_value: just,
    land_value: 90_000 + step * 5_000,
    building_value: just - (90_000 + step * 5_000) - 20_000,
    feature_value: 20_000,
    school_assessed: assessed,
    nonschool_assessed: assessed,
    school_exempt: 25_000,
    nonschool_exempt: 50_000,
    school_taxable: assessed - 25_000,
    nonschool_taxable: assessed - 50_000,
    soh_savings: just - assessed,
    ten_pct_savings: 0,
    ag_savings: 0,
    homestead: 1,
  };
}

export const NON_AD_VALOREM = [
  { code: 'SW', description: 'Solid waste', units: 1, rate: 285.5, amount: 285.5 },
  { code: 'SL', description: 'Street lighting', units: 1, rate: 42.25, amount: 42.25 },
];

function parcel(displayId: string, overrides: Partial<ParcelTable>): ParcelTable {
  const stored = displayToStored(displayId);
  return {
    parcel_id: stored,
    display_id: displayId,
    situs_number: 100,
    situs_direction: null,
    situs_street: 'LAKE NONA',
    situs_suffix: 'DR',
    situs_post_direction: null,
    situs_unit: null,
    situs_address: '100 LAKE NONA DR',
    situs_city: 'ORLANDO',
    situs_zip: '32827',
    jurisdiction_code: 'ORL',
    latitude: 28.4,
    longitude: -81.25,
    section: Number(displayId.slice(0, 2)),
    township: Number(displayId.slice(3, 5)),
    range: Number(displayId.slice(6, 8)),
    subdivision_code: displayId.slice(9, 13),
    subdivision_name: 'LAKE NONA ESTATES',
    block: displayId.slice(14, 16),
    lot: displayId.slice(17),
    legal_description: 'LAKE NONA ESTATES 12/34 LOT 1',
    use_code: '0100',
    neighborhood: 'N-101',
    acreage: 0.25,
    land_sqft: 10_890,
    homestead: 0,
    property_name: null,
    owner_name: 'NEIGHBOUR PAT',
    mail_address1: '100 LAKE NONA DR',
    mail_address2: null,
    mail_city: 'ORLANDO',
    mail_state: 'FL',
    mail_zip: '32827',
    mail_country: null,
    owner_key: 'NEIGHBOUR PAT',
    street_key: 'LAKE NONA DR',
    subdivision_key: 'LAKE NONA ESTATES',
    ...overrides,
  };
}

interface Neighbour {
  display: string;
  saleDate: string;
  price: number;
  qualCode: string;
  livingArea: number | null;
  overrides?: Partial<ParcelTable>;
}

/** Sales around the subject; `comparable` says whether the card should list it. */
export const NEIGHBOURS: (Neighbour & { comparable: boolean })[] = [
  { display: '35-20-27-6645-00-002', saleDate: '2025-03-14', price: 410_000, qualCode: '01', livingArea: 2_000, comparable: true },
  { display: '35-20-27-6645-00-003', saleDate: '2024-08-02', price: 395_000, qualCode: '02', livingArea: 1_700, comparable: true },
  { display: '35-20-27-6645-00-004', saleDate: '2024-05-20', price: 100, qualCode: '11', livingArea: 1_900, comparable: false },
  { display: '35-20-27-6645-00-005', saleDate: '2019-01-10', price: 250_000, qualCode: '01', livingArea: 1_900, comparable: false },
  { display: '35-20-27-6645-00-006', saleDate: '2024-11-30', price: 900_000, qualCode: '01', livingArea: 4_800, comparable: false },
  {
    display: '35-20-27-6645-00-007',
    saleDate: '2024-10-01',
    price: 200_000,
    qualCode: '01',
    livingArea: 1_850,
    comparable: false,
    overrides: { use_code: '0400' },
  },
  {
    display: '35-20-27-6650-00-010',
    saleDate: '2025-01-15',
    price: 380_000,
    qualCode: '01',
    livingArea: 1_800,
    comparable: true,
    overrides: { subdivision_code: '6650', subdivision_name: 'NONA PINES', subdivision_key: 'NONA PINES' },
  },
  {
    display: '35-20-27-6660-00-020',
    saleDate: '2025-02-01',
    price: 390_000,
    qualCode: '01',
    livingArea: 1_800,
    comparable: false,
    overrides: { subdivision_code: '6660', subdivision_name: 'FAR OAKS', subdivision_key: 'FAR OAKS', neighborhood: 'N-999' },
  },
];

export const SUBJECT_SALES = [
  {
    seq: 1,
    sale_date: '2015-04-17',
    price: 215_000,
    instrument_number: '20150198765',
    book: '10912',
    page: '2231',
    deed_code: 'WD',
    qual_code: '01',
    qualified: 1,
    vacant_improved: 'I',
    grantor: 'BUILDER HOMES LLC',
    grantee: 'DOE JANE',
  },
  {
    seq: 2,
    sale_date: '2020-09-03',
    price: 10,
    instrument_number: '20200456789',
    book: null,
    page: null,
    deed_code: 'QC',
    qual_code: '11',
    qualified: 0,
    vacant_improved: 'I',
    grantor: 'DOE JANE',
    grantee: 'DOE JANE; DOE JOHN',
  },
];

export async function insertCardFixture(database: Database): Promise<void> {
  const { db } = database;
  await db.insertInto('meta').values({ key: 'data_refresh_date', value: REFRESH_DATE }).execute();
  await db
    .insertInto('use_codes')
    .values([
      { code: '0100', dor_code: '01', description: 'Single Family', group_name: 'Residential' },
      { code: '0400', dor_code: '04', description: 'Condominium', group_name: 'Residential' },
      { code: '0000', dor_code: '00', description: 'Vacant Residential', group_name: 'Residential' },
    ])
    .execute();
  await db
    .insertInto('jurisdictions')
    .values([
      { code: 'ORL', name: 'Orlando', zip_codes: '32801 32827' },
      { code: 'ORG', name: 'Unincorporated', zip_codes: '32709' },
    ])
    .execute();
  await db
    .insertInto('deed_types')
    .values([
      { code: 'WD', description: 'Warranty Deed' },
      { code: 'QC', description: 'Quitclaim Deed' },
    ])
    .execute();
  await db
    .insertInto('sale_qualification_codes')
    .values([
      { code: '01', description: 'Qualified through examination of deed', qualified: 1 },
      { code: '02', description: 'Qualified by documented evidence', qualified: 1 },
      { code: '11', description: 'Disqualified: corrective or quitclaim deed', qualified: 0 },
    ])
    .execute();
  await db
    .insertInto('taxing_authorities')
    .values([
      { code: 'CNTY', name: 'County General', school: 0, kind: 'county' },
      { code: 'SCHL', name: 'School Board - Local', school: 1, kind: 'school' },
      { code: 'SCHS', name: 'School Board - State', school: 1, kind: 'school' },
      { code: 'SJR', name: 'St. Johns River Water Management District', school: 0, kind: 'district' },
      { code: 'ORL', name: 'City of Orlando', school: 0, kind: 'city' },
      { code: 'LIB', name: 'Library District', school: 0, kind: 'district' },
      { code: 'MSTU', name: 'Unincorporated MSTU', school: 0, kind: 'mstu' },
    ])
    .execute();
  await db
    .insertInto('levies')
    .values([...ORL_LEVIES.map((code) => ({ jurisdiction_code: 'ORL', authority_code: code })), { jurisdiction_code: 'ORG', authority_code: 'MSTU' }])
    .execute();
  await db
    .insertInto('millage')
    .values(
      YEARS.flatMap((year) =>
        [...Object.entries(MILLAGE), ['MSTU', 1.8043] as const].map(([code, mills]) => ({ tax_year: year, authority_code: code, millage: mills })),
      ),
    )
    .execute();

  await db
    .insertInto('parcels')
    .values([
      parcel(SUBJECT_DISPLAY, {
        homestead: 1,
        owner_name: 'DOE JANE; DOE JOHN',
        owner_key: 'DOE JANE DOE JOHN',
        property_name: null,
        situs_number: 123,
        situs_direction: 'N',
        situs_street: 'LAKE NONA',
        situs_address: '123 N LAKE NONA DR',
        mail_address1: 'PO BOX 77',
        mail_address2: 'C/O DOE FAMILY TRUST',
        mail_city: 'WINTER PARK',
        mail_zip: '32789',
      }),
      ...NEIGHBOURS.map((n) => parcel(n.display, n.overrides ?? {})),
      parcel('35-20-27-0000-00-100', {
        use_code: '0000',
        subdivision_name: null,
        subdivision_key: null,
        situs_address: null,
        situs_number: null,
        situs_street: null,
        situs_suffix: null,
        legal_description: 'BEG SE COR OF NE1/4 RUN N 200 FT',
        acreage: 5,
        land_sqft: 217_800,
        owner_name: 'ACRES HOLDINGS LLC',
        jurisdiction_code: 'ORG',
        neighborhood: null,
      }),
    ])
    .execute();
  await db
    .insertInto('owners')
    .values([
      { parcel_id: SUBJECT, seq: 1, name: 'DOE JANE', name_key: 'DOE JANE', name_key_reversed: 'JANE DOE', ownership_type: null },
      { parcel_id: SUBJECT, seq: 2, name: 'DOE JOHN', name_key: 'DOE JOHN', name_key_reversed: 'JOHN DOE', ownership_type: null },
    ])
    .execute();
  await db.insertInto('parcel_values').values(YEARS.map(subjectValues)).execute();
  await db
    .insertInto('parcel_exemptions')
    .values(
      YEARS.map((year) => ({ parcel_id: SUBJECT, tax_year: year, code: 'HX', description: 'Homestead', school_amount: 25_000, nonschool_amount: 50_000 })),
    )
    .execute();
  await db
    .insertInto('land_lines')
    .values({
      parcel_id: SUBJECT,
      seq: 1,
      land_use_code: '0100',
      description: 'Single family residential',
      zoning: 'R-1',
      units: 1,
      unit_type: 'LT',
      unit_price: 110_000,
      frontage: 80,
      depth: 125,
      value: 110_000,
    })
    .execute();
  const building = (parcelId: string, livingArea: number, value: number) => ({
    parcel_id: parcelId,
    building_no: 1,
    model: 'Single family residence',
    year_built: 2006,
    effective_year: 2008,
    living_area: livingArea,
    gross_area: livingArea + 500,
    bedrooms: 3,
    baths: 2.5,
    stories: 1,
    units: 1,
    construction: 'Concrete block',
    exterior_wall: 'Stucco',
    roof: 'Hip/gable, shingle',
    quality: 'Average',
    value,
  });
  await db
    .insertInto('buildings')
    .values([
      building(SUBJECT, 1_850, subjectValues(2025).building_value),
      ...NEIGHBOURS.filter((n) => n.livingArea !== null).map((n) => building(displayToStored(n.display), n.livingArea!, 200_000)),
    ])
    .execute();
  await db
    .insertInto('extra_features')
    .values([
      { parcel_id: SUBJECT, seq: 1, code: 'PL1', description: 'Residential pool', units: 450, unit_type: 'SF', year_built: 2010, value: 15_000 },
      { parcel_id: SUBJECT, seq: 2, code: 'SE1', description: 'Screen enclosure', units: 900, unit_type: 'SF', year_built: null, value: 5_000 },
    ])
    .execute();
  await db
    .insertInto('sales')
    .values([
      ...SUBJECT_SALES.map((s) => ({ parcel_id: SUBJECT, ...s })),
      ...NEIGHBOURS.map((n, i) => ({
        parcel_id: displayToStored(n.display),
        seq: 1,
        sale_date: n.saleDate,
        price: n.price,
        instrument_number: `2024000${100 + i}`,
        book: null,
        page: null,
        deed_code: 'WD',
        qual_code: n.qualCode,
        qualified: n.qualCode === '01' || n.qualCode === '02' ? 1 : 0,
        vacant_improved: 'I',
        grantor: 'SELLER',
        grantee: 'BUYER',
      })),
    ])
    .execute();
  await db
    .insertInto('non_ad_valorem')
    .values(NON_AD_VALOREM.map((n) => ({ parcel_id: SUBJECT, tax_year: 2025, ...n })))
    .execute();

  await db
    .insertInto('tpp_accounts')
    .values({
      account: ACCOUNT,
      business_name: 'NONA COFFEE ROASTERS',
      business_key: 'NONA COFFEE ROASTERS',
      naics_code: '722515',
      naics_description: 'Snack and nonalcoholic beverage bars',
      parcel_id: SUBJECT,
      situs_address: '500 E PINE ST',
      situs_city: 'ORLANDO',
      situs_zip: '32801',
      jurisdiction_code: 'ORL',
      owner_name: 'NONA COFFEE LLC',
      mail_address1: '500 E PINE ST',
      mail_address2: 'STE 2',
      mail_city: 'ORLANDO',
      mail_state: 'FL',
      mail_zip: '32801',
      filing_status: 'Filed',
    })
    .execute();
  await db
    .insertInto('tpp_values')
    .values(
      [2024, 2025].map((year) => ({
        account: ACCOUNT,
        tax_year: year,
        furniture_value: 40_000 + (year - 2024) * 5_000,
        leasehold_value: 10_000,
        just_value: 50_000 + (year - 2024) * 5_000,
        assessed_value: 50_000 + (year - 2024) * 5_000,
        exemption: 25_000,
        taxable_value: 25_000 + (year - 2024) * 5_000,
        penalty_rate: 0,
      })),
    )
    .execute();
}
