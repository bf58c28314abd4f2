import { describe, expect, it } from 'vitest';
import { computePortability, portabilityInputSchema, purchasePriceSchema } from '../../src/tax/index.ts';

describe('computePortability', () => {
  it('upsizing moves the whole Save Our Homes benefit', () => {
    // benefit 300,000 - 180,000 = 120,000; new assessed 450,000 - 120,000 = 330,000
    expect(computePortability({ oldJust: 300_000, oldAssessed: 180_000, newJust: 450_000 })).toEqual({
      kind: 'upsizing',
      oldBenefit: 120_000,
      uncappedBenefit: 120_000,
      benefit: 120_000,
      capped: false,
      newAssessed: 330_000,
    });
  });

  it('downsizing keeps the old ratio of assessed to just value', () => {
    // 210,000 / 375,000 = 0.56; new assessed 280,000 x 0.56 = 156,800; benefit 280,000 - 156,800 = 123,200
    expect(computePortability({ oldJust: 375_000, oldAssessed: 210_000, newJust: 280_000 })).toEqual({
      kind: 'downsizing',
      oldBenefit: 165_000,
      uncappedBenefit: 123_200,
      benefit: 123_200,
      capped: false,
      newAssessed: 156_800,
    });
    // 400,000 / 250,000 -> 200,000 x 250,000 / 400,000 = 125,000; benefit 75,000
    expect(computePortability({ oldJust: 400_000, oldAssessed: 250_000, newJust: 200_000 })).toMatchObject({ benefit: 75_000, newAssessed: 125_000 });
  });

  it('caps the benefit at $500,000 in both directions', () => {
    // upsizing: 1,500,000 - 800,000 = 700,000 -> 500,000; new assessed 2,000,000 - 500,000 = 1,500,000
    expect(computePortability({ oldJust: 1_500_000, oldAssessed: 800_000, newJust: 2_000_000 })).toMatchObject({
      uncappedBenefit: 700_000,
      benefit: 500_000,
      capped: true,
      newAssessed: 1_500_000,
    });
    // downsizing: 1,000,000 x 500,000 / 2,000,000 = 250,000; benefit 750,000 -> 500,000; assessed 500,000
    expect(computePortability({ oldJust: 2_000_000, oldAssessed: 500_000, newJust: 1_000_000 })).toMatchObject({
      kind: 'downsizing',
      uncappedBenefit: 750_000,
      benefit: 500_000,
      capped: true,
      newAssessed: 500_000,
    });
  });

  it('a home bought for the same value counts as upsizing; no benefit moves nothing', () => {
    expect(computePortability({ oldJust: 250_000, oldAssessed: 250_000, newJust: 250_000 })).toMatchObject({
      kind: 'upsizing',
      benefit: 0,
      newAssessed: 250_000,
    });
  });
});

describe('portabilityInputSchema', () => {
  it('refuses an assessed value above the just value, naming the field', () => {
    const result = portabilityInputSchema.safeParse({ oldJust: 100_000, oldAssessed: 150_000, newJust: 200_000 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['oldAssessed']);
  });

  it('refuses zero, negative and non-numeric values', () => {
    expect(portabilityInputSchema.safeParse({ oldJust: 0, oldAssessed: 0, newJust: 1 }).success).toBe(false);
    expect(portabilityInputSchema.safeParse({ oldJust: 1, oldAssessed: -1, newJust: 1 }).success).toBe(false);
    expect(portabilityInputSchema.safeParse({ oldJust: Number.NaN, oldAssessed: 0, newJust: 1 }).success).toBe(false);
    expect(portabilityInputSchema.safeParse({ oldJust: 300_000, oldAssessed: 180_000, newJust: 450_000 }).success).toBe(true);
  });
});

describe('whole dollars of at least $1,000', () => {
  it('refuses cents and amounts under $1,000 with a message that says what is wanted', () => {
    const cents = purchasePriceSchema.safeParse(1.5);
    expect(cents.error?.issues[0]?.message).toBe('enter the purchase price in whole dollars, without cents');
    const small = purchasePriceSchema.safeParse(999);
    expect(small.error?.issues[0]?.message).toBe('the purchase price must be at least $1,000');
    expect(purchasePriceSchema.safeParse(Number.NaN).error?.issues[0]?.message).toBe('enter the purchase price in whole dollars, for example 250,000');
    expect(purchasePriceSchema.safeParse(1_000).success).toBe(true);
    expect(portabilityInputSchema.safeParse({ oldJust: 300_000, oldAssessed: 500, newJust: 450_000 }).success).toBe(false);
  });
});
