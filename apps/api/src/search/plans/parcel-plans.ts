import { formatDisplayId, parcelDigits, swapParcelOrder, PARCEL_ID_LENGTH } from '@county/shared';
import { searchKey } from '@county/shared/search-keys';
import { advancedSearchCriteria, type AdvancedSearchCriteria, type SalesSearchCriteria } from '@county/shared/search';
import type { Database } from '../../db/database.ts';
import { InvalidInputError } from '../../errors.ts';
import { describeAddress, parseAddress, type ParsedAddress } from '../understand/address.ts';
import { cityNames } from '../understand/cities.ts';
import { currentTaxYear } from './tax-year.ts';
import { join, q, raw } from '../../db/statements.ts';
import {
  between,
  bound,
  column as sqlColumn,
  ownerCondition,
  ownerExists,
  ownerPrefixes,
  or,
  startsWith,
  useCodeCondition,
  type Condition,
  type SearchPlan,
} from './conditions.ts';
import { ON_ROLL } from '../../roll/conditions.ts';

// One plan per kind of search. Each turns validated criteria into index-friendly conditions.

/** A condition no row meets: a search whose text leaves nothing to look for. */
export const NOTHING: Condition = raw('1 = 0');

export function parcelPlan(conditions: Condition[], understoodAs: string, defaultSort: SearchPlan['defaultSort'], ownerMatched = false): SearchPlan {
  return {
    source: 'parcels',
    conditions: [...conditions, ON_ROLL],
    readsParcel: true,
    valueKnown: false,
    ownerMatched,
    defaultSort,
    defaultDirection: 'ASC',
    understoodAs,
  };
}

/** A plan listing exactly these parcels, in id order unless asked otherwise; retired ones too (their cards still open). */
export function idsPlan(ids: string[], understoodAs: string): SearchPlan {
  return { ...parcelPlan([], understoodAs, 'ParcelID'), conditions: [ids.length > 0 ? q`p.parcel_id in (${join(ids)})` : NOTHING] };
}

export function addressConditions(a: ParsedAddress, cities: Map<string, string>): Condition[] {
  const out: Condition[] = [a.hasSuffix ? q`p.street_key = ${a.streetKey}` : startsWith('p.street_key', a.streetKey)];
  if (a.number !== null) out.push(q`p.situs_number = ${a.number}`);
  if (a.direction) out.push(q`p.situs_direction = ${a.direction}`);
  if (a.unit) out.push(q`p.situs_unit = ${a.unit}`);
  if (a.city) out.push(q`p.situs_city = ${cities.get(a.city) ?? a.city}`);
  if (a.zip) out.push(q`p.situs_zip = ${a.zip}`);
  return out;
}

export async function addressPlan(database: Database, text: string): Promise<SearchPlan> {
  const cities = await cityNames(database);
  const parsed = parseAddress(text, [...cities.keys()]);
  if (!parsed) return parcelPlan([NOTHING], `address "${text}"`, 'Address');
  return parcelPlan(addressConditions(parsed, cities), `address ${describeAddress(parsed)}`, 'Address');
}

export function ownerPlan(text: string): SearchPlan {
  const key = searchKey(text);
  const plan = parcelPlan([key ? ownerCondition(key) : NOTHING], `owner name starting "${key || text}"`, 'OwnerName', !!key);
  if (key) {
    plan.ownerPrefixes = ownerPrefixes(key);
    plan.firstOwners = [ownerExists(key)];
    plan.ownerName = key;
  }
  return plan;
}

/** Full ids in either order; partial ids as prefixes of the stored or the display order. */
export function parcelIdConditions(input: string): Condition[] {
  const digits = parcelDigits(input);
  if (digits.length === 0 || digits.length > PARCEL_ID_LENGTH) return [NOTHING];
  // A full id is read in the order its form suggests and also in the other order: dashes do not
  // prove display order (people copy the stored id with dashes too), and two real parcels whose
  // ids are each other's swap are rare enough that listing both is the honest answer.
  if (digits.length === PARCEL_ID_LENGTH) return [q`p.parcel_id in (${digits}, ${swapParcelOrder(digits)})`];
  const display = startsWith('p.display_id', formatDisplayId(digits));
  // Dashes after the first pair mean the display order was typed.
  if (/^\s*\d{2}-/.test(input)) return [display];
  return [or(partialIdRanges(input)!)];
}

export function parcelIdPlan(input: string, understoodAs = `parcel ID starting ${input.trim()}`): SearchPlan {
  const plan = parcelPlan(parcelIdConditions(input), understoodAs, 'ParcelID');
  const either = partialIdRanges(input);
  if (either) plan.alternatives = either.map((range) => [range, ON_ROLL]);
  return plan;
}

/** The two ranges parcelIdConditions joins by or for a partial id typed without dashes, else null. */
function partialIdRanges(input: string): [Condition, Condition] | null {
  const digits = parcelDigits(input);
  if (digits.length === 0 || digits.length >= PARCEL_ID_LENGTH || /^\s*\d{2}-/.test(input)) return null;
  return [startsWith('p.parcel_id', digits), startsWith('p.display_id', formatDisplayId(digits))];
}

