// External URL bases of the site (specification, section 3: Configuration). Each deployment may
// override any of them through the server's SITE_CONFIG file; the server hands the merged values to
// the browser inside index.html as JSON data (not as script), so the web app needs no extra request.

export interface SiteConfig {
  countyName: string;
  officeName: string;
  officeShortName: string;
  officeAddress: string;
  parcelImages: string;
  sketches: string;
  maps: string;
  mapSearch: string;
  streetView: string;
  obliqueView: string;
  taxEstimator: string;
  valueAdjustmentBoard: string;
  /** An office's own printer-friendly card service; empty (the default) when the site's print is the only one. */
  printerFriendlyCard: string;
  appointments: string;
  employeeSite: string;
  floodMapSearch: string;
  comptrollerDocument: string;
  taxCollectorPayment: string;
  filing: {
    homestead: string;
    tppSingle: string;
    tppBatch: string;
    tppVendor: string;
    tppLetterOfAuthority: string;
    tppExtension: string;
    incomeSurvey: string;
  };
  cityPermits: Record<string, string>;
  social: { name: string; url: string }[];
  /**
   * An optional raster base map under the county's own layers (`https://tiles.example.gov/{z}/{x}/{y}.png`):
   * empty, the default, for none, so the map sends no request to another host (decision 113).
   */
  mapTiles: string;
  /** The base map's credit line, shown on the map when `mapTiles` is set. */
  mapAttribution: string;
  /**
   * The site's own origin (`https://www.example-county.gov`), the start of every absolute URL it
   * writes. The server sets it from PUBLIC_ORIGIN; empty only where no server sets it (Vite's dev server).
   */
  publicOrigin: string;
  /**
   * The office's time zone (IANA name): the day a listing closes on and the day analytics count
   * under begin at its midnight. Most of Florida is on Eastern time; the western Panhandle
   * (Escambia to the Apalachicola River) is on Central time, America/Chicago.
   */
  timeZone: string;
  /**
   * Who levies a non-ad valorem assessment, by the levy's code on the roll ('SL*': every code that
   * starts with SL). The roll keeps only a code and a description; a code not listed here is named
   * by its own description.
   */
  levyingAuthorities: Record<string, string>;
}

export const defaultSiteConfig: SiteConfig = {
  countyName: 'Orange County',
  officeName: 'Orange County Property Appraiser',
  officeShortName: 'OCPA',
  officeAddress: '200 S. Orange Ave, Suite 1700, Orlando, FL 32801',
  parcelImages: 'https://images.example-county.gov/parcel/',
  sketches: 'https://images.example-county.gov/sketch/',
  maps: 'https://maps.example-county.gov/parcel/',
  mapSearch: 'https://maps.example-county.gov/',
  streetView: 'https://maps.example-county.gov/streetview/',
  obliqueView: 'https://maps.example-county.gov/oblique/',
  taxEstimator: 'https://tools.example-county.gov/tax-estimator/',
  valueAdjustmentBoard: 'https://vab.example-county.gov/',
  printerFriendlyCard: '',
  appointments: 'https://appointments.example-county.gov/',
  employeeSite: 'https://employees.example-county.gov/',
  floodMapSearch: 'https://msc.fema.gov/portal/search#searchresultsanchor?address=',
  comptrollerDocument: 'https://comptroller.example-county.gov/document?instrument=',
  taxCollectorPayment: 'https://taxcollector.example-county.gov/pay',
  filing: {
    homestead: 'https://filing.example-county.gov/homestead',
    tppSingle: 'https://filing.example-county.gov/tpp/single',
    tppBatch: 'https://filing.example-county.gov/tpp/batch',
    tppVendor: 'https://filing.example-county.gov/tpp/vendor',
    tppLetterOfAuthority: 'https://filing.example-county.gov/tpp/letter-of-authority',
    tppExtension: 'https://filing.example-county.gov/tpp/extension',
    incomeSurvey: 'https://filing.example-county.gov/income-survey',
  },
  cityPermits: {
    ORL: 'https://permits.example-county.gov/orlando',
    WP: 'https://permits.example-county.gov/winter-park',
    APK: 'https://permits.example-county.gov/apopka',
  },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'X', url: 'https://x.com/' },
    { name: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  mapTiles: '',
  mapAttribution: '',
  publicOrigin: '',
  timeZone: 'America/New_York',
  levyingAuthorities: {
    SW: 'ORANGE COUNTY SOLID WASTE',
    'SL*': 'ORANGE COUNTY STREET LIGHTING',
    LKM: 'ORANGE COUNTY LAKE MANAGEMENT',
  },
};
