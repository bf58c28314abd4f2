import { z } from 'zod';
import { parcelIdCandidates } from './parcel-id.ts';

// Requests and answers of the property-card (api/PRC, api/Parcel) and tangible-card (api/TPP)
// endpoints, in the office's public API style: the paths, parameter names and the field names listed
// in the domain facts are kept as observed; every other field follows the same camelCase style.
// Booleans the office sends as text ("True"/"False") stay text. Dates are ISO (YYYY-MM-DD), money is
// whole dollars, taxes are dollars with cents. The browser imports only the types from this module.

// Fields marked "office" below are the office's live API names and types (decision 32,
// ../shared/domain/OFFICE-API.md); they sit beside the project's own richer fields, which the web
// app reads. Clients of the office's API ignore fields they do not know.

const trueFalse = z.enum(['True', 'False']);
/** The office's ISO timestamp without a zone: 2004-06-09T00:00:00. */
const isoTimestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);

/**
 * A parcel id in any form the office's API accepts: stored or display order, dashes or spaces, or
 * a display id that lost its leading zero. Stays as typed: the route resolves it on the roll
 * (`resolveParcelId`), since only the roll can decide an id that reads validly in both orders.
 */
export const parcelIdParam = z
  .string({ error: 'is required: a 15-digit parcel id' })
  .max(40, { error: 'must be a 15-digit parcel id, such as 35-20-27-6645-00-001' })
  .refine((value) => parcelIdCandidates(value).length > 0, { error: 'must be a 15-digit parcel id, such as 35-20-27-6645-00-001' });

/** 0 (or absent) is the current tax year; the route checks the year against the roll's years. */
export const taxYearParam = z
  .string()
  .regex(/^\d{1,4}$/, { error: 'must be 0 (current year) or a four-digit tax year' })
  .transform(Number)
  .optional()
  .default(0);

export const showAllParam = z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional().default('0');

/** Tangible account numbers: letters, digits and dashes, at most 20; matched without regard to case. */
export const accountParam = z
  .string({ error: 'is required: a tangible property account number' })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/, { error: 'must be an account number of letters and digits (at most 20)' })
  .transform((value) => value.toUpperCase());

export const generalInfoQuery = z.object({ pid: parcelIdParam });
export const pidQuery = z.object({ PID: parcelIdParam });
export const pidYearQuery = z.object({ PID: parcelIdParam, TaxYear: taxYearParam });
export const pidYearAllQuery = z.object({ PID: parcelIdParam, TaxYear: taxYearParam, ShowAllFlag: showAllParam });
export const acctQuery = z.object({ acct: accountParam });

export const prcGeneralInfoSchema = z.object({
  taxYear: z.number(),
  /** office: the latest certified year, whose dollar figures are real. */
  prcTaxYear: z.number(),
  trimYear: z.number(),
  /** office: the card may be shown (always true here; the office hides confidential records). */
  showFlag: z.boolean(),
  parcelId: z.string(),
  displayParcelId: z.string(),
  ownerName: z.string(),
  owners: z.array(z.string()),
  propertyName: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  mailAddress: z.string().nullable(),
  mailCity: z.string().nullable(),
  mailState: z.string().nullable(),
  mailZip: z.string().nullable(),
  mailCountry: z.string().nullable(),
  /** office: the mailing country (null in the United States). */
  country: z.string().nullable(),
  propertyCity: z.string().nullable(),
  propertyState: z.string(),
  propertyZip: z.string().nullable(),
  dorCode: z.string(),
  dorDescription: z.string(),
  cityCode: z.string(),
  cityDescription: z.string(),
  streetNumber: z.number().nullable(),
  /** office: the street's name only (DEER ISLE), without direction or suffix. */
  streetName: z.string().nullable(),
  instNum: z.string().nullable(),
  subdivisionCode: z.string(),
  subdivisionName: z.string().nullable(),
  legalDescription: z.string().nullable(),
  neighborhood: z.string().nullable(),
  isHomestead: trueFalse,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Ours: the owners asked for s. 119.071(4)(d), F.S.: names and mailing address are masked (decision 14). */
  confidential: z.boolean(),
  /** Ours: the day a complete roll no longer listed the parcel (YYYY-MM-DD), else null (decision 15). */
  retiredOn: z.string().nullable(),
});