export function subdivisionPlan(text: string): SearchPlan {
  const key = searchKey(text);
  const plan = parcelPlan([key ? startsWith('p.subdivision_key', key) : NOTHING], `subdivision "${key || text}"`, 'ParcelID');
  if (key) plan.subdivisions = { prefix: key };
  return plan;
}

/**
 * The parcels of subdivisions named exactly (names the vocabulary found: the box's subdivision
 * reading, a plat's), listed from the subdivisions kept in memory; no names, no parcels.
 */
export function namedSubdivisionsPlan(names: string[], understoodAs: string): SearchPlan {
  const plan = parcelPlan([names.length > 0 ? q`p.subdivision_key in (${join(names)})` : NOTHING], understoodAs, 'ParcelID');
  if (names.length > 0) plan.subdivisions = { names };
  return plan;
}

/** 2024-08-02 -> 08/02/2024: headers are read by people (the API's parameters stay ISO). */
function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** The lower end of each range, in words, for a message a person can read. */
const LOWER: Record<string, string> = {
  toDate: 'on or after fromDate (the "sold on or after" date)',
  maxPrice: 'at least minPrice (the lowest price)',
  maxValue: 'at least minValue (the lowest value)',
  maxYearBuilt: 'at least minYearBuilt (the earliest year)',
  maxLivingArea: 'at least minLivingArea (the smallest area)',
  maxAcres: 'at least minAcres (the smallest acreage)',
};

function checkRange<T extends number | string>(min: T | undefined, max: T | undefined, field: string): void {
  if (min !== undefined && max !== undefined && min > max) {
    throw new InvalidInputError(`${field}: must be ${LOWER[field] ?? 'at least the lower bound'}`, field);
  }
}

/**
 * City, ZIP, subdivision and use code. A sales search reads them from the copies each sale carries
 * of its parcel's (alias s, columns parcel_...), so it need not visit the parcel of every sale.
 */
async function areaConditions(
  database: Database,
  c: { city?: string; zip?: string; subdivision?: string; useCode?: string[] },
  words: string[],
  narrowedElsewhere: boolean,
  onSales: boolean,
  hidden = false,
): Promise<Condition[]> {
  const column = (name: string) => (onSales ? `s.parcel_${name}` : `p.${name}`);
  const out: Condition[] = [];
  if (c.city) {
    const key = searchKey(c.city);
    out.push(q`${sqlColumn(column('situs_city'))} = ${bound((await cityNames(database)).get(key) ?? key, hidden)}`);
    words.push(`in ${key}`);
  }
  if (c.zip) {
    out.push(q`${sqlColumn(column('situs_zip'))} = ${bound(c.zip, hidden)}`);
    words.push(`in ZIP ${c.zip}`);
  }
  if (c.subdivision) {
    const key = searchKey(c.subdivision);
    out.push(key ? startsWith(column('subdivision_key'), key, hidden) : NOTHING);
    words.push(`in subdivision "${key}"`);
  }
  if (c.useCode) {
    // The ZIP index holds the use code next, so a ZIP does not stop the use code from narrowing.
    out.push(useCodeCondition(c.useCode, !narrowedElsewhere && !c.subdivision, column('use_code'), hidden));
    words.push(`with use code ${c.useCode.join(', ')}`);
  }
  return out;
}

function saleConditions(c: Partial<SalesSearchCriteria>, qualifiedOnly: boolean, words: string[], hidden = false): Condition[] {
  checkRange(c.fromDate, c.toDate, 'toDate');
  checkRange(c.minPrice, c.maxPrice, 'maxPrice');
  const out = [...between('s.sale_date', c.fromDate, c.toDate, hidden), ...between('s.price', c.minPrice, c.maxPrice, hidden)];
  if (qualifiedOnly) out.push(q`s.qualified = 1`);
  words.push(`${qualifiedOnly ? 'qualified ' : ''}sales`);
  if (c.fromDate && c.toDate) words.push(`from ${usDate(c.fromDate)} to ${usDate(c.toDate)}`);
  else if (c.fromDate) words.push(`on or after ${usDate(c.fromDate)}`);
  else if (c.toDate) words.push(`on or before ${usDate(c.toDate)}`);
  if (c.minPrice !== undefined || c.maxPrice !== undefined) words.push(`priced $${c.minPrice ?? 0} to ${c.maxPrice === undefined ? 'any' : `$${c.maxPrice}`}`);
  return out;
}

