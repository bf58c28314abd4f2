import { expect, it } from 'vitest';
import { CONFIDENTIAL_OWNER } from '@county/shared';
import { seedCounty } from '../../src/data/generator/index.ts';
import { addConfidential, removeConfidential } from '../../src/privacy/index.ts';
import { readPdf } from '../pdf/read-pdf.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// Decision 127: a confidential mark takes the protected owners off the parcel's sales (their names,
// and the document of each deed that names them) but leaves the rest of the chain of title as it
// is on any other parcel: the people who sold to one another before the protected owner bought,
// and their deeds' documents. The card, its PDF, the search by document and the sales search with
// its export are read; removing the mark gives every sale back as it was.

interface Sale {
  seller: string;
  buyer: string;
  instNum: string;
  saleDate: string;
}

describeEachDatabase('a confidential parcel keeps its chain of title', (db) => {
  const env = setUpTestApp(db, { seed: (database) => seedCounty(database, { parcels: 60, tpp: 0, seed: 5 }) });

  it('hides the protected owners and their deeds only, on every surface, and brings them back', async () => {
    const k = env.database.db;
    const parcel = await k
      .selectFrom('parcels')
      .select(['parcel_id', 'owner_name', 'mail_address1'])
      .where('mail_address1', 'is not', null)
      // A mailing street that is not the parcel's own address (that one stays public).
      .whereRef('mail_address1', '<>', 'situs_address')
      .orderBy('parcel_id')
      .executeTakeFirstOrThrow();
    const pid = parcel.parcel_id;
    const owner = parcel.owner_name;
    const surname = owner.split(' ')[0]!;
    // Strangers who share no word with the owner, then the owner's purchase, then a deed to the owner's family trust.
    const chain = [
      { date: '2001-03-15', price: 91_000, grantor: 'QUELLWOOD THADDEUS', grantee: 'ARBOGAST PHILOMENA', doc: '20010041234' },
      { date: '2009-06-20', price: 143_000, grantor: 'ARBOGAST PHILOMENA', grantee: 'VANTONGEREN OSWIN', doc: '20090075678' },
      { date: '2016-09-01', price: 236_000, grantor: 'VANTONGEREN OSWIN', grantee: owner, doc: '20160112233' },
      { date: '2021-02-11', price: 100, grantor: owner, grantee: `${surname} FAMILY TRUST`, doc: '20210019988' },
    ];
    for (const stranger of ['QUELLWOOD', 'THADDEUS', 'ARBOGAST', 'PHILOMENA', 'VANTONGEREN', 'OSWIN']) expect(owner).not.toContain(stranger);
    await k.deleteFrom('sales').where('parcel_id', '=', pid).execute();
    await k
      .insertInto('sales')
      .values(
        chain.map((s, i) => ({
          parcel_id: pid,
          seq: i + 1,
          sale_date: s.date,
          price: s.price,
          instrument_number: s.doc,
          book: null,
          page: null,
          deed_code: 'WD',
          qual_code: '01',
          qualified: 1,
          vacant_improved: 'I',
          grantor: s.grantor,
          grantee: s.grantee,
        })),
      )
      .execute();
    const cardSales = async () => (await env.app.inject(`/api/PRC/GetPRCSales?pid=${pid}`)).json<Sale[]>();
    const before = await cardSales();

    await addConfidential(env.database, [pid], 'request on file');
    const label = CONFIDENTIAL_OWNER.en;
    const byDate = new Map((await cardSales()).map((s) => [s.saleDate.slice(0, 10), s]));
    expect(byDate.get('2001-03-15')).toMatchObject({ seller: 'QUELLWOOD THADDEUS', buyer: 'ARBOGAST PHILOMENA', instNum: '20010041234' });
    expect(byDate.get('2009-06-20')).toMatchObject({ seller: 'ARBOGAST PHILOMENA', buyer: 'VANTONGEREN OSWIN', instNum: '20090075678' });
    expect(byDate.get('2016-09-01')).toMatchObject({ seller: 'VANTONGEREN OSWIN', buyer: label, instNum: '' });
    expect(byDate.get('2021-02-11')).toMatchObject({ seller: label, buyer: label, instNum: '' });

    // The card's PDF prints the same chain, and neither the owner nor the mailing street.
    const pdf = await env.app.inject(`/api/PRC/GetPRCCardPdf?pid=${pid}&lang=en`);
    const text = (await readPdf(pdf.rawPayload)).text;
    expect(text).toContain('20090075678');
    expect(text).toContain(label);
    for (const secret of [owner, parcel.mail_address1!, '20160112233', '20210019988']) expect(text).not.toContain(secret);

    // Asked by a document, the search finds the parcel by a stranger's deed and not by the owner's.
    const byDoc = async (doc: string) => (await env.app.inject(`/api/QuickSearch/GetSearchInfoByInstrumentNumber?instNum=${doc}`)).body;
    expect(await byDoc('20010041234')).toContain(pid);
    expect(await byDoc('20160112233')).not.toContain(pid);

    // The sales search lists the strangers' sale with its document and the owner's without; its
    // export lists the parcel for either sale and names no owner.
    const salesSearch = async (verb: string, date: string) =>
      (await env.app.inject(`/api/QuickSearch/${verb}?fromDate=${date}&toDate=${date}&qualifiedOnly=false`)).body;
    expect(await salesSearch('GetSalesSearchInfo', '2009-06-20')).toContain('20090075678');
    const bought = await salesSearch('GetSalesSearchInfo', '2016-09-01');
    expect(bought).toContain(pid);
    expect(bought).not.toContain('20160112233');
    for (const date of ['2009-06-20', '2016-09-01']) {
      const exported = await salesSearch('ExportSalesSearchInfo', date);
      expect(exported).toContain(pid);
      expect(exported).not.toContain(owner);
    }

    expect(await removeConfidential(env.database, [pid])).toEqual([]);
    expect(await cardSales()).toEqual(before);
  }, 120_000);
});
