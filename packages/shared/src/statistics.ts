import { z } from 'zod';

// Market and roll statistics (issue 30, decision 76): the queries and answers of
// GET /api/statistics/sales and /api/statistics/roll, and the use classes both group by. One schema
// for the browser's form and the server's validation.

/** The use classes of the sales trends, in the order a person picks them. */
export const USE_CLASSES = [
  'all',
  'single-family',
  'condominium',
  'townhouse',
  'mobile-home',
  'vacant-residential',
  'commercial',
  'industrial',
  'agricultural',
] as const;
export type UseClass = (typeof USE_CLASSES)[number];

/**
 * The use class of a four-digit use code (DOR's two digits and a local subtype), or 'other' for a
 * use no class names (multi-family, institutional, government ...), which counts only under 'all'.
 */
export function useClassOf(useCode: string): Exclude<UseClass, 'all'> | 'other' {
  if (useCode === '0103') return 'townhouse';
  // A commercial unit in a condominium building is sold and valued as commercial property.
  if (useCode === '0420') return 'commercial';
  const dor = Number(useCode.slice(0, 2));
  if (dor === 0) return 'vacant-residential';
  if (dor === 1) return 'single-family';
  if (dor === 2) return 'mobile-home';
  if (dor === 4) return 'condominium';
  if (dor >= 10 && dor <= 39) return 'commercial';
  if (dor >= 40 && dor <= 49) return 'industrial';
  if (dor >= 50 && dor <= 69) return 'agricultural';
  return 'other';
}