export const prcStatsSchema = z.object({
  parcelId: z.string(),
  acreage: z.number(),
  landArea: z.number(),
  landLines: z.number(),
  buildings: z.number(),
  units: z.number(),
  livingArea: z.number(),
  grossArea: z.number(),
  bedrooms: z.number(),
  baths: z.number(),
  yearBuilt: z.number().nullable(),
  effectiveYearBuilt: z.number().nullable(),
  extraFeatures: z.number(),
});

export const prcValueSchema = z.object({
  parcelId: z.string(),
  taxYear: z.number(),
  marketValue: z.number(),
  landValue: z.number(),
  buildingValue: z.number(),
  featureValue: z.number(),
  schoolAssessedValue: z.number(),
  nonSchoolAssessedValue: z.number(),
  schoolExemptValue: z.number(),
  nonSchoolExemptValue: z.number(),
  schoolTaxableValue: z.number(),
  nonSchoolTaxableValue: z.number(),
  sohCapSavings: z.number(),
  tenPctCapSavings: z.number(),
  agClassSavings: z.number(),
  isHomestead: trueFalse,
  // office names: -1 for every dollar figure of a year whose roll is not yet certified.
  featuresValue: z.number(),
  assessedValue: z.number(),
  isCertified: z.boolean(),
  /** The first $25,000 homestead exemption (all levies). */
  originalHx: z.number(),
  /** The second homestead exemption (non-school levies only). */
  additionalHx: z.number(),
  otherExemptions: z.number(),
  /** What the Save Our Homes or 10% cap took off the non-school assessed value. */
  sohCap: z.number(),
  /** True when an exemption, a cap or a classification lowers the year's taxable value. */
  hasBenefits: z.boolean(),
});

export const prcCertifiedTaxSchema = z.object({
  parcelId: z.string(),
  taxYear: z.number(),
  authorityCode: z.string(),
  taxingAuthority: z.string(),
  authorityType: z.string(),
  isSchool: trueFalse,
  millage: z.number(),
  assessedValue: z.number(),
  exemptValue: z.number(),
  taxableValue: z.number(),
  taxAmount: z.number(),
  // office names
  exemption: z.number(),
  taxValue: z.number(),
  millageRate: z.number(),
  isHomestead: trueFalse,
  taxes: z.number(),
  /** The authority's kind in the office's three letters: CTY, SCH, MUN, WMD, DST, MST. */
  taxType: z.string(),
});

export const prcNonAdValoremSchema = z.object({
  parcelId: z.string(),
  taxYear: z.number(),
  levyCode: z.string(),
  description: z.string(),
  units: z.number(),
  rate: z.number(),
  amount: z.number(),
  // office names
  assessment: z.number(),
  levyingAuthority: z.string(),
});

export const prcTotalTaxesSchema = z.object({
  parcelId: z.string(),
  /** 0 when the parcel has no values for the year asked (clients walking back stop there). */
  taxYear: z.number(),
  totalMillage: z.number(),
  adValoremTaxes: z.number(),
  nonAdValoremTaxes: z.number(),
  totalTaxes: z.number(),
  // office names
  totalMillageRate: z.number(),
  /** Ad valorem plus non-ad valorem: the bill before discounts. */
  grossTaxes: z.number(),
  /** What the ad valorem taxes would be on the assessed value with no exemption, plus non-ad valorem. */
  nonExemptTaxes: z.number(),
});

export const prcLandSchema = z.object({
  lineNumber: z.number(),
  landUseCode: z.string(),
  description: z.string(),
  zoning: z.string().nullable(),
  units: z.number(),
  unitType: z.string(),
  unitPrice: z.number(),
  frontage: z.number().nullable(),
  depth: z.number().nullable(),
  landValue: z.number(),
});

