import type { SiteConfig } from './site-config.ts';

// The external-link notice (specification, section 2): the types of destination, and where
// 'Continue to Site' leads for each. The bases come from the deployment's configuration; values
// appended to them are URL-encoded so an address with spaces, '#' or '&' cannot change the
// meaning of the address it is put into. Content pages (server) and the dialog (web) share this.

export const NOTICE_TYPES = [
  'fema',
  'plat',
  'sales',
  'taxes',
  'tylerHX',
  'tylerTPPSingle',
  'tylerTPPBatch',
  'tylerTPPVendor',
  'tylerTPPLOA',
  'tylerTPPExtension',
  'tylerIncomeSurvey',
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export interface NoticeInput {
  Type: NoticeType;
  parcelId?: string;
  Address?: string;
  bldgID?: string;
  InstNum?: string;
}

export function noticeTarget(input: NoticeInput, config: SiteConfig): string {
  switch (input.Type) {
    case 'fema':
      return config.floodMapSearch + encodeURIComponent(input.Address ?? '');
    case 'plat':
    case 'sales':
      return config.comptrollerDocument + encodeURIComponent(input.InstNum ?? '');
    case 'taxes':
      return config.taxCollectorPayment;
    case 'tylerHX':
      return config.filing.homestead;
    case 'tylerTPPSingle':
      return config.filing.tppSingle;
    case 'tylerTPPBatch':
      return config.filing.tppBatch;
    case 'tylerTPPVendor':
      return config.filing.tppVendor;
    case 'tylerTPPLOA':
      return config.filing.tppLetterOfAuthority;
    case 'tylerTPPExtension':
      return config.filing.tppExtension;
    case 'tylerIncomeSurvey':
      return config.filing.incomeSurvey;
  }
}

/** What the visitor is about to open, in words. */
export const NOTICE_DESTINATIONS: Record<NoticeType, string> = {
  fema: "FEMA's Flood Map Service Center, to see the flood zone of this address",
  plat: "the Comptroller's Official Records, to see the recorded plat",
  sales: "the Comptroller's Official Records, to see the recorded document of this sale",
  taxes: "the Tax Collector's site, to see and pay property tax bills",
  tylerHX: 'the online homestead exemption filing service',
  tylerTPPSingle: 'the online tangible personal property return service',
  tylerTPPBatch: 'the online service for filing several tangible property returns at once',
  tylerTPPVendor: 'the online tangible property filing service for software vendors',
  tylerTPPLOA: 'the online service for tangible property letters of authority',
  tylerTPPExtension: 'the online tangible property extension request service',
  tylerIncomeSurvey: 'the online income and expense survey',
};
