import type { CountyTables, GisTables } from '../db/schema.ts';

// Column order of every county table as the bulk loaders write it. Rows travel as arrays in this
// order, which is much cheaper than objects at county scale.

type Loaded = CountyTables & GisTables;
type Columns = { [T in keyof Loaded]: readonly (keyof Loaded[T] & string)[] };

export const COLUMNS = {
  use_codes: ['code', 'dor_code', 'description', 'group_name'],
  exemption_codes: ['code', 'description'],
  deed_types: ['code', 'description'],
  sale_qualification_codes: ['code', 'description', 'qualified'],
  jurisdictions: ['code', 'name', 'zip_codes'],
  taxing_authorities: ['code', 'name', 'school', 'kind'],
  levies: ['jurisdiction_code', 'authority_code'],
  millage: ['tax_year', 'authority_code', 'millage'],
  millage_proposals: ['tax_year', 'authority_code', 'proposed', 'rolled_back'],
  parcels: [
    'parcel_id', 'display_id', 'situs_number', 'situs_direction', 'situs_street', 'situs_suffix',
    'situs_post_direction', 'situs_unit', 'situs_address', 'situs_city', 'situs_zip', 'jurisdiction_code',
    'latitude', 'longitude', 'section', 'township', 'range', 'subdivision_code', 'subdivision_name', 'block',
    'lot', 'legal_description', 'use_code', 'neighborhood', 'acreage', 'land_sqft', 'homestead',
    'property_name', 'owner_name', 'mail_address1', 'mail_address2', 'mail_city', 'mail_state', 'mail_zip',
    'mail_country', 'owner_key', 'street_key', 'subdivision_key',
  ],
  owners: ['parcel_id', 'seq', 'name', 'name_key', 'name_key_reversed', 'ownership_type'],
  land_lines: ['parcel_id', 'seq', 'land_use_code', 'description', 'zoning', 'units', 'unit_type', 'unit_price', 'frontage', 'depth', 'value'],
  buildings: [
    'parcel_id', 'building_no', 'model', 'year_built', 'effective_year', 'living_area', 'gross_area', 'bedrooms',
    'baths', 'stories', 'units', 'construction', 'exterior_wall', 'roof', 'quality', 'value',
  ],
  extra_features: ['parcel_id', 'seq', 'code', 'description', 'units', 'unit_type', 'year_built', 'value'],
  parcel_values: [
    'parcel_id', 'tax_year', 'just_value', 'land_value', 'building_value', 'feature_value', 'school_assessed',
    'nonschool_assessed', 'school_exempt', 'nonschool_exempt', 'school_taxable', 'nonschool_taxable',
    'soh_savings', 'ten_pct_savings', 'ag_savings', 'homestead',
  ],
  parcel_exemptions: ['parcel_id', 'tax_year', 'code', 'description', 'school_amount', 'nonschool_amount'],
  sales: [
    'parcel_id', 'seq', 'sale_date', 'price', 'instrument_number', 'book', 'page', 'deed_code', 'qual_code',
    'qualified', 'vacant_improved', 'grantor', 'grantee',
  ],
  non_ad_valorem: ['parcel_id', 'tax_year', 'code', 'description', 'units', 'rate', 'amount'],
  tpp_accounts: [
    'account', 'business_name', 'business_key', 'naics_code', 'naics_description', 'parcel_id', 'situs_address',
    'situs_city', 'situs_zip', 'jurisdiction_code', 'owner_name', 'mail_address1', 'mail_address2', 'mail_city',
    'mail_state', 'mail_zip', 'filing_status',
  ],
  tpp_values: [
    'account', 'tax_year', 'furniture_value', 'leasehold_value', 'just_value', 'assessed_value', 'exemption',
    'taxable_value', 'penalty_rate',
  ],
  associations: ['plat_key', 'name', 'gated', 'mandatory', 'households'],
  parcel_shapes: ['parcel_id', 'geometry', 'min_lon', 'min_lat', 'max_lon', 'max_lat', 'area_sqft'],
  shape_cells: ['cell_x', 'cell_y', 'parcel_id'],
  street_lines: ['id', 'name', 'street_key', 'main', 'geometry', 'min_lon', 'min_lat', 'max_lon', 'max_lat'],
  street_cells: ['cell_x', 'cell_y', 'street_id'],
  meta: ['key', 'value'],
} as const satisfies Columns;

export type CountyTable = keyof typeof COLUMNS;
export type Row = (string | number | null)[];

/**
 * The columns the bulk loader writes: every table's own, plus the search copies of migration 0005
 * (a parcel's latest just value, a sale's parcel area). The generator knows them as it makes the
 * rows, so its load needs neither the per-row triggers nor a second pass that rewrites every sale.
 */
const COPIES = {
  parcels: ['latest_value_year', 'latest_just_value'],
  sales: ['parcel_situs_city', 'parcel_situs_zip', 'parcel_use_code', 'parcel_subdivision_key'],
} as const;

export const LOADED_COLUMNS: Readonly<Record<CountyTable, readonly string[]>> = {
  ...COLUMNS,
  parcels: [...COLUMNS.parcels, ...COPIES.parcels],
  sales: [...COLUMNS.sales, ...COPIES.sales],
};

/** A loaded row by column name: every column of LOADED_COLUMNS, no other. */
export type NamedRow<T extends CountyTable> = {
  readonly [C in (typeof COLUMNS)[T][number] | (T extends keyof typeof COPIES ? (typeof COPIES)[T][number] : never)]: string | number | null;
};

/**
 * The array a bulk loader takes, from a row written by column name (where a row is long enough
 * that positions would be misread).
 */
export function rowOf<T extends CountyTable>(table: T, named: NamedRow<T>): Row {
  const values = named as Readonly<Record<string, string | number | null>>;
  return LOADED_COLUMNS[table].map((column) => values[column]!);
}

/** Parents before children, so that foreign keys hold while loading in this order. */
export const LOAD_ORDER: readonly CountyTable[] = [
  'use_codes', 'exemption_codes', 'deed_types', 'sale_qualification_codes', 'jurisdictions', 'taxing_authorities',
  'levies', 'millage', 'millage_proposals', 'parcels', 'owners', 'land_lines', 'buildings', 'extra_features', 'parcel_values',
  'parcel_exemptions', 'sales', 'non_ad_valorem', 'tpp_accounts', 'tpp_values', 'associations', 'parcel_shapes', 'shape_cells',
  'street_lines', 'street_cells', 'meta',
];
