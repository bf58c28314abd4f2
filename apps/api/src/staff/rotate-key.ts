import type { Database } from '../db/database.ts';
import { open, seal, sealedKeyId, type DataKeys } from './data-key.ts';

// A key rotation: every sealed value not yet under the current key is opened with the previous key
// it names and sealed again under the current one, row by row, each in its own statement, so a
// rotation stopped half-way is finished by running it again. Each table names the context its
// values were sealed with.

const SEALED = [
  { table: 'staff', key: 'email', column: 'totp_sealed', context: (row: string) => `staff.totp:${row}` },
  { table: 'staff_enrollments', key: 'token_hash', column: 'totp_sealed', context: (row: string) => `staff_enrollments.totp:${row}` },
] as const;

/** Seals every value again under the current key; returns how many values moved. */
export async function rotateDataKey(database: Database, keys: DataKeys): Promise<number> {
  let moved = 0;
  for (const { table, key, column, context } of SEALED) {
    const rows = (await database.db
      .selectFrom(table)
      .select([`${key} as id`, `${column} as sealed`])
      .execute()) as { id: string; sealed: string | null }[];
    for (const row of rows) {
      if (!row.sealed || sealedKeyId(row.sealed) === keys.current.id) continue;
      const resealed = seal(keys, open(keys, row.sealed, context(row.id)), context(row.id));
      await database.db
        .updateTable(table)
        .set({ [column]: resealed })
        .where(key, '=', row.id)
        .execute();
      moved++;
    }
  }
  return moved;
}
