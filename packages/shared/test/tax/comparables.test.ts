import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  comparableRowOf,
  comparablesQuerySchema,
  distanceMiles,
  dorUseCode,
  MILES_PER_DEGREE,
  pricePerSqft,
  sortComparables,
  type ComparableSale,
} from '../../src/tax/index.ts';
import { comparableCsv } from '../../src/comparable-columns.ts';
import { band, monthsBefore } from '../../src/comparable-filters.ts';

function sale(overrides: Partial<ComparableSale>): ComparableSale {
  return {
    parcelId: '272035664500001',
    displayId: '35-20-27-6645-00-001',
    address: '100 MAIN ST',
    saleDate: '2025-01-15',
    price: 300_000,
    deedCode: 'WD',
    qualCode: '01',
    useCode: '0100',
    neighborhood: 'N1',
    subdivisionName: 'OAKS',
    livingArea: 1_875,
    yearBuilt: 1995,
    bedrooms: 3,
    baths: 2,
    landSqft: 8_000,
    pricePerSqft: 160,
    distance: 0.5,
    latitude: 28.5,
    longitude: -81.4,
    ...overrides,
  };
}

describe('distances', () => {
  it('one degree of latitude is 2 x pi x 3,958.8 / 360 = 69.09 miles', () => {
    // 2 x 3.141593 x 3,958.8 = 24,873.87; / 360 = 69.0941
    expect(MILES_PER_DEGREE).toBeCloseTo(69.0941, 4);
    expect(distanceMiles(28, -81, 29, -81)).toBeCloseTo(69.0941, 4);
    expect(distanceMiles(28.5, -81.4, 28.5, -81.4)).toBe(0);
  });

  it('a degree of longitude at 28.5 N is about cos(28.5) x 69.09 = 60.72 miles', () => {
    // cos(28.5 degrees) = 0.87882; x 69.0941 = 60.72 along the parallel; the great circle is a
    // hair shorter.
    const miles = distanceMiles(28.5, -81.5, 28.5, -80.5);
    expect(miles).toBeGreaterThan(60.6);
    expect(miles).toBeLessThan(60.73);
  });

  it('the bounding box holds every point within the radius', () => {
    const box = boundingBox(28.5, -81.4, 1);
    // 1 / 69.0941 = 0.014473 degrees of latitude
    expect(box.maxLat - 28.5).toBeCloseTo(0.014473, 5);
    expect(distanceMiles(28.5, -81.4, box.maxLat, -81.4)).toBeCloseTo(1, 6);
    expect(distanceMiles(28.5, -81.4, 28.5, box.maxLon)).toBeGreaterThanOrEqual(0.999);
  });
});

describe('small helpers', () => {
  it('dorUseCode keeps the first two digits', () => {
    expect(dorUseCode('0103')).toBe('01');
    expect(dorUseCode('0400')).toBe('04');
  });

  it('pricePerSqft divides and rounds to the cent', () => {
    // 300,000 / 1,875 = 160
    expect(pricePerSqft(300_000, 1_875)).toBe(160);
    // 250,000 / 1,733 = 144.2585... -> 144.26
    expect(pricePerSqft(250_000, 1_733)).toBe(144.26);
    expect(pricePerSqft(250_000, 0)).toBeNull();
  });

  it('monthsBefore steps back calendar months and keeps to the month end', () => {
    expect(monthsBefore('2025-01-15', 12)).toBe('2024-01-15');
    expect(monthsBefore('2025-01-15', 24)).toBe('2023-01-15');
    expect(monthsBefore('2025-03-31', 1)).toBe('2025-02-28');
    expect(monthsBefore('2024-03-31', 1)).toBe('2024-02-29');
    expect(monthsBefore('2025-02-10', 3)).toBe('2024-11-10');
  });

  it('band gives +/- percent: 1,500 +/- 20% = 1,200 to 1,800', () => {
    expect(band(1_500, 20)).toEqual([1_200, 1_800]);
    // 1,234 x 0.9 = 1,110.6 -> 1,110; 1,234 x 1.1 = 1,357.4 -> 1,358 (the band never shrinks)
    expect(band(1_234, 10)).toEqual([1_110, 1_358]);
  });
});

describe('sortComparables', () => {
  const sales = [
    sale({ parcelId: 'a', price: 200_000, distance: 0.8 }),
    sale({ parcelId: 'b', price: 350_000, distance: null }),
    sale({ parcelId: 'c', price: 275_000, distance: 0.2 }),
  ];

  it('sorts by any column in either direction', () => {
    expect(sortComparables(sales, 'price', 'asc').map((s) => s.parcelId)).toEqual(['a', 'c', 'b']);
    expect(sortComparables(sales, 'price', 'desc').map((s) => s.parcelId)).toEqual(['b', 'c', 'a']);
  });

  it('puts missing values last in both directions and leaves the input alone', () => {
    expect(sortComparables(sales, 'distance', 'asc').map((s) => s.parcelId)).toEqual(['c', 'a', 'b']);
    expect(sortComparables(sales, 'distance', 'desc').map((s) => s.parcelId)).toEqual(['a', 'c', 'b']);
    expect(sales.map((s) => s.parcelId)).toEqual(['a', 'b', 'c']);
  });
});

describe('comparableRowOf', () => {
  it('gives the tool’s sale the columns of every list, its distance in feet', () => {
    const { header, cells } = comparableCsv([comparableRowOf(sale({})), comparableRowOf(sale({ distance: null }))]);
    expect(header.join(',')).toBe(
      'Parcel ID,Property address,Sale date,Sale price,Use code,Living area (sq ft),Price per sq ft,Bedrooms,Baths,Year built,Lot (sq ft),Distance (ft)',
    );
    // 0.5 miles x 5,280 = 2,640 feet
    expect(cells[0]).toEqual(['35-20-27-6645-00-001', '100 MAIN ST', '2025-01-15', 300_000, '0100', 1_875, '160.00', 3, 2, 1995, 8_000, 2_640]);
    expect(cells[1]![11]).toBeNull();
  });
});

describe('comparablesQuerySchema', () => {
  it('fills defaults and accepts either id order', () => {
    const parsed = comparablesQuerySchema.parse({ pid: '35-20-27-6645-00-001' });
    expect(parsed).toMatchObject({
      months: 36,
      radius: 1,
      areaBand: 30,
      yearBand: 15,
      bedsBand: 1,
      lotBand: 50,
      use: 'group',
      match: 'either',
      sortBy: 'saleDate',
      sortDir: 'desc',
    });
  });

  it('refuses bad ids, out-of-range bands and unknown sort keys', () => {
    expect(comparablesQuerySchema.safeParse({ pid: '123' }).success).toBe(false);
    expect(comparablesQuerySchema.safeParse({ pid: '272035664500001', months: '61' }).success).toBe(false);
    expect(comparablesQuerySchema.safeParse({ pid: '272035664500001', radius: 'far' }).success).toBe(false);
    expect(comparablesQuerySchema.safeParse({ pid: '272035664500001', sortBy: 'owner' }).success).toBe(false);
  });
});
