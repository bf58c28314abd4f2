import { expect, it } from 'vitest';
import type { SmartSearchResult } from '@county/shared/search';
import type { PrcTangibleAccount } from '@county/shared/cards';
import { seedCounty } from '../../src/data/generator/index.ts';
import { bookAndPage } from '../../src/search/understand/readings.ts';
import { legalWords, platBookAndPage, writtenOutName } from '../../src/search/understand/legal.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// What title examiners and business owners type (issue 33): official-records book and page in
// their written forms, a plat's book and page, legal description words, a business by its owner;
// the property card's list of the accounts located at the parcel; and hostile text in each.

it('reads the written forms of book and page, plats and legal words', () => {
  for (const form of [
    'OR 10560 PG 4812',
    'OR BK 10560 PG 4812',
    'B10560 P4812',
    '10560-4812',
    'or bk 10560 pg 4812',
    'O.R. 10560 PG 4812',
    'Book 10560 Page 4812',
  ]) {
    expect(bookAndPage(form), form).toEqual({ book: '10560', page: '4812' });
  }
  expect(bookAndPage('PB 59 PG 132')).toBeNull();
  expect(platBookAndPage('PB 59 PG 132')).toEqual({ book: '59', page: '132' });
  expect(platBookAndPage('PLAT BOOK 059 PAGE 132')).toEqual({ book: '59', page: '132' });
  expect(platBookAndPage('OR 59 PG 132')).toBeNull();
  expect(legalWords('LOT 18 BLK D OAK PINES')).toEqual({ lot: '18', block: 'D', rest: 'OAK PINES', plat: null });
  expect(legalWords('OAK PINES LOT 018')).toEqual({ lot: '18', block: null, rest: 'OAK PINES', plat: null });
  // A lot and a block alone, of any subdivision; a card's legal description with its plat's book and page.
  expect(legalWords('LOT 18 BLK D')).toEqual({ lot: '18', block: 'D', rest: '', plat: null });
  expect(legalWords('ROSEMERE HEIGHTS 80 4 LOT 1')).toEqual({ lot: '1', block: null, rest: 'ROSEMERE HEIGHTS', plat: { book: '80', page: '4' } });
  expect(legalWords('BLK D')).toBeNull();
  expect(legalWords('OAK PINES')).toBeNull();
  expect(writtenOutName('ROSEMERE HTS')).toBe('ROSEMERE HEIGHTS');
  expect(writtenOutName('ROSEMERE HEIGHTS')).toBeNull();
});

