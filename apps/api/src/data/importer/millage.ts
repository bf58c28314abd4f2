import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { RowError, required, text, whole } from './fields.ts';
import type { CsvRecord } from './read.ts';

// The millage file: one row per taxing authority and tax year, as the authorities certify their
// rates to the property appraiser (decision 81 describes the layout):
//   TAX_YEAR, AUTHORITY_CODE, PROPOSED, ROLLED_BACK   required
//   ADOPTED                                          optional: empty until the authority adopts
// Rates are mills (dollars per $1,000 of taxable value). An authority must already be among the
// taxing authorities; a row for another is rejected with its line.

export const MILLAGE_REQUIRED = ['TAX_YEAR', 'AUTHORITY_CODE', 'PROPOSED', 'ROLLED_BACK'] as const;

export interface MillageRow {
  year: number;
  code: string;
  proposed: number;
  rolledBack: number;
  adopted: number | null;
}

/** Florida caps a single levy well below this; anything above is a misplaced decimal point. */
const MAX_MILLS = 50;

function mills(r: CsvRecord, column: string): number {
  const v = text(r, column);
  if (v === null) throw new RowError(`${column} is empty`);
  if (!/^\d+(\.\d+)?$/.test(v)) throw new RowError(`${column} is not a rate in mills: '${v}'`);
  const n = Number(v);
  if (n > MAX_MILLS) throw new RowError(`${column} is above ${MAX_MILLS} mills: ${n}`);
  return n;
}

export function readMillage(r: CsvRecord): MillageRow {
  const adopted = text(r, 'ADOPTED') === null ? null : mills(r, 'ADOPTED');
  return {
    year: whole(r, 'TAX_YEAR', { required: true, min: 1900, max: 2100 }),
    code: required(r, 'AUTHORITY_CODE').toUpperCase(),
    proposed: mills(r, 'PROPOSED'),
    rolledBack: mills(r, 'ROLLED_BACK'),
    adopted,
  };
}

/** Rows naming an authority that is not on the roll's list, with the reason. */
export async function unknownAuthorities(trx: Transaction<DB>, batch: { line: number; item: MillageRow }[]): Promise<Map<number, string>> {
  const codes = [...new Set(batch.map((b) => b.item.code))];
  const known = new Set((await trx.selectFrom('taxing_authorities').select('code').where('code', 'in', codes).execute()).map((a) => a.code));
  return new Map(batch.filter((b) => !known.has(b.item.code)).map((b) => [b.line, `AUTHORITY_CODE ${b.item.code} is not a taxing authority of the roll`]));
}

export async function writeMillageBatch(trx: Transaction<DB>, batch: MillageRow[]): Promise<void> {
  for (const row of batch) {
    const proposal = { proposed: row.proposed, rolled_back: row.rolledBack };
    await trx
      .insertInto('millage_proposals')
      .values({ tax_year: row.year, authority_code: row.code, ...proposal })
      .onConflict((oc) => oc.columns(['tax_year', 'authority_code']).doUpdateSet(proposal))
      .execute();
    if (row.adopted === null) continue;
    const adopted = row.adopted;
    await trx
      .insertInto('millage')
      .values({ tax_year: row.year, authority_code: row.code, millage: adopted })
      .onConflict((oc) => oc.columns(['tax_year', 'authority_code']).doUpdateSet({ millage: adopted }))
      .execute();
  }
}
