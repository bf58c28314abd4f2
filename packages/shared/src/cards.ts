import { z } from 'zod';
import { toStoredId } from './parcel-id.ts';

// Requests and answers of the property-card (api/PRC, api/Parcel) and tangible-card (api/TPP)
// endpoints, in the office's public API style: the paths, parameter names and the field names listed
// in the domain facts are kept as observed; every other field follows the same camelCase style.
// Booleans the office sends as text ("True"/"False") stay text. Dates are ISO (YYYY-MM-DD), money is
// whole dollars, taxes are dollars with cents. The browser imports only the types from this module.

const trueFalse = z.enum(['True', 'False']);

/** A parcel id in stored or display order, with or without dashes; becomes the stored 15 digits. */
export const parcelIdParam = z
  .string({ error: 'is required: a 15-digit parcel id' })
  .max(40, { error: 'must be a 15-digit parcel id, such as 35-20-27-6645-00-001' })
  .transform((value, ctx) => {
    const stored = toStoredId(value);
    if (stored) return stored;
    ctx.addIssue({ code: 'custom', message: 'must be a 15-digit parcel id, such as 35-20-27-6645-00-001' });
    return z.NEVER;
  });

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
  prcTaxYear: z.number(),
  trimYear: z.number(),
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
  propertyCity: z.string().nullable(),
  propertyState: z.string(),
  propertyZip: z.string().nullable(),
  dorCode: z.string(),
  dorDescription: z.string(),
  cityCode: z.string(),
  cityDescription: z.string(),
  streetNumber: z.number().nullable(),
  streetName: z.string().nullable(),
  instNum: z.string().nullable(),
  subdivisionCode: z.string(),
  subdivisionName: z.string().nullable(),
  legalDescription: z.string().nullable(),
  neighborhood: z.string().nullable(),
  isHomestead: trueFalse,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
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
});

export const prcCertifiedTaxSchema = z.object({
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
});

export const prcNonAdValoremSchema = z.object({
  taxYear: z.number(),
  levyCode: z.string(),
  description: z.string(),
  units: z.number(),
  rate: z.number(),
  amount: z.number(),
});

export const prcTotalTaxesSchema = z.object({
  taxYear: z.number(),
  totalMillage: z.number(),
  adValoremTaxes: z.number(),
  nonAdValoremTaxes: z.number(),
  totalTaxes: z.number(),
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
  saleDate: z.string(),
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
});

export const prcExemptionSchema = z.object({
  taxYear: z.number(),
  exemptionCode: z.string(),
  description: z.string(),
  schoolAmount: z.number(),
  nonSchoolAmount: z.number(),
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
  pricePerSqFt: z.number().nullable(),
  sameSubdivision: trueFalse,
});

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
export type RefreshDate = z.infer<typeof refreshDateSchema>;
export type TppGeneralInfo = z.infer<typeof tppGeneralInfoSchema>;
export type TppValue = z.infer<typeof tppValueSchema>;
