import { rolledBackRate } from '../trim/rates.ts';

// Taxing authorities, which of them levy in each jurisdiction, and their millage for the five roll
// years. Figures marked in FACTS.md as sourced are used as given; the school board's total (about
// 6.38 mills) is split into its usual parts, and city rates other than Orlando's are plausible
// values to be replaced by a county's own (docs/decisions/0010-county-data.md).

export interface TaxingAuthority {
  code: string;
  name: string;
  school: boolean;
  kind: 'county' | 'city' | 'school' | 'district' | 'mstu';
  /** Millage by tax year 2022-2026. */
  millage: readonly [number, number, number, number, number];
}

export const TAX_YEARS = [2022, 2023, 2024, 2025, 2026] as const;
export const LATEST_TAX_YEAR = 2026;

const flat = (m: number): [number, number, number, number, number] => [m, m, m, m, m];

export const TAXING_AUTHORITIES: readonly TaxingAuthority[] = [
  { code: 'CNTY', name: 'Orange County General', school: false, kind: 'county', millage: flat(4.4347) },
  { code: 'SBRLE', name: 'Orange County School Board - Required Local Effort', school: true, kind: 'school', millage: [3.264, 3.162, 3.206, 3.151, 3.134] },
  { code: 'SBDIS', name: 'Orange County School Board - Discretionary', school: true, kind: 'school', millage: flat(0.748) },
  { code: 'SBCAP', name: 'Orange County School Board - Capital Outlay', school: true, kind: 'school', millage: flat(1.5) },
  { code: 'SBVOT', name: 'Orange County School Board - Voted Operating', school: true, kind: 'school', millage: flat(1.0) },
  { code: 'SJWM', name: 'St. Johns River Water Management District', school: false, kind: 'district', millage: [0.2189, 0.1974, 0.1793, 0.1793, 0.1793] },
  { code: 'LIB', name: 'Orange County Library District', school: false, kind: 'district', millage: flat(0.3748) },
  { code: 'FIRE', name: 'Orange County Fire Rescue MSTU', school: false, kind: 'mstu', millage: flat(2.2437) },
  { code: 'UMSTU', name: 'Orange County Unincorporated Area MSTU', school: false, kind: 'mstu', millage: flat(1.8043) },
  { code: 'ORL', name: 'City of Orlando', school: false, kind: 'city', millage: flat(6.65) },
  { code: 'APK', name: 'City of Apopka', school: false, kind: 'city', millage: [4.25, 4.25, 4.25, 4.25, 4.25] },
  { code: 'OCO', name: 'City of Ocoee', school: false, kind: 'city', millage: [5.8, 5.8, 5.7, 5.7, 5.7] },
  { code: 'WG', name: 'City of Winter Garden', school: false, kind: 'city', millage: flat(4.25) },
  { code: 'WP', name: 'City of Winter Park', school: false, kind: 'city', millage: [4.0923, 4.1345, 4.1345, 4.1345, 4.1345] },
  { code: 'MTL', name: 'City of Maitland', school: false, kind: 'city', millage: flat(4.45) },
  { code: 'EVL', name: 'Town of Eatonville', school: false, kind: 'city', millage: flat(7.2938) },
  { code: 'EDG', name: 'City of Edgewood', school: false, kind: 'city', millage: flat(5.0) },
  { code: 'BI', name: 'City of Belle Isle', school: false, kind: 'city', millage: flat(4.4018) },
  { code: 'WND', name: 'Town of Windermere', school: false, kind: 'city', millage: flat(4.3) },
  { code: 'OAK', name: 'Town of Oakland', school: false, kind: 'city', millage: flat(6.9) },
  { code: 'BAY', name: 'City of Bay Lake', school: false, kind: 'city', millage: flat(1.6) },
  { code: 'LBV', name: 'City of Lake Buena Vista', school: false, kind: 'city', millage: flat(1.4) },
];

const COUNTYWIDE = ['CNTY', 'SBRLE', 'SBDIS', 'SBCAP', 'SBVOT', 'SJWM', 'LIB'];
// Small towns buy fire service from the county's MSTU; larger cities run their own department.
const COUNTY_FIRE = new Set(['EVL', 'EDG', 'BI', 'WND', 'OAK']);

/** Authority codes levying in a jurisdiction. */
export function leviesOf(jurisdiction: string): string[] {
  if (jurisdiction === 'ORG') return [...COUNTYWIDE, 'FIRE', 'UMSTU'];
  return [...COUNTYWIDE, ...(COUNTY_FIRE.has(jurisdiction) ? ['FIRE'] : []), jurisdiction];
}

// The proposed and rolled-back rates on the sample county's TRIM notices. Each authority adopts
// the rate it proposed (the usual case: an adopted rate may not exceed the proposed one without a
// second notice). Its rolled-back rate is last year's levy over this year's taxable value of the
// property already on the roll, which reassessment raised by these shares over the year before.
const REASSESSMENT_GROWTH = [0.07, 0.09, 0.06, 0.05, 0.04] as const;
const COUNTY_TAXABLE = 100_000_000_000;

/** Proposed and rolled-back millage of an authority for one of TAX_YEARS. */
export function proposedRates(authority: TaxingAuthority, year: number): [number, number] {
  const i = TAX_YEARS.indexOf(year as (typeof TAX_YEARS)[number]);
  const adopted = authority.millage[i] ?? 0;
  const prior = authority.millage[i - 1] ?? adopted;
  const proceeds = (prior * COUNTY_TAXABLE) / 1000;
  return [adopted, rolledBackRate(proceeds, COUNTY_TAXABLE * (1 + (REASSESSMENT_GROWTH[i] ?? 0)))];
}
