import { TAX_YEARS } from '../../codes/taxing-authorities.ts';
import { EXEMPTION_BY_CODE } from '../../codes/exemption-codes.ts';
import { NOMINAL_PRICE, NON_HOMESTEAD_CAP, capped, firstHomestead, mayHoldHomestead, secondHomestead, sohCap } from '../../roll-rules/index.ts';
import type { Random } from './random.ts';
import { pad } from './geography.ts';

// Five roll years of a parcel: sales (who owned it on each January 1), values under the Save Our
// Homes and 10% caps, and exemptions.

/** Market level by year relative to the latest roll (Central Florida prices, rounded). */
const MARKET: Readonly<Record<number, number>> = {
  1975: 0.1, 1980: 0.16, 1985: 0.2, 1990: 0.25, 1995: 0.28, 2000: 0.34, 2003: 0.42, 2005: 0.65, 2006: 0.78,
  2007: 0.74, 2008: 0.6, 2009: 0.47, 2010: 0.42, 2011: 0.4, 2012: 0.42, 2013: 0.48, 2014: 0.53, 2015: 0.58,
  2016: 0.62, 2017: 0.67, 2018: 0.71, 2019: 0.74, 2020: 0.77, 2021: 0.85, 2022: 0.96, 2023: 1.0, 2024: 1.02,
  2025: 1.01, 2026: 0.99,
};

export function marketLevel(year: number): number {
  let y = year;
  while (MARKET[y] === undefined && y > 1975) y--;
  return MARKET[y] ?? 0.1;
}

/** Roll-year index: just values as of January 1 of each year relative to the latest roll. */
const ROLL_INDEX: Readonly<Record<number, number>> = { 2022: 0.86, 2023: 0.96, 2024: 1.0, 2025: 1.01, 2026: 1.0 };

export interface Sale {
  date: string;
  price: number;
  instrument: string;
  book: string | null;
  page: string | null;
  deed: string;
  qual: string;
  vacant: boolean;
  grantor: string;
  grantee: string;
}

const QUAL_MIX: readonly (readonly [qual: string, share: number, deeds: readonly string[]])[] = [
  ['01', 0.68, ['WD', 'WD', 'WD', 'SW']],
  ['02', 0.05, ['WD']],
  ['11', 0.07, ['QC', 'CD']],
  ['30', 0.05, ['QC', 'WD']],
  ['12', 0.03, ['CT', 'SW']],
  ['19', 0.03, ['PR', 'TR']],
  ['37', 0.03, ['WD']],
  ['05', 0.02, ['WD', 'SW']],
  ['38', 0.01, ['FJ', 'SH']],
  ['03', 0.02, ['WD']],
  ['21', 0.005, ['AA']],
  ['18', 0.005, ['TD']],
];

function drawQual(random: Random): readonly [string, string] {
  let x = random.next();
  for (const [qual, share, deeds] of QUAL_MIX) {
    if (x < share) return [qual, random.pick(deeds)];
    x -= share;
  }
  return ['01', 'WD'];
}

export interface SalesPlan {
  sales: Sale[];
  /** Homestead of the owner before the latest sale, for roll years before it. */
  previousHomestead: boolean;
  /** First roll year of the current owner's homestead (when homesteaded). */
  homesteadSince: number;
}

export interface SalesInput {
  random: Random;
  /** Just value now, and its land part (what a vacant lot sold for). */
  just: number;
  land: number;
  yearBuilt: number | null;
  improved: boolean;
  homestead: boolean;
  /** A home on a use code that can be a homestead (the roll rules), for the previous owner's homestead. */
  homesteadUse: boolean;
  currentOwner: string;
  builder: string;
  names: () => string;
  /** Latest date a sale may have (the data refresh date). */
  cutoff: string;
  minSales: number;
}

function saleRecord(random: Random, year: number, month: number, price: number, qual: readonly [string, string], vacant: boolean, grantor: string, grantee: string): Sale {
  const date = `${year}-${pad(month, 2)}-${pad(random.int(1, 28), 2)}`;
  const recorded = year < 2011;
  return {
    date,
    price,
    instrument: `${year}${pad(random.int(1, 799_999), 7)}`,
    book: recorded ? String(Math.round(2_400 + (year - 1975) * 240 + month * 20)) : null,
    page: recorded ? String(random.int(1, 4_999)) : null,
    deed: qual[1],
    qual: qual[0],
    vacant,
    grantor,
    grantee,
  };
}

