import { z } from 'zod';
import { band, monthsBefore, COMPARABLE_DEFAULTS, COMPARABLE_USES, type ComparableUse } from './comparable-filters.ts';

// The one definition of a comparable sale (issue 41, decision 124), used by the property card, the
// map's "comparable sales near this parcel" and the comparable-sales tool: a qualified sale with a
// price, of another parcel, of the same kind of property, of similar living area (land area for
// vacant land), age, bedrooms and lot, within the months before the roll's date. The filters start
// narrow, as a realtor's first look, and each can be widened; the server and the forms read them
// through the same schema.

/** A whole number written in plain digits ('12'); a form or a link sends text. */
const whole = (min: number, max: number, field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${field} must be a whole number` })
      .int(`${field} must be a whole number`)
      .min(min, `${field} must be at least ${min}`)
      .max(max, `${field} must be at most ${max}`),
  );

export const comparableFilterShape = {
  /** Sales of the last this many months, up to the roll's date. */
  months: whole(1, 60, 'months').default(COMPARABLE_DEFAULTS.months),
  use: z.enum(COMPARABLE_USES, { error: 'use must be group, dor or any' }).default(COMPARABLE_DEFAULTS.use),
  /** Living area (land area for vacant land) within this many percent of the subject's. */
  areaBand: whole(5, 1000, 'areaBand').default(COMPARABLE_DEFAULTS.areaBand),
  /** Year built within this many years of the subject's. */
  yearBand: whole(0, 200, 'yearBand').default(COMPARABLE_DEFAULTS.yearBand),
  /** Bedrooms within this many of the subject's. */
  bedsBand: whole(0, 20, 'bedsBand').default(COMPARABLE_DEFAULTS.bedsBand),
  /** Lot (land area) within this many percent of the subject's; not applied to vacant land, whose area is the size. */
  lotBand: whole(5, 1000, 'lotBand').default(COMPARABLE_DEFAULTS.lotBand),
};
export const comparableFilterSchema = z.object(comparableFilterShape);
export type ComparableFilter = z.infer<typeof comparableFilterSchema>;

/**
 * Local subtypes that sell apart from the rest of their DOR code: a townhouse is not a detached
 * house (both are DOR 01), nor a timeshare or a commercial unit a condominium home (DOR 04).
 */
const OWN_GROUP: ReadonlySet<string> = new Set(['0103', '0410', '0420']);

/** The kind of property a 4-digit use code is, for "same use group": 0100 and 0104 are one, 0103 another. */
export function useGroup(useCode: string): string {
  return OWN_GROUP.has(useCode) ? useCode : useCode.slice(0, 2);
}

/** What is compared of a parcel: its buildings summed (the oldest one's year), and its land. */
export interface ComparableFacts {
  useCode: string;
  livingArea: number | null;
  yearBuilt: number | null;
  bedrooms: number | null;
  landSqFt: number | null;
}

/** The filters applied to one subject, so a page can say what "similar" meant. */
export interface ComparableCriteria {
  from: string;
  to: string;
  use: ComparableUse;
  /** The subject's use group (or DOR code, with use=dor); null with use=any. */
  useKey: string | null;
  areaBasis: 'living' | 'land';
  areaMin: number | null;
  areaMax: number | null;
  yearMin: number | null;
  yearMax: number | null;
  bedsMin: number | null;
  bedsMax: number | null;
  lotMin: number | null;
  lotMax: number | null;
}

const positive = (n: number | null): n is number => n !== null && n > 0;

/** The bands of a subject: each band is left out when the subject lacks the figure it is measured from. */
export function comparableCriteria(subject: ComparableFacts, filter: ComparableFilter, windowEnd: string): ComparableCriteria {
  const living = positive(subject.livingArea);
  const size = living ? subject.livingArea : subject.landSqFt;
  const [areaMin, areaMax] = positive(size) ? band(size, filter.areaBand) : [null, null];
  const [lotMin, lotMax] = living && positive(subject.landSqFt) ? band(subject.landSqFt, filter.lotBand) : [null, null];
  const hasYear = living && subject.yearBuilt !== null;
  const hasBeds = living && positive(subject.bedrooms);
  return {
    from: monthsBefore(windowEnd, filter.months),
    to: windowEnd,
    use: filter.use,
    useKey: filter.use === 'any' ? null : filter.use === 'dor' ? subject.useCode.slice(0, 2) : useGroup(subject.useCode),
    areaBasis: living ? 'living' : 'land',
    areaMin,
    areaMax,
    yearMin: hasYear ? subject.yearBuilt! - filter.yearBand : null,
    yearMax: hasYear ? subject.yearBuilt! + filter.yearBand : null,
    bedsMin: hasBeds ? Math.max(0, subject.bedrooms! - filter.bedsBand) : null,
    bedsMax: hasBeds ? subject.bedrooms! + filter.bedsBand : null,
    lotMin,
    lotMax,
  };
}

/** The two DOR digits every comparable's use code starts with ('' with use=any): the SQL's first cut. */
export function useCodePrefix(criteria: ComparableCriteria): string {
  return criteria.useKey === null ? '' : criteria.useKey.slice(0, 2);
}

const within = (value: number | null, min: number | null, max: number | null) =>
  min === null || max === null || (value !== null && value >= min && value <= max);

export interface ComparableSaleFacts extends ComparableFacts {
  parcelId: string;
  saleDate: string;
  price: number;
  qualified: boolean;
}

/** Whether a sale is comparable to the subject under the criteria: the one test every list applies. */
export function isComparable(criteria: ComparableCriteria, subjectId: string, sale: ComparableSaleFacts): boolean {
  if (!sale.qualified || sale.price <= 0 || sale.parcelId === subjectId) return false;
  if (sale.saleDate < criteria.from || sale.saleDate > criteria.to) return false;
  if (criteria.useKey !== null) {
    const key = criteria.use === 'dor' ? sale.useCode.slice(0, 2) : useGroup(sale.useCode);
    if (key !== criteria.useKey) return false;
  }
  const size = criteria.areaBasis === 'living' ? sale.livingArea : sale.landSqFt;
  return (
    within(size, criteria.areaMin, criteria.areaMax) &&
    within(sale.yearBuilt, criteria.yearMin, criteria.yearMax) &&
    within(sale.bedrooms, criteria.bedsMin, criteria.bedsMax) &&
    within(sale.landSqFt, criteria.lotMin, criteria.lotMax)
  );
}

/** The filters as a query string's pairs, for links and the forms' requests. */
export function comparableFilterParams(filter: ComparableFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)]));
}
