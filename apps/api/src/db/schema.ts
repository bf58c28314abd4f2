import type { Generated } from 'kysely';

// Table types for Kysely. Money is whole dollars (integer), tax amounts are dollars with cents
// (real), dates are ISO text (YYYY-MM-DD), flags are 0/1 integers: the same on SQLite and PostgreSQL.

export interface ParcelTable {
  parcel_id: string; // 15 digits, stored order (range-township-section-subdivision-block-lot)
  display_id: string; // 35-20-27-6645-00-001
  situs_number: number | null;
  situs_direction: string | null; // N, S, E, W, NE ...
  situs_street: string | null; // street name without suffix: ORANGE
  situs_suffix: string | null; // AVE, ST, BLVD ...
  situs_post_direction: string | null;
  situs_unit: string | null;
  situs_address: string | null; // one line as printed: 123 N ORANGE AVE UNIT 4
  situs_city: string | null;
  situs_zip: string | null;
  jurisdiction_code: string;
  latitude: number | null;
  longitude: number | null;
  section: number;
  township: number;
  range: number;
  subdivision_code: string;
  subdivision_name: string | null;
  block: string;
  lot: string;
  legal_description: string | null;
  use_code: string; // 4 digits: DOR code + local subtype
  neighborhood: string | null;
  acreage: number;
  land_sqft: number;
  homestead: number; // 0 or 1, for the current tax year
  property_name: string | null;
  owner_name: string; // owners joined in order, as printed on the card
  mail_address1: string | null;
  mail_address2: string | null;
  mail_city: string | null;
  mail_state: string | null;
  mail_zip: string | null;
  mail_country: string | null;
  // Search keys: upper case, punctuation folded, so that prefix searches use plain indexes.
  owner_key: string;
  street_key: string | null; // ORANGE AVE
  subdivision_key: string | null;
  // Migration 0012 (decisions 14, 15), optional for rows written without them (they default):
  confidential?: number; // 1 while the owners' names and mailing address are masked
  retired_on?: string | null; // YYYY-MM-DD: a complete roll no longer listed the parcel
}

export interface OwnerTable {
  parcel_id: string;
  seq: number;
  name: string;
  name_key: string; // SMITH JOHN (upper, punctuation folded)
  name_key_reversed: string; // JOHN SMITH: lets 'John Smith' find 'SMITH JOHN'
  ownership_type: string | null;
}

export interface LandLineTable {
  parcel_id: string;
  seq: number;
  land_use_code: string;
  description: string;
  zoning: string | null;
  units: number;
  unit_type: string; // SF, AC, FF, LT, UT
  unit_price: number;
  frontage: number | null;
  depth: number | null;
  value: number;
}

export interface BuildingTable {
  parcel_id: string;
  building_no: number;
  model: string; // residential, condominium, commercial ...
  year_built: number;
  effective_year: number;
  living_area: number;
  gross_area: number;
  bedrooms: number;
  baths: number;
  stories: number;
  units: number;
  construction: string; // wood frame, concrete block ...
  exterior_wall: string | null;
  roof: string | null;
  quality: string;
  value: number;
}

export interface ExtraFeatureTable {
  parcel_id: string;
  seq: number;
  code: string;
  description: string;
  units: number;
  unit_type: string;
  year_built: number | null;
  value: number;
}

export interface ParcelValueTable {
  parcel_id: string;
  tax_year: number;
  just_value: number;
  land_value: number;
  building_value: number;
  feature_value: number;
  school_assessed: number;
  nonschool_assessed: number;
  school_exempt: number;
  nonschool_exempt: number;
  school_taxable: number;
  nonschool_taxable: number;
  soh_savings: number; // Save Our Homes cap: just - assessed for homesteads
  ten_pct_savings: number; // 10% non-homestead cap: school assessed - non-school assessed
  ag_savings: number;
  homestead: number;
}

export interface ParcelExemptionTable {
  parcel_id: string;
  tax_year: number;
  code: string;
  description: string;
  school_amount: number;
  nonschool_amount: number;
}

export interface SaleTable {
  parcel_id: string;
  seq: number;
  sale_date: string;
  price: number;
  instrument_number: string;
  book: string | null;
  page: string | null;
  deed_code: string;
  qual_code: string;
  qualified: number; // 1 when qual_code is 01 or 02
  vacant_improved: string; // V or I
  grantor: string;
  grantee: string;
}

export interface TaxingAuthorityTable {
  code: string;
  name: string;
  school: number; // 1 for school levies (first homestead exemption only)
  kind: string; // county, city, school, district, mstu
}

export interface LevyTable {
  jurisdiction_code: string;
  authority_code: string;
}

export interface MillageTable {
  tax_year: number;
  authority_code: string;
  millage: number;
}

/** An authority's proposed and rolled-back rates for a year, printed on the TRIM notice (migration 0014). */
export interface MillageProposalTable {
  tax_year: number;
  authority_code: string;
  proposed: number;
  rolled_back: number;
}

