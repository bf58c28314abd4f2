import { z } from 'zod';
import { sortDirection } from './sort-direction.ts';
import { LANGS } from './lang.ts';

// The parcel-search contract: query schemas the API validates with and the web forms reuse, and
// the shapes of the answers. Field names follow the office's public API (QuickSearch), whose
// clients send `page` (1-based), `size`, `sortBy` and `sortDir` and read `totalCount` on every row.
// Only lazy chunks of the web app may import this module: it builds zod schemas at top level.

export const SEARCH_PAGE_MAX = 1000;
export const SEARCH_SIZE_MAX = 100;
export const SEARCH_SIZE_DEFAULT = 20;
export const SEARCH_TEXT_MAX = 120;
/** Type-ahead starts after this many characters and lists at most this many per kind. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_PER_KIND = 8;

/** The office's orders; its own API (office-search.ts) takes only these. */
export const OFFICE_PARCEL_SORTS = ['ParcelID', 'OwnerName', 'Address', 'Value', 'SaleDate', 'SalePrice'] as const;
/** Ours add what realtors compare (the last sale is the parcel's latest, in any search). */
export const PARCEL_SORTS = [...OFFICE_PARCEL_SORTS, 'LivingArea', 'Bedrooms', 'Bathrooms', 'YearBuilt', 'LandArea', 'LastSaleDate', 'LastSalePrice'] as const;
export type ParcelSort = (typeof PARCEL_SORTS)[number];
export const TANGIBLE_SORTS = ['Account', 'BusinessName', 'Address'] as const;
export type TangibleSort = (typeof TANGIBLE_SORTS)[number];
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A whole number given as digits only: '12' passes, '1e3', '-1', '' and '12abc' do not. */
function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,12}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

function decimal(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}(\.\d{1,4})?$/, 'must be a number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

const text = (max = SEARCH_TEXT_MAX) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const isoDate = z.iso.date('must be a date as YYYY-MM-DD');
const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no', 'True', 'False']).transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'True');
const zip = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'must be a 5-digit ZIP code');
/** Dollars as people write them: '$300,000', '300,000' and '300000' are the same amount. */
const price = z
  .string()
  .transform((v) =>
    v
      .replace(/^\s*\$\s*/, '')
      .replace(/,(?=\d{3}(\D|$))/g, '')
      .trim(),
  )
  .pipe(wholeNumber(0, 10_000_000_000));

/** One or more 4-digit use codes (or 2-digit DOR groups), repeated or comma-separated. */
const useCodes = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string())
      .min(1, 'must name a use code')
      .max(30, 'must name at most 30 use codes')
      .refine((codes) => codes.every((c) => /^\d{2}(\d{2})?$/.test(c)), 'must be 4-digit use codes or 2-digit DOR groups'),
  );

const paging = {
  page: wholeNumber(1, SEARCH_PAGE_MAX).default(1),
  size: wholeNumber(1, SEARCH_SIZE_MAX).default(SEARCH_SIZE_DEFAULT),
  // No default: each search has its natural direction (sales: newest first).
  sortDir: sortDirection(SORT_DIRECTIONS).optional(),
};
const parcelPaging = { ...paging, sortBy: z.enum(PARCEL_SORTS).optional() };
/**
 * The office's own QuickSearch routes (by address, by owner) answer the office's five fields and
 * nothing else, as its clients know them; `columns=all` asks for this project's row (the results
 * table's columns and what realtors compare), which this site's pages send.
 */
const officeColumns = { columns: z.enum(['office', 'all'], { error: 'must be office or all' }).optional() };
const tangiblePaging = { ...paging, sortBy: z.enum(TANGIBLE_SORTS).optional() };

export const addressSearchCriteria = z.object({ address: text() });
export const ownerSearchCriteria = z.object({ ownerName: text() });
export const parcelIdSearchCriteria = z.object({
  pid: z
    .string()
    .trim()
    .regex(/^[\d\s-]{1,25}$/, 'must be digits, with dashes or spaces if you like')
    .refine((v) => /\d/.test(v), 'must contain digits'),
});
export const subdivisionSearchCriteria = z.object({ subdivision: text() });
export const salesSearchCriteria = z.object({
  // Either end may be open ('sold on or after 01/01/2025'); needsASaleDate asks for one of them.
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
  city: text(40).optional(),
  zip: zip.optional(),
  subdivision: text().optional(),
  useCode: useCodes.optional(),
  minPrice: price.optional(),
  maxPrice: price.optional(),
  qualifiedOnly: flag.default(true),
});
/**
 * A sales search names a start, an end or both: with neither it would list every sale ever
 * recorded. A refinement rather than part of the object, so the schemas can still be extended
 * and trimmed (the export drops paging); the form and the API both apply it.
 */
