import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { partsOfStored, reversedNameKey, searchKey, storedToDisplay, streetKey } from '@county/shared';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { LOAD_ORDER } from '../../src/data/columns.ts';
import { PLACES } from '../../src/codes/jurisdictions.ts';
import { NON_HOMESTEAD_CAP, SOH_CAP } from '../../src/roll-rules/figures.ts';
import { digest, dumpCounty } from './dump.ts';

const PARCELS = 4_000;
// A multiple of the worker's progress step, so that the last batch of a worker-made county is checked.
const TPP = 1_000;

// SQLite's dump of the same seed, kept so that the PostgreSQL run can compare against it.
let sqliteDigest: string | null = null;

describeEachDatabase('county generator', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      const empty = await dumpCounty(database);
      for (const table of LOAD_ORDER) expect(empty[table], `${table} exists and starts empty`).toEqual([]);
      const before = await database.db.selectFrom('meta').selectAll().orderBy('key').execute();
      await seedCounty(database, { parcels: PARCELS, tpp: TPP, seed: 7 });
      // Seeding leaves other features' keys in meta alone.
      const after = await database.db.selectFrom('meta').selectAll().where('key', 'in', before.map((m) => m.key).concat('-')).orderBy('key').execute();
      expect(after).toEqual(before);
    },
    app: false,
  });

  it('fills every county table and the meta keys', async () => {
    for (const table of LOAD_ORDER) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(env.database.db);
      expect(Number(rows[0]?.n), table).toBeGreaterThan(0);
    }
    const parcels = await env.database.db.selectFrom('parcels').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(parcels.n)).toBe(PARCELS);
    const accounts = await env.database.db.selectFrom('tpp_accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(accounts.n)).toBe(TPP);
    const meta = Object.fromEntries((await env.database.db.selectFrom('meta').selectAll().execute()).map((m) => [m.key, m.value]));
    expect(meta.data_refresh_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meta.tax_year).toBe('2026');
    const years = await env.database.db.selectFrom('parcel_values').select('tax_year').distinct().orderBy('tax_year').execute();
    expect(years.map((y) => y.tax_year)).toEqual([2022, 2023, 2024, 2025, 2026]);
    const millageYears = await env.database.db.selectFrom('millage').select('tax_year').distinct().orderBy('tax_year').execute();
    expect(millageYears.map((y) => y.tax_year)).toEqual([2022, 2023, 2024, 2025, 2026]);
  });

  it('starts with the showcase parcel 35-20-27-6645-00-001', async () => {
    const id = '272035664500001';
    const p = await env.database.db.selectFrom('parcels').selectAll().where('parcel_id', '=', id).executeTakeFirstOrThrow();
    expect(p.display_id).toBe('35-20-27-6645-00-001');
    expect(p).toMatchObject({ use_code: '0100', homestead: 1, situs_city: 'ORLANDO', jurisdiction_code: 'ORL', subdivision_code: '6645', block: '00', lot: '001' });
    const count = async (table: 'sales' | 'buildings' | 'parcel_exemptions' | 'non_ad_valorem'): Promise<number> =>
      (await env.database.db.selectFrom(table).select('parcel_id').where('parcel_id', '=', id).execute()).length;
    expect(await count('sales')).toBeGreaterThanOrEqual(3);
    expect(await count('buildings')).toBeGreaterThanOrEqual(1);
    expect(await count('parcel_exemptions')).toBeGreaterThan(0);
    expect(await count('non_ad_valorem')).toBeGreaterThan(0);
    const features = await env.database.db.selectFrom('extra_features').select('code').where('parcel_id', '=', id).execute();
    expect(features.map((f) => f.code)).toContain('PL1');
    const hx = await env.database.db.selectFrom('parcel_exemptions').select('code').where('parcel_id', '=', id).where('tax_year', '=', 2026).execute();
    expect(hx.map((e) => e.code)).toEqual(expect.arrayContaining(['HX', 'HXA']));
  });

  it('ties tangible accounts to commercial parcels', async () => {
    const rows = await env.database.db
      .selectFrom('tpp_accounts as a')
      .innerJoin('parcels as p', 'p.parcel_id', 'a.parcel_id')
      .select(['a.account', 'p.use_code'])
      .execute();
    const commercial = rows.filter((r) => Number(r.use_code.slice(0, 2)) >= 11 && Number(r.use_code.slice(0, 2)) <= 49);
    expect(commercial.length).toBeGreaterThan(TPP / 2);
    const naics = await env.database.db.selectFrom('tpp_accounts').select('naics_code').distinct().execute();
    expect(naics.length).toBeGreaterThan(20);
  });

  it('keeps ids, survey and places consistent', async () => {
    const parcels = await env.database.db.selectFrom('parcels').select(['parcel_id', 'display_id', 'section', 'township', 'range', 'subdivision_code', 'block', 'lot', 'situs_zip', 'situs_city', 'jurisdiction_code', 'latitude', 'longitude']).execute();
    for (const p of parcels) {
      expect(p.parcel_id).toMatch(/^\d{15}$/);
      expect(storedToDisplay(p.parcel_id)).toBe(p.display_id);
      expect(partsOfStored(p.parcel_id)).toEqual({ section: p.section, township: p.township, range: p.range });
      expect(p.parcel_id.slice(6)).toBe(`${p.subdivision_code}${p.block}${p.lot}`);
      expect(p.range).toBeGreaterThanOrEqual(27);
      expect(p.range).toBeLessThanOrEqual(34);
      expect(p.township).toBeGreaterThanOrEqual(20);
      expect(p.township).toBeLessThanOrEqual(24);
      expect(p.section).toBeGreaterThanOrEqual(1);
      expect(p.section).toBeLessThanOrEqual(36);
      if (p.situs_zip === null) continue;
      const place = PLACES.find((x) => x.zip === p.situs_zip && x.jurisdiction === p.jurisdiction_code && x.city === p.situs_city);
      expect(place, `${p.parcel_id} lies in a known city/ZIP/jurisdiction`).toBeDefined();
      if (!place) continue;
      expect(Math.abs((p.latitude ?? 0) - place.lat)).toBeLessThanOrEqual(place.reach + 1e-9);
      expect(Math.abs((p.longitude ?? 0) - place.lon)).toBeLessThanOrEqual(place.reach + 1e-9);
    }
  });

  it('stores search keys folded the shared way', async () => {
    const owners = await env.database.db.selectFrom('owners').innerJoin('parcels', 'parcels.parcel_id', 'owners.parcel_id').select(['owners.name', 'owners.name_key', 'owners.name_key_reversed', 'owners.seq', 'parcels.owner_name', 'parcels.owner_key']).limit(2_000).execute();
    for (const o of owners) {
      expect(o.name_key).toBe(searchKey(o.name));
      expect([o.name_key, reversedNameKey(o.name)]).toContain(o.name_key_reversed);
      expect(o.owner_key).toBe(searchKey(o.owner_name));
      if (o.seq === 1) expect(o.owner_key.startsWith(o.name_key)).toBe(true);
    }
    expect(owners.some((o) => o.name_key_reversed !== o.name_key)).toBe(true);
    const streets = await env.database.db.selectFrom('parcels').select(['situs_street', 'situs_suffix', 'street_key', 'subdivision_name', 'subdivision_key']).execute();
    for (const s of streets) {
      expect(s.street_key).toBe(streetKey(s.situs_street, s.situs_suffix));
      expect(s.subdivision_key).toBe(s.subdivision_name ? searchKey(s.subdivision_name) : null);
    }
  });

  it('obeys the Florida value rules year over year', async () => {
    const values = await env.database.db.selectFrom('parcel_values').selectAll().orderBy('parcel_id').orderBy('tax_year').execute();
    const sales = await env.database.db.selectFrom('sales').select(['parcel_id', 'sale_date']).execute();
    const soldIn = new Set(sales.map((s) => `${s.parcel_id}:${s.sale_date.slice(0, 4)}`));
    const ag = new Set(values.filter((v) => v.ag_savings > 0).map((v) => v.parcel_id));
    let capped = 0;
    let resets = 0;
    for (const [i, v] of values.entries()) {
      expect(v.school_taxable).toBeLessThanOrEqual(v.school_assessed);
      expect(v.nonschool_taxable).toBeLessThanOrEqual(v.nonschool_assessed);
      expect(v.school_taxable).toBeGreaterThanOrEqual(0);
      expect(v.nonschool_taxable).toBeGreaterThanOrEqual(0);
      expect(v.school_assessed).toBeLessThanOrEqual(v.just_value);
      expect(v.nonschool_assessed).toBeLessThanOrEqual(v.school_assessed);
      expect(v.just_value).toBe(v.land_value + v.building_value + v.feature_value);
      const prev = values[i - 1];
      if (!prev || prev.parcel_id !== v.parcel_id) continue;
      const sold = soldIn.has(`${v.parcel_id}:${v.tax_year - 1}`);
      // New construction joins the roll at just value (the one exception to both caps).
      const built = prev.building_value === 0 && v.building_value > 0;
      if (v.homestead && prev.homestead && !sold && !built) {
        const cap = SOH_CAP[v.tax_year] ?? 0;
        expect(v.school_assessed, `${v.parcel_id} ${v.tax_year}`).toBeLessThanOrEqual(Math.floor(prev.school_assessed * (1 + cap)));
        if (v.school_assessed < v.just_value) capped++;
      }
      if (!v.homestead && !prev.homestead && !sold && !built && !ag.has(v.parcel_id)) {
        expect(v.nonschool_assessed, `${v.parcel_id} ${v.tax_year}`).toBeLessThanOrEqual(Math.floor(prev.nonschool_assessed * (1 + NON_HOMESTEAD_CAP)));
      }
      if (sold && !ag.has(v.parcel_id)) {
        expect(v.school_assessed, `reset after a sale: ${v.parcel_id} ${v.tax_year}`).toBe(v.just_value);
        resets++;
      }
    }
    expect(capped).toBeGreaterThan(100);
    expect(resets).toBeGreaterThan(50);
    const exemptions = await env.database.db.selectFrom('parcel_exemptions').selectAll().execute();
    const totals = new Map<string, [number, number]>();
    for (const e of exemptions) {
      const key = `${e.parcel_id}:${e.tax_year}`;
      const t0 = totals.get(key) ?? [0, 0];
      totals.set(key, [t0[0] + e.school_amount, t0[1] + e.nonschool_amount]);
      if (e.code === 'HX') expect(e.school_amount).toBeLessThanOrEqual(25_000);
      if (e.code === 'HXA') expect(e.school_amount).toBe(0);
    }
    for (const v of values) {
      const [school, nonschool] = totals.get(`${v.parcel_id}:${v.tax_year}`) ?? [0, 0];
      expect(v.school_exempt).toBe(school);
      expect(v.nonschool_exempt).toBe(nonschool);
      expect(v.school_taxable).toBe(v.school_assessed - school);
    }
  });

  // Parcels come in groups (a condominium can hold 240 units), so a 4,000-parcel county varies more
  // around the county's shares than the full one does; the bounds allow for that, and
  // generator-mix.test.ts holds a larger county to the county's shares closely.
  it('has a county-like mix of uses and homesteads', async () => {
    const parcels = await env.database.db.selectFrom('parcels').select(['use_code', 'homestead']).execute();
    const share = (test: (dor: number, code: string) => boolean): number => parcels.filter((p) => test(Number(p.use_code.slice(0, 2)), p.use_code)).length / parcels.length;
    const vacant = new Set(['0000', '1000', '4000', '1003', '7000', '8000', '9900']);
    expect(share((d, c) => d <= 9 && d !== 4 && !vacant.has(c))).toBeGreaterThan(0.5);
    expect(share((d, c) => d <= 9 && d !== 4 && !vacant.has(c))).toBeLessThan(0.8);
    expect(share((d) => d === 4)).toBeGreaterThan(0.05);
    expect(share((d) => d === 4)).toBeLessThan(0.3);
    expect(share((_, c) => vacant.has(c))).toBeGreaterThan(0.05);
    expect(share((_, c) => vacant.has(c))).toBeLessThan(0.13);
    expect(share((d, c) => d >= 11 && d <= 49 && !vacant.has(c))).toBeGreaterThan(0.015);
    expect(share((d, c) => d >= 11 && d <= 49 && !vacant.has(c))).toBeLessThan(0.05);
    expect(share((d) => d >= 50 && d <= 69)).toBeLessThan(0.01);
    const residential = parcels.filter((p) => Number(p.use_code.slice(0, 2)) <= 9);
    const homesteaded = residential.filter((p) => p.homestead === 1).length / residential.length;
    expect(homesteaded).toBeGreaterThan(0.38);
    expect(homesteaded).toBeLessThan(0.52);
    const sales = await env.database.db.selectFrom('sales').select(['qual_code', 'qualified', 'deed_code']).execute();
    for (const s of sales) expect(s.qualified).toBe(s.qual_code === '01' || s.qual_code === '02' ? 1 : 0);
    expect(new Set(sales.map((s) => s.qual_code)).size).toBeGreaterThan(6);
    expect(new Set(sales.map((s) => s.deed_code)).size).toBeGreaterThan(6);
  });

  // Runs last: it seeds the same database again (seeding replaces the county).
  it('gives the same dump for the same seed and sizes, and another for another seed', async () => {
    const first = digest(await dumpCounty(env.database));
    await seedCounty(env.database, { parcels: PARCELS, tpp: TPP, seed: 7, worker: true });
    expect(digest(await dumpCounty(env.database)), 'generated on a worker thread').toBe(first);
    await seedCounty(env.database, { parcels: PARCELS, tpp: TPP, seed: 8 });
    expect(digest(await dumpCounty(env.database))).not.toBe(first);
    // Both databases hold the same county for the same seed.
    if (t.dialect === 'sqlite') sqliteDigest = first;
    else if (sqliteDigest) expect(first).toBe(sqliteDigest);
  });
});
