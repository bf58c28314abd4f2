import { describe, expect, it } from 'vitest';
import { computeTaxes, estimateNewOwnerTaxes, homesteadExemptions, levyTax, type LevyRate } from '../../src/tax/index.ts';

// Rates of an Orlando parcel (FACTS.md): county general, City of Orlando, the water management
// district and the school board (about 6.38 in total).
const ORLANDO: LevyRate[] = [
  { code: 'CTY', name: 'County General', millage: 4.4347, school: false },
  { code: 'ORL', name: 'City of Orlando', millage: 6.65, school: false },
  { code: 'SCH', name: 'School Board', millage: 6.38, school: true },
  { code: 'SJR', name: 'St. Johns River Water Management District', millage: 0.1793, school: false },
];

describe('levyTax', () => {
  it('is taxable x mills / 1,000 rounded half up to the cent', () => {
    // 250,000 x 4.4347 / 1,000 = 1,108.675 -> 1,108.68 (exactly half a cent rounds up)
    expect(levyTax(250_000, 4.4347)).toBe(1108.68);
    // 250,000 x 0.1793 / 1,000 = 44.825 -> 44.83
    expect(levyTax(250_000, 0.1793)).toBe(44.83);
    // 155,000 x 4.4347 / 1,000 = 687.3785 -> 687.38
    expect(levyTax(155_000, 4.4347)).toBe(687.38);
    // 180,800 x 6.38 / 1,000 = 1,153.504 -> 1,153.50
    expect(levyTax(180_800, 6.38)).toBe(1153.5);
    expect(levyTax(0, 6.38)).toBe(0);
  });
});

describe('homesteadExemptions', () => {
  it('gives $25,000 on all levies and $25,000 more on the $50,000-$75,000 band for non-school levies', () => {
    // 300,000 assessed: first 25,000 (school and non-school); second min(25,000, 300,000 - 50,000) = 25,000.
    const [first, second] = homesteadExemptions(300_000, 300_000);
    expect(first).toMatchObject({ code: 'HX', school: 25_000, nonschool: 25_000 });
    expect(second).toMatchObject({ code: 'HXA', school: 0, nonschool: 25_000 });
    expect(second!.description).toContain('$50,000 to $75,000');
  });

  it('gives only the part of the band that the assessed value reaches', () => {
    // 60,000 assessed: second = 60,000 - 50,000 = 10,000.
    expect(homesteadExemptions(60_000, 60_000).map((e) => e.nonschool)).toEqual([25_000, 10_000]);
    // 40,000 assessed: below the band, no second exemption.
    expect(homesteadExemptions(40_000, 40_000).map((e) => e.nonschool)).toEqual([25_000, 0]);
    // 20,000 assessed: the first exemption cannot exceed the value itself.
    expect(homesteadExemptions(20_000, 20_000).map((e) => e.school)).toEqual([20_000, 0]);
  });

  it('takes an indexed second amount: $26,411 covers $50,000 to $76,411', () => {
    // 300,000 assessed: second min(26,411, 250,000) = 26,411
    const [, second] = homesteadExemptions(300_000, 300_000, 26_411);
    expect(second).toMatchObject({ nonschool: 26_411 });
    expect(second!.description).toContain('$50,000 to $76,411');
    // 76,000 assessed: 76,000 - 50,000 = 26,000, below the indexed amount (the old cap would give 25,000)
    expect(homesteadExemptions(76_000, 76_000, 26_411)[1]!.nonschool).toBe(26_000);
  });
});

