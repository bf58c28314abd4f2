import { expect, it } from 'vitest';
import type { SmartSearchResult, SuggestResult } from '@county/shared/search';
import { seedCounty } from '../../src/data/generator/index.ts';
import { generateCorpus } from '../../src/search-eval/corpus.ts';
import type { CorpusCase } from '../../src/search-eval/corpus-case.ts';
import { evaluateCases, shares } from '../../src/search-eval/evaluate.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// The smart box on a small generated county, on both databases: a fixed subset of the corpus
// (every third case, made from this roll the way eval:search makes its corpus from the sample
// roll) is found, and both databases answer every case identically.

const answers = new Map<string, string[]>();

describeEachDatabase('smart search box', (t) => {
  process.env.RATE_LIMIT_SEARCH = '1000000';
  let cases: CorpusCase[];
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedCounty(database, { parcels: 1_500, tpp: 300, seed: 1 });
      cases = (await generateCorpus(database)).filter((_, i) => i % 3 === 0);
    },
  });
  const Q = '/api/QuickSearch';
  const smart = async (q: string, as?: string) =>
    (await env.app.inject({ url: `${Q}/GetSmartSearchInfo?q=${encodeURIComponent(q)}${as ? `&as=${as}` : ''}` })).json<SmartSearchResult>();

  it('finds a fixed subset of the corpus, every kind, the same on both databases', async () => {
    const outcomes = await evaluateCases(env.app, cases);
    const overall = shares(outcomes).at(-1)!;
    expect(
      overall.found / overall.total,
      outcomes
        .filter((o) => !o.found)
        .map((o) => `${o.case.q}: ${o.answer}`)
        .join('\n'),
    ).toBeGreaterThanOrEqual(0.9);
    const mine = outcomes.map((o) => `${o.case.q} => ${o.answer}`);
    const other = answers.get('answers');
    if (other) expect(mine).toEqual(other);
    else answers.set('answers', mine);
  }, 120_000);

  it('groups every kind that matches, best first, and switches with `as`', async () => {
    const [first] = await env.database.db.selectFrom('parcels').select('situs_city').where('situs_city', 'is not', null).limit(1).execute();
    const city = first!.situs_city;
    const result = await smart(city!.toLowerCase());
    expect(result.kind).toBe('city');
    expect(result.understoodAs).toBe(`parcels in the city of ${city}`);
    expect(result.groups[0]).toMatchObject({ kind: 'city', label: `City ${city}` });
    const owners = result.groups.find((g) => g.kind === 'owner');
    if (owners) {
      const switched = await smart(city!, 'owner');
      expect(switched.kind).toBe('owner');
      expect(switched.totalCount).toBe(owners.count);
      expect(switched.understoodAs).toMatch(/owner or co-owner/);
    }
  });

  it('finds a business by a later word of its name, in its own group', async () => {
    const biz = await env.database.db
      .selectFrom('tpp_accounts')
      .select(['account', 'business_key'])
      .where('business_key', 'like', '% %')
      .orderBy('account')
      .limit(1)
      .execute();
    const word = biz[0]!.business_key.split(' ').at(-1)!;
    const result = await smart(word.toLowerCase());
    const group = result.kind === 'tangible' ? result : await smart(word, 'tangible');
    expect(group.kind).toBe('tangible');
    expect(group.tangibleRows.every((r) => r.businessName.toUpperCase().split(/\W+/).includes(word))).toBe(true);
  });

  it('offers near misses: did you mean, nearest house numbers, what an id looks like', async () => {
    const [owner] = await env.database.db.selectFrom('owners').select('name').where('name', 'like', '_______% %').orderBy('parcel_id').limit(1).execute();
    const [last, first] = owner!.name.split(' ');
    const slip = `${last!.slice(0, 2)}${last![3]}${last![2]}${last!.slice(4)} ${first}`;
    const typo = await smart(slip);
    // Shown at once when clearly best, else the first choice.
    expect(typo.correction?.q ?? typo.choices[0]?.q).toBe(`${last} ${first}`);

    const [p] = await env.database.db
      .selectFrom('parcels')
      .select(['situs_number', 'street_key', 'situs_direction'])
      .where('situs_number', 'is not', null)
      .where('situs_direction', 'is', null)
      .orderBy('parcel_id')
      .limit(1)
      .execute();
    const missing = await smart(`${p!.situs_number! + 100_000} ${p!.street_key}`);
    expect(missing.totalCount).toBe(0);
    expect(missing.nearby.length).toBeGreaterThan(0);
    expect(missing.nearby[0]!.label).toContain(p!.street_key!.split(' ')[0]!);

    const long = await smart('35-20-27-6645-00-0011');
    expect(long.hint).toMatch(/A parcel ID has 15 digits/);
  });

  it('corrects every word of a name, shows a clear correction at once, and never offers a name that finds nothing', async () => {
    const found = await env.database.db
      .selectFrom('owners')
      .select(['name', 'parcel_id'])
      .where('name', 'like', '_____% _____%')
      .orderBy('parcel_id')
      .limit(40)
      .execute();
    const owner = found.find((o) => /^[A-Z]{5,} [A-Z]{5,}$/.test(o.name.split(' ').slice(0, 2).join(' ')))!;
    const [last, first] = owner.name.split(' ') as [string, string];
    const swap = (w: string) => `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`;
    const typed = `${swap(last).toLowerCase()} ${first.slice(0, -1).toLowerCase()}`;
    const shown = await smart(typed);
    const choices = shown.correction ? [shown.correction.q] : shown.choices.map((c) => c.q);
    expect(choices, JSON.stringify(shown)).toContain(`${last} ${first}`);
    if (shown.correction) {
      expect(shown.correction.typed).toBe(typed);
      expect(shown.totalCount).toBeGreaterThan(0);
      expect(shown.rows.map((r) => r.parcelId)).toContain(owner.parcel_id);
    }
    for (const c of shown.choices) {
      expect(c.count).toBeGreaterThan(0);
      expect((await smart(c.q)).totalCount).toBe(c.count);
    }
    // The text as typed ('Search instead for ...') is not corrected.
    const exact = (await env.app.inject({ url: `${Q}/GetSmartSearchInfo?q=${encodeURIComponent(typed)}&exact=true` })).json<SmartSearchResult>();
    expect(exact.correction).toBeNull();
    expect(exact.totalCount).toBe(0);
    // Type-ahead offers only corrected names that find someone, every word corrected.
    const suggested = (await env.app.inject({ url: `${Q}/GetSuggestions?q=${encodeURIComponent(typed)}` })).json<SuggestResult>();
    const owners = suggested.groups.find((g) => g.kind === 'owner')?.suggestions ?? [];
    expect(owners.map((s) => s.label)).toContain(`${last} ${first}`);
    for (const s of owners) expect((await smart(s.label)).totalCount, s.label).toBeGreaterThan(0);
  });

  it('opens the card of an exact single hit and reads money as people write it', async () => {
    const [p] = await env.database.db.selectFrom('parcels').select(['parcel_id', 'display_id']).orderBy('parcel_id').limit(1).execute();
    expect((await smart(p!.display_id)).open).toBe(`/propertycard?pid=${p!.parcel_id}`);
    const forms = ['$300,000', '300,000', '300000'];
    const totals = [];
    for (const f of forms) {
      const response = await env.app.inject({ url: `${Q}/GetSalesSearchInfo?fromDate=2000-01-01&toDate=2030-01-01&minPrice=${encodeURIComponent(f)}` });
      expect(response.statusCode, f).toBe(200);
      totals.push(response.json<{ totalCount: number }[]>()[0]?.totalCount ?? 0);
    }
    expect(new Set(totals).size).toBe(1);
    const backwards = await env.app.inject({ url: `${Q}/GetSalesSearchInfo?fromDate=2024-01-01&toDate=2023-01-01` });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'toDate' });
    expect(backwards.json().message).toMatch(/on or after/);
  });

  it('type-ahead offers the nearest names for a typo', async () => {
    const [owner] = await env.database.db.selectFrom('owners').select('name').where('name', 'like', '______%').orderBy('parcel_id').limit(1).execute();
    const last = owner!.name.split(' ')[0]!;
    const slip = `${last.slice(0, 2)}${last[3]}${last[2]}${last.slice(4)}`;
    const result = (await env.app.inject({ url: `${Q}/GetSuggestions?q=${slip}` })).json<SuggestResult>();
    expect(result.groups.flatMap((g) => g.suggestions.map((s) => s.label))).toContain(last);
  });
});
