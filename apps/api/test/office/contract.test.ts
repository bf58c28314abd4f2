import { beforeAll, expect, it } from 'vitest';
import { parcelIdCandidates, swapParcelOrder } from '@county/shared';
import { seedCounty } from '../../src/data/generator/index.ts';
import { resolveParcelId } from '../../src/cards/resolve-parcel-id.ts';
import { parcelIdsByBookPage, parcelIdsByInstrument } from '../../src/search/plans/sale-document.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { CONTRACT, typeProblem, type Probe } from './contract.ts';
import OFFICE_FIELDS from './office-api-fields.json' with { type: 'json' };

// The office's API contract on the sample county, on both databases: every route answers every
// listed field with its type; ids in every form the office accepts resolve to the stored id; a
// client walking back through tax years stops cleanly; parameter names and enum values are read in
// any letter case. The showcase parcel (homestead, sales, an association) is the probe.

const FIRST = '272035664500001';

describeEachDatabase('office API contract', (t) => {
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: 400, tpp: 5, seed: 7 }) });
  let probe: Probe;
  const get = (path: string, query: Record<string, string | number> = {}) =>
    env.app.inject({ url: `/api/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string])).toString()}` });

  beforeAll(async () => {
    const database = env.database;
    const parcel = await database.db.selectFrom('parcels').selectAll().where('parcel_id', '=', FIRST).executeTakeFirstOrThrow();
    const owner = await database.db.selectFrom('owners').select('name').where('parcel_id', '=', FIRST).orderBy('seq').executeTakeFirstOrThrow();
    const sale = await database.db
      .selectFrom('sales')
      .selectAll()
      .where('parcel_id', '=', FIRST)
      .where('book', 'is not', null)
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    probe = {
      pid: FIRST,
      address: parcel.situs_address ?? '',
      owner: owner.name,
      instrument: sale.instrument_number,
      book: sale.book ?? '',
      page: sale.page ?? '',
    };
  });
  it('answers every route of the contract with every listed field in its type', async () => {
    const problems: string[] = [];
    for (const route of CONTRACT) {
      const res = await get(route.path, route.query(probe));
      if (res.statusCode !== 200) {
        problems.push(`${route.path}: HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
        continue;
      }
      const body = res.json();
      const items: Record<string, unknown>[] = route.shape === 'array' ? body : [route.under ? body[route.under] : body];
      if (!Array.isArray(items) || items.length === 0 || items.some((item) => item === null || typeof item !== 'object')) {
        problems.push(`${route.path}: expected ${route.shape === 'array' ? 'a non-empty list' : 'an object'}, got ${res.body.slice(0, 120)}`);
        continue;
      }
      for (const item of items) {
        for (const [field, type] of Object.entries(route.fields)) {
          if (!(field in item)) problems.push(`${route.path}: no ${field}`);
          else {
            const problem = typeProblem(item[field], type);
            if (problem) problems.push(`${route.path}.${field}: ${problem}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers the office’s search routes with the office’s fields exactly, in its order; ours only when asked (columns=all)', async () => {
    const problems: string[] = [];
    for (const route of CONTRACT.filter((c) => c.path.startsWith('QuickSearch/'))) {
      const office = OFFICE_FIELDS.routes[route.path as keyof typeof OFFICE_FIELDS.routes];
      const rows = (await get(route.path, route.query(probe))).json<Record<string, unknown>[]>();
      if (rows.length === 0) problems.push(`${route.path}: no rows`);
      for (const row of rows) if (Object.keys(row).join() !== office.join()) problems.push(`${route.path}: ${Object.keys(row).join()}`);
    }
    expect(problems).toEqual([]);
    // This site's pages ask the same routes for its own row: the results table's columns and what realtors compare.
    const [ours] = (await get('QuickSearch/GetSearchInfoByAddress', { address: probe.address, columns: 'all' })).json<Record<string, unknown>[]>();
    expect(Object.keys(ours!).slice(0, 5)).toEqual(OFFICE_FIELDS.routes['QuickSearch/GetSearchInfoByAddress']);
    expect(ours).toHaveProperty('livingArea');
    expect(ours).toHaveProperty('lastSalePrice');
    const [byOwner] = (await get('QuickSearch/GetSearchInfoByOwnerName', { ownerName: probe.owner, columns: 'ALL' })).json<Record<string, unknown>[]>();
    expect(byOwner).toHaveProperty('displayParcelId');
    expect((await get('QuickSearch/GetSearchInfoByOwnerName', { ownerName: probe.owner, columns: 'some' })).json()).toMatchObject({
      statusCode: 400,
      field: 'columns',
    });
  });

  it('covers every route and field of the office API that the repository lists', () => {
    const listed = Object.entries(OFFICE_FIELDS.routes);
    expect(listed.length, 'routes in office-api-fields.json').toBeGreaterThanOrEqual(20);
    const missing: string[] = [];
    for (const [path, fields] of listed) {
      const contract = CONTRACT.find((c) => c.path === path);
      if (!contract) missing.push(`route ${path}`);
      else for (const field of fields) if (!(field in contract.fields)) missing.push(`${path}.${field}`);
    }
    expect(missing).toEqual([]);
  });

  it('resolves a parcel id in every form the office accepts, on the search and on every card route', async () => {
    const display = '35-20-27-6645-00-001';
    // A parcel whose section is 01-09: its display id loses a leading zero in a spreadsheet.
    const low = await env.database.db
      .selectFrom('parcels')
      .select(['parcel_id', 'display_id'])
      .where('section', '<', 10)
      .orderBy('parcel_id')
      .executeTakeFirstOrThrow();
    // A parcel whose undashed display id also reads as a stored id (section 27-34 in range 27-34),
    // which only the roll can decide.
    const ambiguous = await env.database.db
      .selectFrom('parcels')
      .select(['parcel_id', 'display_id'])
      .where('section', '>=', 27)
      .where('section', '<=', 34)
      .orderBy('parcel_id')
      .executeTakeFirstOrThrow();
    const undashedAmbiguous = ambiguous.display_id.replace(/-/g, '');
    expect(parcelIdCandidates(undashedAmbiguous)[0], 'the first reading is the stored order').not.toBe(ambiguous.parcel_id);
    const cases: [string, string][] = [
      [FIRST, FIRST],
      [display, FIRST],
      [display.replace(/-/g, ''), FIRST],
      [display.replace(/-/g, ' '), FIRST],
      [`${FIRST.slice(0, 2)} ${FIRST.slice(2, 4)} ${FIRST.slice(4, 6)} ${FIRST.slice(6)}`, FIRST],
      [low.display_id.replace(/-/g, '').slice(1), low.parcel_id],
      [undashedAmbiguous, ambiguous.parcel_id],
      [ambiguous.display_id, ambiguous.parcel_id],
    ];
    for (const [input, stored] of cases) {
      expect(await resolveParcelId(env.database, input), input).toBe(stored);
      const search = await get('QuickSearch/GetSearchInfoByParcel', { pid: input });
      expect(
        search.json().map((r: { parcelId: string }) => r.parcelId),
        input,
      ).toEqual([stored]);
      for (const route of CONTRACT.filter((c) => c.path.startsWith('PRC'))) {
        const query = route.query({ ...probe, pid: input });
        const res = await get(route.path, query);
        expect(res.statusCode, `${route.path} ${input}`).toBe(200);
        if (route.path === 'PRC/GetPRCGeneralInfo') expect(res.json().parcelId).toBe(stored);
      }
    }
    // Not on the roll: the search answers an empty list, a card route 404 naming its parameter.
    const missing = swapParcelOrder('352027999999999');
    expect(await resolveParcelId(env.database, missing)).toBeNull();
    expect((await get('QuickSearch/GetSearchInfoByParcel', { pid: missing })).json()).toEqual([]);
    const notFound = await get('PRC/GetPRCGeneralInfo', { pid: missing });
    expect([notFound.statusCode, notFound.json().field]).toEqual([404, 'pid']);
    // Not an id at all: 400 naming the parameter.
    for (const bad of ['', 'abc', '12345', '1'.repeat(16)]) {
      const res = await get('QuickSearch/GetSearchInfoByParcel', { pid: bad });
      expect([res.statusCode, res.json().field], bad).toEqual([400, 'pid']);
    }
  });

  it('lets a client walk back through tax years until the roll ends, never with a 400', async () => {
    const current = (await get('PRC/GetPRCGeneralInfo', { pid: FIRST })).json().taxYear as number;
    const walked: number[] = [];
    for (let year = current; year > current - 30; year--) {
      const total = await get('PRC/GetPRCTotalTaxes', { PID: FIRST, TaxYear: year });
      expect(total.statusCode, String(year)).toBe(200);
      if (total.json().taxYear === 0) {
        for (const path of ['PRC/GetPRCCertifiedTaxes', 'PRC/GetPRCNonAdValorem', 'PRC/GetPRCPropertyValues']) {
          const res = await get(path, { PID: FIRST, TaxYear: year });
          expect([res.statusCode, res.json()], `${path} ${year}`).toEqual([200, []]);
        }
        break;
      }
      expect(total.json().taxYear).toBe(year);
      walked.push(year);
    }
    const onRoll = await env.database.db.selectFrom('parcel_values').select('tax_year').where('parcel_id', '=', FIRST).orderBy('tax_year', 'desc').execute();
    expect(walked).toEqual(onRoll.map((r) => r.tax_year));
    // TaxYear 0 is the current year; a year after it has no data either.
    expect((await get('PRC/GetPRCTotalTaxes', { PID: FIRST, TaxYear: 0 })).json().taxYear).toBe(current);
    expect((await get('PRC/GetPRCTotalTaxes', { PID: FIRST, TaxYear: current + 1 })).json().taxYear).toBe(0);
  });

  it('reads parameter names and enum values in any letter case', async () => {
    for (const route of CONTRACT) {
      const query = route.query(probe);
      const base = await get(route.path, query);
      for (const recase of [(k: string) => k.toUpperCase(), (k: string) => k.toLowerCase(), (k: string) => k[0]!.toUpperCase() + k.slice(1)]) {
        const res = await get(route.path, Object.fromEntries(Object.entries(query).map(([k, v]) => [recase(k), v])));
        expect([res.statusCode, res.body], `${route.path} ${recase('paramName')}`).toEqual([200, base.body]);
      }
    }
    const upper = await get('QuickSearch/GetSearchInfoByAddress', { Address: probe.address, SortBy: 'Address', SortDir: 'DESC' });
    const lower = await get('QuickSearch/GetSearchInfoByAddress', { address: probe.address, sortby: 'address', sortdir: 'desc' });
    expect(upper.statusCode).toBe(200);
    expect(lower.body).toBe(upper.body);
    const asc = await get('QuickSearch/GetSearchInfoByOwnerName', { OwnerName: probe.owner, sortDir: 'asc', sortBy: 'parcelid' });
    expect(asc.statusCode).toBe(200);
    const ids = asc.json().map((r: { parcelId: string }) => r.parcelId);
    expect(ids).toEqual([...ids].sort());
  });

  it('finds the parcels of a recorded document by instrument number and by book and page', async () => {
    const byInstrument = await parcelIdsByInstrument(env.database, probe.instrument);
    expect(byInstrument).toContain(FIRST);
    expect(byInstrument).toEqual([...new Set(byInstrument)].sort());
    expect(await parcelIdsByInstrument(env.database, ` ${probe.instrument} `)).toEqual(byInstrument);
    expect(await parcelIdsByBookPage(env.database, probe.book, probe.page)).toContain(FIRST);
    expect(await parcelIdsByBookPage(env.database, `00${probe.book}`, `0${probe.page}`)).toContain(FIRST);
    expect(await parcelIdsByInstrument(env.database, '0')).toEqual([]);
    const rows = (await get('QuickSearch/GetSearchInfoByBookPage', { book: probe.book, page: probe.page })).json();
    expect(rows.map((r: { parcelId: string }) => r.parcelId)).toContain(FIRST);
    const bad = await get('QuickSearch/GetSearchInfoByInstrumentNumber', { instNum: "1' or 1=1" });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'instNum']);
  });

  it("serves the subdivision's homeowners' association, and null where there is none", async () => {
    const location = (await get('PRCLocation/GetPRCLocationInfo', { pid: FIRST })).json();
    const association = await env.database.db.selectFrom('associations').selectAll().where('plat_key', '=', FIRST.slice(0, 10)).executeTakeFirstOrThrow();
    expect(location.community).toEqual({
      parcelId: FIRST,
      communityName: association.name,
      isGated: association.gated ? 'Yes' : 'No',
      isMandatory: association.mandatory ? 'True' : 'False',
      householdsCount: association.households,
    });
    const unplatted = await env.database.db.selectFrom('parcels').select('parcel_id').where('subdivision_code', '=', '0000').executeTakeFirstOrThrow();
    expect((await get('PRCLocation/GetPRCLocationInfo', { pid: unplatted.parcel_id })).json()).toEqual({ community: null });
    // Only home subdivisions have one; some are mandatory.
    const all = await env.database.db.selectFrom('associations').selectAll().execute();
    expect(all.length).toBeGreaterThan(1);
    expect(all.some((a) => a.mandatory === 1)).toBe(true);
  });

  it('marks the office-compatible routes in the OpenAPI document with the office field names', async () => {
    const doc = (await env.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, { get?: { tags?: string[]; description?: string } }> }>();
    for (const route of CONTRACT) {
      const operation = doc.paths[`/api/${route.path}`]?.get;
      expect(operation?.tags, route.path).toContain('Office-compatible');
      for (const field of Object.keys(route.fields)) expect(operation?.description, `${route.path} ${field}`).toContain(field);
    }
  });
});