export const prcBuildingSchema = z.object({
  buildingNumber: z.number(),
  model: z.string(),
  yearBuilt: z.number(),
  effectiveYearBuilt: z.number(),
  livingArea: z.number(),
  grossArea: z.number(),
  bedrooms: z.number(),
  baths: z.number(),
  stories: z.number(),
  units: z.number(),
  construction: z.string(),
  exteriorWall: z.string().nullable(),
  roof: z.string().nullable(),
  quality: z.string(),
  buildingValue: z.number(),
});

export const prcFeatureSchema = z.object({
  lineNumber: z.number(),
  featureCode: z.string(),
  description: z.string(),
  units: z.number(),
  unitType: z.string(),
  yearBuilt: z.number().nullable(),
  featureValue: z.number(),
});

export const prcSaleSchema = z.object({
  /** office: ISO timestamp, 2004-06-09T00:00:00. */
  saleDate: isoTimestamp,
  salePrice: z.number(),
  instNum: z.string(),
  book: z.string().nullable(),
  page: z.string().nullable(),
  deedCode: z.string(),
  deedDescription: z.string(),
  qualCode: z.string(),
  qualDescription: z.string(),
  isQualified: trueFalse,
  vacantImproved: z.string(),
  seller: z.string(),
  buyer: z.string(),
  // office names
  saleAmt: z.number(),
  instrNum: z.string(),
  deedDesc: z.string(),
  vacImpCode: z.enum(['Vacant', 'Improved']),
  totalCount: z.number().int(),
});

export const prcExemptionSchema = z.object({
  taxYear: z.number(),
  exemptionCode: z.string(),
  description: z.string(),
  schoolAmount: z.number(),
  nonSchoolAmount: z.number(),
});

/** A tangible personal property account located at the parcel (our API, not the office's). */
export const prcTangibleAccountSchema = z.object({
  account: z.string(),
  businessName: z.string(),
  naicsDescription: z.string(),
  filingStatus: z.string(),
});

export const prcNearbySaleSchema = z.object({
  parcelId: z.string(),
  displayParcelId: z.string(),
  propertyAddress: z.string().nullable(),
  dorCode: z.string(),
  saleDate: z.string(),
  salePrice: z.number(),
  instNum: z.string(),
  deedCode: z.string(),
  livingArea: z.number().nullable(),
  yearBuilt: z.number().nullable(),
  bedrooms: z.number().nullable(),
  baths: z.number().nullable(),
  acreage: z.number(),
  /** The lot, in square feet (decision 124: every list of comparable sales has the same columns). */
  landSqFt: z.number(),
  pricePerSqFt: z.number().nullable(),
  sameSubdivision: trueFalse,
  /** Feet from the card's parcel; null when either has no position. */
  distanceFt: z.number().nullable(),
  // Where the sold parcel lies, for the card's locator map (null when the roll has no position).
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** office: PRC/GetPRCPropFeatLegal. */
export const prcLegalSchema = z.object({ parcelId: z.string(), propertyDescription: z.string().nullable() });

/** office: PRC/GetPRCPropFeatBldg (and ...BldgSubareas, which adds each building's areas). */
export const prcOfficeBuildingSchema = z.object({
  parcelId: z.string(),
  bldgNum: z.number(),
  beds: z.number(),
  baths: z.number(),
  floors: z.number(),
  grossArea: z.number(),
  livingArea: z.number(),
  extWall: z.string().nullable(),
  dateBuilt: isoTimestamp,
  estNewCost: z.number(),
  bldgValue: z.number(),
  bldgDorCode: z.string(),
  units: z.number(),
  totalCount: z.number().int(),
  subareas: z.array(z.object({ description: z.string(), area: z.number() })).optional(),
});

/** office: PRC/GetPRCPropFeatLand (and ...LandArea). */
export const prcOfficeLandSchema = z.object({
  parcelId: z.string(),
  landDorCode: z.string(),
  zoning: z.string().nullable(),
  landQty: z.number(),
  landQtyCode: z.string(),
  unitPrice: z.number(),
  landValue: z.number(),
  description: z.string(),
});

/** office: PRC/GetPRCPropFeatXfob. */
export const prcOfficeFeatureSchema = z.object({
  parcelId: z.string(),
  description: z.string(),
  units: z.number(),
  value: z.number(),
  code: z.string(),
  unitType: z.string(),
  yearBuilt: z.number().nullable(),
});

/** The homeowners' association a parcel's subdivision belongs to (office: PRCLocation/GetPRCLocationInfo). */
export const communitySchema = z.object({
  parcelId: z.string(),
  communityName: z.string(),
  isGated: z.enum(['Yes', 'No']),
  isMandatory: trueFalse,
  householdsCount: z.number().int(),
});
export const prcLocationSchema = z.object({ community: communitySchema.nullable() });

/**
 * The feedback form's Community variant asks a resident for the same facts (decision 32): each
 * association field and the form field that collects it.
 */
export const COMMUNITY_FEEDBACK_FIELDS = {
  communityName: 'CommunityName',
  isGated: 'Gated',
  isMandatory: 'Mandatory',
  householdsCount: 'HouseholdCount',
} as const;

export const pidPageQuery = z.object({
  pid: parcelIdParam,
  page: z
    .string()
    .regex(/^\d{1,4}$/, { error: 'must be a page number from 1' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'must be at least 1' }))
    .optional(),
  size: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'must be a size from 1 to 100' })
    .transform(Number)
    .pipe(z.number().min(1).max(100, { error: 'must be at most 100' }))
    .optional(),
});
export const lowerPidQuery = z.object({ pid: parcelIdParam });