/** A chain of sales ending with the current owner. */
export function planSales(input: SalesInput): SalesPlan {
  const r = input.random;
  const cutoffYear = Number(input.cutoff.slice(0, 4));
  const cutoffMonth = Number(input.cutoff.slice(5, 7));
  // A homestead on January 1 of the latest roll means the latest sale was before that date.
  const lastYear = input.homestead ? cutoffYear - 1 : cutoffYear;
  const years: number[] = [];
  let year = input.yearBuilt !== null && input.yearBuilt >= 1975 ? input.yearBuilt : r.int(1976, 2000);
  if (input.yearBuilt !== null && input.yearBuilt > lastYear) year = lastYear;
  while (year <= lastYear && years.length < 7) {
    years.push(year);
    year += r.chance(0.5) ? r.int(2, 7) : r.int(6, 16);
  }
  while (years.length < input.minSales) years.unshift((years[0] ?? lastYear) - r.int(3, 8));
  // Some old homes changed hands only before the records shown.
  if (input.minSales === 0 && years.length > 1 && (input.yearBuilt ?? 0) < 1975 && r.chance(0.08)) years.shift();

  const sales: Sale[] = [];
  let owner = input.yearBuilt !== null && input.yearBuilt >= 1975 ? input.builder : input.names();
  years.forEach((y, i) => {
    const last = i === years.length - 1;
    const month = y === cutoffYear ? r.int(1, Math.max(1, cutoffMonth - 1)) : r.int(1, 12);
    const grantee = last ? input.currentOwner : input.names();
    const qual = i === 0 && owner === input.builder ? (['01', 'SW'] as const) : drawQual(r);
    const vacant = !input.improved || (input.yearBuilt !== null && y < input.yearBuilt);
    const base = (vacant ? input.land : input.just) * marketLevel(y) * r.around(0.12);
    const nominal = qual[0] === '11' || qual[0] === '30' ? r.pick([10, 100, Math.round(base * 0.4)]) : base;
    // Only the nominal codes may carry a $10 or $100 price; any other sale is at least a few hundred dollars.
    const floor = nominal === base ? NOMINAL_PRICE * 5 : 10;
    sales.push(saleRecord(r, y, month, Math.max(floor, Math.round(nominal / 100) * 100 || 10), qual, vacant, owner, grantee));
    owner = grantee;
  });
  const lastSaleYear = years.at(-1) ?? 1970;
  const delay = r.chance(0.15) ? 2 : 1;
  // The seller of the latest sale held the homestead in the years before it, when the rules let them.
  const seller = sales.at(-1)?.grantor ?? '';
  const sellerMay = input.homesteadUse && seller.split(';').every((name) => mayHoldHomestead(name.trim()));
  return {
    sales,
    previousHomestead: r.chance(0.55) && sellerMay,
    // A homestead needs a home: it starts after the purchase and after the house was finished.
    homesteadSince: Math.min(cutoffYear, Math.max(lastSaleYear + delay, (input.yearBuilt ?? 0) + 1)),
  };
}

export interface ValueRow {
  year: number;
  just: number;
  land: number;
  building: number;
  feature: number;
  schoolAssessed: number;
  nonschoolAssessed: number;
  schoolExempt: number;
  nonschoolExempt: number;
  homestead: boolean;
  agSavings: number;
  exemptions: { code: string; school: number; nonschool: number }[];
}

export interface HistoryInput {
  random: Random;
  land: number;
  building: number;
  feature: number;
  /** Year the improvements were finished (they join the roll the next January 1). */
  yearBuilt: number | null;
  homestead: boolean;
  plan: SalesPlan;
  /** Extra exemptions of the current homestead owner (widow, disability ...). */
  personal: string[];
  /** Agricultural classification: land assessed at this fraction of its just value. */
  agRatio: number | null;
  /** Wholly exempt owner (government, church): exemption code. */
  wholeExemption: string | null;
}

