import { expect, it } from 'vitest';
import { describeEachDatabase, GENEROUS_LIMITS, setUpTestApp } from '../helpers.ts';
import { LOTS, TAX_YEAR, seedMap } from '../map/fixture.ts';
import { parseTrustProxy } from '../../src/trust-proxy.ts';
import { refreshStatistics } from '../../src/statistics/store.ts';

// The probe's finding 43.6: map-area and statistics CSVs were outside the one export budget the
// README promises (15 of each from one client, all 200). Each kind alone, then mixed with the
// search export, must stop at the budget with a 429 that says why; their JSON spends nothing of it.

const BUDGET = 10;
const first = LOTS[0]!;
const last = LOTS.at(-1)!;
const rect = new URLSearchParams({
  shape: 'rect',
  west: first.box.minLon.toFixed(7),
  south: first.box.minLat.toFixed(7),
  east: last.box.maxLon.toFixed(7),
  north: last.box.maxLat.toFixed(7),
}).toString();
const MAP_CSV = `/api/map/area?${rect}&format=csv`;
const MAP_JSON = `/api/map/area?${rect}`;
const SALES_CSV = '/api/statistics/sales?area=county&use=all&format=csv';
const ROLL_CSV = `/api/statistics/roll?year=${TAX_YEAR}&format=csv`;
const ROLL_JSON = `/api/statistics/roll?year=${TAX_YEAR}`;
const SEARCH_CSV = '/api/QuickSearch/ExportSearchInfoByOwnerName?ownerName=OWNER';

describeEachDatabase('one export budget for every CSV', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedMap(database);
      await refreshStatistics(database);
    },
    config: { rateLimits: { ...GENEROUS_LIMITS, exports: BUDGET }, trustProxy: parseTrustProxy('127.0.0.1') },
  });
  const from = (client: string) => async (url: string) => env.app.inject({ url, headers: { 'x-forwarded-for': client } });

  const elevenFrom = async (client: string, urls: string[]) => {
    const get = from(client);
    const answers = [];
    for (const url of urls) answers.push(await get(url));
    expect(
      answers.slice(0, BUDGET).map((a) => a.statusCode),
      answers[0]?.body,
    ).toEqual(Array(BUDGET).fill(200));
    const over = answers[BUDGET]!;
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toContain('application/json');
    expect(over.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(over.json().message).toMatch(/^Too many CSV exports: 10 a minute from one client.*Please wait \d+ seconds/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('refuses the 11th map-area CSV from one client', async () => {
    const map = await from('203.0.113.60')(MAP_CSV);
    expect(map.headers['content-type']).toContain('text/csv');
    expect(map.body.split('\n').length).toBeGreaterThan(LOTS.length / 2);
    await elevenFrom('203.0.113.61', Array(BUDGET + 1).fill(MAP_CSV));
  });

  it('refuses the 11th statistics CSV from one client, sales and roll alike', async () => {
    const roll = await from('203.0.113.62')(ROLL_CSV);
    expect(roll.headers['content-type'], roll.body).toContain('text/csv');
    await elevenFrom(
      '203.0.113.63',
      Array.from({ length: BUDGET + 1 }, (_, i) => (i % 2 ? SALES_CSV : ROLL_CSV)),
    );
  });

  it('counts map, statistics and search exports in one budget, per client, and not their JSON', async () => {
    const json = from('203.0.113.64');
    for (let i = 0; i < 2 * BUDGET; i++) {
      expect((await json(MAP_JSON)).statusCode).toBe(200);
      expect((await json(ROLL_JSON)).statusCode).toBe(200);
    }
    await elevenFrom('203.0.113.64', [...Array(4).fill(MAP_CSV), ...Array(3).fill(ROLL_CSV), ...Array(3).fill(SALES_CSV), SEARCH_CSV]);
    // Another client behind the same proxy has a budget of its own.
    expect((await from('203.0.113.65')(MAP_CSV)).statusCode).toBe(200);
  });
});
