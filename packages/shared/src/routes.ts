// The route table of the specification (section 2), shared so that the web router and the server's
// "is this a page or a 404" decision can never disagree.

export const CONTENT_PAGE_IDS = ['meetPA', 'mission', 'ofc_directions', 'BillOfRights', 'SatelliteOffices'] as const;

/** Titles of the content pages, by pageID; the content files carry the same titles. */
export const CONTENT_TITLES: Record<string, string> = {
  meetPA: 'Meet the Property Appraiser',
  mission: 'Our Mission',
  ofc_directions: 'Office Directions',
  BillOfRights: 'Taxpayer Bill of Rights',
  SatelliteOffices: 'Satellite Offices',
  aboutocpa: 'About the Office',
  budget: 'Budget',
  departments: 'Departments',
  contact_us: 'Contact Us',
  freq_req_numbers: 'Frequently Requested Numbers',
  FAQ: 'Frequently Asked Questions',
  Taxroll_Info: 'Tax Roll Information',
  Tax_Reform: 'Tax Reform',
  OtherSites: 'Other Sites',
  SOH: 'Save Our Homes',
  AGClass: 'Agricultural Classification',
  MobileHome: 'Mobile Homes',
  Trim_Info: 'TRIM Notices',
  Products: 'Products',
  Maps: 'Maps',
  forms: 'Forms',
  ImportantDates: 'Important Dates',
  SiteNotice: 'Notice: Leaving Our Website',
};

export const FAQ_PAGE_IDS = [
  'aboutocpa',
  'budget',
  'departments',
  'contact_us',
  'freq_req_numbers',
  'FAQ',
  'Taxroll_Info',
  'Tax_Reform',
  'OtherSites',
  'SOH',
  'AGClass',
  'MobileHome',
  'Trim_Info',
  'Products',
  'Maps',
  'forms',
  'ImportantDates',
  'SiteNotice',
] as const;

/** Routes that redirect to the home page. */
export const REDIRECTS_TO_DASHBOARD = ['/', '/home'] as const;

/** Paths that open the parcel search module. */
export const SEARCH_PATHS = [
  '/parcelsearch',
  '/granparcelsearch',
  '/advancedsearch',
  '/search',
  '/Searches/ParcelSearch.aspx',
] as const;

/** Single pages with a fixed path, each its own lazy chunk, with the title a person sees. */
export const PAGE_TITLES: Record<string, string> = {
  '/dashboard': 'Home',
  '/thankyou': 'Thank you',
  '/error': 'Error',
  '/parcelsearch': 'Parcel Search',
  '/granparcelsearch': 'Parcel Search',
  '/advancedsearch': 'Advanced Search',
  '/search': 'Parcel Search',
  '/Searches/ParcelSearch.aspx': 'Parcel Search',
  '/propertycard': 'Property Record Card',
  '/tangiblecard': 'Tangible Property Card',
  '/testimonials': 'Testimonials',
  '/employment': 'Employment Opportunities',
  '/codetables': 'Code Tables',
  '/ocpabot': 'Ask OCPA - OCPA Virtual Assistant',
  '/procurement': 'Procurement',
  '/abouttechhelp': 'Technical Help',
  '/accessibility': 'Accessibility',
  '/homestead': 'Homestead Exemption',
  '/residential': 'Residential Property',
  '/commercial': 'Commercial Property',
  '/government': 'Government Property',
  '/industrial': 'Industrial Property',
  '/tpp': 'Tangible Personal Property',
  '/tpp-instructions': 'Tangible Personal Property Filing Instructions',
  '/report-fraud': 'Report Homestead Fraud',
  '/report-fraud/thankyou': 'Report Received',
  '/report-online': 'Report Online',
  '/disclaimer': 'Disclaimer',
  '/income-survey': 'Income Survey',
  '/appeals': 'Appeals: Disagreeing With Your Value',
  '/ocpaFeedback': 'Website Feedback',
  '/ocpaFeedback/thankyou': 'Feedback Received',
  '/download': 'Data Downloads',
  '/download/dictionary': 'Data Dictionary',
  '/statistics': 'Market and Roll Statistics',
  '/tools/tax-estimator': 'Tax Estimator',
  '/tools/portability': 'Portability Estimator',
};

/** Path patterns with one parameter. */
export const PARAM_ROUTES = [
  { prefix: '/content/', ids: CONTENT_PAGE_IDS as readonly string[] },
  { prefix: '/faqcontent/', ids: FAQ_PAGE_IDS as readonly string[] },
  { prefix: '/videocontent/', ids: null },
  { prefix: '/hybcontent/', ids: null },
  { prefix: '/employment/', ids: null },
  { prefix: '/parcelsearch/Parcel%20ID/', ids: null },
  { prefix: '/parcelsearch/Parcel ID/', ids: null },
] as const;

/**
 * True when the path names a page of the site (so the server answers 200), false for an unknown
 * path (404 with the app, which shows 'Page Not Found'). Matching is exact and case-sensitive,
 * as the router's is, except for the legacy ASP.NET path, which old bookmarks spell in any case.
 */
export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((REDIRECTS_TO_DASHBOARD as readonly string[]).includes(path)) return true;
  if (path in PAGE_TITLES) return true;
  if (path.toLowerCase() === '/searches/parcelsearch.aspx') return true;
  for (const route of PARAM_ROUTES) {
    if (!path.startsWith(route.prefix)) continue;
    const rest = path.slice(route.prefix.length);
    if (rest.length === 0 || rest.includes('/')) return false;
    let id = rest;
    try {
      id = decodeURIComponent(rest);
    } catch {
      return false;
    }
    return route.ids === null || route.ids.includes(id);
  }
  return false;
}
