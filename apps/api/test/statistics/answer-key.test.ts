import { describe, expect, it } from 'vitest';
import { parseArea, salesStatisticsQuery } from '@county/shared/statistics';
import { answerKey } from '../../src/statistics/store.ts';

// Issue 43, item 10: the statistics answers kept per process are keyed by the area as the store
// reads it, so the many ways of typing one area keep one answer, not one each (1,175 spellings of
// "county" kept 14.5 KB each).

const keyOf = (area: string, extra: Record<string, string> = {}) => {
  const query = salesStatisticsQuery.parse({ area, ...extra });
  return answerKey(parseArea(query.area)!, query);
};

describe('the key of a kept statistics answer', () => {
  it('is one for every spelling of an area, and apart for other areas, uses and months', () => {
    const spellings = ['county', 'County', ' COUNTY ', 'cOuNtY\t'];
    expect(new Set(spellings.map((area) => keyOf(area))).size).toBe(1);
    expect(keyOf('city:orlando')).toBe(keyOf(' CITY:  Orlando '));
    expect(keyOf('zip:32801')).toBe(keyOf('Zip:32801'));
    const others = [keyOf('county'), keyOf('city:orlando'), keyOf('zip:32801'), keyOf('county', { use: 'condominium' }), keyOf('county', { to: '2024-01' })];
    expect(new Set(others).size).toBe(others.length);
  });
});
