import { z } from 'zod';
import { LANGS } from './lang.ts';
import { parcelIdParam } from './tax/schemas.ts';

// The TRIM notice (Notice of Proposed Property Taxes, form DR-474; s. 200.069, F.S.) of one parcel
// and year, as the API answers it. The web app imports only the inferred types.

export const trimQuerySchema = z.object({
  pid: parcelIdParam,
  year: z
    .string()
    .regex(/^\d{4}$/, 'year must be a four-digit year')
    .transform(Number)
    .optional()
    .describe('the tax year (default: the roll year)'),
  lang: z.enum(LANGS, { error: 'lang must be en or es' }).default('en').describe('the language of the PDF: en (default) or es'),
});
export type TrimQuery = z.input<typeof trimQuerySchema>;

/** The property card as a PDF: the parcel and the language. */
export const cardPdfQuerySchema = trimQuerySchema.pick({ pid: true, lang: true });

/** Values of one year: school levies use the school column, every other levy the non-school one. */
const yearValues = z.object({
  taxYear: z.number(),
  marketValue: z.number(),
  schoolAssessed: z.number(),
  nonSchoolAssessed: z.number(),
  schoolExempt: z.number(),
  nonSchoolExempt: z.number(),
  schoolTaxable: z.number(),
  nonSchoolTaxable: z.number(),
  /** Assessment reductions: Save Our Homes (homestead), the 10% non-homestead cap, classified use. */
  sohSavings: z.number(),
  tenPctSavings: z.number(),
  agSavings: z.number(),
  exemptions: z.array(z.object({ code: z.string(), description: z.string(), schoolAmount: z.number(), nonSchoolAmount: z.number() })),
});
export type TrimYearValues = z.infer<typeof yearValues>;

const rateTax = z.object({ millage: z.number(), taxes: z.number() });
export type TrimRateTax = z.infer<typeof rateTax>;

export const trimHearingSchema = z.object({ date: z.string(), time: z.string(), place: z.string() });
export type TrimHearing = z.infer<typeof trimHearingSchema>;

const authorityLine = z.object({
  code: z.string(),
  name: z.string(),
  school: z.boolean(),
  /** Last year's taxes at last year's adopted rate (null: the authority did not levy here then). */
  prior: rateTax.nullable(),
  /** This year's taxes if the proposed budget is adopted. */
  proposed: rateTax.nullable(),
  /** This year's taxes if no budget change is made: the rolled-back rate. */
  rolledBack: rateTax.nullable(),
  /** This year's taxes at the adopted rate, once the authority has adopted one (a certified year). */
  adopted: rateTax.nullable(),
  /** The authority's public budget hearing; null when the office has not been told of it. */
  hearing: trimHearingSchema.nullable(),
});
export type TrimAuthorityLine = z.infer<typeof authorityLine>;

const totals = z.object({ prior: z.number(), proposed: z.number(), rolledBack: z.number(), adopted: z.number().nullable() });

export const trimNoticeSchema = z.object({
  parcelId: z.string(),
  displayParcelId: z.string(),
  taxYear: z.number(),
  /** Whether this year's roll is certified (adopted rates and taxes shown). */
  isCertified: z.boolean(),
  ownerName: z.string(),
  owners: z.array(z.string()),
  mailingAddress: z.array(z.string()),
  situsAddress: z.string().nullable(),
  legalDescription: z.string().nullable(),
  values: z.object({ prior: yearValues.nullable(), current: yearValues }),
  authorities: z.array(authorityLine),
  adValoremTotals: totals,
  nonAdValorem: z.array(z.object({ code: z.string(), description: z.string(), levyingAuthority: z.string(), amount: z.number() })),
  nonAdValoremTotal: z.number(),
  /** Ad valorem plus non-ad valorem, in each column (last year's with last year's assessments). */
  grandTotals: totals,
  /** YYYY-MM-DD, from the office's settings; null before the notices are mailed. */
  mailingDate: z.string().nullable(),
  /** The last day to petition the Value Adjustment Board: 25 days after the mailing date. */
  petitionDeadline: z.string().nullable(),
  dataAsOf: z.string().nullable(),
  /** The years this parcel has values for, newest first. */
  years: z.array(z.number()),
});
export type TrimNotice = z.infer<typeof trimNoticeSchema>;