export function valueHistory(input: HistoryInput): ValueRow[] {
  const r = input.random;
  const lastSale = input.plan.sales.at(-1);
  const saleYears = new Set(input.plan.sales.map((s) => Number(s.date.slice(0, 4))));
  const lastSaleYear = lastSale ? Number(lastSale.date.slice(0, 4)) : 0;
  const rows: ValueRow[] = [];
  let previous: ValueRow | null = null;
  for (const year of TAX_YEARS) {
    const index = (ROLL_INDEX[year] ?? 1) * (year === 2026 ? 1 : r.around(0.03));
    const improved = input.yearBuilt === null || input.yearBuilt < year;
    const land = Math.round((input.land * index) / 100) * 100;
    const building = improved ? Math.round((input.building * index) / 100) * 100 : 0;
    const feature = improved ? Math.round((input.feature * index) / 100) * 100 : 0;
    const just = land + building + feature;
    const currentOwner = lastSaleYear < year;
    const homestead = currentOwner
      ? input.homestead && year >= input.plan.homesteadSince
      : input.plan.previousHomestead && improved && input.agRatio === null && input.wholeExemption === null;
    // A change of ownership during last year (or new improvements) puts assessed back at just value.
    const reset = saleYears.has(year - 1) || (previous !== null && previous.building === 0 && building > 0);
    let schoolAssessed = just;
    let nonschoolAssessed = just;
    let agSavings = 0;
    if (input.agRatio !== null) {
      schoolAssessed = Math.round(land * input.agRatio) + building + feature;
      nonschoolAssessed = schoolAssessed;
      agSavings = just - schoolAssessed;
    } else if (homestead) {
      if (previous?.homestead && !reset) {
        schoolAssessed = capped(previous.schoolAssessed, just, sohCap(year));
      } else if (!previous && !reset && input.plan.homesteadSince < year) {
        // Homesteaded before the first roll year shown: the cap has held it below just value since.
        const years = Math.min(25, year - Math.max(input.plan.homesteadSince, 1995));
        schoolAssessed = Math.round(just * Math.max(0.35, 1 - years * r.range(0.02, 0.04)));
      }
      nonschoolAssessed = schoolAssessed;
    } else if (previous && !previous.homestead && !reset) {
      nonschoolAssessed = capped(previous.nonschoolAssessed, just, NON_HOMESTEAD_CAP);
    } else if (!previous && !reset && lastSaleYear < year - 1) {
      nonschoolAssessed = Math.round(just * r.range(0.8, 1));
    }
    const exemptions = exemptionsFor(input, year, homestead && currentOwner, homestead, schoolAssessed, nonschoolAssessed);
    const row: ValueRow = {
      year,
      just,
      land,
      building,
      feature,
      schoolAssessed,
      nonschoolAssessed,
      schoolExempt: exemptions.reduce((sum, e) => sum + e.school, 0),
      nonschoolExempt: exemptions.reduce((sum, e) => sum + e.nonschool, 0),
      homestead,
      agSavings,
      exemptions,
    };
    rows.push(row);
    previous = row;
  }
  return rows;
}

const PERSONAL_AMOUNT: Readonly<Record<string, readonly [school: number, nonschool: number]>> = {
  WD: [5_000, 5_000],
  BL: [5_000, 5_000],
  DI: [5_000, 5_000],
  DV: [5_000, 5_000],
  SR: [0, 50_000],
};

function exemptionsFor(input: HistoryInput, year: number, currentHomestead: boolean, homestead: boolean, school: number, nonschool: number): ValueRow['exemptions'] {
  const out: ValueRow['exemptions'] = [];
  let schoolLeft = school;
  let nonschoolLeft = nonschool;
  const take = (code: string, wantSchool: number, wantNonschool: number): void => {
    const s = Math.min(schoolLeft, wantSchool);
    const n = Math.min(nonschoolLeft, wantNonschool);
    schoolLeft -= s;
    nonschoolLeft -= n;
    if (s > 0 || n > 0) out.push({ code, school: s, nonschool: n });
  };
  if (input.wholeExemption) take(input.wholeExemption, school, nonschool);
  if (!homestead) return out;
  take('HX', firstHomestead(school), firstHomestead(nonschool));
  take('HXA', 0, secondHomestead(nonschool, year));
  if (!currentHomestead) return out;
  for (const code of input.personal) {
    if (code === 'TV') take('TV', schoolLeft, nonschoolLeft);
    const amount = PERSONAL_AMOUNT[code];
    if (amount) take(code, amount[0], amount[1]);
  }
  return out;
}

export function exemptionDescription(code: string): string {
  return EXEMPTION_BY_CODE.get(code)?.description ?? code;
}
