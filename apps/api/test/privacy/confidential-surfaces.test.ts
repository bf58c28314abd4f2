import { afterAll, beforeAll, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIDENTIAL_OWNER, PAGE_TITLES } from '@county/shared';
import { searchKey } from '@county/shared/search-keys';
import { seedCounty } from '../../src/data/generator/index.ts';
import { publishIfStale } from '../../src/downloads/first-build.ts';
import { addConfidential, removeConfidential } from '../../src/privacy/index.ts';
import { rebuildSearchText } from '../../src/search/understand/vocabulary.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// Issue 31's proof: a parcel marked confidential is walked through every public surface (every GET
// route of the OpenAPI document, given the parcel's id, address, owner name, subdivision and sale
// documents; the server-rendered pages with their first-view data; the assistant; the CSV exports;
// the data downloads) and its owners' names and mailing street appear nowhere, nor does a name
// search list it; removing the mark brings them back. Two business accounts located at the parcel
// (a home business of its owner, and one trading under the owner's surname) are walked too: their
// owner, mailing street and the surname trade name appear nowhere; the plain trade name stays.
// Needs the built web app (`npm run build`).

interface Operation {
  path: string;
  params: { name: string; in: string; required: boolean; enum?: unknown[] }[];
}

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean; schema?: { enum?: unknown[] } }[] }>>;
}

interface Target {
  pid: string;
  display: string;
  address: string;
  subdivision: string | null;
  names: string[];
  mailStreet: string;
  sale: { instrument: string; book: string | null; page: string | null; date: string };
  /** The home business (a plain trade name) and the one trading under the owner's surname. */
  accounts: { plain: string; named: string; plainTrade: string; namedTrade: string; mailStreet: string };
}

/** Optional query parameters the walk tries one at a time with the target's values. */
const OPTIONAL_TRIED = ['ownerName', 'street', 'account', 'businessName'];

/** The secrets a body must not hold: each owner's name and the mailing street. */
const secretsOf = (t: Target) => [...t.names, t.mailStreet, t.accounts.mailStreet, t.accounts.namedTrade];

