import { sql } from 'kysely';
import type { Migration } from './types.ts';

// The county roll: parcels and everything the property and tangible cards show, plus code tables.
// Search keys use the "C" collation on PostgreSQL so that prefix ranges ('SMITH' <= key < 'SMITI')
// order bytes exactly as SQLite does, and one index serves both databases.

export const countyMigration: Migration = {
  name: '0001-county',
  async up(db, dialect) {
    const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    const money = dialect === 'postgres' ? 'bigint' : 'integer';

    await db.schema
      .createTable('parcels')
      .addColumn('parcel_id', 'text', (c) => c.primaryKey())
      .addColumn('display_id', key, (c) => c.notNull())
      .addColumn('situs_number', 'integer')
      .addColumn('situs_direction', 'text')
      .addColumn('situs_street', 'text')
      .addColumn('situs_suffix', 'text')
      .addColumn('situs_post_direction', 'text')
      .addColumn('situs_unit', 'text')
      .addColumn('situs_address', 'text')
      .addColumn('situs_city', 'text')
      .addColumn('situs_zip', 'text')
      .addColumn('jurisdiction_code', 'text', (c) => c.notNull())
      .addColumn('latitude', real)
      .addColumn('longitude', real)
      .addColumn('section', 'integer', (c) => c.notNull())
      .addColumn('township', 'integer', (c) => c.notNull())
      .addColumn('range', 'integer', (c) => c.notNull())
      .addColumn('subdivision_code', 'text', (c) => c.notNull())
      .addColumn('subdivision_name', 'text')
      .addColumn('block', 'text', (c) => c.notNull())
      .addColumn('lot', 'text', (c) => c.notNull())
      .addColumn('legal_description', 'text')
      .addColumn('use_code', 'text', (c) => c.notNull())
      .addColumn('neighborhood', 'text')
      .addColumn('acreage', real, (c) => c.notNull())
      .addColumn('land_sqft', money, (c) => c.notNull())
      .addColumn('homestead', 'integer', (c) => c.notNull())
      .addColumn('property_name', 'text')
      .addColumn('owner_name', 'text', (c) => c.notNull())
      .addColumn('mail_address1', 'text')
      .addColumn('mail_address2', 'text')
      .addColumn('mail_city', 'text')
      .addColumn('mail_state', 'text')
      .addColumn('mail_zip', 'text')
      .addColumn('mail_country', 'text')
      .addColumn('owner_key', key, (c) => c.notNull())
      .addColumn('street_key', key)
      .addColumn('subdivision_key', key)
      .execute();
    await db.schema.createIndex('parcels_display_id').on('parcels').column('display_id').execute();
    await db.schema.createIndex('parcels_owner_key').on('parcels').column('owner_key').execute();
    await db.schema.createIndex('parcels_street').on('parcels').columns(['street_key', 'situs_number']).execute();
    await db.schema.createIndex('parcels_subdivision').on('parcels').columns(['subdivision_key', 'parcel_id']).execute();
    await db.schema.createIndex('parcels_zip').on('parcels').column('situs_zip').execute();
    await db.schema.createIndex('parcels_use_code').on('parcels').column('use_code').execute();
    await db.schema.createIndex('parcels_neighborhood').on('parcels').column('neighborhood').execute();

    await db.schema
      .createTable('owners')
      .addColumn('parcel_id', 'text', (c) => c.notNull().references('parcels.parcel_id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', key, (c) => c.notNull())
      .addColumn('name_key_reversed', key, (c) => c.notNull())
      .addColumn('ownership_type', 'text')
      .addPrimaryKeyConstraint('owners_pk', ['parcel_id', 'seq'])
      .execute();
    await db.schema.createIndex('owners_name_key').on('owners').column('name_key').execute();
    await db.schema.createIndex('owners_name_key_reversed').on('owners').column('name_key_reversed').execute();

    await db.schema
      .createTable('land_lines')
      .addColumn('parcel_id', 'text', (c) => c.notNull().references('parcels.parcel_id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('land_use_code', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('zoning', 'text')
      .addColumn('units', real, (c) => c.notNull())
      .addColumn('unit_type', 'text', (c) => c.notNull())
      .addColumn('unit_price', real, (c) => c.notNull())
      .addColumn('frontage', real)
      .addColumn('depth', real)
      .addColumn('value', money, (c) => c.notNull())
      .addPrimaryKeyConstraint('land_lines_pk', ['parcel_id', 'seq'])
      .execute();

    await db.schema
      .createTable('buildings')
      .addColumn('parcel_id', 'text', (c) => c.notNull().references('parcels.parcel_id').onDelete('cascade'))
      .addColumn('building_no', 'integer', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('year_built', 'integer', (c) => c.notNull())
      .addColumn('effective_year', 'integer', (c) => c.notNull())
      .addColumn('living_area', 'integer', (c) => c.notNull())
      .addColumn('gross_area', 'integer', (c) => c.notNull())
      .addColumn('bedrooms', 'integer', (c) => c.notNull())
      .addColumn('baths', real, (c) => c.notNull())
      .addColumn('stories', real, (c) => c.notNull())
      .addColumn('units', 'integer', (c) => c.notNull())
      .addColumn('construction', 'text', (c) => c.notNull())
      .addColumn('exterior_wall', 'text')
      .addColumn('roof', 'text')
      .addColumn('quality', 'text', (c) => c.notNull())
      .addColumn('value', money, (c) => c.notNull())
      .addPrimaryKeyConstraint('buildings_pk', ['parcel_id', 'building_no'])
      .execute();

    await db.schema
      .createTable('extra_features')
      .addColumn('parcel_id', 'text', (c) => c.notNull().references('parcels.parcel_id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('units', real, (c) => c.notNull())
      .addColumn('unit_type', 'text', (c) => c.notNull())
      .addColumn('year_built', 'integer')
      .addColumn('value', money, (c) => c.notNull())
      .addPrimaryKeyConstraint('extra_features_pk', ['parcel_id', 'seq'])
      .execute();

    await db.schema
      .createTable('parcel_values')
      .addColumn('parcel_id', 'text', (c) => c.notNull().references('parcels.parcel_id').onDelete('cascade'))
      .addColumn('tax_year', 'integer', (c) => c.notNull())
      .addColumn('just_value', money, (c) => c.notNull())
      .addColumn('land_value', money, (c) => c.notNull())
      .addColumn('building_value', money, (c) => c.notNull())
      .addColumn('feature_value', money, (c) => c.notNull())
      .addColumn('school_assessed', money, (c) => c.notNull())
      .addColumn('nonschool_assessed', money, (c) => c.notNull())
      .addColumn('school_exempt', money, (c) => c.notNull())
      .addColumn('nonschool_exempt', money, (c) => c.notNull())
      .addColumn('school_taxable', money, (c) => c.notNull())
      .addColumn('nonschool_taxable', money, (c) => c.notNull())
      .addColumn('soh_savings', money, (c) => c.notNull())
      .addColumn('ten_pct_savings', money, (c) => c.notNull())
      .addColumn('ag_savings', money, (c) => c.notNull())
      .addColumn('homestead', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('parcel_values_pk', ['parcel_id', 'tax_year'])
      .execute();
    await db.schema.createIndex('parcel_values_year_just').on('parcel_values').columns(['tax_year', 'just_value']).execute();

    await db.schema
      .createTable('parcel_exemptions')
      .addColumn('parcel_id', 'text', (c) => c.notNull().references('parcels.parcel_id').onDelete('cascade'))
      .addColumn('tax_year', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('school_amount', money, (c) => c.notNull())
      .addColumn('nonschool_amount', money, (c) => c.notNull())
      .addPrimaryKeyConstraint('parcel_exemptions_pk', ['parcel_id', 'tax_year', 'code'])
      .execute();

    await db.schema
      .createTable('sales')
      .addColumn('parcel_id', 'text', (c) => c.notNull().references('parcels.parcel_id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('sale_date', 'text', (c) => c.notNull())
      .addColumn('price', money, (c) => c.notNull())
      .addColumn('instrument_number', 'text', (c) => c.notNull())
      .addColumn('book', 'text')
      .addColumn('page', 'text')
      .addColumn('deed_code', 'text', (c) => c.notNull())
      .addColumn('qual_code', 'text', (c) => c.notNull())
      .addColumn('qualified', 'integer', (c) => c.notNull())
      .addColumn('vacant_improved', 'text', (c) => c.notNull())
      .addColumn('grantor', 'text', (c) => c.notNull())
      .addColumn('grantee', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sales_pk', ['parcel_id', 'seq'])
      .execute();
    await db.schema.createIndex('sales_date').on('sales').columns(['sale_date', 'price']).execute();
    await db.schema.createIndex('sales_qualified_date').on('sales').columns(['qualified', 'sale_date']).execute();
    await db.schema.createIndex('sales_price').on('sales').column('price').execute();

    await db.schema
      .createTable('taxing_authorities')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('school', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('levies')
      .addColumn('jurisdiction_code', 'text', (c) => c.notNull())
      .addColumn('authority_code', 'text', (c) => c.notNull().references('taxing_authorities.code'))
      .addPrimaryKeyConstraint('levies_pk', ['jurisdiction_code', 'authority_code'])
      .execute();
    await db.schema
      .createTable('millage')
      .addColumn('tax_year', 'integer', (c) => c.notNull())
      .addColumn('authority_code', 'text', (c) => c.notNull().references('taxing_authorities.code'))
      .addColumn('millage', real, (c) => c.notNull())
      .addPrimaryKeyConstraint('millage_pk', ['tax_year', 'authority_code'])
      .execute();

    await db.schema
      .createTable('non_ad_valorem')
      .addColumn('parcel_id', 'text', (c) => c.notNull().references('parcels.parcel_id').onDelete('cascade'))
      .addColumn('tax_year', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('units', real, (c) => c.notNull())
      .addColumn('rate', real, (c) => c.notNull())
      .addColumn('amount', real, (c) => c.notNull())
      .addPrimaryKeyConstraint('non_ad_valorem_pk', ['parcel_id', 'tax_year', 'code'])
      .execute();

    await db.schema
      .createTable('tpp_accounts')
      .addColumn('account', 'text', (c) => c.primaryKey())
      .addColumn('business_name', 'text', (c) => c.notNull())
      .addColumn('business_key', key, (c) => c.notNull())
      .addColumn('naics_code', 'text', (c) => c.notNull())
      .addColumn('naics_description', 'text', (c) => c.notNull())
      .addColumn('parcel_id', 'text')
      .addColumn('situs_address', 'text')
      .addColumn('situs_city', 'text')
      .addColumn('situs_zip', 'text')
      .addColumn('jurisdiction_code', 'text', (c) => c.notNull())
      .addColumn('owner_name', 'text', (c) => c.notNull())
      .addColumn('mail_address1', 'text')
      .addColumn('mail_address2', 'text')
      .addColumn('mail_city', 'text')
      .addColumn('mail_state', 'text')
      .addColumn('mail_zip', 'text')
      .addColumn('filing_status', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tpp_business_key').on('tpp_accounts').column('business_key').execute();
    await db.schema.createIndex('tpp_parcel').on('tpp_accounts').column('parcel_id').execute();

    await db.schema
      .createTable('tpp_values')
      .addColumn('account', 'text', (c) => c.notNull().references('tpp_accounts.account').onDelete('cascade'))
      .addColumn('tax_year', 'integer', (c) => c.notNull())
      .addColumn('furniture_value', money, (c) => c.notNull())
      .addColumn('leasehold_value', money, (c) => c.notNull())
      .addColumn('just_value', money, (c) => c.notNull())
      .addColumn('assessed_value', money, (c) => c.notNull())
      .addColumn('exemption', money, (c) => c.notNull())
      .addColumn('taxable_value', money, (c) => c.notNull())
      .addColumn('penalty_rate', real, (c) => c.notNull())
      .addPrimaryKeyConstraint('tpp_values_pk', ['account', 'tax_year'])
      .execute();

    await db.schema
      .createTable('use_codes')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('dor_code', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('group_name', 'text', (c) => c.notNull())
      .execute();
    for (const table of ['exemption_codes', 'deed_types'] as const) {
      await db.schema
        .createTable(table)
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('description', 'text', (c) => c.notNull())
        .execute();
    }
    await db.schema
      .createTable('sale_qualification_codes')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('qualified', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('jurisdictions')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('zip_codes', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
