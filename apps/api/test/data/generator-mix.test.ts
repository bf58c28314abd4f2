import { describe, expect, it } from 'vitest';
import { COLUMNS } from '../../src/data/columns.ts';
import { produceCounty } from '../../src/data/generator/produce.ts';

// The county's shares (FACTS.md, 2009 roll): about 67% residential, 18% condominium and timeshare,
// 9% vacant, 3% commercial and industrial, under 0.5% agricultural; about 45% of residential
// parcels homesteaded. Checked on a 40,000-parcel county straight from the generator.

const USE = COLUMNS.parcels.indexOf('use_code');
const HOMESTEAD = COLUMNS.parcels.indexOf('homestead');
const VACANT = new Set(['0000', '1000', '4000', '1003', '7000', '8000', '9900']);

describe('generated use-code mix', () => {
  it('is close to the county shares', async () => {
    const parcels: { use: string; homestead: boolean }[] = [];
    await produceCounty(
      { parcels: 40_000, tpp: 0, seed: 5 },
      (table, row) => {
        if (table === 'parcels') parcels.push({ use: String(row[USE]), homestead: row[HOMESTEAD] === 1 });
      },
      async () => {},
    );
    const share = (test: (dor: number, code: string) => boolean): number => parcels.filter((p) => test(Number(p.use.slice(0, 2)), p.use)).length / parcels.length;
    expect(share((d, c) => d <= 9 && d !== 4 && !VACANT.has(c))).toBeCloseTo(0.67, 1);
    expect(share((d) => d === 4)).toBeCloseTo(0.18, 1);
    expect(share((_, c) => VACANT.has(c))).toBeCloseTo(0.09, 1);
    expect(share((d, c) => d >= 11 && d <= 49 && !VACANT.has(c))).toBeCloseTo(0.03, 1);
    expect(share((d) => d >= 50 && d <= 69)).toBeLessThan(0.006);
    const residential = parcels.filter((p) => Number(p.use.slice(0, 2)) <= 9);
    expect(residential.filter((p) => p.homestead).length / residential.length).toBeCloseTo(0.45, 1);
  });
});
