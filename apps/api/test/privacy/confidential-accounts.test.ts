import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONFIDENTIAL_OWNER_STORED } from '@county/shared';
import { describeEachDatabase } from '../helpers.ts';
import type { Database } from '../../src/db/database.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { writeDorFiles } from '../../src/data/dor/index.ts';
import { importRoll } from '../../src/data/importer/index.ts';
import { addConfidential, removeConfidential } from '../../src/privacy/index.ts';

// Decision 14, business accounts at a protected home: an account a NAP file brings to a parcel
// already marked confidential is masked in the batch that loads it, a later load keeps it masked
// without losing the real owner, and removing the mark gives the file's owner and address back.

const YEAR = 2026;

describeEachDatabase('business accounts loaded at a confidential parcel', (t) => {
  let dir: string;
  let nal: string;
  let nap: string;
  /** Each account the seeded roll locates at a parcel, as the files carry it. */
  let original: { account: string; parcel_id: string; owner_name: string; mail_address1: string | null }[];
  const open: Database[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'confidential-accounts-'));
    const seeded = await t.open();
    try {
      await seedCounty(seeded, { parcels: 200, tpp: 20, seed: 17 });
      const files = await writeDorFiles(seeded, dir, { year: YEAR });
      nal = files[0]!.path;
      nap = files[2]!.path;
      original = await seeded.db
        .selectFrom('tpp_accounts')
        .select(['account', 'parcel_id', 'owner_name', 'mail_address1'])
        .where('parcel_id', 'is not', null)
        .orderBy('account')
        .execute()
        .then((rows) => rows.map((r) => ({ ...r, parcel_id: r.parcel_id! })));
    } finally {
      await t.dispose(seeded);
    }
    expect(original.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    for (const database of open) await t.dispose(database);
    await rm(dir, { recursive: true, force: true });
  });

  const accountsAt = (database: Database, pid: string) =>
    database.db
      .selectFrom('tpp_accounts')
      .select(['account', 'owner_name', 'mail_address1', 'mail_city'])
      .where('parcel_id', '=', pid)
      .orderBy('account')
      .execute();

  it('masks the accounts a load brings to a marked parcel, keeps them masked on reload, restores them on removal', async () => {
    const database = await t.open();
    open.push(database);
    const pid = original[0]!.parcel_id;
    const expected = original.filter((a) => a.parcel_id === pid);
    await importRoll(database, { nal });
    await addConfidential(database, [pid]);
    expect(await accountsAt(database, pid)).toEqual([]);

    // The accounts arrive after the mark: masked before their batch commits.
    await importRoll(database, { nap });
    const masked = await accountsAt(database, pid);
    expect(masked.map((a) => a.account)).toEqual(expected.map((a) => a.account));
    for (const a of masked) expect(a).toMatchObject({ owner_name: CONFIDENTIAL_OWNER_STORED, mail_address1: null, mail_city: null });
    // Accounts elsewhere keep their owners.
    const elsewhere = original.find((a) => a.parcel_id !== pid);
    if (elsewhere) {
      const row = await database.db.selectFrom('tpp_accounts').select('owner_name').where('account', '=', elsewhere.account).executeTakeFirstOrThrow();
      expect(row.owner_name).toBe(elsewhere.owner_name);
    }

    // A second load writes the names back and masks them again, keeping what the file says.
    await importRoll(database, { nap });
    expect((await accountsAt(database, pid)).every((a) => a.owner_name === CONFIDENTIAL_OWNER_STORED)).toBe(true);

    expect(await removeConfidential(database, [pid])).toEqual([]);
    const back = await accountsAt(database, pid);
    expect(back.map((a) => ({ account: a.account, owner_name: a.owner_name, mail_address1: a.mail_address1 }))).toEqual(
      expected.map((a) => ({ account: a.account, owner_name: a.owner_name, mail_address1: a.mail_address1 })),
    );
  }, 120_000);
});
