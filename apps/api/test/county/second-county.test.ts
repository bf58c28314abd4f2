import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { mergeSiteConfig } from '@county/shared';
import { repoRoot } from '../../src/config.ts';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';
import { SUBJECT, insertCardFixture } from '../cards/fixture.ts';

// The site carries no county of its own: run under the configuration of a Panhandle county on
// Central time, what depends on the county (who levies an assessment, what day it is at the office)
// follows that configuration, where Orange County's defaults would answer otherwise.

const ESCAMBIA = mergeSiteConfig({
  countyName: 'Escambia County',
  officeName: 'Escambia County Property Appraiser',
  officeShortName: 'ECPA',
  timeZone: 'America/Chicago',
  levyingAuthorities: { SW: 'ESCAMBIA COUNTY SOLID WASTE', 'SL*': 'ESCAMBIA COUNTY STREET LIGHTING' },
});

// Half past midnight on November 23 in Orlando, still 11:30 p.m. on November 22 in Pensacola.
const NIGHT = new Date('2026-11-23T05:30:00Z');

function position(closes: string): string {
  return `---\ntitle: Field Appraiser\ndepartment: Residential Valuation\nsalaryMin: 50000\nsalaryMax: 60000\nlocation: Pensacola\nposted: 2026-11-01\ncloses: ${closes}\n---\n\nValue homes.\n`;
}

describeEachDatabase('the site under a second county', (t) => {
  let contentDir = '';
  beforeAll(() => {
    contentDir = mkdtempSync(join(tmpdir(), 'second-county-'));
    cpSync(resolve(repoRoot, 'content'), contentDir, { recursive: true });
    writeFileSync(join(contentDir, 'listings', 'employment', 'closes-nov-22.md'), position('2026-11-22'));
  });
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }));
  const env = setUpTestApp(t, { seed: insertCardFixture, config: () => ({ site: ESCAMBIA, contentDir }) });
  afterEach(() => vi.useRealTimers());

  it("names the county's own levying authorities on the non-ad valorem assessments", async () => {
    const res = await env.app.inject(`/api/PRC/GetPRCNonAdValorem?PID=${SUBJECT}&TaxYear=0`);
    expect(res.statusCode, res.body).toBe(200);
    const authorities = res.json<{ levyCode: string; levyingAuthority: string }[]>().map((n) => [n.levyCode, n.levyingAuthority]);
    expect(authorities.sort()).toEqual([
      ['SL', 'ESCAMBIA COUNTY STREET LIGHTING'],
      ['SW', 'ESCAMBIA COUNTY SOLID WASTE'],
    ]);
    const orange = await testApp(env.database, { contentDir });
    const inOrange = (await orange.inject(`/api/PRC/GetPRCNonAdValorem?PID=${SUBJECT}&TaxYear=0`)).json<{ levyingAuthority: string }[]>();
    await orange.close();
    expect(inOrange.map((n) => n.levyingAuthority).sort()).toEqual(['ORANGE COUNTY SOLID WASTE', 'ORANGE COUNTY STREET LIGHTING']);
  });

  it("keeps a position open until the end of its closing day in the county's time zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NIGHT });
    const here = await env.app.inject('/api/Employment/GetPosition?id=closes-nov-22');
    expect(here.statusCode, here.body).toBe(200);
    const orange = await testApp(env.database, { contentDir });
    const there = await orange.inject('/api/Employment/GetPosition?id=closes-nov-22');
    await orange.close();
    expect(there.statusCode).toBe(410);
  });

  it("counts a page view under the county's day", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NIGHT });
    const view = await env.app.inject({ method: 'POST', url: '/api/Analytics/PageView', payload: { path: '/download' } });
    expect(view.statusCode).toBe(204);
    const orange = await testApp(env.database, { contentDir });
    await orange.inject({ method: 'POST', url: '/api/Analytics/PageView', payload: { path: '/codetables' } });
    await orange.close();
    const rows = await env.database.db.selectFrom('analytics_counts').select(['day', 'key']).where('kind', '=', 'page').orderBy('day').execute();
    expect(rows).toEqual([
      { day: '2026-11-22', key: '/download' },
      { day: '2026-11-23', key: '/codetables' },
    ]);
  });
});
