import { expect, it } from 'vitest';
import { MIN_SALES, salesStatisticsResponse, statisticsAreasResponse, type SalesMonth } from '@county/shared/statistics';
import { refreshStatistics } from '../../src/statistics/store.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedFixture, type FixtureParcel } from '../search/fixture.ts';

// The area by name or code, the minimum of sales behind a change, and an area without a sale
// (decision 118), on a small county made for them: ten parcels of the subdivision ROSEMERE
// HEIGHTS in MINSALE, each sold in June and July 2023 and in June 2024, and nine of them in July
// 2024; two plats both named TWIN OAKS; and QUIETTOWN, whose one sale is unqualified.

const parcel = (id: string, city: string, zip: string, subdivision: string, sales: FixtureParcel['sales']): FixtureParcel => ({
  id,
  number: Number(id.slice(-3)),
  street: 'TEST',
  suffix: 'RD',
  city,
  zip,
  owners: [`OWNER ${id}`],
  use: '0100',
  subdivision,
  value: 200_000,
  sales,
});

const ROSEMERE = Array.from({ length: 10 }, (_, i) =>
  parcel(`30211570010000${i}`, 'MINSALE', '34999', 'ROSEMERE HEIGHTS', [
    { date: '2023-06-10', price: 201_000 + i * 1_000, qualified: true },
    { date: '2023-07-10', price: 201_000 + i * 1_000, qualified: true },
    { date: '2024-06-10', price: 221_000 + i * 1_000, qualified: true },
    ...(i < 9 ? [{ date: '2024-07-10', price: 221_000 + i * 1_000, qualified: true }] : []),
  ]),
);
const OTHERS = [
  parcel('302115700200001', 'MINSALE', '34999', 'TWIN OAKS', []),
  parcel('302115700300001', 'MINSALE', '34999', 'TWIN OAKS', []),
  parcel('302115700400001', 'QUIETTOWN', '34998', 'QUIET ACRES', [{ date: '2024-05-01', price: 10, qualified: false }]),
];

describeEachDatabase('statistics areas', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedFixture(database, [...ROSEMERE, ...OTHERS]);
      await refreshStatistics(database);
    },
  });

  const get = (query: string) => env.app.inject({ url: `/api/statistics/sales?${query}` });
  async function months(query: string): Promise<SalesMonth[]> {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return salesStatisticsResponse.parse(response.json());
  }
  const month = (list: SalesMonth[], m: string) => list.find((x) => x.month === m);

  it('lists every area with its name and its sales of the ten years', async () => {
    const response = await env.app.inject({ url: '/api/statistics/areas' });
    expect(response.statusCode).toBe(200);
    const areas = statisticsAreasResponse.parse(response.json());
    const find = (kind: string, code: string) => areas.find((a) => a.kind === kind && a.code === code);
    expect(find('city', 'MINSALE')).toEqual({ kind: 'city', code: 'MINSALE', name: 'MINSALE', sales: 39 });
    expect(find('subdivision', '7001')).toEqual({ kind: 'subdivision', code: '7001', name: 'ROSEMERE HEIGHTS', sales: 39 });
    // The roll names no ZIP code: its city does.
    expect(find('zip', '34999')).toMatchObject({ name: 'MINSALE', sales: 39 });
    expect(find('city', 'QUIETTOWN')).toMatchObject({ sales: 0 });
    expect(areas.filter((a) => a.name === 'TWIN OAKS').map((a) => a.code)).toEqual(['7002', '7003']);
    expect(areas.some((a) => a.kind === 'county')).toBe(false);
  });

  it('reads the area by name or by code, with or without its kind, in any case', async () => {
    const byCode = await months('area=subdivision:7001&from=2024-01&to=2024-07');
    expect(byCode.reduce((sum, m) => sum + m.sales, 0)).toBe(19);
    for (const area of ['Rosemere Heights', 'ROSEMERE  HEIGHTS', 'subdivision:rosemere heights', '7001']) {
      expect(await months(`area=${encodeURIComponent(area)}&from=2024-01&to=2024-07`), area).toEqual(byCode);
    }
    expect(await months('area=minsale&from=2024-01&to=2024-07')).toEqual(await months('area=city:MINSALE&from=2024-01&to=2024-07'));
    expect(await months('area=34999&from=2024-01&to=2024-07')).toEqual(await months('area=zip:34999&from=2024-01&to=2024-07'));
    const csv = await get('area=Rosemere%20Heights&from=2024-06&to=2024-06&format=csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sales-subdivision-7001-all.csv"');
    expect(csv.body.trim().split('\r\n')).toEqual([
      'Month,Qualified sales,Median price,Mean price,Median price per sq ft,"Median price, change over 12 months (%)"',
      '2024-06,10,225500,225500,,9.7',
    ]);
  });

  it('answers 400 naming area for a name or code the roll does not have, or one that names several areas', async () => {
    for (const [area, message] of [
      ['ROSEMERE GARDENS', 'no area named "ROSEMERE GARDENS" on the roll'],
      ['zip:99999', 'no ZIP code "99999" on the roll'],
      ['city:Rosemere Heights', 'no city "ROSEMERE HEIGHTS" on the roll'],
      ['Twin Oaks', '"TWIN OAKS" names 2 areas (subdivision:7002, subdivision:7003)'],
      ['castle:7001', '"castle" is no kind of area'],
      ['<script>', 'must be county'],
    ] as const) {
      const response = await get(`area=${encodeURIComponent(area)}`);
      expect(response.statusCode, area).toBe(400);
      expect(response.json().field, area).toBe('area');
      expect(response.json().message, area).toContain(message);
    }
    expect((await months('area=subdivision:7002')).every((m) => m.sales === 0)).toBe(true);
  });

  it(`gives a twelve-month change only where both months have ${MIN_SALES} sales or more`, async () => {
    const list = await months('area=Rosemere%20Heights&from=2024-06&to=2024-07');
    // Ten sales against ten: 225,500 against 205,500.
    expect(month(list, '2024-06')).toMatchObject({ sales: 10, medianPrice: 225_500, change12Months: 9.7 });
    // Nine sales against ten: a median of nine is shown, not compared.
    expect(month(list, '2024-07')).toMatchObject({ sales: 9, medianPrice: 225_000, change12Months: null });
  });

  it('answers an area without a qualified sale as months of none, without a price or a change', async () => {
    const list = await months('area=Quiettown');
    expect(list).toHaveLength(120);
    expect(list.at(-1)!.month).toBe('2024-07');
    expect(list.every((m) => m.sales === 0 && m.medianPrice === null && m.meanPrice === null && m.change12Months === null)).toBe(true);
  });
});
