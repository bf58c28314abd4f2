import { describe, expect, it } from 'vitest';
import { classIndexOf, colorClasses, colorOf, COLOR_BY } from './color-schemes.ts';
import type { TileParcel } from './tile-data.ts';

const base: TileParcel = {
  parcelId: '1',
  displayParcelId: '1',
  useCode: '0101',
  useClass: 'single-family',
  homestead: false,
  justValue: 100000,
  justValuePerSqFt: null,
  lastSaleYear: null,
  lastSalePrice: null,
  rings: [],
  box: [0, 0, 0, 0],
};

describe('color schemes', () => {
  it('puts every parcel in a class of the legend, and the legend’s colors are distinct', () => {
    for (const by of COLOR_BY) {
      const classes = colorClasses(by, 2026);
      expect(new Set(classes.map((c) => c.color)).size).toBe(classes.length);
      const index = classIndexOf(base, by, 2026);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(classes.length);
      expect(colorOf(base, by, 2026)).toBe(classes[index]!.color);
    }
  });

  it('colors by use class, with classes the legend does not name as other', () => {
    const classes = colorClasses('use', 2026);
    expect(classes[classIndexOf({ ...base, useClass: 'commercial' }, 'use', 2026)]!.key).toBe('commercial');
    expect(classes[classIndexOf({ ...base, useClass: 'no-such-class' }, 'use', 2026)]!.key).toBe('other');
  });

  it('bins value per square foot at 5, 20, 50 and 100 dollars, unknown last', () => {
    const key = (v: number | null) => {
      const c = colorClasses('valuePerSqFt', 2026)[classIndexOf({ ...base, justValuePerSqFt: v }, 'valuePerSqFt', 2026)]!;
      return [c.key, c.values];
    };
    expect(key(4.99)).toEqual(['below', { max: 5 }]);
    expect(key(5)).toEqual(['between', { min: 5, max: 20 }]);
    expect(key(99.99)).toEqual(['between', { min: 50, max: 100 }]);
    expect(key(100)).toEqual(['above', { min: 100 }]);
    expect(key(null)).toEqual(['unknown', undefined]);
  });

  it('bins the year of the last sale by its age, never sold last', () => {
    const at = (year: number | null) => classIndexOf({ ...base, lastSaleYear: year }, 'saleYear', 2026);
    expect([at(2026), at(2025), at(2024), at(2023), at(2022), at(2016), at(2015), at(null)]).toEqual([0, 0, 1, 1, 2, 2, 3, 4]);
    expect(colorClasses('saleYear', 2026)[3]).toMatchObject({ key: 'before', values: { year: 2016 } });
  });
});
