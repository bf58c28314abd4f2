import { describe, expect, it } from 'vitest';
import type { StatisticsArea } from '@county/shared/statistics';
import { areaOptions, matchAreas } from './area-options.ts';

const AREAS: StatisticsArea[] = [
  { kind: 'subdivision', code: '3330', name: 'ROSEMERE HEIGHTS', sales: 51 },
  { kind: 'zip', code: '32789', name: 'WINTER PARK', sales: 900 },
  { kind: 'city', code: 'WINTER PARK', name: 'WINTER PARK', sales: 1200 },
  { kind: 'neighborhood', code: '78904', name: 'WINTER PARK', sales: 80 },
  { kind: 'city', code: 'ORLANDO', name: 'ORLANDO', sales: 9000 },
];
const options = areaOptions(AREAS);
const values = (text: string) => matchAreas(options, text, 'The whole county').map((o) => o.value);

describe('the area picker', () => {
  it('lists the county, then cities, ZIP codes, subdivisions and neighborhoods by name', () => {
    expect(values('')).toEqual(['county', 'city:ORLANDO', 'city:WINTER PARK', 'zip:32789', 'subdivision:3330', 'neighborhood:78904']);
  });

  it('finds an area by the start of any word of its name or by its code, whatever the case', () => {
    expect(values('rosemere')).toEqual(['subdivision:3330']);
    expect(values('heights')).toEqual(['subdivision:3330']);
    expect(values('winter park')).toEqual(['city:WINTER PARK', 'zip:32789', 'neighborhood:78904']);
    expect(values('3278')).toEqual(['zip:32789']);
    expect(values('county')).toEqual(['county']);
    expect(values('atlantis')).toEqual([]);
  });

  it('ignores accents, so a Spanish name for the county is found as typed', () => {
    expect(matchAreas(options, 'condado', 'Todo el condado').map((o) => o.value)).toEqual(['county']);
    expect(matchAreas(options, 'ROSÉMERE', '').map((o) => o.value)).toEqual(['subdivision:3330']);
  });
});
