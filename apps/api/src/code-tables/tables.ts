import type { Database } from '../db/database.ts';
import { readRollYears } from '../roll-year.ts';

// The code tables the public can read, each straight from its database table. Every table names its
// columns once, so the JSON answer, the CSV file and the page's headings always agree.

export type Cell = string | number | null;
export type Row = Record<string, Cell>;

export interface Column {
  key: string;
  label: string;
}

export interface CodeTableDefinition {
  id: string;
  title: string;
  description: string;
  columns: Column[];
  /** Rows in display order; `taxYear` is this year's roll year (millage is per year). */
  load: (database: Database, taxYear: number) => Promise<Row[]>;
}

/** A table as written below: its columns as each key's heading, in display order. */
interface TableSpec extends Omit<CodeTableDefinition, 'columns'> {
  columns: Record<string, string>;
}

function codeTable({ id, title, description, columns, load }: TableSpec): CodeTableDefinition {
  return { id, title, description, columns: Object.entries(columns).map(([key, label]) => ({ key, label })), load };
}

/** The columns and rows of a table of bare codes and descriptions, as stored, in code order. */
function codesWithDescriptions(table: 'exemption_codes' | 'deed_types'): Pick<TableSpec, 'columns' | 'load'> {
  return {
    columns: { code: 'Code', description: 'Description' },
    load: ({ db }) => db.selectFrom(table).select(['code', 'description']).orderBy('code').execute(),
  };
}

export const CODE_TABLES: readonly CodeTableDefinition[] = [
  codeTable({
    id: 'use-codes',
    title: 'Property use codes',
    description:
      "The Department of Revenue's two-digit use code followed by the county's two-digit subtype, as shown on the property card.",
    columns: { code: 'Use code', dorCode: 'DOR code', description: 'Description', group: 'Group' },
    load: async ({ db }) =>
      (
        await db.selectFrom('use_codes').select(['code', 'dor_code', 'description', 'group_name']).orderBy('code').execute()
      ).map((r) => ({ code: r.code, dorCode: r.dor_code, description: r.description, group: r.group_name })),
  }),
  codeTable({
    id: 'exemption-codes',
    title: 'Exemption codes',
    description: 'Codes of the exemptions shown on property and tangible cards.',
    ...codesWithDescriptions('exemption_codes'),
  }),
  codeTable({
    id: 'sale-qualification-codes',
    title: 'Sale qualification codes',
    description:
      "The Department of Revenue's codes for why a sale is or is not an arm's-length market sale. Qualified sales are used to study market value.",
    columns: { code: 'Code', description: 'Description', qualified: 'Qualified' },
    load: async ({ db }) =>
      (await db.selectFrom('sale_qualification_codes').select(['code', 'description', 'qualified']).orderBy('code').execute()).map(
        (r) => ({ code: r.code, description: r.description, qualified: r.qualified ? 'Qualified' : 'Unqualified' }),
      ),
  }),
  codeTable({
    id: 'deed-types',
    title: 'Deed types',
    description: 'Instrument types seen in the sales history of a property card.',
    ...codesWithDescriptions('deed_types'),
  }),
  codeTable({
    id: 'jurisdictions',
    title: 'Jurisdictions',
    description: 'The cities and the unincorporated county, with the ZIP codes they cover.',
    columns: { code: 'Code', name: 'Jurisdiction', zipCodes: 'ZIP codes' },
    load: async ({ db }) =>
      (await db.selectFrom('jurisdictions').select(['code', 'name', 'zip_codes']).orderBy('name').execute()).map((r) => ({
        code: r.code,
        name: r.name,
        zipCodes: r.zip_codes.split(/\s+/).filter(Boolean).join(', '),
      })),
  }),
  codeTable({
    id: 'taxing-authorities',
    title: 'Taxing authorities and millage',
    description:
      'Each authority that levies property tax, its millage for the tax year (dollars per $1,000 of taxable value) and the jurisdictions where it levies.',
    columns: { code: 'Code', name: 'Taxing authority', kind: 'Kind', millage: 'Millage', jurisdictions: 'Levied in' },
    async load({ db }, taxYear) {
      const authorities = await db
        .selectFrom('taxing_authorities as a')
        .leftJoin('millage as m', (join) => join.onRef('m.authority_code', '=', 'a.code').on('m.tax_year', '=', taxYear))
        .select(['a.code', 'a.name', 'a.kind', 'm.millage'])
        .orderBy('a.code')
        .execute();
      const levies = await db.selectFrom('levies').select(['authority_code', 'jurisdiction_code']).orderBy('jurisdiction_code').execute();
      const where = new Map<string, string[]>();
      for (const levy of levies) where.set(levy.authority_code, [...(where.get(levy.authority_code) ?? []), levy.jurisdiction_code]);
      return authorities.map((a) => ({
        code: a.code,
        name: a.name,
        kind: a.kind,
        millage: a.millage === null ? null : Number(a.millage.toFixed(4)),
        jurisdictions: (where.get(a.code) ?? []).join(', '),
      }));
    },
  }),
];

export const CODE_TABLE_BY_ID: ReadonlyMap<string, CodeTableDefinition> = new Map(CODE_TABLES.map((t) => [t.id, t]));

/**
 * The year the tables' millage and file names are of: the roll's year (roll-year.ts), else the
 * calendar year, since an empty roll still has code tables to show.
 */
export async function currentTaxYear(database: Database): Promise<number> {
  return (await readRollYears(database)).current ?? new Date().getFullYear();
}

/** Rows whose cells contain every word of the filter (case-insensitive), in any column. */
export function filterRows(rows: Row[], filter: string | undefined): Row[] {
  const words = (filter ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const text = Object.values(row).join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