export interface NonAdValoremTable {
  parcel_id: string;
  tax_year: number;
  code: string;
  description: string;
  units: number;
  rate: number;
  amount: number;
}

export interface TppAccountTable {
  account: string;
  business_name: string;
  business_key: string;
  naics_code: string;
  naics_description: string;
  parcel_id: string | null;
  situs_address: string | null;
  situs_city: string | null;
  situs_zip: string | null;
  jurisdiction_code: string;
  owner_name: string;
  mail_address1: string | null;
  mail_address2: string | null;
  mail_city: string | null;
  mail_state: string | null;
  mail_zip: string | null;
  filing_status: string; // Filed, Not Filed, Extension, Exempt
}

export interface TppValueTable {
  account: string;
  tax_year: number;
  furniture_value: number; // furniture, fixtures and equipment
  leasehold_value: number;
  just_value: number;
  assessed_value: number;
  exemption: number;
  taxable_value: number;
  penalty_rate: number;
}

export interface UseCodeTable {
  code: string; // 4 digits
  dor_code: string; // 2 digits
  description: string;
  group_name: string;
}

export interface CodeTable {
  code: string;
  description: string;
}

export interface SaleQualificationTable {
  code: string;
  description: string;
  qualified: number;
}

export interface JurisdictionTable {
  code: string;
  name: string;
  zip_codes: string; // space-separated
}

/** A homeowners' association of a platted subdivision (migration 0007). */
export interface AssociationTable {
  plat_key: string; // first 10 digits of the stored id: range, township, section, subdivision
  name: string;
  gated: number; // 0 or 1
  mandatory: number; // 0 or 1: membership and dues go with the deed
  households: number;
}

