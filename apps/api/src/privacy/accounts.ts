import { CONFIDENTIAL_OWNER_STORED } from '@county/shared';
import { searchKey } from '@county/shared/search-keys';
import type { Kysely } from 'kysely';
import type { DB, TppAccountTable } from '../db/schema.ts';

// The tangible personal property accounts located at a confidential parcel (decision 14, "Business
// accounts at a protected home"). A business run from the home names its owner, often the
// protected person, and its mailing address: the account's owner name becomes the label and its
// mailing address goes, as on the parcel itself. The trade name stays public unless it carries a
// word of the account owner's or the parcel owners' names (a sole proprietor trading as
// 'SMITH LAWN CARE'): then it is masked too, since with the parcel it would still say who lives
// there. What was taken is kept with the parcel's mark, by account number.

type Db = Kysely<DB>;

const MAIL = ['mail_address1', 'mail_address2', 'mail_city', 'mail_state', 'mail_zip'] as const;

/** The account's owner and mailing columns as they were before the mask. */
export interface AccountKept extends Pick<TppAccountTable, 'owner_name' | (typeof MAIL)[number]> {
  /** Only when the trade name was masked too. */
  business?: { business_name: string; business_key: string };
}

// Words of a name that say what kind of owner it is, not who: a trade name sharing only these with
// the owner ('ACME LLC' and 'ACME TOOLS LLC' share ACME, which counts) does not name the person.
const NOT_A_NAME = new Set([
  'LLC',
  'INC',
  'CORP',
  'CORPORATION',
  'COMPANY',
  'THE',
  'AND',
  'TRUST',
  'TRUSTEE',
  'ETAL',
  'ESTATE',
  'LTD',
  'FAMILY',
  'REVOCABLE',
  'LIVING',
]);

/** The words of names that say who (3 letters or more, no digits, not a word like LLC or TRUST). */
export function nameWords(names: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const name of names) {
    for (const word of searchKey(name).split(' ')) if (word.length >= 3 && !/\d/.test(word) && !NOT_A_NAME.has(word)) words.add(word);
  }
  return words;
}

/**
 * Masks the accounts at one marked parcel, given the parcel's owners' real names (from the kept
 * copy) and what was kept of its accounts before. Returns the new kept map and whether anything
 * was masked now.
 */
export async function maskAccountsAt(
  db: Db,
  pid: string,
  parcelNames: readonly string[],
  before: Record<string, AccountKept> | undefined,
): Promise<{ kept: Record<string, AccountKept> | undefined; changed: boolean }> {
  const accounts = await db
    .selectFrom('tpp_accounts')
    .select(['account', 'owner_name', 'business_name', 'business_key', ...MAIL])
    .where('parcel_id', '=', pid)
    .execute();
  let kept = before;
  let changed = false;
  for (const a of accounts) {
    const old = before?.[a.account];
    const shown = a.owner_name !== CONFIDENTIAL_OWNER_STORED || MAIL.some((c) => a[c] !== null);
    // A load writes the owner back from the file; what it did not write (a masked trade name) stays kept.
    const ownerName = a.owner_name === CONFIDENTIAL_OWNER_STORED ? (old?.owner_name ?? a.owner_name) : a.owner_name;
    const trade = a.business_name === CONFIDENTIAL_OWNER_STORED ? old?.business : { business_name: a.business_name, business_key: a.business_key };
    const names = nameWords([ownerName, ...parcelNames]);
    const tradeNames = trade !== undefined && trade.business_key.split(' ').some((w) => names.has(w));
    const tradeShown = tradeNames && a.business_name !== CONFIDENTIAL_OWNER_STORED;
    if (!shown && !tradeShown) continue;
    const entry: AccountKept = {
      owner_name: ownerName,
      ...(Object.fromEntries(MAIL.map((c) => [c, a[c] ?? old?.[c] ?? null])) as Pick<AccountKept, (typeof MAIL)[number]>),
      ...(tradeNames ? { business: trade } : {}),
    };
    kept = { ...kept, [a.account]: entry };
    await db
      .updateTable('tpp_accounts')
      .set({
        owner_name: CONFIDENTIAL_OWNER_STORED,
        ...Object.fromEntries(MAIL.map((c) => [c, null])),
        ...(tradeNames ? { business_name: CONFIDENTIAL_OWNER_STORED, business_key: '' } : {}),
      })
      .where('account', '=', a.account)
      .execute();
    changed = true;
  }
  return { kept, changed };
}

/** Puts back the accounts still located at the parcel and still masked (one moved away was rewritten by its load). */
export async function unmaskAccountsAt(db: Db, pid: string, kept: Record<string, AccountKept> | undefined): Promise<void> {
  for (const [account, k] of Object.entries(kept ?? {})) {
    const { business, ...owner } = k;
    await db
      .updateTable('tpp_accounts')
      .set({ ...owner, ...(business ?? {}) })
      .where('account', '=', account)
      .where('parcel_id', '=', pid)
      .where('owner_name', '=', CONFIDENTIAL_OWNER_STORED)
      .execute();
  }
}
