import { describe, expect, it } from 'vitest';
import { explainBillChange, homesteadExemptions, type RollYear } from '../../src/tax/index.ts';

// A homestead whose Save Our Homes assessed value rose by the 2025 cap (2.9%) while its just value
// rose 20,000 and the school rate fell from 6.50 to 6.38 mills.
const county = { code: 'CTY', name: 'County General', school: false };
const school = { code: 'SCH', name: 'School Board', school: true };

const y2024: RollYear = {
  taxYear: 2024,
  justValue: 300_000,
  schoolAssessed: 200_000,
  nonschoolAssessed: 200_000,
  capSavings: 100_000,
  schoolExempt: 25_000,
  nonschoolExempt: 50_000,
  schoolTaxable: 175_000,
  nonschoolTaxable: 150_000,
  homestead: true,
  exemptions: homesteadExemptions(200_000, 200_000),
  levies: [
    { ...county, millage: 4.4347 },
    { ...school, millage: 6.5 },
  ],
};

// 200,000 x 1.029 = 205,800 assessed; taxable 205,800 - 25,000 = 180,800 (school) and
// 205,800 - 50,000 = 155,800 (non-school); cap savings 320,000 - 205,800 = 114,200.
const y2025: RollYear = {
  ...y2024,
  taxYear: 2025,
  justValue: 320_000,
  schoolAssessed: 205_800,
  nonschoolAssessed: 205_800,
  capSavings: 114_200,
  schoolTaxable: 180_800,
  nonschoolTaxable: 155_800,
  exemptions: homesteadExemptions(205_800, 205_800),
  levies: [
    { ...county, millage: 4.4347 },
    { ...school, millage: 6.38 },
  ],
};

describe('explainBillChange', () => {
  const result = explainBillChange(y2024, y2025);

  it('compares each value on the way to taxable', () => {
    // just +20,000 = 6.666...% -> 6.7%
    expect(result.justValue).toEqual({ previous: 300_000, current: 320_000, change: 20_000, percent: 6.7 });
    // assessed +5,800 = 2.9%
    expect(result.nonschoolAssessed).toMatchObject({ change: 5_800, percent: 2.9 });
    expect(result.capSavings.change).toBe(14_200);
    expect(result.schoolExempt.change).toBe(0);
    expect(result.schoolTaxable.change).toBe(5_800);
    // 4.4347 + 6.50 = 10.9347 -> 4.4347 + 6.38 = 10.8147: -0.12
    expect(result.totalMillage).toMatchObject({ previous: 10.9347, current: 10.8147, change: -0.12 });
  });

  it('gives each levy its tax in both years and splits the change into values and rates', () => {
    // 2024: county 150,000 x 4.4347 / 1,000 = 665.205 -> 665.21; school 175,000 x 6.50 / 1,000 = 1,137.50
    // 2025: county 155,800 x 4.4347 / 1,000 = 690.926... -> 690.93; school 180,800 x 6.38 / 1,000 = 1,153.504 -> 1,153.50
    expect(result.levies).toEqual([
      { ...county, previousMillage: 4.4347, currentMillage: 4.4347, previousTax: 665.21, currentTax: 690.93 },
      { ...school, previousMillage: 6.5, currentMillage: 6.38, previousTax: 1137.5, currentTax: 1153.5 },
    ]);
    // totals 665.21 + 1,137.50 = 1,802.71 and 690.93 + 1,153.50 = 1,844.43: +41.72
    expect(result.totalTax).toMatchObject({ previous: 1802.71, current: 1844.43, change: 41.72 });
    // at 2024 rates, 2025 values: county 690.93 - 665.21 = 25.72; school 180,800 x 6.50 / 1,000 =
    // 1,175.20 - 1,137.50 = 37.70; together 63.42. Rates: 41.72 - 63.42 = -21.70
    // (the school's 1,153.50 at 6.38 against 1,175.20 at 6.50).
    expect(result.dueToValues).toBe(63.42);
    expect(result.dueToRates).toBe(-21.7);
    expect(result.homesteadChanged).toBe(false);
  });

  it('counts a levy that is new this year as a rate change', () => {
    const library = { code: 'LIB', name: 'Library District', school: false, millage: 0.3748 };
    const withLibrary = explainBillChange(y2024, { ...y2025, levies: [...y2025.levies, library] });
    // 155,800 x 0.3748 / 1,000 = 58.39384 -> 58.39
    expect(withLibrary.levies[2]).toMatchObject({ code: 'LIB', previousMillage: null, previousTax: 0, currentTax: 58.39 });
    expect(withLibrary.dueToValues).toBe(63.42);
    // -21.70 + 58.39 = 36.69
    expect(withLibrary.dueToRates).toBe(36.69);
    expect(withLibrary.totalTax.change).toBe(100.11);
  });

  it('notices a homestead that was added or removed', () => {
    expect(explainBillChange(y2024, { ...y2025, homestead: false }).homesteadChanged).toBe(true);
  });
});
