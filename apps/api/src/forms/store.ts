import { randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FeedbackTable, FraudReportTable } from '../db/schema.ts';

// Accepted messages are inserted and committed before the answer goes out. One message is kept per
// form token, so a send retried after a lost answer returns the first receipt instead of a copy.

const RECEIPT_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I/L to misread on the phone

/** FB-260301-7KQ2XM: the form's prefix, the date (UTC) and six random characters. */
export function newReceipt(prefix: string, now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)];
  return `${prefix}-${date}-${tail}`;
}

type Stored = { feedback: FeedbackTable; fraud_reports: FraudReportTable };
export type FormTable = keyof Stored;
export type FormFields<T extends FormTable> = Omit<Insertable<Stored[T]>, 'receipt' | 'received_at' | 'token_nonce'>;

export async function storeOnce<T extends keyof Stored>(
  database: Database,
  table: T,
  prefix: string,
  nonce: string,
  fields: FormFields<T>,
): Promise<{ receipt: string; receivedAt: string }> {
  const db = database.db;
  for (let attempt = 0; ; attempt++) {
    const now = new Date();
    const row = { ...fields, receipt: newReceipt(prefix, now), received_at: now.toISOString(), token_nonce: nonce };
    try {
      await db
        .insertInto(table as 'feedback')
        .values(row as Insertable<FeedbackTable>)
        .onConflict((oc) => oc.column('token_nonce').doNothing())
        .execute();
      break;
    } catch (error) {
      // A receipt drawn twice (about one in 900 million a day) is drawn again.
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
  const stored = await db
    .selectFrom(table as 'feedback')
    .select(['receipt', 'received_at'])
    .where('token_nonce', '=', nonce)
    .executeTakeFirstOrThrow();
  return { receipt: stored.receipt, receivedAt: stored.received_at };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT');
}