/** The office's confidential list (migration 0012): never read by a public route. */
export interface ConfidentialParcelTable {
  parcel_id: string;
  marked_at: string; // ISO time, UTC
  note: string | null; // the office's own note, never public
  kept: string | null; // JSON: the names and mailing address the public tables no longer carry
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface CountyTables {
  parcels: ParcelTable;
  owners: OwnerTable;
  land_lines: LandLineTable;
  buildings: BuildingTable;
  extra_features: ExtraFeatureTable;
  parcel_values: ParcelValueTable;
  parcel_exemptions: ParcelExemptionTable;
  sales: SaleTable;
  taxing_authorities: TaxingAuthorityTable;
  levies: LevyTable;
  millage: MillageTable;
  millage_proposals: MillageProposalTable;
  non_ad_valorem: NonAdValoremTable;
  tpp_accounts: TppAccountTable;
  tpp_values: TppValueTable;
  use_codes: UseCodeTable;
  exemption_codes: CodeTable;
  deed_types: CodeTable;
  sale_qualification_codes: SaleQualificationTable;
  jurisdictions: JurisdictionTable;
  associations: AssociationTable;
  meta: MetaTable;
}

// Messages people send the office (migration 0002-forms).
export interface FeedbackTable {
  receipt: string; // FB-260301-7KQ2XM
  received_at: string; // ISO time, UTC
  page: string | null;
  token_nonce: string; // one message per form token: a retried send does not store it twice
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  occupation: string;
  feedback_type: string;
  experience_rating: number;
  comments: string; // as sent: 'Address:' + address + ':' + comments when an address was given
  record_id: string;
  parcel_id: string;
  address: string;
  community_name: string;
  gated: string;
  mandatory: string;
  household_count: string;
}

export interface FraudReportTable {
  receipt: string; // HF-260301-7KQ2XM
  received_at: string;
  page: string | null;
  token_nonce: string;
  parcel_id: string;
  address: string;
  reason: string;
  description: string;
  reporter_name: string;
  reporter_email: string;
  reporter_phone: string;
}

export interface FormRateLimitTable {
  client_key: string; // keyed hash of the client address and the form, never the address itself
  window_start: number; // ms since epoch
  hits: number;
}

export interface FormTables {
  feedback: FeedbackTable;
  fraud_reports: FraudReportTable;
  form_rate_limits: FormRateLimitTable;
}

// First-party analytics (migration 0003-analytics): counters per day, no visitor identifiers.
export interface AnalyticsCountTable {
  day: string; // YYYY-MM-DD at the office (office-clock.ts)
  kind: string; // page, visit, search
  key: string; // the page's route, the search kind; '' for visits
  count: number;
}

export interface AnalyticsQuestionTable {
  asked_at: string; // ISO time, UTC
  question: string; // e-mail addresses and phone numbers removed
}

export interface AnalyticsTables {
  analytics_counts: AnalyticsCountTable;
  analytics_questions: AnalyticsQuestionTable;
}

// Statistics computed ahead from the roll (migration 0013): JSON bodies, see apps/api/src/statistics/.
export interface StatisticsTables {
  sales_statistics: { area: string; use_class: string; body: string };
  roll_statistics: { tax_year: number; body: string };
  statistics_state: { id: number; roll_changes: string; computed_at: string; first_month: string | null; last_month: string | null };
}

/** Tables of the site itself (feedback, reports, analytics ...) join this type as they are added. */
export interface PrivacyTables {
  confidential_parcels: ConfidentialParcelTable;
}

// Owner alerts and the mail queue (migration 0015-owner-alerts).
export interface AlertSubscriptionTable {
  email: string; // lower-cased
  parcel_id: string;
  lang: string; // en, es: the language of every e-mail to this address about this parcel
  created_at: string; // ISO time, UTC
  confirmed_at: string | null;
}

export interface MailQueueTable {
  dedupe_key: string; // one row per message decided: a repeated decision inserts nothing
  recipient: string;
  message: string; // JSON: subject, text, headers
  created_at: string;
  attempts: number;
  next_attempt_at: number; // ms since epoch
  claimed_until: number; // ms since epoch: a worker holds the row until then
  sent_at: string | null;
  last_error: string | null;
}

export interface AlertTables {
  alert_subscriptions: AlertSubscriptionTable;
  mail_queue: MailQueueTable;
}

// Migration 0017 (issue 28): parcel shapes and street centerlines, WGS84, as GeoJSON text with their
// bounding boxes, and the zoom-14 tiles each one crosses (apps/api/src/gis/shape-rows.ts writes them).
export interface ParcelShapeTable {
  parcel_id: string;
  geometry: string; // a GeoJSON Polygon or MultiPolygon, longitude first, 7 decimals
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  area_sqft: number; // the shape's own area, for the audit against the acreage
}

export interface ShapeCellTable {
  cell_x: number; // tile column at CELL_ZOOM (XYZ numbering, y from the north)
  cell_y: number;
  parcel_id: string;
}

export interface StreetLineTable {
  id: number;
  name: string; // the street as the roll names it: N ORANGE AVE
  street_key: string | null; // as parcels.street_key: ORANGE AVE
  main: number; // 1 for the main roads commercial parcels front
  geometry: string; // a GeoJSON LineString
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
}

export interface StreetCellTable {
  cell_x: number;
  cell_y: number;
  street_id: number;
}

// Migration 0018: the map's tiles built ahead (apps/api/src/gis/tile-build.ts) and their state.
export interface MapTileTable {
  z: number;
  x: number;
  y: number;
  etag: string;
  body: Uint8Array | null; // gzip of the Mapbox Vector Tile; null for a tile with nothing in it
}

export interface MapTilesStateTable {
  id: number; // 1: the stored tiles; 2: the claim of the build running
  roll_changes: string; // the roll's change count (migration 0011) the tiles were built at
  computed_at: string; // ISO time: when built, or when the claim was taken
  tiles: number | null;
  bytes: number | null;
  seconds: number | null;
}

export interface GisTables {
  parcel_shapes: ParcelShapeTable;
  shape_cells: ShapeCellTable;
  street_lines: StreetLineTable;
  street_cells: StreetCellTable;
}

/** Built from the roll, not loaded: the map's tiles (migration 0018). */
export interface MapTileTables {
  map_tiles: MapTileTable;
  map_tiles_state: MapTilesStateTable;
}

// The office's side (migration 0019): staff, their sessions and enrollment links, the audit trail.
export interface StaffTable {
  email: string;
  roles: string; // space-separated StaffRole values
  password_hash: string | null; // argon2id; null until enrolled, and for accounts of the identity provider
  totp_sealed: string | null; // the TOTP secret sealed with the data key
  totp_last_step: Generated<number>; // the last time step accepted, so a code is used once
  failed_attempts: Generated<number>;
  locked_until: Generated<number>; // ms since the epoch
  created_at: string;
}

export interface StaffEnrollmentTable {
  token_hash: string;
  email: string;
  expires_at: number;
  totp_sealed: string | null;
}

export interface StaffSessionTable {
  id_hash: string;
  email: string;
  csrf: string;
  created_at: number;
  seen_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor: string;
  action: string;
  subject: string | null;
  detail: string | null;
  client: string | null;
}

export interface StaffTables {
  staff: StaffTable;
  staff_enrollments: StaffEnrollmentTable;
  staff_sessions: StaffSessionTable;
  audit_log: AuditLogTable;
}

// The office's work queues (migration 0020): what the office did with a message; no row means new.
export interface FeedbackStateTable {
  receipt: string;
  state: string; // 'answered'
  answered_by: string | null;
  answered_at: string | null;
  reply: string | null;
}

export interface FraudReportStateTable {
  receipt: string;
  state: string; // 'closed'
  closed_by: string | null;
  closed_at: string | null;
}

export interface OfficeQueueTables {
  feedback_state: FeedbackStateTable;
  fraud_report_state: FraudReportStateTable;
}

export type DB = CountyTables &
  FormTables &
  AnalyticsTables &
  PrivacyTables &
  StatisticsTables &
  AlertTables &
  GisTables &
  MapTileTables &
  StaffTables &
  OfficeQueueTables;
