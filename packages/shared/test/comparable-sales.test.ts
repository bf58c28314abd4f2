import { describe, expect, it } from 'vitest';
import {
  comparableCriteria,
  comparableFilterSchema,
  isComparable,
  useCodePrefix,
  useGroup,
  type ComparableFacts,
  type ComparableSaleFacts,
} from '../src/comparable-sales.ts';

// The one definition of a comparable sale (decision 124), checked by hand on a 1959 house of
// 1,697 sq ft, 3 bedrooms, on a 10,000 sq ft lot, with the roll dated 2026-11-20.

const HOUSE: ComparableFacts = { useCode: '0100', livingArea: 1_697, yearBuilt: 1959, bedrooms: 3, landSqFt: 10_000 };
const END = '2026-11-20';
const defaults = comparableFilterSchema.parse({});

function sale(overrides: Partial<ComparableSaleFacts>): ComparableSaleFacts {
  return { parcelId: 'other', saleDate: '2025-06-01', price: 400_000, qualified: true, ...HOUSE, ...overrides };
}

describe('useGroup', () => {
  it('keeps townhouses, timeshares and commercial condominium units apart from their DOR code', () => {
    expect(['0100', '0104', '0103', '0400', '0410', '0900'].map(useGroup)).toEqual(['01', '01', '0103', '04', '0410', '09']);
  });
});

describe('comparableCriteria', () => {
  it('bands a house by living area, year, bedrooms and lot, over 36 months by default', () => {
    expect(comparableCriteria(HOUSE, defaults, END)).toEqual({
      from: '2023-11-20',
      to: END,
      use: 'group',
      useKey: '01',
      areaBasis: 'living',
      // 1,697 x 0.7 = 1,187.9 -> 1,187; x 1.3 = 2,206.1 -> 2,207
      areaMin: 1_187,
      areaMax: 2_207,
      yearMin: 1944,
      yearMax: 1974,
      bedsMin: 2,
      bedsMax: 4,
      lotMin: 5_000,
      lotMax: 15_000,
    });
  });

  it('bands vacant land by its land area alone', () => {
    const lot = comparableCriteria({ useCode: '0000', livingArea: null, yearBuilt: null, bedrooms: null, landSqFt: 8_000 }, defaults, END);
    expect(lot).toMatchObject({ areaBasis: 'land', areaMin: 5_600, areaMax: 10_400, yearMin: null, bedsMin: null, lotMin: null, useKey: '00' });
  });

  it('widens: the DOR code or any use, wider bands, a longer window', () => {
    const wide = comparableCriteria(HOUSE, comparableFilterSchema.parse({ use: 'any', areaBand: '100', months: '60', yearBand: '50' }), END);
    expect(wide).toMatchObject({ useKey: null, areaMin: 0, areaMax: 3_394, from: '2021-11-20', yearMin: 1909 });
    expect(useCodePrefix(wide)).toBe('');
    expect(comparableCriteria({ ...HOUSE, useCode: '0103' }, comparableFilterSchema.parse({ use: 'dor' }), END).useKey).toBe('01');
  });
});

describe('isComparable', () => {
  const criteria = comparableCriteria(HOUSE, defaults, END);
  const subject = 'subject';

  it('keeps a similar qualified sale of another parcel in the window', () => {
    expect(isComparable(criteria, subject, sale({}))).toBe(true);
  });

  it('drops the parcel itself, unqualified and priceless sales, and sales outside the window', () => {
    expect(isComparable(criteria, subject, sale({ parcelId: subject }))).toBe(false);
    expect(isComparable(criteria, subject, sale({ qualified: false }))).toBe(false);
    expect(isComparable(criteria, subject, sale({ price: 0 }))).toBe(false);
    expect(isComparable(criteria, subject, sale({ saleDate: '2023-11-19' }))).toBe(false);
    expect(isComparable(criteria, subject, sale({ saleDate: '2026-11-21' }))).toBe(false);
  });

  it('drops another use group (a townhouse, a common area, a vacant lot) and sizes, ages, bedrooms and lots outside the bands', () => {
    expect(isComparable(criteria, subject, sale({ useCode: '0103' }))).toBe(false);
    expect(isComparable(criteria, subject, sale({ useCode: '0900', livingArea: null }))).toBe(false);
    expect(isComparable(criteria, subject, sale({ useCode: '0000', livingArea: null, yearBuilt: null, bedrooms: null }))).toBe(false);
    expect(isComparable(criteria, subject, sale({ useCode: '0104' }))).toBe(true);
    expect(isComparable(criteria, subject, sale({ livingArea: 2_208 }))).toBe(false);
    expect(isComparable(criteria, subject, sale({ yearBuilt: 1929 }))).toBe(false);
    expect(isComparable(criteria, subject, sale({ bedrooms: 5 }))).toBe(false);
    expect(isComparable(criteria, subject, sale({ landSqFt: 15_001 }))).toBe(false);
  });

  it('keeps the townhouse once the DOR code is enough', () => {
    const dor = comparableCriteria(HOUSE, comparableFilterSchema.parse({ use: 'dor' }), END);
    expect(isComparable(dor, subject, sale({ useCode: '0103' }))).toBe(true);
    expect(isComparable(dor, subject, sale({ useCode: '0900' }))).toBe(false);
  });
});

describe('comparableFilterSchema', () => {
  it('reads text from a link and names the field it refuses', () => {
    expect(comparableFilterSchema.parse({ months: '12', bedsBand: '2' })).toMatchObject({ months: 12, bedsBand: 2 });
    for (const [field, value] of [
      ['months', '0'],
      ['months', '1.5'],
      ['use', 'condo'],
      ['areaBand', '1001'],
      ['yearBand', '-1'],
    ] as const) {
      const parsed = comparableFilterSchema.safeParse({ [field]: value });
      expect(parsed.success, `${field}=${value}`).toBe(false);
      expect(parsed.error!.issues[0]!.path).toEqual([field]);
    }
  });
});
