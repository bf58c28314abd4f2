import type { ParcelValueTable, SaleTable } from '../src/db/schema.ts';

// Rows that tests write by hand, with the columns a test does not look at filled in plainly, so each
// test names only what it checks.

/** A qualified (01) warranty-deed sale of an improved parcel, with no book and page. */
export function saleRow(
  row: Pick<SaleTable, 'parcel_id' | 'seq' | 'sale_date' | 'price' | 'instrument_number' | 'grantor' | 'grantee'> & Partial<SaleTable>,
): SaleTable {
  return { book: null, page: null, deed_code: 'WD', qual_code: '01', qualified: 1, vacant_improved: 'I', ...row };
}

/** One year's values with no exemption, cap or savings: assessed and taxable values equal the just value. */
export function valueRow(
  row: Pick<ParcelValueTable, 'parcel_id' | 'tax_year' | 'just_value' | 'land_value' | 'building_value'> & Partial<ParcelValueTable>,
): ParcelValueTable {
  const just = row.just_value;
  return {
    feature_value: 0,
    school_assessed: just,
    nonschool_assessed: just,
    school_exempt: 0,
    nonschool_exempt: 0,
    school_taxable: just,
    nonschool_taxable: just,
    soh_savings: 0,
    ten_pct_savings: 0,
    ag_savings: 0,
    homestead: 0,
    ...row,
  };
}
