import type { Database } from '../db/database.ts';
import { rebuildSearchText } from '../search/understand/vocabulary.ts';
import { markConfidential, unmarkConfidential } from './confidential.ts';

// The privacy of the roll (decisions 14 and 15), for every feature that shows roll data.
//
// For features reading owners (cards, TRIM notices, statistics, anything new): read parcels,
// owners and sales as usual. A confidential parcel's rows already hold CONFIDENTIAL_OWNER_STORED
// (packages/shared/src/confidential.ts) where the names were and null mailing fields, and it has
// no owner rows; parcels.confidential is 1, and ownerInLang() shows the label in the page's
// language. The business accounts located at the parcel (tpp_accounts.parcel_id) hold the label
// as their owner and no mailing address, and the label as trade name when it carried the owner's
// name (accounts.ts). Never read confidential_parcels for a public answer: it keeps the real names.
// For features counting or listing the roll: leave out retired parcels (parcels.retired_on not
// null); the roll's ON_ROLL condition (roll/conditions.ts) says it in SQL.

export { CONFIDENTIAL_OWNER, CONFIDENTIAL_OWNER_STORED, ownerInLang } from '@county/shared/confidential';
export { countConfidential, listConfidential, maskConfidential } from './confidential.ts';
// For the importer: its marks go in before its batches, which mask as they commit, and it rebuilds the vocabulary once at its end.
export { markConfidential } from './confidential.ts';

/** Marks parcels confidential and rebuilds what is derived from the names (the search vocabulary). */
export async function addConfidential(database: Database, ids: readonly string[], note: string | null = null): Promise<void> {
  await markConfidential(database.db, ids, note);
  await rebuildSearchText(database);
}

/** Removes marks and brings the names back; returns the ids that had no mark (nothing changes for them). */
export async function removeConfidential(database: Database, ids: readonly string[]): Promise<string[]> {
  const unmarked = await unmarkConfidential(database.db, ids);
  if (unmarked.length < ids.length) await rebuildSearchText(database);
  return unmarked;
}
