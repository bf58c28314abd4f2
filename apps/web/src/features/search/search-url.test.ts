import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Translator } from '../../i18n/i18n.tsx';
import type { SearchKey } from './messages.ts';
import { apiUrl, criteriaOf, describeCriteria, exportUrl, hasCriteria, pageUrl, searchTypeOf, withParams } from './search-url.ts';

const p = (query: string) => new URLSearchParams(query);

describe('searchTypeOf', () => {
  it('takes the type parameter when it names a search', () => {
    expect(searchTypeOf(p('type=sales&fromDate=2024-01-01'), '/parcelsearch')).toBe('sales');
  });

  it('falls back to the path, then to the field given, then to the smart box', () => {
    expect(searchTypeOf(p('type=nonsense'), '/AdvancedSearch')).toBe('advanced');
    expect(searchTypeOf(p('ownerName=SMITH'), '/parcelsearch')).toBe('owner');
    expect(searchTypeOf(p('pid=352027664500001'), '/parcelsearch')).toBe('parcel');
    expect(searchTypeOf(p('q=main'), '/parcelsearch')).toBe('smart');
    expect(searchTypeOf(p('ownerName='), '/parcelsearch')).toBe('smart');
  });
});

describe('criteriaOf and hasCriteria', () => {
  it('keeps only the search’s own non-blank fields, repeated ones repeated', () => {
    expect(criteriaOf('advanced', p('city=ORLANDO&useCode=0100&useCode=0200&zip=+&page=2&q=x'))).toEqual([
      ['city', 'ORLANDO'],
      ['useCode', '0100'],
      ['useCode', '0200'],
    ]);
  });

  it('does not count the smart box’s group choice as something to search', () => {
    expect(hasCriteria('smart', p('as=owner'))).toBe(false);
    expect(hasCriteria('smart', p('as=owner&q=smith'))).toBe(true);
  });
});

describe('apiUrl and exportUrl', () => {
  it('sends the criteria and the paging to the search’s endpoint', () => {
    expect(apiUrl('owner', p('type=owner&ownerName=SMITH&page=2&size=50&sortBy=Value&sortDir=DESC&zip=32801'))).toBe(
      '/api/QuickSearch/GetSearchInfoByOwnerName?ownerName=SMITH&page=2&size=50&sortBy=Value&sortDir=DESC&columns=all',
    );
  });

  it('tells the box the page’s language, for its pages group; English pages send nothing more', () => {
    expect(apiUrl('smart', p('q=homestead+deadline&as=page'), 'es')).toBe('/api/QuickSearch/GetSmartSearchInfo?q=homestead+deadline&as=page&lang=es');
    expect(apiUrl('smart', p('q=homestead'), 'en')).toBe('/api/QuickSearch/GetSmartSearchInfo?q=homestead');
    expect(apiUrl('subdivision', p('type=subdivision&subdivision=OAK'), 'es')).toBe('/api/QuickSearch/GetSearchInfoBySubdivision?subdivision=OAK');
  });

  it('exports the same search in the same order, without the page', () => {
    expect(exportUrl('owner', p('type=owner&ownerName=SMITH&page=2&size=50&sortBy=Value'))).toBe(
      '/api/QuickSearch/ExportSearchInfoByOwnerName?ownerName=SMITH&sortBy=Value',
    );
  });
});

describe('pageUrl and withParams', () => {
  it('names the type in the URL unless the path already says it', () => {
    expect(pageUrl('/parcelsearch', 'smart', [['q', 'main st']])).toBe('/parcelsearch?q=main+st');
    expect(pageUrl('/advancedsearch', 'advanced', [['city', 'ORLANDO']])).toBe('/advancedsearch?city=ORLANDO');
    expect(pageUrl('/parcelsearch', 'advanced', [['city', 'ORLANDO']])).toBe('/parcelsearch?type=advanced&city=ORLANDO');
    expect(pageUrl('/parcelsearch', 'sales', [])).toBe('/parcelsearch?type=sales');
  });

  it('replaces and removes parameters without touching the others', () => {
    const params = p('q=main&page=3&size=20');
    expect(withParams(params, { size: '50', page: null })).toBe('?q=main&size=50');
    expect(params.toString()).toBe('q=main&page=3&size=20');
  });
});

describe('describeCriteria', () => {
  // The English catalog's text with its placeholders filled (read from the file: the catalog module compiles its import).
  const en = JSON.parse(readFileSync(new URL('./messages/en.json', import.meta.url), 'utf8')) as Record<SearchKey, string>;
  const fill = (key: SearchKey, values: Record<string, string | number> = {}) => en[key].replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name]));
  const t = Object.assign(fill, { rich: () => [] }) as unknown as Translator<SearchKey>;

  it('reads an open date range and the sales flag as phrases', () => {
    expect(describeCriteria('sales', p('fromDate=2025-01-01&qualifiedOnly=true'), t, 'en')).toBe('sales, sold on or after 01/01/2025, qualified sales only');
    expect(describeCriteria('sales', p('toDate=2024-06-30&qualifiedOnly=false'), t, 'en')).toBe('sales, sold on or before 06/30/2024, qualified or not');
  });
});
