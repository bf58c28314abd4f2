import { z } from 'zod';
import { sortDirection } from '../sort-direction.ts';
import { toStoredId } from '../parcel-id.ts';
import { COMPARABLE_SORT_KEYS, type ComparableSale } from './comparables.ts';
import { comparableFilterShape } from '../comparable-sales.ts';
import type { RollYear } from './bill-change.ts';
import type { LevyRate } from './estimator.ts';

/**
 * A number written in plain decimal ('5', '0.5'): z.coerce would also take '0x5', '1e1' or ' '
 * (as 5, 10 and 0), which no form sends and a person would not mean.
 */
const decimal = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(v.trim()) ? Number(v) : v), schema);

// Request and answer schemas of the property tools, shared by the API (validation and the OpenAPI
// document) and the web forms. Only the tools' lazy chunk imports this module in the browser.

/** The most a form accepts as a dollar value: far above any parcel of the county. */
export const MAX_DOLLARS = 10_000_000_000;

export const parcelIdParam = z
  .string()
  .trim()
  .min(1, 'enter a parcel id')
  .max(40)
  .refine((value) => toStoredId(value) !== null, 'must be a 15-digit parcel id');

export const taxInputsQuerySchema = z.object({ pid: parcelIdParam });

export const comparablesQuerySchema = z.object({
  pid: parcelIdParam,
  // What "comparable" means: the one definition's filters (comparable-sales.ts, decision 124).
  ...comparableFilterShape,
  /** Miles from the subject parcel. */
  radius: decimal(z.number().min(0.1).max(10)).default(1),
  /** Where a comparable may lie: same neighborhood, within the radius, or either. */
  match: z.enum(['either', 'neighborhood', 'distance']).default('either'),
  sortBy: z.enum(COMPARABLE_SORT_KEYS).default('saleDate'),
  sortDir: sortDirection(['asc', 'desc']).default('desc'),
  limit: decimal(z.number().int().min(1).max(500)).default(100),
});
export type ComparablesQuery = z.infer<typeof comparablesQuerySchema>;

/** The smallest price or value the tools take: below it an entry is far likelier a typo than a home. */
export const MIN_DOLLARS = 1_000;

// Prices and values are whole dollars of at least $1,000: "1.5" is a slip of the keyboard, and an
// estimate "at $2" helps nobody. The messages say what is wanted, not only what is wrong.
const dollars = (label: string) =>
  z
    .number({ error: `enter the ${label} in whole dollars, for example 250,000` })
    .finite(`enter the ${label} in whole dollars, for example 250,000`)
    .int(`enter the ${label} in whole dollars, without cents`)
    .min(MIN_DOLLARS, `the ${label} must be at least $1,000`)
    .max(MAX_DOLLARS, `the ${label} is too large`);

export const portabilityInputSchema = z
  .object({
    oldJust: dollars('old home’s just value'),
    oldAssessed: dollars('old home’s assessed value'),
    newJust: dollars('new home’s just value'),
  })
  .refine((input) => input.oldAssessed <= input.oldJust, {
    message: 'the assessed value cannot be above the just value',
    path: ['oldAssessed'],
  });

export const purchasePriceSchema = dollars('purchase price');

const levyRateSchema: z.ZodType<LevyRate> = z.object({
  code: z.string(),
  name: z.string(),
  millage: z.number(),
  school: z.boolean(),
});

const rollYearSchema: z.ZodType<RollYear> = z.object({
  taxYear: z.number(),
  justValue: z.number(),
  schoolAssessed: z.number(),
  nonschoolAssessed: z.number(),
  capSavings: z.number(),
  schoolExempt: z.number(),
  nonschoolExempt: z.number(),
  schoolTaxable: z.number(),
  nonschoolTaxable: z.number(),
  homestead: z.boolean(),
  exemptions: z.array(z.object({ code: z.string(), description: z.string(), school: z.number(), nonschool: z.number() })),
  levies: z.array(levyRateSchema),
});

export interface TaxEstimateInputs {
  parcelId: string;
  displayId: string;
  address: string | null;
  city: string | null;
  jurisdictionCode: string;
  jurisdictionName: string | null;
  useCode: string;
  homestead: boolean;
  /** The year of the rates below: this year's levies. */
  taxYear: number;
  levies: LevyRate[];
  /** The second homestead exemption's full amount in that year (indexed to inflation since 2025). */
  homesteadSecondAmount: number;
  /** Up to the two latest roll years of the parcel, the latest first. */
  years: RollYear[];
}

export const taxInputsResponseSchema: z.ZodType<TaxEstimateInputs> = z.object({
  parcelId: z.string(),
  displayId: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  jurisdictionCode: z.string(),
  jurisdictionName: z.string().nullable(),
  useCode: z.string(),
  homestead: z.boolean(),
  taxYear: z.number(),
  levies: z.array(levyRateSchema),
  homesteadSecondAmount: z.number(),
  years: z.array(rollYearSchema),
});

const comparableSaleSchema: z.ZodType<ComparableSale> = z.object({
  parcelId: z.string(),
  displayId: z.string(),
  address: z.string().nullable(),
  saleDate: z.string(),
  price: z.number(),
  deedCode: z.string(),
  qualCode: z.string(),
  useCode: z.string(),
  neighborhood: z.string().nullable(),
  subdivisionName: z.string().nullable(),
  livingArea: z.number(),
  yearBuilt: z.number().nullable(),
  bedrooms: z.number().nullable(),
  baths: z.number().nullable(),
  landSqft: z.number(),
  pricePerSqft: z.number().nullable(),
  distance: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export interface ComparablesSubject {
  parcelId: string;
  displayId: string;
  address: string | null;
  useCode: string;
  neighborhood: string | null;
  livingArea: number;
  yearBuilt: number | null;
  landSqft: number;
  latitude: number | null;
  longitude: number | null;
}

export interface ComparablesAnswer {
  subject: ComparablesSubject;
  /** The window and bands actually applied, so the page can say what "similar" meant. */
  criteria: {
    from: string;
    to: string;
    dorUseCode: string;
    /** 'living' compares living area; 'land' compares land area (vacant land). */
    areaBasis: 'living' | 'land';
    areaMin: number;
    areaMax: number;
    yearMin: number | null;
    yearMax: number | null;
    radius: number;
    match: 'either' | 'neighborhood' | 'distance';
  };
  sales: ComparableSale[];
  /** True when more sales matched than `limit` allowed. */
  truncated: boolean;
}

export const comparablesResponseSchema: z.ZodType<ComparablesAnswer> = z.object({
  subject: z.object({
    parcelId: z.string(),
    displayId: z.string(),
    address: z.string().nullable(),
    useCode: z.string(),
    neighborhood: z.string().nullable(),
    livingArea: z.number(),
    yearBuilt: z.number().nullable(),
    landSqft: z.number(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  criteria: z.object({
    from: z.string(),
    to: z.string(),
    dorUseCode: z.string(),
    areaBasis: z.enum(['living', 'land']),
    areaMin: z.number(),
    areaMax: z.number(),
    yearMin: z.number().nullable(),
    yearMax: z.number().nullable(),
    radius: z.number(),
    match: z.enum(['either', 'neighborhood', 'distance']),
  }),
  sales: z.array(comparableSaleSchema),
  truncated: z.boolean(),
});
