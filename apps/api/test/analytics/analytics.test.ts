import { expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { repoRoot } from '../../src/config.ts';
import { recordPageView } from '../../src/analytics/index.ts';
import { createSearchCounter } from '../../src/analytics/search-counter.ts';
import { QuestionLog } from '../../src/chat/question-log.ts';
import { buildReport } from '../../src/analytics/report.ts';
import { officeClock } from '../../src/office-clock.ts';
import { describeEachDatabase, setUpTestApp, testApp, testConfig } from '../helpers.ts';

const clock = officeClock(testConfig().site.timeZone);

describeEachDatabase('analytics', (t) => {
  const env = setUpTestApp(t);
  const today = clock.today();

  const view = (path: string, headers: Record<string, string> = {}) =>
    env.app.inject({ method: 'POST', url: '/api/Analytics/PageView', payload: { path }, headers });
  const counts = async () =>
    Object.fromEntries(
      (await env.database.db.selectFrom('analytics_counts').selectAll().where('day', '=', today).execute()).map((r) => [`${r.kind}:${r.key}`, Number(r.count)]),
    );

  it('counts a view, starts a visit and sets the 2-hour visit cookie (HttpOnly, SameSite=Lax, not Secure without TLS)', async () => {
    const res = await view('/codetables');
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBe('ocpa_visit=1; Max-Age=7200; Path=/; HttpOnly; SameSite=Lax');
    expect(await counts()).toEqual({ 'page:/codetables': 1, 'visit:': 1 });
  });

  it('does not start a new visit while the cookie is present, and renews it', async () => {
    const res = await view('/codetables', { cookie: 'other=x; ocpa_visit=1' });
    expect(res.headers['set-cookie']).toContain('Max-Age=7200');
    expect(await counts()).toEqual({ 'page:/codetables': 2, 'visit:': 1 });
  });

  it('counts by route: no query strings, no free text, unknown paths together', async () => {
    await view('/propertycard?pid=272035664500001&owner=SMITH', { cookie: 'ocpa_visit=1' });
    await view('/parcelsearch/Parcel%20ID/272035664500001', { cookie: 'ocpa_visit=1' });
    await view('/no/such/page/JOHN-SMITH', { cookie: 'ocpa_visit=1' });
    await view('/download/', { cookie: 'ocpa_visit=1' });
    const c = await counts();
    expect(c['page:/propertycard']).toBe(1);
    expect(c['page:/parcelsearch/…']).toBe(1);
    expect(c['page:(not found)']).toBe(1);
    expect(c['page:/download']).toBe(1);
    expect(Object.keys(c).join(' ')).not.toMatch(/SMITH|2720356/);
  });

  it('counts nothing and sets no cookie with Do Not Track or Global Privacy Control, and ends a running visit', async () => {
    const before = await counts();
    const dnt = await view('/codetables', { dnt: '1' });
    expect(dnt.statusCode).toBe(204);
    expect(dnt.headers['set-cookie']).toBeUndefined();
    const gpc = await view('/codetables', { 'sec-gpc': '1' });
    expect(gpc.headers['set-cookie']).toBeUndefined();
    const running = await view('/codetables', { 'sec-gpc': '1', cookie: 'ocpa_visit=1' });
    expect(running.headers['set-cookie']).toMatch(/^ocpa_visit=; Max-Age=0;/);
    expect(await counts()).toEqual(before);
    const off = await view('/codetables', { dnt: '0' });
    expect(off.headers['set-cookie']).toBeDefined();
  });

  it('marks the cookie Secure behind TLS', async () => {
    const tls = await testApp(env.database, { behindTls: true });
    const res = await tls.inject({ method: 'POST', url: '/api/Analytics/PageView', payload: { path: '/download' } });
    await tls.close();
    expect(res.headers['set-cookie']).toBe('ocpa_visit=1; Max-Age=7200; Path=/; HttpOnly; SameSite=Lax; Secure');
  });

  it('validates the page view, naming the field', async () => {
    for (const payload of [{}, { path: 'codetables' }, { path: '/' + 'x'.repeat(600) }, { path: 5 }]) {
      const res = await env.app.inject({ method: 'POST', url: '/api/Analytics/PageView', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('path');
    }
  });

  it('counts searches by kind only, and honours DNT when given the headers', async () => {
    const searches = createSearchCounter(env.database, clock.timeZone, 60_000);
    searches.count('owner', {});
    searches.count('owner', { 'user-agent': 'x' });
    searches.count('address', {});
    searches.count('SMITH JOHN', {});
    searches.count('owner', { dnt: '1' });
    await searches.close();
    const c = await counts();
    expect([c['search:owner'], c['search:address'], c['search:other']]).toEqual([2, 1, 1]);
  });

  it('keeps unanswered questions without e-mail addresses or phone numbers', async () => {
    const log = new QuestionLog(
      env.database,
      (err) => {
        throw err;
      },
      60_000,
    );
    log.keep('  Can my  dog get an exemption? mail me at jo.doe+x@example.com or 407-555-0123 ');
    log.keep('can my dog get an exemption', {});
    log.keep('Who owns the moon?', { 'sec-gpc': '1' });
    log.keep('Planted by another site', { 'sec-fetch-site': 'cross-site' });
    log.keep('   ');
    await log.flush();
    const rows = await env.database.db.selectFrom('analytics_questions').select('question').orderBy('asked_at').execute();
    expect(rows.map((r) => r.question)).toEqual(['Can my dog get an exemption? mail me at [e-mail] or [phone]', 'can my dog get an exemption']);
  });

  it('reports top pages, visits, searches by kind and grouped questions for a range of days', async () => {
    await env.database.db.insertInto('analytics_counts').values({ day: '2020-01-01', kind: 'page', key: '/dashboard', count: 50 }).execute();
    const report = await buildReport(env.database, clock, today, today, 2);
    // Visits: the first view, the one with DNT: 0 and the one behind TLS came without the cookie.
    expect(report.visits).toBe(3);
    expect(report.pageViews).toBe(8);
    expect(report.topPages).toEqual([
      { path: '/codetables', views: 3 },
      { path: '/download', views: 2 },
    ]);
    expect(report.searches).toEqual([
      { kind: 'owner', count: 2 },
      { kind: 'address', count: 1 },
      { kind: 'other', count: 1 },
    ]);
    expect(report.unanswered).toHaveLength(2);
    const older = await buildReport(env.database, clock, '2020-01-01', '2020-01-31');
    expect(older.topPages).toEqual([{ path: '/dashboard', views: 50 }]);
    expect(older.unanswered).toEqual([]);
  });

  it('limits page views to 120 a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await view('/download', { cookie: 'ocpa_visit=1' })).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(100);
  });
});

it('npm run analytics:report prints the report of the configured database', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-cli-'));
  const url = join(dir, 'county.sqlite');
  const database = openDatabase(url);
  await migrate(database);
  await recordPageView(database, clock.today(), '/homestead?x=1', true);
  const searches = createSearchCounter(database, clock.timeZone, 60_000);
  searches.count('owner', {});
  await searches.close();
  const log = new QuestionLog(
    database,
    (err) => {
      throw err;
    },
    60_000,
  );
  log.keep('Do you value boats?');
  await log.flush();
  await database.close();
  const tsx = join(repoRoot, 'node_modules/.bin/tsx');
  const cli = join(repoRoot, 'apps/api/src/cli/analytics-report.ts');
  const env = { ...process.env, DATABASE_URL: url };
  const run = spawnSync(tsx, [cli, '--since', clock.today()], { env, encoding: 'utf8' });
  const bad = spawnSync(tsx, [cli, '--since', 'yesterday'], { env, encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/Visits: 1\n/);
  expect(run.stdout).toMatch(/ {7}1 {2}\/homestead\n/);
  expect(run.stdout).toMatch(/ {7}1 {2}owner\n/);
  expect(run.stdout).toContain('Do you value boats?');
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('usage: npm run analytics:report -- --since YYYY-MM-DD');
});
