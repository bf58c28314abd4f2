import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { writeDorFiles } from '../../src/data/dor/index.ts';
import { importRoll } from '../../src/data/importer/index.ts';
import { readRollYears } from '../../src/roll-year.ts';
import { drainOnce } from '../../src/alerts/mail-worker.ts';
import { loadFormSecret } from '../../src/forms/secret.ts';
import { createMailTransport } from '../../src/alerts/transport.ts';
import { addConfidential, CONFIDENTIAL_OWNER_STORED } from '../../src/privacy/index.ts';

// Issue 32 with issue 31: an import whose file brings a new owner, a new mailing address and a new
// deed to watched parcels, one confidential since before, one marked by the import's own
// confidential file, one plain. Whatever is queued and whatever e-mail is written names no owner
// and no mailing address of the confidential two, old or new; the plain one's alert names its change.

interface Watched {
  pid: string;
  oldOwner: string;
  oldMail: string;
  newOwner: string;
  newMail: string;
}

/** An .eml file's text with its quoted-printable body decoded (soft line breaks joined, UTF-8 bytes read). */
const quotedPrintable = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describeEachDatabase('owner alerts about confidential parcels', (t) => {
  let dir = '';
  let nal = '';
  let year = 0;
  let plain: Watched;
  let before: Watched;
  let marked: Watched;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'alerts-confidential-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const env = setUpTestApp(t, {
    seed: async (seeded) => {
      await seedCounty(seeded, { parcels: 80, tpp: 5, seed: 8 });
      year = (await readRollYears(seeded)).current ?? 0;
      const rows = await seeded.db
        .selectFrom('parcels')
        .select(['parcel_id', 'owner_name', 'mail_address1'])
        .where('confidential', '=', 0)
        .where('mail_address1', 'is not', null)
        // Owners who live elsewhere: the parcel's own address, which the card shows for every parcel, is not their mailing address.
        .whereRef('mail_address1', '!=', 'situs_address')
        .orderBy('parcel_id')
        .limit(3)
        .execute();
      const [a, b, c] = rows.map((r, i) => ({
        pid: r.parcel_id,
        oldOwner: r.owner_name ?? '',
        oldMail: r.mail_address1 ?? '',
        newOwner: `NEWCOMER ${'ABC'[i]} HOLDINGS LLC`,
        newMail: `${900 + i} FORGERY WAY`,
      }));
      [plain, before, marked] = [a!, b!, c!];
      // The roll as the next file brings it: a new owner and a new mailing address on all three.
      const lines = (await readFile((await writeDorFiles(seeded, dir, { year }))[0]!.path, 'utf8')).split(/\r?\n/);
      for (const w of [plain, before, marked]) {
        const at = lines.findIndex((l) => l.includes(w.pid));
        expect(lines[at]).toContain(w.oldOwner);
        expect(lines[at]).toContain(w.oldMail);
        lines[at] = lines[at]!.replace(w.oldOwner, w.newOwner).replace(w.oldMail, w.newMail);
      }
      nal = join(dir, 'NAL-next.csv');
      await writeFile(nal, lines.join('\n'));
      // One is confidential before the import, as the office's command marks it.
      await addConfidential(seeded, [before.pid], 'test');
      const now = new Date().toISOString();
      await seeded.db
        .insertInto('alert_subscriptions')
        .values(
          [plain, before, marked].map((w, i) => ({
            email: `w${w.pid}@example.com`,
            parcel_id: w.pid,
            lang: i === 1 ? 'es' : 'en',
            created_at: now,
            confirmed_at: now,
          })),
        )
        .execute();
    },
  });

  it('names no owner and no mailing address of a confidential parcel in the queue or the e-mail', async () => {
    const sdf = join(dir, 'SDF-next.csv');
    const instrumentOf = (w: Watched) => String(77_000_001 + [plain, before, marked].indexOf(w));
    const deeds = [plain, before, marked].map((w, i) => `${w.pid},${year},01,${year},5,${300_000 + i},I,${instrumentOf(w)}`);
    await writeFile(sdf, ['PARCEL_ID,ASMNT_YR,QUAL_CD,SALE_YR,SALE_MO,SALE_PRC,VI_CD,CLERK_NO', ...deeds].join('\n') + '\n');
    const confidentialFile = join(dir, 'confidential.txt');
    await writeFile(confidentialFile, `${marked.pid}\n`);

    const result = await importRoll(env.database, { nal, sdf, confidential: confidentialFile, partial: true, year });
    expect(result.markedConfidential).toBe(1);
    // Each watched parcel got its new deed: one alert each.
    expect(result.alertsQueued).toBe(3);

    const rows = await env.database.db.selectFrom('mail_queue').select(['recipient', 'message']).execute();
    const message = (w: Watched) => rows.find((r) => r.recipient === `w${w.pid}@example.com`)?.message ?? '';
    expect(message(plain)).toContain(plain.newOwner);
    expect(message(plain)).toContain(plain.newMail);
    const secrets = [before, marked].flatMap((w) => [w.oldOwner, w.newOwner, w.oldMail, w.newMail]);
    for (const w of [before, marked]) {
      expect(message(w)).toContain('"kind":"sale"');
      // s. 119.071(4)(d)4.a: a confidential parcel's deed loses its instrument number, which leads to the names at the Clerk's.
      for (const secret of [...secrets, instrumentOf(w), CONFIDENTIAL_OWNER_STORED]) expect(message(w)).not.toContain(secret);
    }
    expect(message(plain)).toContain(instrumentOf(plain));

    const outbox = join(dir, 'outbox');
    expect(
      await drainOnce({
        database: env.database,
        transport: createMailTransport({ outboxDir: outbox }),
        secret: 's',
        config: { ...env.app.config, mailFrom: 'a@example.gov' },
      }),
    ).toBe(3);
    const mails = await Promise.all((await readdir(outbox)).map(async (f) => quotedPrintable(await readFile(join(outbox, f), 'latin1'))));
    const mailTo = (w: Watched) => mails.find((m) => m.includes(`To: w${w.pid}@example.com`)) ?? '';
    expect(mailTo(plain)).toContain(plain.newOwner);
    for (const w of [before, marked]) {
      expect(mailTo(w)).toMatch(/instrument number|número de instrumento/);
      for (const secret of [...secrets, instrumentOf(w)]) expect(mailTo(w).toUpperCase()).not.toContain(secret.toUpperCase());
    }
  });

  it("names a confidential parcel by its street address, never its owner's name or mailing address, in the confirmation and its answer", async () => {
    const { situs_address: address } = await env.database.db
      .selectFrom('parcels')
      .select('situs_address')
      .where('parcel_id', '=', before.pid)
      .executeTakeFirstOrThrow();
    expect(address).toBeTruthy();
    const email = 'neighbour@example.com';
    const signUp = await env.app.inject({ method: 'POST', url: '/api/owner-alerts', payload: { email, parcelId: before.pid }, remoteAddress: '203.0.113.70' });
    expect(signUp.statusCode).toBe(202);
    const outbox = join(dir, 'outbox-confirm');
    const secret = await loadFormSecret(env.database);
    await drainOnce({
      database: env.database,
      transport: createMailTransport({ outboxDir: outbox }),
      secret,
      config: { ...env.app.config, mailFrom: 'a@example.gov' },
    });
    const [file] = await readdir(outbox);
    const mail = quotedPrintable(await readFile(join(outbox, file!), 'latin1'));
    expect(mail).toContain(`(${address!.trim()})`);
    const token = new URL(/https?:\/\/\S+\/owner-alert\/confirm\?token=\S+/.exec(mail)![0]).searchParams.get('token')!;
    const confirmed = await env.app.inject({ method: 'POST', url: '/api/owner-alerts/confirm', payload: { token } });
    expect(confirmed.json()).toMatchObject({ parcelId: before.pid, address: address!.trim() });
    for (const secretText of [before.oldOwner, before.newOwner, before.oldMail, before.newMail, CONFIDENTIAL_OWNER_STORED]) {
      expect(mail.toUpperCase()).not.toContain(secretText.toUpperCase());
      expect(confirmed.body.toUpperCase()).not.toContain(secretText.toUpperCase());
    }
  });
});
