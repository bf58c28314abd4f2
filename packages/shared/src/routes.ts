// The route table of the specification (section 2), shared so that the web router, the server's
// "is this a page or a 404" decision and its redirects of old addresses can never disagree. The
// matching of paths and the old addresses' redirects live in route-match.ts, the content pages'
// titles in content-titles.ts: the web app's first script carries only the tables (decision 0006).

export const CONTENT_PAGE_IDS = ['meetPA', 'mission', 'ofc_directions', 'BillOfRights', 'SatelliteOffices'] as const;

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

/** What a page route shows; the web router maps each name to its component (apps/web/src/app/router.tsx). */
export interface PageRoute {
  /** React Router's pattern; a `:name` segment takes one segment, any value unless `ids` lists them. */
  readonly path: string;
  readonly page: string;
  /** The title a person sees, for a path without a parameter. */
  readonly title?: string;
  readonly ids?: readonly string[];
  /** Matched in any letter case: old bookmarks of the ASP.NET site spell it so. */
  readonly anyCase?: boolean;
}

/**
 * Every page of the site (specification, section 2), written once: the web router builds its routes
 * from it, and the server answers 200 for these paths and 404 for any other. Each page is its own
 * lazy chunk; several paths may show one page.
 */
export const PAGE_ROUTES = [
  { path: '/dashboard', page: 'dashboard', title: 'Home' },
  { path: '/thankyou', page: 'thankYou', title: 'Thank you' },
  { path: '/error', page: 'error', title: 'Error' },
  { path: '/parcelsearch', page: 'search', title: 'Parcel Search' },
  { path: '/granparcelsearch', page: 'search', title: 'Parcel Search' },
  { path: '/advancedsearch', page: 'search', title: 'Advanced Search' },
  { path: '/search', page: 'search', title: 'Parcel Search' },
  { path: '/Searches/ParcelSearch.aspx', page: 'search', title: 'Parcel Search', anyCase: true },
  { path: '/propertycard', page: 'propertyCard', title: 'Property Record Card' },
  { path: '/tangiblecard', page: 'tangibleCard', title: 'Tangible Property Card' },
  { path: '/testimonials', page: 'testimonials', title: 'Testimonials' },
  { path: '/employment', page: 'employment', title: 'Employment Opportunities' },
  { path: '/employment/:jobId', page: 'employment' },
  { path: '/codetables', page: 'codeTables', title: 'Code Tables' },
  { path: '/ocpabot', page: 'chat', title: 'Ask OCPA - OCPA Virtual Assistant' },
  { path: '/procurement', page: 'procurement', title: 'Procurement' },
  { path: '/abouttechhelp', page: 'namedContent', title: 'Technical Help' },
  { path: '/accessibility', page: 'namedContent', title: 'Accessibility' },
  { path: '/homestead', page: 'namedContent', title: 'Homestead Exemption' },
  { path: '/residential', page: 'namedContent', title: 'Residential Property' },
  { path: '/commercial', page: 'namedContent', title: 'Commercial Property' },
  { path: '/government', page: 'namedContent', title: 'Government Property' },
  { path: '/industrial', page: 'namedContent', title: 'Industrial Property' },
  { path: '/tpp', page: 'namedContent', title: 'Tangible Personal Property' },
  { path: '/tpp-instructions', page: 'namedContent', title: 'Tangible Personal Property Filing Instructions' },
  { path: '/report-fraud', page: 'reportFraud', title: 'Report Homestead Fraud' },
  { path: '/report-fraud/thankyou', page: 'reportFraudReceipt', title: 'Report Received' },
  { path: '/report-online', page: 'namedContent', title: 'Report Online' },
  { path: '/disclaimer', page: 'namedContent', title: 'Disclaimer' },
  { path: '/income-survey', page: 'namedContent', title: 'Income Survey' },
  { path: '/appeals', page: 'namedContent', title: 'Appeals: Disagreeing With Your Value' },
  { path: '/ocpaFeedback', page: 'feedback', title: 'Website Feedback' },
  { path: '/ocpaFeedback/thankyou', page: 'feedbackReceipt', title: 'Feedback Received' },
  { path: '/download', page: 'downloads', title: 'Data Downloads' },
  { path: '/download/dictionary', page: 'dictionary', title: 'Data Dictionary' },
  { path: '/statistics', page: 'statistics', title: 'Market and Roll Statistics' },
  { path: '/map', page: 'map', title: 'Map Search' },
  { path: '/tools/tax-estimator', page: 'taxEstimator', title: 'Tax Estimator' },
  { path: '/tools/portability', page: 'portability', title: 'Portability Estimator' },
  { path: '/trim', page: 'trim', title: 'TRIM Notice' },
  { path: '/owner-alert', page: 'ownerAlert', title: 'Owner Alerts' },
  { path: '/owner-alert/confirm', page: 'ownerAlertConfirm', title: 'Confirm Owner Alerts' },
  { path: '/owner-alert/manage', page: 'ownerAlertManage', title: 'Your Owner Alerts' },
  { path: '/owner-alert/unsubscribe', page: 'ownerAlertUnsubscribe', title: 'Stop Owner Alerts' },
  // The office's side (issue 45): English only, kept out of the sitemap and robots' reach.
  { path: '/office', page: 'office', title: 'Office Sign-in' },
  { path: '/office/enroll', page: 'officeEnroll', title: 'Set Up Your Office Account' },
  { path: '/content/:pageId', page: 'content', ids: CONTENT_PAGE_IDS },
  { path: '/faqcontent/:pageId', page: 'faqContent', ids: FAQ_PAGE_IDS },
  { path: '/videocontent/:pageId', page: 'videoContent' },
  { path: '/hybcontent/:pageId', page: 'hybContent' },
] as const satisfies readonly PageRoute[];

export type PageName = (typeof PAGE_ROUTES)[number]['page'];

/** Single pages with a fixed path, with the title a person sees. */
export const PAGE_TITLES: Record<string, string> = Object.fromEntries(
  PAGE_ROUTES.flatMap((route: PageRoute) => (route.title ? [[route.path, route.title]] : [])),
);

/** Routes that redirect to the home page. */
export const REDIRECTS_TO_DASHBOARD = ['/', '/home'] as const;

/** The deep link of the old site: /parcelsearch/Parcel%20ID/<id>, or another field and the text to search. */
export const DEEP_LINK = '/parcelsearch/:field/:value';

/**
 * Addresses of the old site that now live elsewhere. The server answers them with a redirect
 * (apps/api/src/plugins/web.ts), so a page is never rendered for them; the web router follows them
 * too, for a link inside the app.
 */
export const REDIRECT_PATHS = [...REDIRECTS_TO_DASHBOARD, DEEP_LINK] as const;
