import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { COUNT_NOTES, DATA_DICTIONARY, REQUEST_DICTIONARY } from '@county/shared/data-dictionary';
import { CODE_TABLES } from '../code-tables/tables.ts';
import type { Column } from './csv-file.ts';

// The CSV data products, each read in keyset-paged batches so that memory stays flat however large
// the county is. Columns name themselves in plain words; ids are given in both the public
// (display) and the stored order so either kind of user can join them.

type Row = Record<string, unknown>;

export interface CsvProduct {
  name: string;
  title: string;
  description: string;
  columns: Column[];
  batches(database: Database, taxYear: number): AsyncIterable<Row[]>;
}

const BATCH = 2_000;

const col = (key: string, header: string): Column => ({ key, header });

async function* parcelBatches({ db }: Database, taxYear: number): AsyncIterable<Row[]> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('parcels as p')
      .leftJoin('parcel_values as v', (j) => j.onRef('v.parcel_id', '=', 'p.parcel_id').on('v.tax_year', '=', taxYear))
      .leftJoin('use_codes as u', 'u.code', 'p.use_code')
      .select([
        'p.parcel_id',
        'p.display_id',
        'p.owner_name',
        'p.situs_address',
        'p.situs_city',
        'p.situs_zip',
        'p.jurisdiction_code',
        'p.use_code',
        'u.description as use_description',
        'p.subdivision_name',
        'p.legal_description',
        'p.acreage',
        'p.homestead',
        'p.mail_address1',
        'p.mail_address2',
        'p.mail_city',
        'p.mail_state',
        'p.mail_zip',
        'p.mail_country',
        'v.just_value',
        'v.school_assessed',
        'v.nonschool_assessed',
        'v.school_taxable',
        'v.nonschool_taxable',
      ])
      .where('p.parcel_id', '>', after)
      // Retired parcels are no longer on the roll (decision 15); their history stays on their cards.
      .where('p.retired_on', 'is', null)
      .orderBy('p.parcel_id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...r, homestead: r.homestead ? 'Y' : 'N' }));
    after = rows[rows.length - 1]!.parcel_id;
  }
}

async function* saleBatches({ db }: Database): AsyncIterable<Row[]> {
  let after = { parcel: '', seq: -1 };
  for (;;) {
    const rows = await db
      .selectFrom('sales as s')
      .innerJoin('parcels as p', 'p.parcel_id', 's.parcel_id')
      .select([
        's.parcel_id',
        'p.display_id',
        's.seq',
        's.sale_date',
        's.price',
        's.instrument_number',
        's.book',
        's.page',
        's.deed_code',
        's.qual_code',
        's.qualified',
        's.vacant_improved',
        's.grantor',
        's.grantee',
      ])
      // A row-value comparison walks the (parcel_id, seq) primary key on both databases.
      .where(sql<boolean>`(s.parcel_id, s.seq) > (${after.parcel}, ${after.seq})`)
      .where('p.retired_on', 'is', null)
      .orderBy('s.parcel_id')
      .orderBy('s.seq')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...r, qualified: r.qualified ? 'Q' : 'U' }));
    const last = rows[rows.length - 1]!;
    after = { parcel: last.parcel_id, seq: last.seq };
  }
}

async function* tangibleBatches({ db }: Database, taxYear: number): AsyncIterable<Row[]> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('tpp_accounts as a')
      .leftJoin('tpp_values as v', (j) => j.onRef('v.account', '=', 'a.account').on('v.tax_year', '=', taxYear))
      .select([
        'a.account',
        'a.business_name',
        'a.naics_code',
        'a.naics_description',
        'a.parcel_id',
        'a.situs_address',
        'a.situs_city',
        'a.situs_zip',
        'a.jurisdiction_code',
        'a.owner_name',
        'a.mail_address1',
        'a.mail_address2',
        'a.mail_city',
        'a.mail_state',
        'a.mail_zip',
        'a.filing_status',
        'v.just_value',
        'v.assessed_value',
        'v.exemption',
        'v.taxable_value',
      ])
      .where('a.account', '>', after)
      .orderBy('a.account')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.account;
  }
}

