import type { PrcTangibleAccount } from '@county/shared/cards';
import type { Database } from '../db/database.ts';
import { prepared } from '../db/statements.ts';
import { assertParcel } from './parcel.ts';

// The business accounts located at a parcel, for its card (read through the accounts' parcel
// index). Only the trade name is shown: the account's owner is on its own card.

const accountRows = prepared((db, a: { pid: string }) =>
  db
    .selectFrom('tpp_accounts')
    .select(['account', 'business_name', 'naics_description', 'filing_status'])
    .where('parcel_id', '=', a.pid)
    .orderBy('business_name')
    .orderBy('account'),
);

export async function accountsAtParcel(database: Database, pid: string): Promise<PrcTangibleAccount[]> {
  const found = await accountRows(database, { pid });
  if (found.length === 0) await assertParcel(database, pid);
  return found.map((r) => ({ account: r.account, businessName: r.business_name, naicsDescription: r.naics_description, filingStatus: r.filing_status }));
}