export async function salesPlan(database: Database, c: SalesSearchCriteria): Promise<SearchPlan> {
  const words: string[] = [];
  // Every condition is on the sales' own columns, and the sales indexes each lead with what they
  // serve (an area, else the date): the values are kept out of SQLite's plan (unseen, db/statements.ts).
  const conditions = saleConditions(c, c.qualifiedOnly, words, true);
  // The sale-date index leads a sales search.
  conditions.push(...(await areaConditions(database, c, words, true, true, true)));
  return {
    source: 'sales',
    conditions,
    readsParcel: false,
    valueKnown: false,
    ownerMatched: false,
    defaultSort: 'SaleDate',
    defaultDirection: 'DESC',
    understoodAs: words.join(' '),
  };
}

export async function advancedPlan(database: Database, c: AdvancedSearchCriteria): Promise<SearchPlan> {
  if (Object.keys(advancedSearchCriteria.shape).every((k) => c[k as keyof AdvancedSearchCriteria] === undefined)) {
    throw new InvalidInputError('query: give at least one search criterion', 'query');
  }
  checkRange(c.minValue, c.maxValue, 'maxValue');
  checkRange(c.minYearBuilt, c.maxYearBuilt, 'maxYearBuilt');
  checkRange(c.minLivingArea, c.maxLivingArea, 'maxLivingArea');
  checkRange(c.minAcres, c.maxAcres, 'maxAcres');
  const words: string[] = [];
  const conditions: Condition[] = [];
  const sales = [c.fromDate, c.toDate, c.minPrice, c.maxPrice, c.qualifiedOnly].some((v) => v !== undefined);
  const parcelCriteria = [
    c.ownerName,
    c.street,
    c.minValue,
    c.maxValue,
    c.minYearBuilt,
    c.maxYearBuilt,
    c.minLivingArea,
    c.maxLivingArea,
    c.homestead,
    c.minAcres,
    c.maxAcres,
  ];
  const readsParcel = !sales || parcelCriteria.some((v) => v !== undefined);
  // The owner condition's place in the conditions, for firstOwners.
  let ownerAt = -1;
  const ownerKey = c.ownerName ? searchKey(c.ownerName) : '';
  if (c.ownerName) {
    ownerAt = conditions.length;
    conditions.push(ownerKey ? ownerCondition(ownerKey) : NOTHING);
    words.push(`owner "${ownerKey}"`);
  }
  if (c.street) {
    const cities = await cityNames(database);
    const parsed = parseAddress(c.street, [...cities.keys()]);
    conditions.push(...(parsed ? addressConditions(parsed, cities) : [NOTHING]));
    words.push(`on ${parsed ? describeAddress(parsed) : c.street}`);
  }
  conditions.push(...(await areaConditions(database, c, words, sales || !!c.ownerName || !!c.street, sales)));
  if (sales) conditions.push(...saleConditions(c, c.qualifiedOnly ?? true, words));
  const valueKnown = c.minValue !== undefined || c.maxValue !== undefined;
  if (valueKnown) {
    const year = await currentTaxYear(database);
    conditions.push(q`p.latest_value_year = ${year}`, ...between('p.latest_just_value', c.minValue, c.maxValue));
    words.push(`valued $${c.minValue ?? 0} to ${c.maxValue === undefined ? 'any' : `$${c.maxValue}`}`);
  }
  const building = [...between('b.year_built', c.minYearBuilt, c.maxYearBuilt), ...between('b.living_area', c.minLivingArea, c.maxLivingArea)];
  if (building.length > 0) {
    conditions.push(q`exists (select 1 from buildings b where b.parcel_id = p.parcel_id and ${join(building, ' and ')})`);
    if (c.minYearBuilt !== undefined || c.maxYearBuilt !== undefined) words.push(`built ${c.minYearBuilt ?? ''} to ${c.maxYearBuilt ?? ''}`.trim());
    if (c.minLivingArea !== undefined || c.maxLivingArea !== undefined)
      words.push(`with ${c.minLivingArea ?? 0} to ${c.maxLivingArea ?? 'any'} sq ft living area`);
  }
  if (c.homestead !== undefined) {
    conditions.push(q`p.homestead = ${c.homestead ? 1 : 0}`);
    words.push(c.homestead ? 'homesteaded' : 'not homesteaded');
  }
  if (c.minAcres !== undefined || c.maxAcres !== undefined) {
    conditions.push(...between('p.acreage', c.minAcres, c.maxAcres));
    words.push(`of ${c.minAcres ?? 0} to ${c.maxAcres ?? 'any'} acres`);
  }
  if (readsParcel) conditions.push(ON_ROLL);
  return {
    source: sales ? 'sales' : 'parcels',
    conditions,
    readsParcel,
    valueKnown,
    ownerMatched: !!c.ownerName,
    ownerPrefixes: ownerKey ? ownerPrefixes(ownerKey) : undefined,
    firstOwners: ownerKey && !sales ? conditions.map((condition, i) => (i === ownerAt ? ownerExists(ownerKey) : condition)) : undefined,
    defaultSort: sales ? 'SaleDate' : 'ParcelID',
    defaultDirection: sales ? 'DESC' : 'ASC',
    understoodAs: `parcels ${words.join(', ')}`,
  };
}
