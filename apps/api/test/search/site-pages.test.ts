import { expect, it } from 'vitest';
import type { SmartSearchResult } from '@county/shared/search';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedFixture } from './fixture.ts';

// The box's 'Pages' group (issue 33, part 5; decision 106): the site's pages, FAQs, forms and the
// assistant's topics, beside the parcel groups, described in the page's language, as plain text.

const Q = '/api/QuickSearch';

describeEachDatabase('the search box finds the site’s pages', (t) => {
  const env = setUpTestApp(t, { seed: seedFixture });
  const smart = async (query: string) => {
    const response = await env.app.inject({ url: `${Q}/GetSmartSearchInfo?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SmartSearchResult>();
  };

  it('answers words that are a page and no parcel with the pages, not an owner’s name', async () => {
    const deadline = await smart('q=homestead%20deadline');
    expect(deadline.kind).toBe('page');
    expect(deadline.rows).toEqual([]);
    expect(deadline.totalCount).toBe(deadline.pages.length);
    expect(deadline.pages.map((p) => p.href)).toContain('/faqcontent/ImportantDates');
    expect(deadline.groups).toEqual([{ kind: 'page', label: 'Pages', count: deadline.pages.length }]);
    // Not read as a misspelt name: no 'Did you mean' nor 'Showing results for'.
    expect([deadline.didYouMean, deadline.correction, deadline.choices]).toEqual([null, null, []]);
    const statistics = await smart('q=sales+statistics');
    expect(statistics.kind).toBe('page');
    expect(statistics.pages[0]).toMatchObject({ href: '/statistics', title: 'Market and Roll Statistics', language: 'en' });
  });

  it('describes the pages in Spanish on Spanish pages, at the same paths (the web adds /es)', async () => {
    const dates = await smart('q=fechas+importantes&lang=es');
    expect(dates.pages[0]).toMatchObject({ href: '/faqcontent/ImportantDates', title: 'Fechas importantes', language: 'es' });
    expect(dates.pages[0]!.snippet).toMatch(/^El 1 de enero/);
    // English words on a Spanish page find the page in Spanish too.
    const english = await smart('q=sales+statistics&lang=es');
    expect(english.pages[0]).toMatchObject({ href: '/statistics', title: 'Estadísticas del mercado y del registro', language: 'es' });
    // A topic with only its Spanish title: the title, and no English sentence under it.
    const mission = await smart('q=mission+statement&lang=es');
    expect(mission.pages[0]).toMatchObject({ href: '/content/mission', title: 'Nuestra misión', language: 'es', snippet: '' });
  });

  it('lists the pages as a group after the parcel groups, and as the list when picked', async () => {
    // A word of a street on the roll: its parcels stay the list.
    const [street] = await env.database.db.selectFrom('parcels').select('situs_street').where('situs_street', 'is not', null).limit(1).execute();
    const word = street!.situs_street!.split(' ')[0]!;
    const parcels = await smart(`q=${encodeURIComponent(word)}`);
    expect(parcels.kind).not.toBe('page');
    const homestead = await smart('q=homestead');
    const last = homestead.groups.at(-1)!;
    expect(last).toMatchObject({ kind: 'page', label: 'Pages' });
    expect(homestead.groups.filter((g) => g.kind === 'page')).toHaveLength(1);
    const picked = await smart('q=homestead&as=page');
    expect(picked.kind).toBe('page');
    expect(picked.groups).toEqual(homestead.groups);
    expect(picked.pages.map((p) => p.href)).toContain('/homestead');
  });

  it('finds no page in digits, and hostile text gets plain-text snippets', async () => {
    expect((await smart('q=27-20-35-0000-00-001')).pages).toEqual([]);
    const hostile = await smart(`q=${encodeURIComponent('<img src=x onerror=alert(1)> homestead deadline')}&lang=es`);
    for (const p of hostile.pages) expect(`${p.title} ${p.snippet}`).not.toMatch(/[<>]/);
    // The CSV of the 'Pages' group is the best parcel group's (pages are not rows): never a failure.
    const csv = await env.app.inject({ url: `${Q}/ExportSmartSearchInfo?q=homestead&as=page` });
    expect(csv.statusCode).toBe(200);
  });
});
