import { expect, it } from 'vitest';
import { displayToStored } from '@county/shared';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import {
  MILLAGE,
  NEIGHBOURS,
  NON_AD_VALOREM,
  ORL_LEVIES,
  REFRESH_DATE,
  SCHOOL_CODES,
  SUBJECT,
  SUBJECT_DISPLAY,
  SUBJECT_SALES,
  VACANT,
  YEARS,
  insertCardFixture,
  subjectValues,
} from './fixture.ts';

const MISSING = displayToStored('35-20-27-9999-99-999');
const CURRENT = Math.max(...YEARS);
const cents = (n: number) => Math.round(n * 100) / 100;

describeEachDatabase('property card API', (t) => {
  const env = setUpTestApp(t, { seed: insertCardFixture });

  const get = (url: string, headers: Record<string, string> = {}) => env.app.inject({ url, headers });

  it('GetPRCGeneralInfo answers the observed fields and formats, for either id order', async () => {
    const stored = await get(`/api/PRC/GetPRCGeneralInfo?pid=${SUBJECT}`);
    expect(stored.statusCode).toBe(200);
    const info = stored.json();
    for (const field of [
      'taxYear',
      'prcTaxYear',
      'trimYear',
      'parcelId',
      'ownerName',
      'propertyName',
      'propertyAddress',
      'mailAddress',
      'mailCity',
      'mailState',
      'mailZip',
      'propertyCity',
      'propertyState',
      'propertyZip',
      'dorCode',
      'dorDescription',
      'cityDescription',
      'streetNumber',
      'streetName',
      'instNum',
    ]) {
      expect(info).toHaveProperty(field);
    }
    expect(info).toMatchObject({
      taxYear: CURRENT,
      prcTaxYear: CURRENT,
      parcelId: SUBJECT,
      displayParcelId: SUBJECT_DISPLAY,
      ownerName: 'DOE JANE, DOE JOHN',
      owners: ['DOE JANE', 'DOE JOHN'],
      propertyAddress: '123 N LAKE NONA DR',
      mailAddress: 'PO BOX 77, C/O DOE FAMILY TRUST',
      mailCity: 'WINTER PARK',
      propertyState: 'FL',
      dorCode: '0100',
      dorDescription: 'Single Family',
      cityDescription: 'Orlando',
      streetNumber: 123,
      streetName: 'LAKE NONA',
      isHomestead: 'True',
      subdivisionName: 'LAKE NONA ESTATES',
    });
    expect(info.parcelId).toMatch(/^\d{15}$/);
    expect(info.dorCode).toMatch(/^\d{4}$/);
    // The latest sale's instrument.
    expect(info.instNum).toBe(SUBJECT_SALES.reduce((a, b) => (a.sale_date > b.sale_date ? a : b)).instrument_number);

    for (const form of [SUBJECT_DISPLAY, SUBJECT_DISPLAY.replace(/-/g, ''), ` ${SUBJECT_DISPLAY.replace(/-/g, ' ')} `]) {
      const res = await get(`/api/PRC/GetPRCGeneralInfo?pid=${encodeURIComponent(form)}`);
      expect(res.statusCode, form).toBe(200);
      expect(res.json().parcelId).toBe(SUBJECT);
    }
    // Parameter names in any letter case, as the office's API accepts them.
    expect((await get(`/api/PRC/GetPRCGeneralInfo?PID=${SUBJECT}`)).json().parcelId).toBe(SUBJECT);
    expect((await get(`/api/PRC/GetPRCStats?pid=${SUBJECT}`)).statusCode).toBe(200);
  });

  it('GetPRCStats sums the buildings and counts land lines and features', async () => {
    const res = await get(`/api/PRC/GetPRCStats?PID=${SUBJECT}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      parcelId: SUBJECT,
      acreage: 0.25,
      landArea: 10_890,
      buildings: 1,
      livingArea: 1_850,
      grossArea: 2_350,
      bedrooms: 3,
      baths: 2.5,
      yearBuilt: 2006,
      effectiveYearBuilt: 2008,
      landLines: 1,
      extraFeatures: 2,
    });
    const vacant = (await get(`/api/PRC/GetPRCStats?PID=${VACANT}`)).json();
    expect(vacant).toMatchObject({ buildings: 0, livingArea: 0, yearBuilt: null, extraFeatures: 0 });
  });

  it('GetPRCPropertyValues answers the current year, one year, or every year newest first', async () => {
    const current = (await get(`/api/PRC/GetPRCPropertyValues?PID=${SUBJECT}&TaxYear=0`)).json();
    expect(current).toHaveLength(1);
    const expected = subjectValues(CURRENT);
    expect(current[0]).toEqual({
      parcelId: SUBJECT,
      taxYear: CURRENT,
      marketValue: expected.just_value,
      landValue: expected.land_value,
      buildingValue: expected.building_value,
      featureValue: expected.feature_value,
      schoolAssessedValue: expected.school_assessed,
      nonSchoolAssessedValue: expected.nonschool_assessed,
      schoolExemptValue: expected.school_exempt,
      nonSchoolExemptValue: expected.nonschool_exempt,
      schoolTaxableValue: expected.school_taxable,
      nonSchoolTaxableValue: expected.nonschool_taxable,
      sohCapSavings: expected.soh_savings,
      tenPctCapSavings: 0,
      agClassSavings: 0,
      isHomestead: 'True',
      featuresValue: expected.feature_value,
      assessedValue: expected.nonschool_assessed,
      isCertified: true,
      // The fixture books both homestead exemptions under HX: 25,000 for school, 50,000 otherwise.
      originalHx: 25_000,
      additionalHx: 25_000,
      otherExemptions: 0,
      sohCap: expected.soh_savings,
      hasBenefits: true,
    });
    const absent = (await get(`/api/PRC/GetPRCPropertyValues?PID=${SUBJECT}`)).json();
    expect(absent).toEqual(current);
    const one = (await get(`/api/PRC/GetPRCPropertyValues?PID=${SUBJECT}&TaxYear=2023`)).json();
    expect(one.map((v: { taxYear: number }) => v.taxYear)).toEqual([2023]);
    expect(one[0].marketValue).toBe(subjectValues(2023).just_value);
    const all = (await get(`/api/PRC/GetPRCPropertyValues?PID=${SUBJECT}&TaxYear=0&ShowAllFlag=1`)).json();
    expect(all.map((v: { taxYear: number }) => v.taxYear)).toEqual([...YEARS].sort((a, b) => b - a));
    // A parcel without values answers an empty list, not an error.
    expect((await get(`/api/PRC/GetPRCPropertyValues?PID=${VACANT}&ShowAllFlag=1`)).json()).toEqual([]);
  });

  it('GetPRCCertifiedTaxes taxes school levies on school taxable value and the rest on non-school taxable value', async () => {
    const res = await get(`/api/PRC/GetPRCCertifiedTaxes?PID=${SUBJECT}&TaxYear=${CURRENT}`);
    expect(res.statusCode).toBe(200);
    const taxes = res.json<{ authorityCode: string; millage: number; taxableValue: number; taxAmount: number; isSchool: string }[]>();
    expect(taxes.map((x) => x.authorityCode).sort()).toEqual([...ORL_LEVIES].sort());
    const values = subjectValues(CURRENT);
    for (const tax of taxes) {
      const school = SCHOOL_CODES.includes(tax.authorityCode);
      const taxable = school ? values.school_taxable : values.nonschool_taxable;
      expect(tax.isSchool).toBe(school ? 'True' : 'False');
      expect(tax.millage).toBeCloseTo(MILLAGE[tax.authorityCode]!, 6);
      expect(tax.taxableValue).toBe(taxable);
      expect(tax.taxAmount).toBeCloseTo(cents((MILLAGE[tax.authorityCode]! * taxable) / 1000), 2);
    }
    // School levies come first, as on the tax bill.
    expect(taxes[0]!.isSchool).toBe('True');
    // The vacant parcel has no values, so no taxes.
    expect((await get(`/api/PRC/GetPRCCertifiedTaxes?PID=${VACANT}&TaxYear=0`)).json()).toEqual([]);
  });

  it('GetPRCNonAdValorem and GetPRCTotalTaxes add up', async () => {
    const nav = (await get(`/api/PRC/GetPRCNonAdValorem?PID=${SUBJECT}&TaxYear=0`)).json();
    expect(nav).toHaveLength(NON_AD_VALOREM.length);
    expect(nav[0]).toEqual({
      parcelId: SUBJECT,
      taxYear: CURRENT,
      levyCode: 'SL',
      description: 'Street lighting',
      units: 1,
      rate: 42.25,
      amount: 42.25,
      assessment: 42.25,
      levyingAuthority: 'ORANGE COUNTY STREET LIGHTING',
    });
    expect((await get(`/api/PRC/GetPRCNonAdValorem?PID=${SUBJECT}&TaxYear=2024`)).json()).toEqual([]);

    const total = (await get(`/api/PRC/GetPRCTotalTaxes?PID=${SUBJECT}&TaxYear=0`)).json();
    const values = subjectValues(CURRENT);
    const adValorem = ORL_LEVIES.reduce((sum, code) => {
      const taxable = SCHOOL_CODES.includes(code) ? values.school_taxable : values.nonschool_taxable;
      return sum + cents((MILLAGE[code]! * taxable) / 1000);
    }, 0);
    const nonAd = NON_AD_VALOREM.reduce((sum, n) => sum + n.amount, 0);
    expect(total.taxYear).toBe(CURRENT);
    expect(total.adValoremTaxes).toBeCloseTo(adValorem, 2);
    expect(total.nonAdValoremTaxes).toBeCloseTo(nonAd, 2);
    expect(total.totalTaxes).toBeCloseTo(adValorem + nonAd, 2);
    expect(total.totalMillage).toBeCloseTo(
      ORL_LEVIES.reduce((sum, code) => sum + MILLAGE[code]!, 0),
      4,
    );
  });

  it('lists land, buildings, features, exemptions and sales with their descriptions', async () => {
    const landLines = (await get(`/api/PRC/GetPRCLand?PID=${SUBJECT}`)).json();
    expect(landLines).toEqual([
      {
        lineNumber: 1,
        landUseCode: '0100',
        description: 'Single family residential',
        zoning: 'R-1',
        units: 1,
        unitType: 'LT',
        unitPrice: 110_000,
        frontage: 80,
        depth: 125,
        landValue: 110_000,
      },
    ]);
    const buildings = (await get(`/api/PRC/GetPRCBuildings?PID=${SUBJECT}`)).json();
    expect(buildings[0]).toMatchObject({ buildingNumber: 1, yearBuilt: 2006, livingArea: 1_850, bedrooms: 3, baths: 2.5, construction: 'Concrete block' });
    const features = (await get(`/api/PRC/GetPRCFeatures?PID=${SUBJECT}`)).json();
    expect(features.map((f: { description: string }) => f.description)).toEqual(['Residential pool', 'Screen enclosure']);
    expect(features[1].yearBuilt).toBeNull();

    const exemptions = (await get(`/api/PRC/GetPRCExemptions?PID=${SUBJECT}&ShowAllFlag=1`)).json();
    expect(exemptions).toHaveLength(YEARS.length);
    expect(exemptions[0]).toEqual({ taxYear: CURRENT, exemptionCode: 'HX', description: 'Homestead', schoolAmount: 25_000, nonSchoolAmount: 50_000 });
    expect((await get(`/api/PRC/GetPRCExemptions?PID=${SUBJECT}&TaxYear=2022`)).json()).toHaveLength(1);

    const sales = (await get(`/api/PRC/GetPRCSales?PID=${SUBJECT}`)).json();
    expect(sales.map((s: { saleDate: string }) => s.saleDate)).toEqual(['2020-09-03T00:00:00', '2015-04-17T00:00:00']);
    expect(sales[1]).toEqual({
      saleDate: '2015-04-17T00:00:00',
      salePrice: 215_000,
      instNum: '20150198765',
      book: '10912',
      page: '2231',
      deedCode: 'WD',
      deedDescription: 'Warranty Deed',
      qualCode: '01',
      qualDescription: 'Qualified through examination of deed',
      isQualified: 'True',
      vacantImproved: 'I',
      seller: 'BUILDER HOMES LLC',
      buyer: 'DOE JANE',
      saleAmt: 215_000,
      instrNum: '20150198765',
      deedDesc: 'WARRANTY DEED',
      vacImpCode: 'Improved',
      totalCount: 2,
    });
    expect(sales[0]).toMatchObject({ isQualified: 'False', deedDescription: 'Quitclaim Deed', book: null });

    for (const path of ['GetPRCLand', 'GetPRCBuildings', 'GetPRCFeatures', 'GetPRCSales', 'GetPRCExemptions']) {
      const res = await get(`/api/PRC/${path}?PID=${VACANT}`);
      expect(res.statusCode, path).toBe(200);
      if (path !== 'GetPRCLand') expect(res.json(), path).toEqual([]);
    }
  });

  it('GetPRCNearbySales lists recent qualified sales of similar parcels, same subdivision first', async () => {
    const res = await get(`/api/PRC/GetPRCNearbySales?PID=${SUBJECT}`);
    expect(res.statusCode).toBe(200);
    const nearby = res.json<{ parcelId: string; sameSubdivision: string; saleDate: string; salePrice: number; livingArea: number; pricePerSqFt: number }[]>();
    const comparable = NEIGHBOURS.filter((n) => n.comparable);
    expect(nearby.map((n) => n.parcelId).sort()).toEqual(comparable.map((n) => displayToStored(n.display)).sort());
    const firstOther = nearby.findIndex((n) => n.sameSubdivision === 'False');
    expect(firstOther).toBeGreaterThan(0);
    expect(nearby.slice(firstOther).every((n) => n.sameSubdivision === 'False')).toBe(true);
    const inSubdivision = nearby.slice(0, firstOther).map((n) => n.saleDate);
    expect(inSubdivision).toEqual([...inSubdivision].sort().reverse());
    for (const n of nearby) expect(n.pricePerSqFt).toBeCloseTo(n.salePrice / n.livingArea, 2);
    // Each sale carries its parcel's position for the card's locator map.
    for (const n of nearby as unknown as { latitude: number | null; longitude: number | null }[]) {
      expect(typeof n.latitude).toBe('number');
      expect(typeof n.longitude).toBe('number');
    }
    // Unplatted acreage without a neighbourhood has no comparables.
    expect((await get(`/api/PRC/GetPRCNearbySales?PID=${VACANT}`)).json()).toEqual([]);
  });

  it('GetSystemRefreshDate answers the roll date', async () => {
    const res = await get('/api/Parcel/GetSystemRefreshDate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ refreshDate: REFRESH_DATE });
  });

  it('answers 404 with a clear message for a parcel that is not on the roll, on every endpoint', async () => {
    const paths = [
      `GetPRCGeneralInfo?pid=${MISSING}`,
      ...['GetPRCStats', 'GetPRCLand', 'GetPRCBuildings', 'GetPRCFeatures', 'GetPRCSales', 'GetPRCNearbySales'].map((p) => `${p}?PID=${MISSING}`),
      ...['GetPRCPropertyValues', 'GetPRCExemptions', 'GetPRCCertifiedTaxes', 'GetPRCNonAdValorem', 'GetPRCTotalTaxes'].map(
        (p) => `${p}?PID=${MISSING}&TaxYear=0`,
      ),
    ];
    for (const path of paths) {
      const res = await get(`/api/PRC/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message, path).toContain('35-20-27-9999-99-999');
      expect(res.headers.etag, path).toBeUndefined();
    }
  });

  it('refuses bad input on every parameter with a 400 naming it, never a 500', async () => {
    const badIds = ['', 'abc', '2720356645000', '2720356645000011', "1' OR 1=1--", '%', '_'.repeat(15), 'x'.repeat(5_000)];
    const cases: [string, string][] = [];
    for (const id of badIds) {
      const q = encodeURIComponent(id);
      cases.push([`/api/PRC/GetPRCGeneralInfo?pid=${q}`, 'pid']);
      for (const p of [
        'GetPRCStats',
        'GetPRCLand',
        'GetPRCBuildings',
        'GetPRCFeatures',
        'GetPRCSales',
        'GetPRCNearbySales',
        'GetPRCPropertyValues',
        'GetPRCCertifiedTaxes',
        'GetPRCNonAdValorem',
        'GetPRCTotalTaxes',
        'GetPRCExemptions',
      ]) {
        cases.push([`/api/PRC/${p}?PID=${q}`, 'PID']);
      }
    }
    cases.push(['/api/PRC/GetPRCGeneralInfo', 'pid'], ['/api/PRC/GetPRCStats', 'PID'], [`/api/PRC/GetPRCStats?PID=${SUBJECT}&PID=${VACANT}`, 'PID']);
    // Malformed years only: a well-formed year without data answers empty (office-contract tests).
    for (const year of ['abc', '-1', '1.5', '12345']) {
      for (const p of ['GetPRCPropertyValues', 'GetPRCCertifiedTaxes', 'GetPRCNonAdValorem', 'GetPRCTotalTaxes', 'GetPRCExemptions']) {
        cases.push([`/api/PRC/${p}?PID=${SUBJECT}&TaxYear=${encodeURIComponent(year)}`, 'TaxYear']);
      }
    }
    for (const flag of ['2', 'yes', '-1']) {
      for (const p of ['GetPRCPropertyValues', 'GetPRCExemptions']) cases.push([`/api/PRC/${p}?PID=${SUBJECT}&ShowAllFlag=${flag}`, 'ShowAllFlag']);
    }
    const failures: string[] = [];
    for (const [url, field] of cases) {
      const res = await get(url);
      const body = res.json();
      if (res.statusCode !== 400 || body.field !== field || !body.message)
        failures.push(`${url.slice(0, 80)} -> ${res.statusCode} ${JSON.stringify(body).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    const outOfRange = await get(`/api/PRC/GetPRCPropertyValues?PID=${SUBJECT}&TaxYear=2020`);
    expect([outOfRange.statusCode, outOfRange.json()]).toEqual([200, []]);
  });

  it('sends short public cache headers with an ETag and answers 304 when it matches', async () => {
    const url = `/api/PRC/GetPRCGeneralInfo?pid=${SUBJECT}`;
    const first = await get(url);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(Number(String(first.headers['cache-control']).split('=')[1])).toBeLessThanOrEqual(3600);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    const stale = await get(url, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    // Another parcel's answer has another ETag.
    const other = await get(`/api/PRC/GetPRCGeneralInfo?pid=${VACANT}`);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('documents every card endpoint in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of [
      'GetPRCGeneralInfo',
      'GetPRCStats',
      'GetPRCPropertyValues',
      'GetPRCCertifiedTaxes',
      'GetPRCNonAdValorem',
      'GetPRCTotalTaxes',
      'GetPRCLand',
      'GetPRCBuildings',
      'GetPRCFeatures',
      'GetPRCSales',
      'GetPRCExemptions',
      'GetPRCNearbySales',
    ]) {
      expect(doc.paths, path).toHaveProperty([`/api/PRC/${path}`, 'get']);
    }
    expect(doc.paths['/api/PRC/GetPRCPropertyValues'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['PID', 'ShowAllFlag', 'TaxYear']);
    expect(doc.paths).toHaveProperty(['/api/Parcel/GetSystemRefreshDate', 'get']);
  });
});
