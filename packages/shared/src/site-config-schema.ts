import { z } from 'zod';
import { defaultSiteConfig, type SiteConfig } from './site-config.ts';

// Validation of a deployment's overrides, on the server only (the browser receives checked values).
export const siteConfigSchema = z.object({
  countyName: z.string(),
  officeName: z.string(),
  officeShortName: z.string(),
  officeAddress: z.string(),
  parcelImages: z.string().url(),
  sketches: z.string().url(),
  maps: z.string().url(),
  mapSearch: z.string().url(),
  streetView: z.string().url(),
  obliqueView: z.string().url(),
  taxEstimator: z.string().url(),
  valueAdjustmentBoard: z.string().url(),
  printerFriendlyCard: z.union([z.literal(''), z.string().url()]),
  appointments: z.string().url(),
  employeeSite: z.string().url(),
  floodMapSearch: z.string().url(),
  comptrollerDocument: z.string().url(),
  taxCollectorPayment: z.string().url(),
  filing: z.object({
    homestead: z.string().url(),
    tppSingle: z.string().url(),
    tppBatch: z.string().url(),
    tppVendor: z.string().url(),
    tppLetterOfAuthority: z.string().url(),
    tppExtension: z.string().url(),
    incomeSurvey: z.string().url(),
  }),
  cityPermits: z.record(z.string(), z.string().url()),
  social: z.array(z.object({ name: z.string(), url: z.string().url() })),
  mapTiles: z.string(),
  mapAttribution: z.string(),
  publicOrigin: z.union([z.literal(''), z.string().url()]),
  timeZone: z.string().refine(isTimeZone, 'an IANA time zone, such as America/New_York or America/Chicago'),
  levyingAuthorities: z.record(z.string().regex(/^[A-Z0-9]+\*?$/), z.string().min(1)),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Merges a deployment's partial overrides onto the defaults, validating the result. */
export function mergeSiteConfig(overrides: unknown): SiteConfig {
  const partial = (overrides ?? {}) as Partial<SiteConfig>;
  const merged = {
    ...defaultSiteConfig,
    ...partial,
    filing: { ...defaultSiteConfig.filing, ...(partial.filing ?? {}) },
  };
  return siteConfigSchema.parse(merged) satisfies SiteConfig;
}
