import { expect, it } from 'vitest';
import { explainBillChange } from '@county/shared';
import { COMPARABLE_COLUMNS } from '@county/shared/comparable-columns';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { SUBJECT, seedToolsFixture } from './fixture.ts';

describeEachDatabase('property tools API', (t) => {
  const env = setUpTestApp(t, { seed: seedToolsFixture });

  const get = (url: string) => env.app.inject({ method: 'GET', url });
  const ids = (body: { sales: { parcelId: string }[] }) => body.sales.map((s) => s.parcelId.slice(-2));

  it('TaxEstimateInputs: the parcel, this year’s rates and its last two roll years', async () => {
    const res = await get(`/api/Tools/TaxEstimateInputs?pid=${SUBJECT}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      parcelId: SUBJECT,
      displayId: '35-20-27-6645-00-001',
      jurisdictionName: 'Orlando',
      homestead: true,
      taxYear: 2025,
      homesteadSecondAmount: 25_000,
    });
    // Non-school levies first, the school levy last, with this year's rates.
    expect(body.levies.map((l: { code: string; millage: number; school: boolean }) => [l.code, l.millage, l.school])).toEqual([
      ['CNTY', 4.4347, false],
      ['CORL', 6.65, false],
      ['SJWM', 0.1793, false],
      ['SCHL', 6.38, true],
    ]);
    expect(body.years.map((y: { taxYear: number }) => y.taxYear)).toEqual([2025, 2024]);
    expect(body.years[0]).toMatchObject({
      justValue: 320_000,
      nonschoolAssessed: 205_800,
      capSavings: 114_200,
      schoolTaxable: 180_800,
      nonschoolTaxable: 155_800,
      homestead: true,
    });
    expect(body.years[1].levies.find((l: { code: string }) => l.code === 'SCHL').millage).toBe(6.5);
    expect(body.years[0].exemptions).toEqual([
      { code: 'HX', description: 'Homestead', school: 25_000, nonschool: 25_000 },
      { code: 'HXA', description: 'Additional homestead', school: 0, nonschool: 25_000 },
    ]);
  });

  it('the two roll years explain the bill change', async () => {
    const body = (await get(`/api/Tools/TaxEstimateInputs?pid=35-20-27-6645-00-001`)).json();
    const change = explainBillChange(body.years[1], body.years[0]);
    // 2024: 150,000 x (4.4347 + 6.65 + 0.1793) / 1,000 = 665.21 + 997.50 + 26.90 (26.895 -> 26.90); school 175,000 x 6.50 / 1,000 = 1,137.50
    //       total 665.21 + 997.50 + 26.90 + 1,137.50 = 2,827.11
    // 2025: 155,800 x 4.4347 / 1,000 = 690.93; x 6.65 = 1,036.07; x 0.1793 = 27.93 (27.93494);
    //       school 180,800 x 6.38 / 1,000 = 1,153.50; total 2,908.43
    expect(change.totalTax).toMatchObject({ previous: 2827.11, current: 2908.43, change: 81.32 });
    // rates: only the school levy moved, 180,800 x (6.38 - 6.50) / 1,000 = -21.70
    expect(change.dueToRates).toBe(-21.7);
    expect(change.dueToValues).toBe(103.02);
  });

  it('TaxEstimateInputs refuses a malformed id (400) and answers 404 for an unknown parcel', async () => {
    const missing = await get('/api/Tools/TaxEstimateInputs');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('pid');
    const bad = await get('/api/Tools/TaxEstimateInputs?pid=12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'pid' });
    const unknown = await get('/api/Tools/TaxEstimateInputs?pid=272035664599999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().field).toBe('pid');
  });

  it('ComparableSales: qualified, same use group, similar size and age, nearby or same neighborhood, last 36 months', async () => {
    const res = await get(`/api/Tools/ComparableSales?pid=${SUBJECT}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The window ends at the roll's date (2025-06-30); 1,800 sq ft +/- 30%, built 1995 +/- 15 years.
    expect(body.criteria).toMatchObject({
      from: '2022-06-30',
      to: '2025-06-30',
      dorUseCode: '01',
      areaBasis: 'living',
      areaMin: 1_260,
      areaMax: 2_340,
      yearMin: 1980,
      yearMax: 2010,
    });
    expect(body.subject).toMatchObject({ parcelId: SUBJECT, livingArea: 1_800, yearBuilt: 1995 });
    // newest first: H 2025-06-30, A 2025-03-15, B 2024-09-01, G 2023-09-15; never the subject's own sale
    expect(ids(body)).toEqual(['09', '02', '03', '08']);
    // H: 370,000 / 1,850 = 200.00 a sq ft, 0.0072 x 69.09 = 0.50 miles;
    // A: 340,000 / 1,700 = 200.00, 0.20 miles; B: 310,000 / 1,900 = 163.157 -> 163.16, 1.38 miles
    expect(body.sales.slice(0, 3).map((s: { pricePerSqft: number; distance: number }) => [s.pricePerSqft, s.distance])).toEqual([
      [200, 0.5],
      [200, 0.2],
      [163.16, 1.38],
    ]);
    expect(body.sales[0]).toMatchObject({ bedrooms: 3, baths: 2, landSqft: 8_000 });
    expect(body.truncated).toBe(false);
  });

  it('ComparableSales: the window, the radius, the place rule and each band change the set', async () => {
    const narrower = (await get(`/api/Tools/ComparableSales?pid=${SUBJECT}&months=12`)).json();
    expect(narrower.criteria.from).toBe('2024-06-30');
    expect(ids(narrower)).toEqual(['09', '02', '03']);
    const neighborhood = (await get(`/api/Tools/ComparableSales?pid=${SUBJECT}&match=neighborhood`)).json();
    expect(ids(neighborhood)).toEqual(['02', '03', '08']);
    const distance = (await get(`/api/Tools/ComparableSales?pid=${SUBJECT}&match=distance`)).json();
    expect(ids(distance)).toEqual(['09', '02', '08']);
    const far = (await get(`/api/Tools/ComparableSales?pid=${SUBJECT}&match=distance&radius=5&sortBy=distance&sortDir=asc`)).json();
    expect(ids(far)).toEqual(['08', '02', '09', '03', '10']);
    const limited = (await get(`/api/Tools/ComparableSales?pid=${SUBJECT}&limit=2&sortBy=price&sortDir=asc`)).json();
    expect(ids(limited)).toEqual(['08', '03']);
    expect(limited.truncated).toBe(true);
    const wideBands = (await get(`/api/Tools/ComparableSales?pid=${SUBJECT}&areaBand=100&yearBand=40`)).json();
    // E (3,600 sq ft = 1,800 x 2) and F (1960 = 1995 - 35) come in with the wider bands.
    expect(ids(wideBands).sort()).toEqual(['02', '03', '06', '07', '08', '09']);
    // The condominium D comes in only when any use is asked for; the unqualified C never does.
    expect(ids((await get(`/api/Tools/ComparableSales?pid=${SUBJECT}&use=dor`)).json()).sort()).toEqual(['02', '03', '08', '09']);
    expect(ids((await get(`/api/Tools/ComparableSales?pid=${SUBJECT}&use=any`)).json()).sort()).toEqual(['02', '03', '05', '08', '09']);
  });

  it('ComparableSalesCsv: the same sales as a CSV download in the order asked for, in the columns of every list', async () => {
    const res = await get(`/api/Tools/ComparableSalesCsv?pid=${SUBJECT}&sortBy=pricePerSqft&sortDir=asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="comparable-sales-${SUBJECT}.csv"`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(COMPARABLE_COLUMNS.map((c) => c.csv).join(','));
    expect(lines).toHaveLength(5);
    // G at 280,000 / 1,750 = 160.00, B at 163.16; A and H tie at 200.00 and fall back to parcel id order.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      '35-20-27-6645-00-008',
      '35-20-27-6645-00-003',
      '35-20-27-6645-00-002',
      '35-20-27-6645-00-009',
    ]);
    expect(lines[2]).toMatch(/^35-20-27-6645-00-003,30 OAK ST,2024-09-01,310000,0100,1900,163\.16,3,2,1990,8000,72\d\d$/);
  });

  it('ComparableSales refuses bad parameters with 400 naming the field, never 500', async () => {
    const cases: [string, string][] = [
      ['months=abc', 'months'],
      ['months=61', 'months'],
      ['use=condo', 'use'],
      ['bedsBand=-1', 'bedsBand'],
      ['radius=0', 'radius'],
      ['radius=NaN', 'radius'],
      ['areaBand=1001', 'areaBand'],
      ['match=city', 'match'],
      ['sortBy=owner', 'sortBy'],
      ['sortDir=up', 'sortDir'],
      ['limit=0', 'limit'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['ComparableSales', 'ComparableSalesCsv']) {
        const res = await get(`/api/Tools/${path}?pid=${SUBJECT}&${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().field, `${path}?${query}`).toBe(field);
      }
    }
    expect((await get('/api/Tools/ComparableSales?pid=%27%3B%20drop%20table%20sales')).statusCode).toBe(400);
    expect((await get('/api/Tools/ComparableSales?pid=272035664599999')).statusCode).toBe(404);
  });

  it('lists the tools in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/Tools/TaxEstimateInputs', '/api/Tools/ComparableSales', '/api/Tools/ComparableSalesCsv']),
    );
  });
});
