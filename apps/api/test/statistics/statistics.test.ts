import { expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { rollStatisticsSchema, salesStatisticsResponse, type RollStatistics, type SalesMonth } from '@county/shared/statistics';
import type { ParcelSearchRow } from '@county/shared/search';
import { rollFolder } from '../../src/downloads/manifest.ts';
import { buildDownloads } from '../../src/downloads/build.ts';
import { refreshStatistics, statisticsReady, useStatisticsRefresher } from '../../src/statistics/store.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedFixture, YEAR, type FixtureParcel } from '../search/fixture.ts';
import { saleRow } from '../rows.ts';
import { countRollChange } from '../../src/roll/changes.ts';

// Sales trends and roll summaries on the search tests' small county plus five parcels in GOTHA
// whose sales were worked out by hand below. Unqualified sales never count; a parcel without a
// building has a price but no price per square foot.

const gotha = (n: number, use: string, sales: FixtureParcel['sales'], living?: number): FixtureParcel => ({
  id: `40220190010000${n}`,
  number: n,
  street: 'HAND',
  suffix: 'RD',
  city: 'GOTHA',
  zip: '34734',
  owners: [`HAND ${n}`],
  use,
  subdivision: 'HAND WORKED',
  value: 100_000 * n,
  built: living === undefined ? undefined : 2000,
  living,
  sales,
});

const HAND = [
  gotha(
    1,
    '0100',
    [
      { date: '2024-01-10', price: 100_000, qualified: true },
      { date: '2024-03-05', price: 300_000, qualified: true },
    ],
    1000,
  ),
  gotha(
    2,
    '0100',
    [
      { date: '2024-01-20', price: 200_000, qualified: true },
      { date: '2024-03-15', price: 500_000, qualified: false },
    ],
    1600,
  ),
  gotha(3, '0100', [{ date: '2024-01-25', price: 400_000, qualified: true }]),
  gotha(
    4,
    '0400',
    [
      { date: '2024-03-20', price: 150_000, qualified: true },
      { date: '2025-01-15', price: 180_000, qualified: true },
    ],
    600,
  ),
  gotha(5, '0100', [{ date: '2025-01-05', price: 340_000, qualified: true }], 1700),
];

/** A refresher that waits until released, and counts how often it was started. */
function gatedRefresher(): { release: () => void; runs: () => number } {
  let release = () => {};
  const gate = new Promise<void>((done) => (release = done));
  let runs = 0;
  useStatisticsRefresher(async (database) => {
    runs += 1;
    await gate;
    return refreshStatistics(database);
  });
  return { release, runs: () => runs };
}

describeEachDatabase('statistics', (t) => {
  // As a load does, the seed computes the figures at its end.
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedFixture(database, HAND);
      await refreshStatistics(database);
    },
  });

  async function months(query: string): Promise<SalesMonth[]> {
    const response = await env.app.inject({ url: `/api/statistics/sales?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // Sent as kept text, so the schema is checked here rather than on the way out.
    return salesStatisticsResponse.parse(response.json());
  }
  const month = (list: SalesMonth[], m: string) => list.find((x) => x.month === m);

  it('counts qualified sales with medians of odd and even counts, and says so for a month without a sale', async () => {
    const sf = await months('area=city:Gotha&use=single-family&from=2024-01&to=2025-01');
    expect(sf).toHaveLength(13);
    // 100k, 200k, 400k: the middle one; price per sq ft 100 and 125 (the third has no living area).
    expect(month(sf, '2024-01')).toEqual({
      month: '2024-01',
      sales: 3,
      medianPrice: 200_000,
      meanPrice: 233_333,
      medianPricePerSqFt: 112.5,
      change12Months: null,
    });
    expect(month(sf, '2024-02')).toEqual({ month: '2024-02', sales: 0, medianPrice: null, meanPrice: null, medianPricePerSqFt: null, change12Months: null });
    // The 500k sale is unqualified.
    expect(month(sf, '2024-03')).toMatchObject({ sales: 1, medianPrice: 300_000, medianPricePerSqFt: 300 });
    // 340k against 200k a year before: one sale against three, too few to compare (areas.test.ts has the rule).
    expect(month(sf, '2025-01')).toMatchObject({ sales: 1, medianPrice: 340_000, medianPricePerSqFt: 200, change12Months: null });

    const all = await months('area=zip:34734&from=2024-03&to=2025-01');
    // 300k and 150k: an even count's median is the mean of the middle two; 300 and 250 per sq ft.
    expect(month(all, '2024-03')).toMatchObject({ sales: 2, medianPrice: 225_000, meanPrice: 225_000, medianPricePerSqFt: 275 });
    expect(month(all, '2025-01')).toMatchObject({ sales: 2, medianPrice: 260_000, meanPrice: 260_000, change12Months: null });
    const condo = await months('area=subdivision:9001&use=condominium&from=2024-03&to=2024-03');
    expect(condo).toEqual([{ month: '2024-03', sales: 1, medianPrice: 150_000, meanPrice: 150_000, medianPricePerSqFt: 250, change12Months: null }]);
    // An area with parcels but no sale of the class: every month says none.
    const none = await months('area=city:Gotha&use=industrial&from=2024-01&to=2024-03');
    expect(none.map((m) => [m.sales, m.medianPrice])).toEqual([
      [0, null],
      [0, null],
      [0, null],
    ]);
  });

  it("agrees with the sales search's total for the same filters", async () => {
    for (const [area, search, from, to] of [
      ['city:Gotha', 'city=GOTHA', '2024-01', '2024-01'],
      ['zip:34761', 'zip=34761', '2022-01', '2022-12'],
      ['county', '', '2022-01', '2025-01'],
    ] as const) {
      const list = await months(`area=${area}&from=${from}&to=${to}`);
      const response = await env.app.inject({ url: `/api/QuickSearch/GetSalesSearchInfo?${search}&fromDate=${from}-01&toDate=${to}-31&size=1` });
      const rows: ParcelSearchRow[] = response.json();
      expect(
        list.reduce((sum, m) => sum + m.sales, 0),
        area,
      ).toBe(rows[0]?.totalCount ?? 0);
      expect(rows[0]?.totalCount ?? 0).toBeGreaterThan(0);
    }
  });

  it("adds up to the roll download's just values, and sums the year's roll", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'statistics-'));
    try {
      const manifest = await buildDownloads(env.database, dataDir);
      const csv = parse<Record<string, string>>(readFileSync(join(await rollFolder(env.database, dataDir), manifest.build, 'parcels.csv')), { columns: true });
      const response = await env.app.inject({ url: `/api/statistics/roll?year=${manifest.taxYear}` });
      expect(response.statusCode, response.body).toBe(200);
      const roll = rollStatisticsSchema.parse(response.json());
      expect(roll.totals.just).toBe(csv.reduce((sum, r) => sum + Number(r['Just (market) value'] || 0), 0));
      expect(roll.parcels).toBe(csv.length);
      expect(roll.useClasses.reduce((sum, u) => sum + u.parcels, 0)).toBe(roll.parcels);
      // The fixture's values rose from 90% to 100%: the change is 1/0.9 - 1, rounded (to a dollar each year).
      const before: RollStatistics = (await env.app.inject({ url: `/api/statistics/roll?year=${YEAR - 1}` })).json();
      expect(roll.change?.just).toBeCloseTo((roll.totals.just / before.totals.just - 1) * 100, 1);
      // Every total has its change, the assessed and exempt values too.
      for (const key of ['schoolAssessed', 'nonschoolAssessed', 'schoolExempt', 'nonschoolExempt'] as const) {
        const was = before.totals[key];
        expect(roll.change?.[key], key).toBe(was === 0 ? null : Math.round((roll.totals[key] / was - 1) * 1000) / 10);
      }
      expect(roll.change?.schoolAssessed).not.toBeNull();
      expect(before.change).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("fills the content pages' roll placeholders with the roll's figures", async () => {
    const roll: RollStatistics = (await env.app.inject({ url: '/api/statistics/roll' })).json();
    const page = (await env.app.inject({ url: '/api/Content/GetContentPage?pageID=Taxroll_Info&kind=faqcontent' })).json();
    expect(page.html).not.toContain('{{');
    expect(page.html).toContain(`<strong>${roll.parcels.toLocaleString('en-US')}</strong>`);
    const commercial = roll.useClasses.find((u) => u.useClass === 'commercial')!;
    const share = ((commercial.nonschoolTaxable / roll.totals.nonschoolTaxable) * 100).toFixed(1).replace(/\.0$/, '');
    const named = (await env.app.inject({ url: '/api/Content/GetContentPage?pageID=commercial&kind=page' })).json();
    expect(named.html).toContain(`On the ${roll.year} roll it\ncarries ${share}% of the county`);
  });

  it('answers CSV of the same figures', async () => {
    const response = await env.app.inject({ url: '/api/statistics/sales?area=city:Gotha&use=single-family&from=2024-01&to=2024-02&format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.trim().split('\r\n')).toEqual([
      'Month,Qualified sales,Median price,Mean price,Median price per sq ft,"Median price, change over 12 months (%)"',
      '2024-01,3,200000,233333,112.5,',
      '2024-02,0,,,,',
    ]);
    const roll = await env.app.inject({ url: `/api/statistics/roll?year=${YEAR}&format=csv` });
    expect(roll.body.split('\r\n')[0]).toBe('Year,Table,Code,Name,Measure,Value');
    expect(roll.body).toContain(`${YEAR},totals,,County,parcels,`);
  });

  it('computes again when the roll changes', async () => {
    const before = month(await months('area=city:Gotha&from=2024-02&to=2024-02'), '2024-02');
    expect(before?.sales).toBe(0);
    const extra = gotha(6, '0100', [{ date: '2024-02-14', price: 250_000, qualified: true }], 1000);
    await env.database.db
      .insertInto('parcels')
      .values({
        ...(await env.database.db.selectFrom('parcels').selectAll().where('parcel_id', '=', HAND[0]!.id).executeTakeFirstOrThrow()),
        parcel_id: extra.id,
        display_id: extra.id,
      })
      .execute();
    await env.database.db
      .insertInto('sales')
      .values(saleRow({ parcel_id: extra.id, seq: 0, sale_date: '2024-02-14', price: 250_000, instrument_number: 'X1', grantor: 'A', grantee: 'B' }))
      .execute();
    // The sale alone does not count as a change of the roll; the parcel's next write does.
    await env.database.db.updateTable('parcels').set({ property_name: null }).where('parcel_id', '=', extra.id).execute();
    // The first requests after the change are not held up by the refresh (held here until released):
    // they get the stored figures, marked stale, and start one refresh between them.
    const refresh = gatedRefresher();
    try {
      const [stale, roll] = await Promise.all([
        env.app.inject({ url: '/api/statistics/sales?area=city:Gotha&from=2024-02&to=2024-02' }),
        env.app.inject({ url: `/api/statistics/roll?year=${YEAR}&format=csv` }),
      ]);
      expect(stale.statusCode).toBe(200);
      expect(Date.parse(String(stale.headers['x-statistics-stale-since']))).not.toBeNaN();
      expect(month(salesStatisticsResponse.parse(stale.json()), '2024-02')?.sales).toBe(0);
      expect(roll.headers['x-statistics-stale-since']).toBe(stale.headers['x-statistics-stale-since']);
      refresh.release();
      await statisticsReady(env.database);
      expect(refresh.runs()).toBe(1);
    } finally {
      useStatisticsRefresher(refreshStatistics);
    }
    const fresh = await env.app.inject({ url: '/api/statistics/sales?area=city:Gotha&from=2024-02&to=2024-02' });
    expect(fresh.headers['x-statistics-stale-since']).toBeUndefined();
    expect(month(salesStatisticsResponse.parse(fresh.json()), '2024-02')).toMatchObject({ sales: 1, medianPrice: 250_000 });
  });

  it('answers 503 with Retry-After while no figures of the roll are stored yet', async () => {
    await env.database.db.deleteFrom('statistics_state').execute();
    await countRollChange(env.database);
    const refresh = gatedRefresher();
    try {
      const [first, second] = await Promise.all([
        env.app.inject({ url: '/api/statistics/roll' }),
        env.app.inject({ url: '/api/statistics/sales?area=county' }),
      ]);
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('10');
        expect(response.json().message).toMatch(/being computed/);
      }
      refresh.release();
      await statisticsReady(env.database);
      expect(refresh.runs()).toBe(1);
    } finally {
      useStatisticsRefresher(refreshStatistics);
    }
    expect((await env.app.inject({ url: '/api/statistics/roll' })).statusCode).toBe(200);
  });

  it('answers 400 naming the parameter for bad input', async () => {
    for (const [query, field] of [
      ['area=planet:mars', 'area'],
      ['area=city:Nowhere', 'area'],
      ['area=zip:123', 'area'],
      ['use=castle', 'use'],
      ['from=2024-13', 'from'],
      ['to=24-01', 'to'],
      ['from=2024-05&to=2024-01', 'to'],
      ['from=2012-01&to=2024-01', 'to'],
      ['from=1990-01', 'from'],
      ['format=xml', 'format'],
    ] as const) {
      const response = await env.app.inject({ url: `/api/statistics/sales?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
      expect(response.json().message, query).toMatch(new RegExp(field === 'to' ? 'to|from' : field));
    }
    for (const query of ['year=abc', 'year=1990']) {
      const response = await env.app.inject({ url: `/api/statistics/roll?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field).toBe('year');
    }
  });
});