export function needsASaleDate(v: { fromDate?: string; toDate?: string }, ctx: z.RefinementCtx): void {
  if (!v.fromDate && !v.toDate) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'give a start date, an end date or both' });
}
/** The sales form's schema: the criteria with needsASaleDate. */
export const salesSearchForm = salesSearchCriteria.superRefine(needsASaleDate);
export const tangibleSearchCriteria = z.object({
  account: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, 'must be letters and digits')
    .optional(),
  businessName: text().optional(),
});
export const advancedSearchCriteria = z.object({
  ownerName: text().optional(),
  street: text().optional(),
  city: text(40).optional(),
  zip: zip.optional(),
  useCode: useCodes.optional(),
  subdivision: text().optional(),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
  minPrice: price.optional(),
  maxPrice: price.optional(),
  qualifiedOnly: flag.optional(),
  minValue: price.optional(),
  maxValue: price.optional(),
  minYearBuilt: wholeNumber(1800, 2100).optional(),
  maxYearBuilt: wholeNumber(1800, 2100).optional(),
  minLivingArea: wholeNumber(0, 10_000_000).optional(),
  maxLivingArea: wholeNumber(0, 10_000_000).optional(),
  homestead: flag.optional(),
  minAcres: decimal(0, 1_000_000).optional(),
  maxAcres: decimal(0, 1_000_000).optional(),
});
export const SEARCH_KINDS = ['parcel', 'address', 'owner', 'subdivision', 'tangible', 'zip', 'city', 'sale', 'legal'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** The box's groups: the parcel kinds, and the site's own pages (pages, FAQs, forms, the assistant's topics). */
export const BOX_KINDS = [...SEARCH_KINDS, 'page'] as const;
export type BoxKind = (typeof BOX_KINDS)[number];
/** Most pages the box lists for one text. */
export const PAGE_HITS_MAX = 8;

/** `as` picks one of the groups the box found (the best one when absent). */
/** `exact` searches the text as typed, without correcting a misspelt name ('Search instead for ...'). */
/** `lang` is the page's language: the site's pages are found and described in it. */
export const smartSearchCriteria = z.object({
  q: text(),
  as: z.enum(BOX_KINDS).optional(),
  exact: flag.optional(),
  lang: z.enum(LANGS, { error: 'must be en or es' }).optional(),
});

export const addressSearchQuery = addressSearchCriteria.extend(parcelPaging).extend(officeColumns);
export const ownerSearchQuery = ownerSearchCriteria.extend(parcelPaging).extend(officeColumns);
export const parcelIdSearchQuery = parcelIdSearchCriteria.extend(parcelPaging);
export const subdivisionSearchQuery = subdivisionSearchCriteria.extend(parcelPaging);
export const salesSearchQuery = salesSearchCriteria.extend(parcelPaging);
export const tangibleSearchQuery = tangibleSearchCriteria.extend(tangiblePaging);
export const advancedSearchQuery = advancedSearchCriteria.extend(parcelPaging);
export const smartSearchQuery = smartSearchCriteria.extend(parcelPaging);
export const suggestQuery = z.object({ q: z.string().trim().max(SEARCH_TEXT_MAX, `must be at most ${SEARCH_TEXT_MAX} characters`) });

export type SalesSearchCriteria = z.output<typeof salesSearchCriteria>;
export type AdvancedSearchCriteria = z.output<typeof advancedSearchCriteria>;
export type TangibleSearchCriteria = z.output<typeof tangibleSearchCriteria>;

/** A row of every parcel search: the office's five fields first, then what the results table shows. */
export const parcelSearchRow = z.object({
  ownerName: z.string(),
  propertyAddress: z.string(),
  isHomestead: z.enum(['True', 'False']),
  parcelId: z.string(),
  totalCount: z.number().int(),
  displayParcelId: z.string(),
  city: z.string(),
  zip: z.string(),
  useCode: z.string(),
  justValue: z.number().nullable(),
  /** What realtors compare: the buildings' living area (sq ft), bedrooms and bathrooms summed, the oldest's year built. */
  livingArea: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  yearBuilt: z.number().nullable(),
  /** Land area in square feet. */
  landArea: z.number().nullable(),
  /** The parcel's latest recorded sale (in a sales search, saleDate and salePrice are the listed sale's). */
  lastSaleDate: z.string().nullable(),
  lastSalePrice: z.number().nullable(),
  saleDate: z.string().nullable().optional(),
  salePrice: z.number().nullable().optional(),
  qualified: z.enum(['True', 'False']).optional(),
  /** A sale's recorded document: instrument number, and official-records book and page when known. */
  instrument: z.string().optional(),
  book: z.string().nullable().optional(),
  salePage: z.string().nullable().optional(),
});
export type ParcelSearchRow = z.output<typeof parcelSearchRow>;

/** The office's row, field for field and in its order (../shared/domain/OFFICE-API.md): what its QuickSearch routes answer. */
export const OFFICE_SEARCH_FIELDS = ['ownerName', 'propertyAddress', 'isHomestead', 'parcelId', 'totalCount'] as const;
export const officeSearchRow = parcelSearchRow.pick({ ownerName: true, propertyAddress: true, isHomestead: true, parcelId: true, totalCount: true });
export type OfficeSearchRow = z.output<typeof officeSearchRow>;

export const tangibleSearchRow = z.object({
  account: z.string(),
  businessName: z.string(),
  ownerName: z.string(),
  propertyAddress: z.string(),
  city: z.string(),
  parcelId: z.string().nullable(),
  filingStatus: z.string(),
  totalCount: z.number().int(),
});
export type TangibleSearchRow = z.output<typeof tangibleSearchRow>;

/**
 * A page of this site the box's text is about. `href` is the site's path without a language
 * (the web adds /es on Spanish pages, as for every link); `snippet` is plain text, never HTML;
 * `language` is the language of the title and snippet (English when a page has no Spanish yet).
 */
export const pageHit = z.object({
  title: z.string(),
  href: z.string(),
  snippet: z.string(),
  language: z.enum(LANGS),
});
export type PageHit = z.output<typeof pageHit>;

export const smartSearchResult = z.object({
  /** The group listed: a parcel kind, or 'page' when the site's pages answer (rows are then empty). */
  kind: z.enum(BOX_KINDS),
  /** What the box was understood as, in words: 'address 123 N ORANGE AVE, ORLANDO'. */
  understoodAs: z.string(),
  totalCount: z.number().int(),
  rows: z.array(parcelSearchRow),
  tangibleRows: z.array(tangibleSearchRow),
  /** Every kind the text matched, best first, with its count; the answer lists `kind`'s rows. */
  groups: z.array(z.object({ kind: z.enum(BOX_KINDS), label: z.string(), count: z.number().int() })),
  /** The site's pages about the text, best first (the 'Pages' group, at most PAGE_HITS_MAX). */
  pages: z.array(pageHit),
  /** When nothing matched: the nearest name on the roll, as a search to run instead. */
  didYouMean: z.object({ q: z.string(), label: z.string() }).nullable(),
  /** A misspelt owner name's corrections that find someone (up to three), each with its count. */
  choices: z.array(z.object({ q: z.string(), label: z.string(), count: z.number().int() })),
  /** The rows are of this correction of what was typed ('Showing results for ...'); `typed` is searched with exact=true. */
  correction: z.object({ q: z.string(), typed: z.string() }).nullable(),
  /** When a house number is not on a street that is: the street's nearest numbers. */
  nearby: z.array(z.object({ label: z.string(), href: z.string() })),
  /** A word of help when the text cannot be what it looks like (an id of the wrong length). */
  hint: z.string().nullable(),
  /** A card to open at once: the text named exactly one parcel or account. */
  open: z.string().nullable(),
  /** The listed parcels' legal descriptions by parcel id, for a plat's, a legal description's or a subdivision's parcels. */
  legalDescriptions: z.record(z.string(), z.string()).optional(),
});
export type SmartSearchResult = z.output<typeof smartSearchResult>;

export const suggestion = z.object({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  detail: z.string(),
  href: z.string(),
});
export type Suggestion = z.output<typeof suggestion>;
export const suggestResult = z.object({ groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), suggestions: z.array(suggestion) })) });
export type SuggestResult = z.output<typeof suggestResult>;

/** Examples for the search box's hint, from the roll that is loaded (null when it has none). */
export const searchExamplesSchema = z.object({
  address: z.string().nullable(),
  owner: z.string().nullable(),
  parcelId: z.string().nullable(),
  business: z.string().nullable(),
});
export type SearchExamples = z.output<typeof searchExamplesSchema>;