describeEachDatabase('title forms, legal descriptions and businesses by owner', (t) => {
  process.env.RATE_LIMIT_SEARCH = '1000000';
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: 1_500, tpp: 300, seed: 1 }) });
  const ask = (q: string, as?: string) => env.app.inject({ url: `/api/QuickSearch/GetSmartSearchInfo?q=${encodeURIComponent(q)}${as ? `&as=${as}` : ''}` });
  const smart = async (q: string, as?: string) => {
    const response = await ask(q, as);
    expect(response.statusCode, q).toBe(200);
    return response.json<SmartSearchResult>();
  };
  const found = (r: SmartSearchResult) => (r.open ? [/pid=(\d+)/.exec(r.open)![1]!] : r.rows.map((row) => row.parcelId));

  it('finds a deed by each written form of its book and page', async () => {
    const sale = await env.database.db
      .selectFrom('sales')
      .select(['parcel_id', 'book', 'page'])
      .where('book', 'is not', null)
      .orderBy('parcel_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const [book, page] = [Number(sale.book), Number(sale.page)];
    for (const q of [`OR ${book} PG ${page}`, `OR BK ${book} PG ${page}`, `B${book} P${page}`, `${book}-${page}`]) {
      const result = await smart(q);
      expect(result.kind, q).toBe('sale');
      expect(found(result), q).toContain(sale.parcel_id);
    }
  });

  it('finds a plat by its book and page, and a lot by its legal description words', async () => {
    const parcel = await env.database.db
      .selectFrom('parcels')
      .select(['parcel_id', 'subdivision_key', 'legal_description'])
      .where('legal_description', 'like', '% LOT %')
      .where('subdivision_key', 'is not', null)
      .orderBy('parcel_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const [, book, page] = / (\d+)\/(\d+) /.exec(parcel.legal_description!)!;
    const plat = await smart(`PB ${book} PG ${page}`);
    expect(plat.kind).toBe('legal');
    expect(plat.groups[0]?.label).toBe(`Plat book ${book}, page ${page}`);
    const inSubdivision = await env.database.db.selectFrom('parcels').select('parcel_id').where('subdivision_key', '=', parcel.subdivision_key).execute();
    expect(plat.totalCount).toBeGreaterThanOrEqual(inSubdivision.length);

    const lot = / LOT (\w+)/.exec(parcel.legal_description!)![1]!;
    const block = / BLK (\w+)/.exec(parcel.legal_description!)?.[1];
    const legal = await smart(`LOT ${lot}${block ? ` BLK ${block}` : ''} ${parcel.subdivision_key}`);
    expect(legal.kind).toBe('legal');
    expect(legal.groups.find((g) => g.kind === 'legal')?.label).toBe('Legal descriptions');
    expect(found(legal)).toContain(parcel.parcel_id);
    // Another lot of the same subdivision is not this one.
    const other = await smart(`LOT 9999 ${parcel.subdivision_key}`, 'legal');
    expect(other.groups.some((g) => g.kind === 'legal')).toBe(false);
  });

  it("lands a card's legal description, a plat's book/page, a lot and block alone and a shortened name on the plat and lot (issue 41)", async () => {
    // A lot with a block, as its card's legal description writes it.
    const parcels = await env.database.db
      .selectFrom('parcels')
      .select(['parcel_id', 'subdivision_key', 'legal_description'])
      .where('legal_description', 'like', '% LOT % BLK %')
      .where('subdivision_key', 'is not', null)
      .orderBy('parcel_id')
      .execute();
    const parcel = parcels[0]!;
    const [, name, book, page, lot, block] = /^(.+) (\d+)\/(\d+) LOT (\w+) BLK (\w+)/.exec(parcel.legal_description!)!;
    expect(name).toBe(parcel.subdivision_key);

    // Pasted from the card, it is the lot, not an owner.
    const pasted = await smart(parcel.legal_description!);
    expect(pasted.kind, parcel.legal_description!).toBe('legal');
    expect(found(pasted)).toContain(parcel.parcel_id);
    expect(pasted.understoodAs).toContain(`plat book ${Number(book)}, page ${Number(page)}`);

    // The plat's book and page as the card writes them, not an address.
    const plat = await smart(`${book}/${page}`);
    expect(plat.kind).toBe('legal');
    expect(plat.groups[0]?.label).toBe(`Plat book ${Number(book)}, page ${Number(page)}`);
    const onPlat = await smart(`${book}/${page}`, 'legal');
    expect(onPlat.totalCount).toBeGreaterThanOrEqual(1);

    // A lot and block alone: that lot of every subdivision that has one, this one among them.
    const lotAndBlock = await smart(`LOT ${lot} BLK ${block}`);
    expect(lotAndBlock.kind).toBe('legal');
    const everyLot = await env.database.db.selectFrom('parcels').select('parcel_id').where('legal_description', 'like', `% LOT ${lot} BLK ${block}%`).execute();
    expect(lotAndBlock.totalCount).toBe(everyLot.length);
    expect(found(await smart(`LOT ${lot} BLK ${block}`, 'legal'))).toContain(parcel.parcel_id);

    // A subdivision's name with a shortened word ('rosemere hts'), in lower case.
    const SHORT: Record<string, string> = { HEIGHTS: 'HTS', GARDENS: 'GDNS', ESTATES: 'ESTS', VILLAGE: 'VLG', MANOR: 'MNR', HILLS: 'HLS' };
    const names = await env.database.db.selectFrom('parcels').select('subdivision_key').distinct().where('subdivision_key', 'is not', null).execute();
    const long = names.map((n) => n.subdivision_key!).find((n) => n.split(' ').some((w) => SHORT[w]))!;
    const short = long
      .split(' ')
      .map((w) => SHORT[w] ?? w)
      .join(' ')
      .toLowerCase();
    const bySubdivision = await smart(short);
    expect(bySubdivision.kind, short).toBe('subdivision');
    expect(bySubdivision.understoodAs).toContain(long);
  });

  it("lists a plat's and a subdivision's parcels in lot order, block then lot, by default (issue 41)", async () => {
    // The subdivision with the most lots in blocks, so that the order has blocks and lots to get wrong.
    const lots = await env.database.db
      .selectFrom('parcels')
      .select(['subdivision_key', 'legal_description'])
      .where('legal_description', 'like', '% LOT % BLK %')
      .where('subdivision_key', 'is not', null)
      .execute();
    const sizes = new Map<string, number>();
    for (const l of lots) sizes.set(l.subdivision_key!, (sizes.get(l.subdivision_key!) ?? 0) + 1);
    const name = [...sizes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
    const [, book, page] = / (\d+)\/(\d+) /.exec(lots.find((l) => l.subdivision_key === name)!.legal_description!)!;
    const legalOf = new Map(
      (await env.database.db.selectFrom('parcels').select(['parcel_id', 'legal_description']).where('subdivision_key', '=', name).execute()).map((p) => [
        p.parcel_id,
        p.legal_description ?? '',
      ]),
    );
    // Block (no block first) then lot, as numbers.
    const place = (legal: string): [string, number] => [/ BLK (\w+)/.exec(legal)?.[1] ?? '', Number(/ LOT (\d+)/.exec(legal)?.[1] ?? 0)];
    const inLotOrder = (ids: string[]) => {
      const places = ids.map((id) => place(legalOf.get(id)!));
      const sorted = [...places].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));
      expect(places).toEqual(sorted);
      expect(new Set(places.map(([b]) => b)).size + new Set(places.map(([, l]) => l)).size).toBeGreaterThan(2);
    };
    const rows = async (q: string, as: string) => {
      const response = await env.app.inject({ url: `/api/QuickSearch/GetSmartSearchInfo?q=${encodeURIComponent(q)}&as=${as}&size=100` });
      expect(response.statusCode, q).toBe(200);
      const result = response.json<SmartSearchResult>();
      // Each listed parcel's legal description comes beside the rows, as the card writes it.
      for (const r of result.rows) if (legalOf.has(r.parcelId)) expect(result.legalDescriptions?.[r.parcelId], r.parcelId).toBe(legalOf.get(r.parcelId));
      return result.rows.map((r) => r.parcelId);
    };
    inLotOrder((await rows(`PB ${book} PG ${page}`, 'legal')).filter((id) => legalOf.has(id)));
    inLotOrder(await rows(name, 'subdivision'));
    // Other searches have no legal description column.
    expect((await smart(name.split(' ')[0]!, 'owner')).legalDescriptions).toBeUndefined();
  });

  it('finds a business by its owner and by its account number', async () => {
    const account = await env.database.db
      .selectFrom('tpp_accounts')
      .select(['account', 'owner_name', 'business_name'])
      .orderBy('account')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(account.owner_name).not.toBe(account.business_name);
    const byOwner = await smart(account.owner_name.toLowerCase(), 'tangible');
    expect(byOwner.kind).toBe('tangible');
    expect(byOwner.tangibleRows.map((r) => r.account)).toContain(account.account);
    expect(
      byOwner.tangibleRows.every((r) => r.ownerName === account.owner_name || r.businessName.toUpperCase().includes(account.owner_name.split(' ')[0]!)),
    ).toBe(true);
    const byAccount = await smart(account.account);
    expect(byAccount.open ?? byAccount.tangibleRows.map((r) => r.account).join(' ')).toContain(account.account);
  });

  it('answers hostile text in every new kind with 200 or a 400 naming the field', async () => {
    const hostile = [
      `OR 10560' PG 4812; drop table sales`,
      'OR BK 99999999999 PG 1',
      'B%_ P%_',
      'PB 59 PG 132%',
      "PB 0 PG 0' or '1'='1",
      `PLAT BOOK ${'9'.repeat(40)} PAGE 1`,
      "LOT 18%' BLK D_ OAK",
      'LOT % BLK _ %',
      `LOT ${'1'.repeat(300)} BLK D OAK`,
      'LOT LOT LOT BLK BLK',
      '<script>alert(1)</script> LLC',
      "O'BRIEN & SONS, INC.",
      `${'LLC '.repeat(100)}`,
    ];
    for (const q of hostile) {
      for (const as of [undefined, 'legal', 'tangible', 'sale']) {
        const response = await ask(q, as);
        expect([200, 400], `${q} as ${as}: ${response.body}`).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json<{ field?: string }>().field, q).toBe('q');
      }
    }
    expect((await ask('LOT 1 OAK', 'deed')).statusCode).toBe(400);
  });

  it("lists the business accounts located at a parcel on the parcel's card", async () => {
    const Path = '/api/PRC/GetPRCTangibleAccounts';
    const located = await env.database.db
      .selectFrom('tpp_accounts')
      .select(['parcel_id'])
      .where('parcel_id', 'is not', null)
      .orderBy('account')
      .limit(1)
      .executeTakeFirstOrThrow();
    const expected = await env.database.db
      .selectFrom('tpp_accounts')
      .select(['account', 'business_name'])
      .where('parcel_id', '=', located.parcel_id)
      .orderBy('business_name')
      .orderBy('account')
      .execute();
    const response = await env.app.inject({ url: `${Path}?PID=${located.parcel_id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<PrcTangibleAccount[]>().map((a) => [a.account, a.businessName])).toEqual(expected.map((a) => [a.account, a.business_name]));
    const bare = await env.database.db
      .selectFrom('parcels')
      .select('parcel_id')
      .where('parcel_id', 'not in', (eb) => eb.selectFrom('tpp_accounts').select('parcel_id').where('parcel_id', 'is not', null))
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await env.app.inject({ url: `${Path}?PID=${bare.parcel_id}` })).json()).toEqual([]);
    expect((await env.app.inject({ url: `${Path}?PID=999999999999999` })).statusCode).toBe(404);
    const bad = await env.app.inject({ url: `${Path}?PID=abc'--` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field?: string }>().field).toBe('PID');
  });
});
