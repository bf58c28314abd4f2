import { expect, it } from 'vitest';
import type { ParcelSearchRow, SmartSearchResult, SuggestResult, TangibleSearchRow } from '@county/shared/search';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { PARCELS, seedFixture } from './fixture.ts';

// The QuickSearch contract on both databases: the office's field names and formats, each kind of
// search, paging, sorting, the CSV export and the cache headers.

const Q = '/api/QuickSearch';

describeEachDatabase('parcel search', (t) => {
  const env = setUpTestApp(t, { seed: seedFixture });

  async function rows(url: string): Promise<ParcelSearchRow[]> {
    const response = await env.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const ids = (list: { parcelId: string | null }[]) => list.map((r) => r.parcelId);

  it('answers GetSearchInfoByAddress with the office row shape, and this site’s row when asked', async () => {
    const list = await rows(`${Q}/GetSearchInfoByAddress?address=123%20N%20Orange%20Ave&page=1&size=10&sortBy=ParcelID&sortDir=ASC&columns=all`);
    expect(list).toHaveLength(1);
    const [row] = list;
    expect(row).toMatchObject({
      ownerName: 'SMITH JOHN A, SMITH MARY',
      propertyAddress: '123 N ORANGE AVE',
      isHomestead: 'True',
      parcelId: '272035664500001',
      totalCount: 1,
    });
    expect(row!.parcelId).toMatch(/^\d{15}$/);
    expect(row!.displayParcelId).toBe('35-20-27-6645-00-001');
    expect(row!.justValue).toBe(350_000);
  });

  it("treats 'Avenue' as 'Ave' and 'North' as 'N', and reads city, ZIP and unit", async () => {
    expect(ids(await rows(`${Q}/GetSearchInfoByAddress?address=${encodeURIComponent('123 north orange avenue, Orlando FL 32801')}`))).toEqual([
      '272035664500001',
    ]);
    expect(ids(await rows(`${Q}/GetSearchInfoByAddress?address=${encodeURIComponent('125 N Orange Ave #4')}`))).toEqual(['272035664500002']);
    expect(ids(await rows(`${Q}/GetSearchInfoByAddress?address=${encodeURIComponent('500 E Smith Street Winter Park')}`))).toEqual(['292234123400010']);
    // Without a number, every parcel of the street; a city that does not match finds nothing.
    expect(ids(await rows(`${Q}/GetSearchInfoByAddress?address=Orange%20Ave`))).toEqual(['272035664500001', '272035664500002']);
    expect(await rows(`${Q}/GetSearchInfoByAddress?address=${encodeURIComponent('123 N Orange Ave Apopka')}`)).toEqual([]);
  });

  it('lists an owner search in owner order, either way, also when combined with other criteria', async () => {
    // SMITH JOHN A sorts before SMITHSON. The owner order of an owner-matched search is computed
    // after its matches are found (decision 25); it must be the same order as any other owner sort.
    expect(ids(await rows(`${Q}/GetSearchInfoByOwnerName?ownerName=smith`))).toEqual(['272035664500001', '292234123400011']);
    expect(ids(await rows(`${Q}/GetSearchInfoByOwnerName?ownerName=smith&sortBy=OwnerName&sortDir=DESC`))).toEqual(['292234123400011', '272035664500001']);
    expect(ids(await rows(`${Q}/GetAdvancedSearchInfo?ownerName=smith&sortBy=OwnerName&sortDir=DESC`))).toEqual(['292234123400011', '272035664500001']);
  });

  it('finds owners from the start of the name in either order, companies and trusts alike', async () => {
    expect(ids(await rows(`${Q}/GetSearchInfoByOwnerName?ownerName=SMITH%20JOHN`))).toEqual(['272035664500001']);
    expect(ids(await rows(`${Q}/GetSearchInfoByOwnerName?ownerName=John%20Smith`))).toEqual(['272035664500001']);
    // 'SMITH' is a prefix of SMITHSON too, and the second owner SMITH MARY counts once per parcel.
    expect(ids(await rows(`${Q}/GetSearchInfoByOwnerName?ownerName=smith`)).sort()).toEqual(['272035664500001', '292234123400011']);
    expect(ids(await rows(`${Q}/GetSearchInfoByOwnerName?ownerName=Acme%20Holdings`))).toEqual(['272035664500002']);
    expect(ids(await rows(`${Q}/GetSearchInfoByOwnerName?ownerName=JONES%20ROBERT%20TR`))).toEqual(['292234123400010']);
    expect(ids(await rows(`${Q}/GetSearchInfoByOwnerName?ownerName=${encodeURIComponent('Peña María')}`))).toEqual(['302215777700001']);
    expect(ids(await rows(`${Q}/GetSearchInfoByOwnerName?ownerName=${encodeURIComponent("O'Brien")}`))).toEqual(['302215777700001']);
  });

  it('finds parcel ids in either order, with or without dashes, and by prefix', async () => {
    for (const pid of ['272035664500001', '35-20-27-6645-00-001', '352027664500001', '35 20 27 6645 00 001', '27-20-35-6645-00-001']) {
      expect(ids(await rows(`${Q}/GetSearchInfoByParcelID?pid=${encodeURIComponent(pid)}`)), pid).toEqual(['272035664500001']);
    }
    expect(ids(await rows(`${Q}/GetSearchInfoByParcelID?pid=2720356645`))).toEqual(['272035664500001', '272035664500002']);
    expect(ids(await rows(`${Q}/GetSearchInfoByParcelID?pid=35-20-27-66`))).toEqual(['272035664500001', '272035664500002']);
    expect(await rows(`${Q}/GetSearchInfoByParcelID?pid=999999999999999`)).toEqual([]);
  });

  it('finds the parcels of a subdivision by the start of its name', async () => {
    expect(ids(await rows(`${Q}/GetSearchInfoBySubdivision?subdivision=winter%20park%20man`))).toEqual(['292234123400010', '292234123400011']);
    expect((await rows(`${Q}/GetSearchInfoBySubdivision?subdivision=OAK%20RIDGE&size=5`))[0]!.totalCount).toBe(25);
  });

  it('lists qualified sales by default, newest first, in an area and price range', async () => {
    const list = await rows(`${Q}/GetSalesSearchInfo?fromDate=2023-01-01&toDate=2024-12-31`);
    expect(list.map((r) => r.saleDate)).toEqual(['2024-03-15', '2023-11-20', '2023-02-10']);
    expect(list.every((r) => r.qualified === 'True')).toBe(true);
    // Each sale's recorded document comes with it (the fixture writes instrument 2024 + the id's last six digits + seq).
    expect(list[0]).toMatchObject({ parcelId: '272035664500001', instrument: '20245000010', book: null, salePage: null });
    const all = await rows(`${Q}/GetSalesSearchInfo?fromDate=2023-01-01&toDate=2024-12-31&qualifiedOnly=false`);
    expect(all).toHaveLength(4);
    expect(ids(await rows(`${Q}/GetSalesSearchInfo?fromDate=2023-01-01&toDate=2024-12-31&city=winter%20park&maxPrice=200000`))).toEqual(['292234123400011']);
    expect(ids(await rows(`${Q}/GetSalesSearchInfo?fromDate=2023-01-01&toDate=2024-12-31&useCode=0400,1100&qualifiedOnly=false`)).sort()).toEqual([
      '272035664500002',
      '292234123400011',
    ]);
    const byPrice = await rows(`${Q}/GetSalesSearchInfo?fromDate=2022-01-01&toDate=2022-12-31&sortBy=SalePrice&sortDir=DESC&size=3`);
    const prices = PARCELS.flatMap((p) => p.sales ?? [])
      .filter((s) => s.qualified && s.date.startsWith('2022'))
      .map((s) => s.price)
      .sort((a, b) => b - a);
    expect(byPrice.map((r) => r.salePrice)).toEqual(prices.slice(0, 3));
    expect(byPrice[0]!.totalCount).toBe(prices.length);
  });

  it('carries what realtors compare on every row, the CSV too, and sorts by it', async () => {
    const fixed = PARCELS.find((p) => p.id === '272035664500001')!;
    const [row] = await rows(`${Q}/GetSearchInfoByParcelID?pid=${fixed.id}`);
    const last = [...fixed.sales!].sort((a, b) => (a.date < b.date ? 1 : -1))[0]!;
    expect(row).toMatchObject({
      livingArea: fixed.living,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: fixed.built,
      landArea: Math.round(fixed.acres! * 43_560),
      lastSaleDate: last.date,
      lastSalePrice: last.price,
    });
    // A parcel without buildings or sales has nulls, not zeros.
    const bare = PARCELS.find((p) => p.built === undefined && !p.sales)!;
    expect((await rows(`${Q}/GetSearchInfoByParcelID?pid=${bare.id}`))[0]).toMatchObject({
      livingArea: null,
      bedrooms: null,
      yearBuilt: null,
      lastSaleDate: null,
      lastSalePrice: null,
    });
    // A sales search keeps the listed sale and the parcel's latest apart.
    const sale = (await rows(`${Q}/GetSalesSearchInfo?toDate=2022-12-31&size=1`))[0]!;
    expect(sale.lastSaleDate! >= sale.saleDate!).toBe(true);
    // Sorted by the server, over every page.
    const oak = PARCELS.filter((p) => p.built !== undefined && p.subdivision === 'OAK RIDGE');
    const byArea = await rows(`${Q}/GetSearchInfoBySubdivision?subdivision=OAK%20RIDGE&sortBy=LivingArea&sortDir=DESC&size=100`);
    expect(byArea.map((r) => r.livingArea)).toEqual(oak.map((p) => p.living!).sort((a, b) => b - a));
    const byYear = await rows(`${Q}/GetSearchInfoBySubdivision?subdivision=OAK%20RIDGE&sortBy=YearBuilt&size=3`);
    expect(byYear.map((r) => r.yearBuilt)).toEqual(
      oak
        .map((p) => p.built!)
        .sort((a, b) => a - b)
        .slice(0, 3),
    );
    const byLastSale = await rows(`${Q}/GetSalesSearchInfo?fromDate=2022-01-01&sortBy=LastSalePrice&sortDir=DESC&size=2`);
    expect(byLastSale[0]!.lastSalePrice! >= byLastSale[1]!.lastSalePrice!).toBe(true);
    const csv = await env.app.inject({ url: `${Q}/ExportSearchInfoByParcelID?pid=${fixed.id}` });
    expect(csv.body.trim().split('\r\n')[1]).toContain(`,${fixed.living},3,2,${fixed.built},${Math.round(fixed.acres! * 43_560)},${last.date},${last.price}`);
  });

  it('takes a sales range open at either end, and says so in words', async () => {
    const sales = PARCELS.flatMap((p) => (p.sales ?? []).filter((s) => s.qualified).map((s) => s.date));
    const after = await rows(`${Q}/GetSalesSearchInfo?fromDate=2023-01-01&size=100`);
    expect(after.map((r) => r.saleDate)).toEqual(
      sales
        .filter((d) => d >= '2023-01-01')
        .sort()
        .reverse(),
    );
    const before = await rows(`${Q}/GetSalesSearchInfo?toDate=2022-12-31&size=100`);
    expect(before.map((r) => r.saleDate)).toEqual(
      sales
        .filter((d) => d <= '2022-12-31')
        .sort()
        .reverse(),
    );
    const smart = (await env.app.inject({ url: `${Q}/GetAdvancedSearchInfo?toDate=2022-12-31&size=1` })).json<ParcelSearchRow[]>();
    expect(smart[0]!.totalCount).toBe(before.length);
    const csv = await env.app.inject({ url: `${Q}/ExportSalesSearchInfo?fromDate=2023-01-01` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(after.length + 1);
  });

  it('combines any advanced criteria', async () => {
    const homesteads = PARCELS.filter((p) => p.homestead && p.zip === '34761' && (p.built ?? 0) >= 1980).map((p) => p.id);
    expect(ids(await rows(`${Q}/GetAdvancedSearchInfo?zip=34761&homestead=yes&minYearBuilt=1980&size=100`))).toEqual(homesteads);
    expect(ids(await rows(`${Q}/GetAdvancedSearchInfo?city=Orlando&minValue=1000000`))).toEqual(['272035664500002']);
    expect(ids(await rows(`${Q}/GetAdvancedSearchInfo?minAcres=10`))).toEqual(['282101000000100']);
    expect(ids(await rows(`${Q}/GetAdvancedSearchInfo?useCode=04`))).toEqual(['292234123400011']);
    expect(ids(await rows(`${Q}/GetAdvancedSearchInfo?ownerName=smith&street=Orange%20Ave&minLivingArea=1500&maxLivingArea=2000`))).toEqual([
      '272035664500001',
    ]);
    expect(ids(await rows(`${Q}/GetAdvancedSearchInfo?subdivision=errol&homestead=no`))).toEqual(['302215777700002']);
    const sales = await rows(`${Q}/GetAdvancedSearchInfo?subdivision=lake%20eola&fromDate=2024-01-01&qualifiedOnly=false&sortBy=SalePrice`);
    expect(sales.map((r) => r.salePrice)).toEqual([400_000, 1_100_000]);
  });

  it('pages with the total on every row and sorts every way, both directions', async () => {
    const base = `${Q}/GetSearchInfoByAddress?address=Oak%20St`;
    const pages = [await rows(`${base}&size=10&page=1`), await rows(`${base}&size=10&page=2`), await rows(`${base}&size=10&page=3`)];
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.flat().every((r) => r.totalCount === 25)).toBe(true);
    const numbers = pages.flat().map((r) => Number(r.propertyAddress.split(' ')[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(ids(pages.flat())).size).toBe(25);

    const oak = PARCELS.filter((p) => p.street === 'OAK');
    const byOwner = await rows(`${base}&size=25&sortBy=OwnerName&sortDir=DESC`);
    expect(byOwner.map((r) => r.ownerName)).toEqual(
      oak
        .map((p) => p.owners[0])
        .sort()
        .reverse(),
    );
    const byValue = await rows(`${base}&size=25&sortBy=Value&columns=all`);
    expect(byValue.map((r) => r.justValue)).toEqual(oak.map((p) => p.value).sort((a, b) => a - b));
    const byId = await rows(`${base}&size=25&sortBy=ParcelID&sortDir=DESC`);
    expect(ids(byId)).toEqual(
      oak
        .map((p) => p.id)
        .sort()
        .reverse(),
    );
    const byAddress = await rows(`${base}&size=25&sortBy=Address&sortDir=DESC`);
    expect(byAddress[0]!.propertyAddress).toBe('148 OAK ST');
  });

  it('searches tangible accounts by account number or business name', async () => {
    const byName = (await env.app.inject({ url: `${Q}/GetTangibleSearchInfo?businessName=acme` })).json<TangibleSearchRow[]>();
    expect(byName).toEqual([expect.objectContaining({ account: '105678', businessName: 'ACME COFFEE', parcelId: '272035664500002', totalCount: 1 })]);
    const byAccount = (await env.app.inject({ url: `${Q}/GetTangibleSearchInfo?account=10567&sortDir=DESC` })).json<TangibleSearchRow[]>();
    expect(byAccount.map((r) => r.account)).toEqual(['105679', '105678']);
  });

  it('classifies what the one box received', async () => {
    const smart = async (q: string) => (await env.app.inject({ url: `${Q}/GetSmartSearchInfo?q=${encodeURIComponent(q)}` })).json<SmartSearchResult>();
    const cases: [string, SmartSearchResult['kind'], string[]][] = [
      ['35-20-27-6645-00-001', 'parcel', ['272035664500001']],
      ['272035664500002', 'parcel', ['272035664500002']],
      ['123 N Orange Avenue', 'address', ['272035664500001']],
      ['500 East Smith St, Winter Park', 'address', ['292234123400010']],
      ['SMITH JOHN', 'owner', ['272035664500001']],
      ['John Smith', 'owner', ['272035664500001']],
      ['Acme Holdings LLC', 'owner', ['272035664500002']],
      ['Jones Robert Trustee', 'owner', []],
      ['Winter Park Manor', 'subdivision', ['292234123400010', '292234123400011']],
      ['Errol Estates', 'subdivision', ['302215777700001', '302215777700002']],
    ];
    for (const [q, kind, expected] of cases) {
      const result = await smart(q);
      expect(result.kind, q).toBe(kind);
      expect(ids(result.rows), q).toEqual(expected);
      expect(result.totalCount, q).toBe(expected.length);
    }
    const bakery = await smart('Orange Bakery');
    expect(bakery.kind).toBe('tangible');
    expect(bakery.tangibleRows.map((r) => r.account)).toEqual(['105679']);
    const account = await smart('T20001');
    expect(account.kind).toBe('tangible');
    expect(account.tangibleRows.map((r) => r.businessName)).toEqual(['ZEPHYR DIGITAL SERVICES']);
    const none = await smart('Nobody Anywhere');
    expect(none).toMatchObject({ kind: 'owner', totalCount: 0, rows: [] });
    expect(none.understoodAs).toContain('NOBODY ANYWHERE');
  });

  it('suggests by kind, at most 8 each, each with its link', async () => {
    const suggest = async (q: string) => (await env.app.inject({ url: `${Q}/GetSuggestions?q=${encodeURIComponent(q)}` })).json<SuggestResult>();
    expect((await suggest('s')).groups).toEqual([]);
    const smith = await suggest('smi');
    const owners = smith.groups.find((g) => g.kind === 'owner')!;
    expect(owners.suggestions.map((s) => s.label)).toEqual(['SMITH JOHN A', 'SMITH MARY', 'SMITHSON ANNA']);
    expect(owners.suggestions[0]!.href).toBe('/propertycard?pid=272035664500001');
    const streets = smith.groups.find((g) => g.kind === 'address')!;
    expect(streets.suggestions.map((s) => s.href)).toEqual(['/propertycard?pid=292234123400010', '/propertycard?pid=292234123400011']);
    const oak = await suggest('oak');
    expect(oak.groups.find((g) => g.kind === 'address')!.suggestions).toHaveLength(8);
    expect(oak.groups.find((g) => g.kind === 'subdivision')!.suggestions).toEqual([
      { kind: 'subdivision', label: 'OAK RIDGE', detail: 'Subdivision: list its parcels', href: '/parcelsearch?type=subdivision&subdivision=OAK%20RIDGE' },
    ]);
    const number = await suggest('123 N Ora');
    expect(number.groups[0]!.suggestions.map((s) => s.label)).toEqual(['123 N ORANGE AVE, ORLANDO']);
    const id = await suggest('35-20-27');
    expect(id.groups[0]).toMatchObject({ kind: 'parcel' });
    expect(id.groups[0]!.suggestions.map((s) => s.label)).toEqual(['35-20-27-6645-00-001', '35-20-27-6645-00-002']);
    const tpp = await suggest('zeph');
    expect(tpp.groups.find((g) => g.kind === 'tangible')!.suggestions[0]!.href).toBe('/tangiblecard?acct=T20001');
  });

  it('exports every row, not one page, as a CSV attachment in the chosen order', async () => {
    const response = await env.app.inject({ url: `${Q}/ExportSearchInfoByAddress?address=Oak%20St&sortBy=OwnerName` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="address-search-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Parcel ID,Stored Parcel ID,Owner,Property Address,City,ZIP,Use Code,Homestead,Just Value,Living Area (sq ft),Bedrooms,Bathrooms,Year Built,Land Area (sq ft),Last Sale Date,Last Sale Price',
    );
    expect(lines).toHaveLength(26);
    const owners = lines.slice(1).map((l) => l.split(',')[2]);
    expect(owners).toEqual([...owners].sort());
    const sales = await env.app.inject({ url: `${Q}/ExportSalesSearchInfo?fromDate=2022-01-01&toDate=2024-12-31&qualifiedOnly=false` });
    const saleLines = sales.body.trim().split('\r\n');
    expect(saleLines[0]).toContain('Sale Date,Sale Price,Qualified');
    expect(saleLines).toHaveLength(1 + PARCELS.flatMap((p) => p.sales ?? []).length);
    const smart = await env.app.inject({ url: `${Q}/ExportSmartSearchInfo?q=${encodeURIComponent('100% pure')}` });
    expect(smart.body.trim().split('\r\n')[1]).toContain('100% PURE LLC');
    const tpp = await env.app.inject({ url: `${Q}/ExportTangibleSearchInfo?account=1` });
    expect(tpp.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('is cacheable for a short time with an ETag that answers 304', async () => {
    const url = `${Q}/GetSearchInfoByOwnerName?ownerName=smith`;
    const first = await env.app.inject({ url });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await env.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await env.app.inject({ url: `${url}&sortDir=DESC`, headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('lists every search in the OpenAPI document', async () => {
    const spec = (await env.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      'GetSearchInfoByAddress',
      'GetSearchInfoByOwnerName',
      'GetSearchInfoByParcelID',
      'GetSearchInfoBySubdivision',
      'GetSalesSearchInfo',
      'GetAdvancedSearchInfo',
      'GetTangibleSearchInfo',
      'GetSmartSearchInfo',
      'GetSuggestions',
      'ExportSearchInfoByAddress',
    ]) {
      expect(spec.paths, path).toHaveProperty(`${Q}/${path}`);
    }
  });
});