export const refreshDateSchema = z.object({ refreshDate: z.string().nullable() });

export const tppGeneralInfoSchema = z.object({
  taxYear: z.number(),
  accountNumber: z.string(),
  businessName: z.string(),
  ownerName: z.string(),
  propertyAddress: z.string().nullable(),
  propertyCity: z.string().nullable(),
  propertyState: z.string(),
  propertyZip: z.string().nullable(),
  mailAddress: z.string().nullable(),
  mailCity: z.string().nullable(),
  mailState: z.string().nullable(),
  mailZip: z.string().nullable(),
  naicsCode: z.string(),
  naicsDescription: z.string(),
  filingStatus: z.string(),
  parcelId: z.string().nullable(),
  cityCode: z.string(),
  cityDescription: z.string(),
});

export const tppValueSchema = z.object({
  taxYear: z.number(),
  furnitureValue: z.number(),
  leaseholdValue: z.number(),
  marketValue: z.number(),
  assessedValue: z.number(),
  exemptValue: z.number(),
  taxableValue: z.number(),
  /** In percent as the DR-405 schedule writes it: 25 is a 25% penalty, 0 none. */
  penaltyRate: z.number(),
});

export type PrcGeneralInfo = z.infer<typeof prcGeneralInfoSchema>;
export type PrcStats = z.infer<typeof prcStatsSchema>;
export type PrcValue = z.infer<typeof prcValueSchema>;
export type PrcCertifiedTax = z.infer<typeof prcCertifiedTaxSchema>;
export type PrcNonAdValorem = z.infer<typeof prcNonAdValoremSchema>;
export type PrcTotalTaxes = z.infer<typeof prcTotalTaxesSchema>;
export type PrcLand = z.infer<typeof prcLandSchema>;
export type PrcBuilding = z.infer<typeof prcBuildingSchema>;
export type PrcFeature = z.infer<typeof prcFeatureSchema>;
export type PrcSale = z.infer<typeof prcSaleSchema>;
export type PrcExemption = z.infer<typeof prcExemptionSchema>;
export type PrcNearbySale = z.infer<typeof prcNearbySaleSchema>;
export type PrcTangibleAccount = z.infer<typeof prcTangibleAccountSchema>;
export type RefreshDate = z.infer<typeof refreshDateSchema>;
export type PrcLegal = z.infer<typeof prcLegalSchema>;
export type PrcOfficeBuilding = z.infer<typeof prcOfficeBuildingSchema>;
export type PrcOfficeLand = z.infer<typeof prcOfficeLandSchema>;
export type PrcOfficeFeature = z.infer<typeof prcOfficeFeatureSchema>;
export type Community = z.infer<typeof communitySchema>;
export type PrcLocation = z.infer<typeof prcLocationSchema>;
export type TppGeneralInfo = z.infer<typeof tppGeneralInfoSchema>;
export type TppValue = z.infer<typeof tppValueSchema>;
