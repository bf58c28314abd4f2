import { expect, it } from 'vitest';
import type { ParcelSearchRow } from '@county/shared/search';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedFixture } from './fixture.ts';

// Bad input on every parameter: a 400 JSON error that names the parameter, or (for text) a search
// for exactly what was typed. Never a 500.

const Q = '/api/QuickSearch';
const LONG = 'A'.repeat(500);

/** [url, the parameter the 400 must name] */
const REFUSED: [string, string][] = [
  [`${Q}/GetSearchInfoByAddress?address=oak&page=0`, 'page'],
  [`${Q}/GetSearchInfoByAddress?address=oak&page=10000`, 'page'],
  [`${Q}/GetSearchInfoByAddress?address=oak&page=-1`, 'page'],
  [`${Q}/GetSearchInfoByAddress?address=oak&page=1.5`, 'page'],
  [`${Q}/GetSearchInfoByAddress?address=oak&page=abc`, 'page'],
  [`${Q}/GetSearchInfoByAddress?address=oak%20st&page=4&size=10`, 'page'], // 25 rows: 3 pages
  [`${Q}/GetSearchInfoByAddress?address=oak&size=101`, 'size'],
  [`${Q}/GetSearchInfoByAddress?address=oak&size=0`, 'size'],
  [`${Q}/GetSearchInfoByAddress?address=oak&size=1e2`, 'size'],
  [`${Q}/GetSearchInfoByAddress?address=oak&size=10&size=20`, 'size'],
  [`${Q}/GetSearchInfoByAddress?address=oak&sortBy=Owner`, 'sortBy'],
  [`${Q}/GetSearchInfoByAddress?address=oak&sortBy=1;drop%20table%20parcels`, 'sortBy'],
  [`${Q}/GetSearchInfoByAddress?address=oak&sortBy=SaleDate`, 'sortBy'],
  [`${Q}/GetSearchInfoByAddress?address=oak&sortDir=UP`, 'sortDir'],
  [`${Q}/GetSearchInfoByAddress`, 'address'],
  [`${Q}/GetSearchInfoByAddress?address=`, 'address'],
  [`${Q}/GetSearchInfoByAddress?address=%20%20`, 'address'],
  [`${Q}/GetSearchInfoByAddress?address=${LONG}`, 'address'],
  [`${Q}/GetSearchInfoByOwnerName?ownerName=${LONG}`, 'ownerName'],
  [`${Q}/GetSearchInfoByOwnerName`, 'ownerName'],
  [`${Q}/GetSearchInfoByParcelID?pid=27-20-35-ABCD`, 'pid'],
  [`${Q}/GetSearchInfoByParcelID?pid=1'%20or%20'1'='1`, 'pid'],
  [`${Q}/GetSearchInfoByParcelID?pid=---`, 'pid'],
  [`${Q}/GetSearchInfoByParcelID?pid=${'1'.repeat(30)}`, 'pid'],
  [`${Q}/GetSearchInfoBySubdivision?subdivision=${LONG}`, 'subdivision'],
  [`${Q}/GetSalesSearchInfo?city=Orlando`, 'fromDate'],
  [`${Q}/ExportSalesSearchInfo?qualifiedOnly=false`, 'fromDate'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-13-01&toDate=2024-12-31`, 'fromDate'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=yesterday`, 'toDate'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-06-01&toDate=2024-01-01`, 'toDate'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=2024-12-31&minPrice=-5`, 'minPrice'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=2024-12-31&maxPrice=lots`, 'maxPrice'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=2024-12-31&minPrice=500&maxPrice=100`, 'maxPrice'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=2024-12-31&zip=3280`, 'zip'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=2024-12-31&useCode=01X0`, 'useCode'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=2024-12-31&qualifiedOnly=maybe`, 'qualifiedOnly'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=2024-12-31&city=${LONG}`, 'city'],
  [`${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=2024-12-31&sortBy=Price`, 'sortBy'],
  [`${Q}/GetAdvancedSearchInfo`, 'query'],
  [`${Q}/GetAdvancedSearchInfo?minValue=10&maxValue=5`, 'maxValue'],
  [`${Q}/GetAdvancedSearchInfo?minYearBuilt=1200`, 'minYearBuilt'],
  [`${Q}/GetAdvancedSearchInfo?minYearBuilt=2000&maxYearBuilt=1990`, 'maxYearBuilt'],
  [`${Q}/GetAdvancedSearchInfo?minLivingArea=big`, 'minLivingArea'],
  [`${Q}/GetAdvancedSearchInfo?minLivingArea=3000&maxLivingArea=1000`, 'maxLivingArea'],
  [`${Q}/GetAdvancedSearchInfo?minAcres=2&maxAcres=1`, 'maxAcres'],
  [`${Q}/GetAdvancedSearchInfo?minAcres=0.123456`, 'minAcres'],
  [`${Q}/GetAdvancedSearchInfo?homestead=perhaps`, 'homestead'],
  [`${Q}/GetAdvancedSearchInfo?street=${LONG}`, 'street'],
  [`${Q}/GetAdvancedSearchInfo?zip=ABCDE`, 'zip'],
  [`${Q}/GetAdvancedSearchInfo?fromDate=2024-02-30`, 'fromDate'],
  [`${Q}/GetAdvancedSearchInfo?ownerName=smith&sortBy=SaleDate`, 'sortBy'],
  [`${Q}/GetTangibleSearchInfo`, 'account'],
  [`${Q}/GetTangibleSearchInfo?account=10%25`, 'account'],
  [`${Q}/GetTangibleSearchInfo?businessName=acme&sortBy=OwnerName`, 'sortBy'],
  [`${Q}/GetTangibleSearchInfo?businessName=${LONG}`, 'businessName'],
  [`${Q}/GetSmartSearchInfo`, 'q'],
  [`${Q}/GetSmartSearchInfo?q=${LONG}`, 'q'],
  [`${Q}/GetSmartSearchInfo?q=smith&page=0`, 'page'],
  [`${Q}/GetSmartSearchInfo?q=smith&exact=maybe`, 'exact'],
  [`${Q}/GetSmartSearchInfo?q=homestead&lang=fr`, 'lang'],
  [`${Q}/GetSmartSearchInfo?q=homestead&lang=<script>`, 'lang'],
  [`${Q}/GetSmartSearchInfo?q=homestead&as=pages`, 'as'],
  [`${Q}/GetSuggestions?q=${LONG}`, 'q'],
  [`${Q}/ExportSearchInfoByAddress?address=oak&sortBy=Nope`, 'sortBy'],
  [`${Q}/ExportSearchInfoByOwnerName?ownerName=smith&sortBy=SalePrice`, 'sortBy'],
  [`${Q}/ExportSalesSearchInfo?fromDate=2024-06-01&toDate=2024-01-01`, 'toDate'],
  [`${Q}/ExportAdvancedSearchInfo`, 'query'],
  [`${Q}/ExportTangibleSearchInfo`, 'account'],
  [`${Q}/ExportSmartSearchInfo`, 'q'],
];