export const CSV_PRODUCTS: readonly CsvProduct[] = [
  {
    name: 'parcels.csv',
    title: 'Parcels',
    description: "Every real property parcel with its owner, addresses, use, legal description and this year's values.",
    columns: [
      col('parcel_id', 'Parcel ID (stored order)'),
      col('display_id', 'Parcel ID'),
      col('owner_name', 'Owner'),
      col('situs_address', 'Property address'),
      col('situs_city', 'Property city'),
      col('situs_zip', 'Property ZIP'),
      col('jurisdiction_code', 'Jurisdiction'),
      col('use_code', 'Use code'),
      col('use_description', 'Use description'),
      col('subdivision_name', 'Subdivision'),
      col('legal_description', 'Legal description'),
      col('acreage', 'Acres'),
      col('homestead', 'Homestead'),
      col('mail_address1', 'Mailing address 1'),
      col('mail_address2', 'Mailing address 2'),
      col('mail_city', 'Mailing city'),
      col('mail_state', 'Mailing state'),
      col('mail_zip', 'Mailing ZIP'),
      col('mail_country', 'Mailing country'),
      col('just_value', 'Just (market) value'),
      col('school_assessed', 'Assessed value (school)'),
      col('nonschool_assessed', 'Assessed value (non-school)'),
      col('school_taxable', 'Taxable value (school)'),
      col('nonschool_taxable', 'Taxable value (non-school)'),
    ],
    batches: parcelBatches,
  },
  {
    name: 'sales.csv',
    title: 'Sales',
    description: 'The recorded sales of every parcel, with deed type and the Department of Revenue qualification code.',
    columns: [
      col('parcel_id', 'Parcel ID (stored order)'),
      col('display_id', 'Parcel ID'),
      col('seq', 'Sale number'),
      col('sale_date', 'Sale date'),
      col('price', 'Price'),
      col('instrument_number', 'Instrument number'),
      col('book', 'Book'),
      col('page', 'Page'),
      col('deed_code', 'Deed type'),
      col('qual_code', 'Qualification code'),
      col('qualified', 'Qualified (Q) or unqualified (U)'),
      col('vacant_improved', 'Vacant (V) or improved (I)'),
      col('grantor', 'Seller'),
      col('grantee', 'Buyer'),
    ],
    batches: saleBatches,
  },
  {
    name: 'tangible-accounts.csv',
    title: 'Tangible personal property accounts',
    description: "Business accounts for furniture, fixtures and equipment, with this year's values and filing status.",
    columns: [
      col('account', 'Account'),
      col('business_name', 'Business name'),
      col('naics_code', 'NAICS code'),
      col('naics_description', 'NAICS description'),
      col('parcel_id', 'Parcel ID (stored order)'),
      col('situs_address', 'Business address'),
      col('situs_city', 'Business city'),
      col('situs_zip', 'Business ZIP'),
      col('jurisdiction_code', 'Jurisdiction'),
      col('owner_name', 'Owner'),
      col('mail_address1', 'Mailing address 1'),
      col('mail_address2', 'Mailing address 2'),
      col('mail_city', 'Mailing city'),
      col('mail_state', 'Mailing state'),
      col('mail_zip', 'Mailing ZIP'),
      col('filing_status', 'Filing status'),
      col('just_value', 'Just value'),
      col('assessed_value', 'Assessed value'),
      col('exemption', 'Exemption'),
      col('taxable_value', 'Taxable value'),
    ],
    batches: tangibleBatches,
  },
  ...CODE_TABLES.map((table): CsvProduct => ({
    name: `code-table-${table.id}.csv`,
    title: `Code table: ${table.title.toLowerCase()}`,
    description: table.description,
    columns: table.columns.map((c) => col(c.key, c.label)),
    async *batches(database, taxYear) {
      yield await table.load(database, taxYear);
    },
  })),
  {
    name: 'data-dictionary.csv',
    title: 'Data dictionary',
    description: "Every column of the CSV files above with its type, meaning and source, and why the files' counts differ.",
    columns: [
      col('file', 'File'),
      col('column', 'Column'),
      col('type', 'Type'),
      col('source', 'Source'),
      col('meaning', 'Meaning'),
      col('meaning_es', 'Meaning (Spanish)'),
    ],
    async *batches() {
      // The roll files, then the files the site makes on request (the statistics' and the map's CSVs).
      yield [...DATA_DICTIONARY, ...REQUEST_DICTIONARY].flatMap((f) =>
        f.columns.map((c) => ({ file: f.file, column: c.header, type: c.type, source: c.source, meaning: c.en, meaning_es: c.es })),
      );
      // Why counts differ between files: rows of their own, about every file.
      yield COUNT_NOTES.map((note) => ({ file: 'all files', column: '', type: 'note', source: '', meaning: note.en, meaning_es: note.es }));
    },
  },
];