describe('estimateNewOwnerTaxes', () => {
  const estimate = estimateNewOwnerTaxes(300_000, ORLANDO);

  it('resets every assessed value to the price', () => {
    for (const steps of [estimate.withHomestead, estimate.withoutHomestead]) {
      expect(steps.justValue).toBe(300_000);
      expect(steps.schoolAssessed).toBe(300_000);
      expect(steps.nonschoolAssessed).toBe(300_000);
    }
  });

  it('with homestead: school taxable 275,000, non-school taxable 250,000, total $4,570.51', () => {
    const steps = estimate.withHomestead;
    // school exempt 25,000 -> 300,000 - 25,000 = 275,000
    // non-school exempt 25,000 + 25,000 = 50,000 -> 300,000 - 50,000 = 250,000
    expect(steps.schoolExempt).toBe(25_000);
    expect(steps.nonschoolExempt).toBe(50_000);
    expect(steps.schoolTaxable).toBe(275_000);
    expect(steps.nonschoolTaxable).toBe(250_000);
    // county   250,000 x 4.4347 / 1,000 = 1,108.675 -> 1,108.68
    // city     250,000 x 6.6500 / 1,000 = 1,662.50
    // school   275,000 x 6.3800 / 1,000 = 1,754.50
    // water    250,000 x 0.1793 / 1,000 =    44.825 -> 44.83
    // total    1,108.68 + 1,662.50 + 1,754.50 + 44.83 = 4,570.51
    expect(steps.levies.map((l) => [l.code, l.taxable, l.tax])).toEqual([
      ['CTY', 250_000, 1108.68],
      ['ORL', 250_000, 1662.5],
      ['SCH', 275_000, 1754.5],
      ['SJR', 250_000, 44.83],
    ]);
    expect(steps.totalTax).toBe(4570.51);
    // 4.4347 + 6.65 + 6.38 + 0.1793 = 17.644
    expect(steps.totalMillage).toBe(17.644);
  });

  it('with an indexed second exemption the non-school taxable value drops by the extra amount', () => {
    const steps = estimateNewOwnerTaxes(300_000, ORLANDO, 26_411).withHomestead;
    // non-school: 300,000 - 25,000 - 26,411 = 248,589; school unchanged at 275,000
    expect(steps.nonschoolTaxable).toBe(248_589);
    expect(steps.schoolTaxable).toBe(275_000);
    // county 248,589 x 4.4347 / 1,000 = 1,102.4176... -> 1,102.42
    expect(steps.levies[0]!.tax).toBe(1102.42);
  });

  it('without homestead: everything taxable at 300,000, total $5,293.20', () => {
    const steps = estimate.withoutHomestead;
    expect(steps.exemptions).toEqual([]);
    expect(steps.schoolTaxable).toBe(300_000);
    expect(steps.nonschoolTaxable).toBe(300_000);
    // county 1,330.41 (300,000 x 4.4347 / 1,000), city 1,995.00, school 1,914.00, water 53.79
    // total 1,330.41 + 1,995.00 + 1,914.00 + 53.79 = 5,293.20
    expect(steps.levies.map((l) => l.tax)).toEqual([1330.41, 1995, 1914, 53.79]);
    expect(steps.totalTax).toBe(5293.2);
  });
});

describe('computeTaxes', () => {
  it('adds other exemptions to both homestead ones and uses school taxable for school levies', () => {
    // A current homestead owner: just 350,000, Save Our Homes assessed 210,000, widow(er) 5,000.
    const steps = computeTaxes({
      justValue: 350_000,
      schoolAssessed: 210_000,
      nonschoolAssessed: 210_000,
      exemptions: [...homesteadExemptions(210_000, 210_000), { code: 'WID', description: 'Widow', school: 5_000, nonschool: 5_000 }],
      levies: [ORLANDO[0]!, ORLANDO[2]!],
    });
    // school:     210,000 - 25,000 - 5,000 = 180,000;  180,000 x 6.38 / 1,000 = 1,148.40
    // non-school: 210,000 - 25,000 - 25,000 - 5,000 = 155,000;  155,000 x 4.4347 / 1,000 = 687.3785 -> 687.38
    // total 1,148.40 + 687.38 = 1,835.78
    expect(steps.schoolTaxable).toBe(180_000);
    expect(steps.nonschoolTaxable).toBe(155_000);
    expect(steps.levies.map((l) => l.tax)).toEqual([687.38, 1148.4]);
    expect(steps.totalTax).toBe(1835.78);
  });

  it('never lets exemptions push a taxable value below zero', () => {
    const steps = computeTaxes({
      justValue: 30_000,
      schoolAssessed: 30_000,
      nonschoolAssessed: 30_000,
      exemptions: [
        { code: 'VET', description: 'Disabled veteran', school: 30_000, nonschool: 30_000 },
        { code: 'WID', description: 'Widow', school: 5_000, nonschool: 5_000 },
      ],
      levies: ORLANDO,
    });
    expect(steps.schoolTaxable).toBe(0);
    expect(steps.nonschoolTaxable).toBe(0);
    expect(steps.totalTax).toBe(0);
  });
});