export const AREA_KINDS = ['county', 'city', 'zip', 'subdivision', 'neighborhood'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export interface Area {
  kind: AreaKind;
  /** The city's name as the roll writes it (upper case), the ZIP, the subdivision or neighborhood code; '' for the county. */
  code: string;
}

const AREA_FORMS: Record<Exclude<AreaKind, 'county'>, RegExp> = {
  city: /^[A-Z][A-Z .'-]{0,39}$/,
  zip: /^\d{5}$/,
  subdivision: /^\d{4}$/,
  neighborhood: /^[A-Z0-9]{1,12}$/,
};

/** 'city:Winter Park' -> { kind: 'city', code: 'WINTER PARK' }; null when it is not written as kind:CODE. */
export function parseArea(text: string): Area | null {
  const value = text.trim();
  if (value.toLowerCase() === 'county') return { kind: 'county', code: '' };
  const colon = value.indexOf(':');
  if (colon < 0) return null;
  const kind = value.slice(0, colon).toLowerCase();
  const code = foldAreaName(value.slice(colon + 1));
  if (!(kind in AREA_FORMS)) return null;
  return AREA_FORMS[kind as keyof typeof AREA_FORMS].test(code) ? { kind: kind as AreaKind, code } : null;
}

export function formatArea(area: Area): string {
  return area.kind === 'county' ? 'county' : `${area.kind}:${area.code}`;
}

/** An area's name or code as the roll writes names: upper case, single spaces. */
export function foldAreaName(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * An area the statistics know, for the page's searchable list and the API's reading of a name:
 * a city by its name, a ZIP code and a neighborhood (the roll names neither) by the city most of
 * their parcels are in, a subdivision by its plat's name.
 */
export const statisticsAreaSchema = z.object({
  kind: z.enum(AREA_KINDS),
  code: z.string(),
  name: z.string(),
  /** Qualified sales of the area in the ten years the statistics hold. */
  sales: z.number().int(),
});
export type StatisticsArea = z.infer<typeof statisticsAreaSchema>;
export const statisticsAreasResponse = z.array(statisticsAreaSchema);

/**
 * The fewest qualified sales a month needs before its median is compared with another month's
 * (the twelve-month change, the page's headline): one sale against one sale is two prices, not a
 * market (decision 118).
 */
export const MIN_SALES = 10;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Months between two YYYY-MM (0 for the same month). */
export function monthsBetween(from: string, to: string): number {
  return (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5)) - Number(from.slice(5));
}

/** The month `n` months after (or before, n < 0) a YYYY-MM. */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The longest range one request may ask for: ten years of months. */
export const MAX_MONTHS = 120;

const AREA_MESSAGE = "must be county, an area's name (a city, a subdivision), a ZIP code, or kind:CODE (city, zip, subdivision, neighborhood)";

export const salesStatisticsQuery = z
  .object({
    // A name or a code, with or without its kind: the store reads it against the roll's areas.
    area: z
      .string()
      .trim()
      .min(1, AREA_MESSAGE)
      .max(80, AREA_MESSAGE)
      .regex(/^[\p{L}\p{N} .,'&#/()-]+(:[\p{L}\p{N} .,'&#/()-]+)?$/u, AREA_MESSAGE)
      .default('county'),
    use: z.enum(USE_CLASSES, { error: `must be one of ${USE_CLASSES.join(', ')}` }).default('all'),
    from: z.string().regex(MONTH, 'must be a month written YYYY-MM').optional(),
    to: z.string().regex(MONTH, 'must be a month written YYYY-MM').optional(),
    format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).default('json'),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const span = monthsBetween(q.from, q.to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (span >= MAX_MONTHS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'the range from from to to may cover at most ten years (120 months)' });
  });
export type SalesStatisticsQuery = z.infer<typeof salesStatisticsQuery>;

export const salesMonthSchema = z.object({
  month: z.string(),
  /** Qualified sales in the month; 0 with every price null when there was none. */
  sales: z.number().int(),
  medianPrice: z.number().nullable(),
  meanPrice: z.number().nullable(),
  /** Median of price / living area over the month's sales whose parcel has a known living area. */
  medianPricePerSqFt: z.number().nullable(),
  /** Change of the median price from the same month a year before, in percent; null unless both months have MIN_SALES sales. */
  change12Months: z.number().nullable(),
});
export type SalesMonth = z.infer<typeof salesMonthSchema>;
export const salesStatisticsResponse = z.array(salesMonthSchema);

/** The sales trends CSV: each column's header (in the downloads' words, decision 120) and the figure it holds, in order. */
export const SALES_CSV_COLUMNS: ReadonlyArray<readonly [header: string, figure: keyof SalesMonth]> = [
  ['Month', 'month'],
  ['Qualified sales', 'sales'],
  ['Median price', 'medianPrice'],
  ['Mean price', 'meanPrice'],
  ['Median price per sq ft', 'medianPricePerSqFt'],
  ['Median price, change over 12 months (%)', 'change12Months'],
];

/** The roll summary CSV's headers: one figure a line. */
export const ROLL_CSV_COLUMNS = ['Year', 'Table', 'Code', 'Name', 'Measure', 'Value'] as const;

const YEAR_MESSAGE = 'must be a year written YYYY';
export const rollStatisticsQuery = z.object({
  year: z.coerce.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(1900, YEAR_MESSAGE).max(2999, YEAR_MESSAGE).optional(),
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).default('json'),
});

const money = z.number();
const valueTotals = z.object({
  just: money,
  schoolAssessed: money,
  nonschoolAssessed: money,
  schoolExempt: money,
  nonschoolExempt: money,
  schoolTaxable: money,
  nonschoolTaxable: money,
});
export type ValueTotals = z.infer<typeof valueTotals>;

export const rollStatisticsSchema = z.object({
  year: z.number().int(),
  /** Every year the roll holds values for, newest first. */
  years: z.array(z.number().int()),
  parcels: z.number().int(),
  totals: valueTotals,
  useClasses: z.array(z.object({ useClass: z.string(), parcels: z.number().int(), just: money, nonschoolTaxable: money })),
  /** Each taxing authority's base: school authorities read the school columns, the others the non-school ones. */
  authorities: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      school: z.boolean(),
      parcels: z.number().int(),
      just: money,
      assessed: money,
      exempt: money,
      taxable: money,
    }),
  ),
  exemptions: z.array(z.object({ code: z.string(), description: z.string(), count: z.number().int(), schoolAmount: money, nonschoolAmount: money })),
  /** Buildings finished in the year before the roll's January 1 (first on this roll), and their parcels' building value. */
  newConstruction: z.object({ buildings: z.number().int(), value: money }),
  /** Parcels with a homestead exemption that year. */
  homesteads: z.number().int(),
  /** The tangible personal property roll of the year (business accounts). */
  tangible: z.object({ accounts: z.number().int(), just: money, taxable: money }),
  caps: z.object({ sohParcels: z.number().int(), sohSavings: money, tenPctParcels: z.number().int(), tenPctSavings: money }),
  /** Change from the year before, in percent, of the parcels and every total; null for the oldest year. */
  change: z
    .object({
      parcels: z.number().nullable(),
      just: z.number().nullable(),
      schoolAssessed: z.number().nullable(),
      nonschoolAssessed: z.number().nullable(),
      schoolExempt: z.number().nullable(),
      nonschoolExempt: z.number().nullable(),
      schoolTaxable: z.number().nullable(),
      nonschoolTaxable: z.number().nullable(),
    })
    .nullable(),
});
export type RollStatistics = z.infer<typeof rollStatisticsSchema>;