describeEachDatabase('a confidential parcel on every public surface', (db) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'confidential-'));
  const env = setUpTestApp(db, { seed: (database) => seedCounty(database, { parcels: 200, tpp: 20, seed: 11 }), config: { dataDir } });
  let target: Target;
  let operations: Operation[];
  /** How many businesses the smart box finds by the owner's name while the parcel is marked. */
  let businessesWhileMarked = 0;
  const businessesByName = async () =>
    (await env.app.inject(`/api/QuickSearch/GetSmartSearchInfo?q=${encodeURIComponent(target.names[0]!)}`))
      .json<{ groups: { kind: string; count: number }[] }>()
      .groups.find((g) => g.kind === 'tangible')?.count ?? 0;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    if (!existsSync(join(env.app.config.webDist, '..', 'dist-ssr', 'entry-server.js'))) throw new Error('the web app is not built: run npm run build first');
    const { db: k } = env.database;
    // A parcel whose owners' names appear on no other parcel or sale, whose mailing street is not
    // its own address (that one stays public), and which has a recorded sale to its owners.
    const candidates = await k
      .selectFrom('parcels as p')
      .innerJoin('sales as s', 's.parcel_id', 'p.parcel_id')
      .select([
        'p.parcel_id',
        'p.display_id',
        'p.situs_address',
        'p.subdivision_name',
        'p.owner_name',
        'p.mail_address1',
        's.instrument_number',
        's.book',
        's.page',
        's.sale_date',
      ])
      .where('p.mail_address1', 'is not', null)
      .where('p.situs_address', 'is not', null)
      .whereRef('s.grantee', '=', 'p.owner_name')
      .orderBy('p.parcel_id')
      .execute();
    for (const c of candidates) {
      if (!c.mail_address1 || !c.situs_address || c.mail_address1 === c.situs_address) continue;
      const names = (await k.selectFrom('owners').select('name').where('parcel_id', '=', c.parcel_id).execute()).map((o) => o.name);
      const shared = await k
        .selectFrom('owners')
        .select('parcel_id')
        .where('name', 'in', names)
        .where('parcel_id', '<>', c.parcel_id)
        .unionAll(k.selectFrom('parcels').select('parcel_id').where('mail_address1', '=', c.mail_address1).where('parcel_id', '<>', c.parcel_id))
        .execute();
      const otherSales = await k
        .selectFrom('sales')
        .select('parcel_id')
        .where('parcel_id', '<>', c.parcel_id)
        .where((eb) => eb.or(names.flatMap((n) => [eb('grantor', 'like', `%${n}%`), eb('grantee', 'like', `%${n}%`)])))
        .execute();
      if (names.length === 0 || shared.length > 0 || otherSales.length > 0) continue;
      target = {
        pid: c.parcel_id,
        display: c.display_id,
        address: c.situs_address,
        subdivision: c.subdivision_name,
        names,
        mailStreet: c.mail_address1,
        sale: { instrument: c.instrument_number, book: c.book, page: c.page, date: c.sale_date.slice(0, 10) },
        accounts: {
          plain: '9900001',
          named: '9900002',
          plainTrade: 'QUILLBY POTTERY STUDIO',
          namedTrade: `${names[0]!.split(' ')[0]} HOME REPAIRS`,
          mailStreet: '7731 ZEPHYRINE WAY',
        },
      };
      break;
    }
    expect(target, 'the sample county has a parcel to mark').toBeDefined();
    // The parcel's owner runs two businesses from the home, filed with the owner's name and a mailing address.
    const model = await k.selectFrom('tpp_accounts').selectAll().orderBy('account').executeTakeFirstOrThrow();
    const a = target.accounts;
    for (const [account, trade] of [
      [a.plain, a.plainTrade],
      [a.named, a.namedTrade],
    ] as const) {
      await k
        .insertInto('tpp_accounts')
        .values({
          ...model,
          account,
          business_name: trade,
          business_key: searchKey(trade),
          parcel_id: target.pid,
          situs_address: target.address,
          owner_name: target.names[0]!,
          mail_address1: a.mailStreet,
        })
        .execute();
    }
    await rebuildSearchText(env.database);
    const spec = (await env.app.inject('/api/docs/json')).json<OpenApi>();
    operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method === 'get')
        .map(([, op]) => ({ path, params: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: !!p.required, enum: p.schema?.enum })) })),
    );
  }, 300_000);

  /** The values a parameter is tried with: the parcel's id, address, name ..., or a plain value. */
  function valuesFor(name: string, enumValues?: unknown[]): string[] {
    const t = target;
    if (enumValues?.length) return [String(enumValues[0])];
    if (/^pid$/i.test(name)) return [t.pid, t.display];
    if (/^(q|queryData)$/.test(name)) return [t.pid, t.display, t.address, t.names[0]!, `who owns ${t.address}`, `owner of parcel ${t.display}`];
    if (name === 'address' || name === 'street') return [t.address];
    if (name === 'ownerName') return [t.names[0]!, t.names[0]!.split(' ')[0]!];
    if (name === 'acct' || name === 'account') return [t.accounts.plain, t.accounts.named];
    if (name === 'businessName') return [t.accounts.plainTrade, t.accounts.namedTrade];
    if (name === 'subdivision') return t.subdivision ? [t.subdivision] : ['A'];
    if (name === 'instNum') return [t.sale.instrument];
    if (name === 'book') return [t.sale.book ?? '1'];
    if (name === 'page') return [t.sale.page ?? '1'];
    if (name === 'fromDate' || name === 'toDate') return [t.sale.date];
    if (/year/i.test(name)) return [];
    if (name === 'name') return [];
    return ['a'];
  }

  /** Every request of the walk: each route with each value of its parcel parameters in turn. */
  function requests(): { url: string; byName: boolean }[] {
    const out: { url: string; byName: boolean }[] = [];
    for (const op of operations) {
      if (op.path.includes('{name}') || /^\/(api\/docs|healthz|readyz)/.test(op.path)) continue;
      const path = op.path.replace('{table}', 'use-codes');
      const required = op.params.filter((p) => p.in === 'query' && (p.required || OPTIONAL_TRIED.includes(p.name)));
      const base = Object.fromEntries(required.map((p) => [p.name, valuesFor(p.name, p.enum)[0] ?? '']));
      out.push({ url: `${path}?${new URLSearchParams(base).toString()}`, byName: false });
      for (const p of required) {
        for (const value of valuesFor(p.name, p.enum)) {
          // Optional name and street parameters are tried one at a time.
          const query = { ...Object.fromEntries(Object.entries(base).filter(([k]) => !OPTIONAL_TRIED.includes(k) || k === p.name)), [p.name]: value };
          // Asked by what the mask takes away (a name, the deed's document), the parcel must not be listed.
          // The surname trade name is masked too: searched by it, the accounts must not be listed.
          const masked = p.name === 'ownerName' || value === target.names[0] || value === target.accounts.namedTrade || ['instNum', 'book'].includes(p.name);
          out.push({ url: `${path}?${new URLSearchParams(query).toString()}`, byName: masked });
        }
      }
    }
    return out;
  }

  const pages = () => [
    `/propertycard?pid=${target.pid}`,
    `/es/propertycard?pid=${target.pid}`,
    `/parcelsearch?q=${encodeURIComponent(target.address)}`,
    `/parcelsearch?q=${encodeURIComponent(target.names[0]!)}`,
    `/es/parcelsearch?q=${encodeURIComponent(target.display)}`,
    `/tangiblecard?acct=${target.accounts.plain}`,
    `/es/tangiblecard?acct=${target.accounts.named}`,
    `/parcelsearch?q=${target.accounts.plain}`,
    ...Object.keys(PAGE_TITLES).map((p) => `${p}?pid=${target.pid}`),
  ];

  async function downloads(): Promise<string[]> {
    await publishIfStale(env.database, dataDir, { info: () => {}, error: (m) => expect.fail(m) });
    const listed = (await env.app.inject('/api/Downloads')).json<{ files: { url: string }[] }>();
    expect(listed.files.length).toBeGreaterThan(0);
    return Promise.all(listed.files.map(async (f) => (await env.app.inject(f.url)).body));
  }

  it('shows no owner name or mailing street anywhere once marked, and a name search no longer lists it', async () => {
    await addConfidential(env.database, [target.pid], 'request on file');
    const leaks: string[] = [];
    const check = (where: string, body: string, byName: boolean) => {
      // A search by a name may say the name back ('no parcels for owner ...'): the visitor typed it.
      const echoed = byName ? body.replaceAll(target.names[0]!, '').replaceAll(target.accounts.namedTrade, '') : body;
      if (!byName && target.sale.instrument && body.includes(target.sale.instrument)) leaks.push(`${where} shows the deed's instrument number`);
      for (const secret of secretsOf(target)) if (echoed.includes(secret)) leaks.push(`${where} shows '${secret}'`);
      if (byName && [target.pid, target.display, target.accounts.plain, target.accounts.named].some((id) => body.includes(id)))
        leaks.push(`${where} lists the parcel for its owner's name`);
    };
    const walked = requests();
    expect(walked.length).toBeGreaterThan(100);
    for (const r of walked) check(r.url, (await env.app.inject(r.url)).body, r.byName);
    for (const page of pages()) check(page, (await env.app.inject(page)).body, page.includes(encodeURIComponent(target.names[0]!)));
    for (const [i, body] of (await downloads()).entries()) check(`download ${i}`, body, false);
    expect(leaks).toEqual([]);

    // The record says why, in the page's language; the parcel is still found by id and address.
    const info = (await env.app.inject(`/api/PRC/GetPRCGeneralInfo?pid=${target.pid}`)).json<{
      ownerName: string;
      confidential: boolean;
      mailAddress: string | null;
    }>();
    expect(info).toMatchObject({ ownerName: CONFIDENTIAL_OWNER.en, confidential: true, mailAddress: null });
    expect((await env.app.inject(`/es/propertycard?pid=${target.pid}`)).body).toContain(CONFIDENTIAL_OWNER.es);
    const byAddress = await env.app.inject(`/api/QuickSearch/GetSearchInfoByAddress?address=${encodeURIComponent(target.address)}`);
    expect(byAddress.body).toContain(target.pid);
    expect((await env.app.inject(`/api/QuickSearch/GetSmartSearchInfo?q=${target.display}`)).body).toContain(target.pid);

    // The accounts say why too; the plain trade name stays public (decision 14), the surname one does not.
    const plain = (await env.app.inject(`/api/TPP/GetTPPGeneralInfo?acct=${target.accounts.plain}`)).json<{
      businessName: string;
      ownerName: string;
      mailAddress: string | null;
    }>();
    expect(plain).toMatchObject({ businessName: target.accounts.plainTrade, ownerName: CONFIDENTIAL_OWNER.en, mailAddress: null });
    const named = (await env.app.inject(`/api/TPP/GetTPPGeneralInfo?acct=${target.accounts.named}`)).json<{ businessName: string }>();
    expect(named.businessName).toBe(CONFIDENTIAL_OWNER.en);
    expect((await env.app.inject(`/es/tangiblecard?acct=${target.accounts.plain}`)).body).toContain(CONFIDENTIAL_OWNER.es);
    expect((await env.app.inject(`/api/PRC/GetPRCTangibleAccounts?pid=${target.pid}`)).body).toContain(target.accounts.plainTrade);
    businessesWhileMarked = await businessesByName();
  }, 600_000);

  it('brings the names back everywhere when the mark is removed', async () => {
    expect(await removeConfidential(env.database, [target.pid])).toEqual([]);
    const info = (await env.app.inject(`/api/PRC/GetPRCGeneralInfo?pid=${target.pid}`)).json<{
      owners: string[];
      confidential: boolean;
      mailAddress: string | null;
    }>();
    expect(info.owners).toEqual(target.names);
    expect(info.confidential).toBe(false);
    expect(info.mailAddress).toContain(target.mailStreet);
    const byName = await env.app.inject(`/api/QuickSearch/GetSearchInfoByOwnerName?ownerName=${encodeURIComponent(target.names[0]!)}`);
    expect(byName.body).toContain(target.pid);
    expect((await env.app.inject(`/propertycard?pid=${target.pid}`)).body).toContain(target.names[0]!);
    const account = (await env.app.inject(`/api/TPP/GetTPPGeneralInfo?acct=${target.accounts.named}`)).json<{
      businessName: string;
      ownerName: string;
      mailAddress: string | null;
    }>();
    expect(account).toMatchObject({ businessName: target.accounts.namedTrade, ownerName: target.names[0], mailAddress: target.accounts.mailStreet });
    // The smart box finds the owner's two businesses again (its count only names how many: the walk cannot see them).
    expect(await businessesByName()).toBe(businessesWhileMarked + 2);
    const files = await downloads();
    expect(files.some((body) => body.includes(target.names[0]!) && body.includes(target.mailStreet))).toBe(true);
  }, 300_000);
});