/** Text that must be searched for literally: no SQL runs, no wildcard widens the search. */
const LITERAL = [
  "smith' or '1'='1",
  'smith"; drop table parcels; --',
  '%',
  '_',
  '%%%',
  'SMITH%',
  '\\',
  '😀 🏠',
  'ÆØÅ',
  '中文',
  '\u0000',
  '<script>alert(1)</script>',
  // Misspelt names in every word, one too long to be a name, quotes inside: corrected or not, never a failure.
  "smtih brain' or 'jhon",
  'qqqqq zzzzz xxxxx wwwww',
  'A'.repeat(120),
];

describeEachDatabase('parcel search bad input', (t) => {
  const env = setUpTestApp(t, { seed: seedFixture });

  it('refuses each bad parameter with a 400 JSON error naming it', async () => {
    const wrong: string[] = [];
    for (const [url, field] of REFUSED) {
      const response = await env.app.inject({ url });
      const body = String(response.headers['content-type']).includes('json') ? response.json() : null;
      if (response.statusCode !== 400 || body?.field !== field || body?.statusCode !== 400 || typeof body?.message !== 'string') {
        wrong.push(`${url.slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('searches for hostile text literally and never fails', async () => {
    const endpoints = [
      'GetSearchInfoByAddress?address=',
      'GetSearchInfoByOwnerName?ownerName=',
      'GetSearchInfoBySubdivision?subdivision=',
      'GetSmartSearchInfo?q=',
      'GetSmartSearchInfo?exact=true&q=',
      // The site's pages too, in both languages and as the listed group.
      'GetSmartSearchInfo?lang=es&q=',
      'GetSmartSearchInfo?as=page&q=',
      'ExportSmartSearchInfo?as=page&q=',
      'GetSuggestions?q=',
      'GetTangibleSearchInfo?businessName=',
      'GetAdvancedSearchInfo?street=',
      'ExportSearchInfoByOwnerName?ownerName=',
    ];
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      for (const text of LITERAL) {
        const response = await env.app.inject({ url: `${Q}/${endpoint}${encodeURIComponent(text)}` });
        if (response.statusCode !== 200 && response.statusCode !== 400) wrong.push(`${endpoint}${text} -> ${response.statusCode}`);
        if (response.statusCode === 400 && !response.json().field) wrong.push(`${endpoint}${text} -> 400 without field`);
      }
    }
    expect(wrong).toEqual([]);
    // Wildcards match nothing by themselves; they are not patterns.
    for (const text of ['%', '_', '%%%']) {
      const list = (await env.app.inject({ url: `${Q}/GetSearchInfoByOwnerName?ownerName=${encodeURIComponent(text)}` })).json<ParcelSearchRow[]>();
      expect(list, text).toEqual([]);
    }
    // The injection attempt found nothing and the roll is intact.
    const injected = (await env.app.inject({ url: `${Q}/GetSearchInfoByOwnerName?ownerName=${encodeURIComponent("smith' or '1'='1")}` })).json<
      ParcelSearchRow[]
    >();
    expect(injected).toEqual([]);
    const count = await env.database.db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(32);
  });

  it('accepts the boundaries', async () => {
    for (const url of [
      `${Q}/GetSearchInfoByAddress?address=oak%20st&size=100`,
      `${Q}/GetSearchInfoByAddress?address=oak%20st&size=1&page=25`,
      `${Q}/GetSearchInfoByAddress?address=nowhere%20at%20all&page=1000`,
      `${Q}/GetSearchInfoByAddress?address=${'A'.repeat(120)}`,
      `${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=2024-01-01&useCode=01&useCode=0400&qualifiedOnly=0`,
    ]) {
      expect((await env.app.inject({ url })).statusCode, url).toBe(200);
    }
  });
});
