// Every path of the API, written once. The API registers its routes from this table and the web
// app builds every request from it, so a renamed path cannot leave one side behind. Plain strings
// only: the web app imports this module at run time, and a schema library here would land in the
// home page's initial JavaScript (decision 0006). The schemas of each path are in ./contract.ts.

export type Method = 'GET' | 'POST';

export interface Endpoint {
  readonly method: Method;
  readonly path: string;
}

const get = (path: string): Endpoint => ({ method: 'GET', path });
const post = (path: string): Endpoint => ({ method: 'POST', path });

/** Every API path starts so; anything else is a page of the site or a static file. */
export const API_PREFIX = '/api/';

export const SEARCH_BASE = '/api/QuickSearch';

/** The search forms of the site and their two endpoints each: one page of rows, and every row as CSV. */
export const SEARCH_ENDPOINTS = {
  smart: { get: 'GetSmartSearchInfo', export: 'ExportSmartSearchInfo' },
  address: { get: 'GetSearchInfoByAddress', export: 'ExportSearchInfoByAddress' },
  owner: { get: 'GetSearchInfoByOwnerName', export: 'ExportSearchInfoByOwnerName' },
  parcel: { get: 'GetSearchInfoByParcelID', export: 'ExportSearchInfoByParcelID' },
  subdivision: { get: 'GetSearchInfoBySubdivision', export: 'ExportSearchInfoBySubdivision' },
  tangible: { get: 'GetTangibleSearchInfo', export: 'ExportTangibleSearchInfo' },
  sales: { get: 'GetSalesSearchInfo', export: 'ExportSalesSearchInfo' },
  advanced: { get: 'GetAdvancedSearchInfo', export: 'ExportAdvancedSearchInfo' },
} as const;

/** The full path of a QuickSearch endpoint name. */
export function searchPath(name: string): string {
  return `${SEARCH_BASE}/${name}`;
}

export const API = {
  // Content store
  contentPage: get('/api/Content/GetContentPage'),
  contentAlert: get('/api/Content/GetContentAlert'),
  importantDates: get('/api/Content/GetImportantDates'),
  contentFile: get('/api/Content/GetContentDynamicFile'),
  // Listings
  positions: get('/api/Employment/GetPositions'),
  position: get('/api/Employment/GetPosition'),
  solicitations: get('/api/Procurement/GetSolicitations'),
  procurementDocument: get('/api/Procurement/GetDocument'),
  testimonials: get('/api/Testimonials/GetTestimonials'),
  // Downloads and code tables (`:name` and `:table` are path parameters)
  downloads: get('/api/Downloads'),
  downloadFile: get('/api/Downloads/:name'),
  codeTables: get('/api/CodeTables'),
  codeTable: get('/api/CodeTables/:table'),
  // Tools
  taxEstimateInputs: get('/api/Tools/TaxEstimateInputs'),
  comparableSales: get('/api/Tools/ComparableSales'),
  comparableSalesCsv: get('/api/Tools/ComparableSalesCsv'),
  // The map (issue 28): a parcel's shape as a GeoJSON Feature, vector tiles (Mapbox Vector Tile 2.1,
  // XYZ numbering), and the parcels or qualified sales inside a drawn area (format=csv for the file)
  parcelGeometry: get('/api/parcels/:pid/geometry'),
  mapTile: get('/api/tiles/:z/:x/:y.mvt'),
  mapArea: get('/api/map/area'),
  // Market and roll statistics (format=csv answers the same figures as a CSV file)
  salesStatistics: get('/api/statistics/sales'),
  rollStatistics: get('/api/statistics/roll'),
  statisticsAreas: get('/api/statistics/areas'),
  // Search (besides the SEARCH_ENDPOINTS pairs)
  searchExamples: get(searchPath('GetSearchExamples')),
  suggestions: get(searchPath('GetSuggestions')),
  searchByParcel: get(searchPath('GetSearchInfoByParcel')),
  searchByInstrument: get(searchPath('GetSearchInfoByInstrumentNumber')),
  searchByBookPage: get(searchPath('GetSearchInfoByBookPage')),
  // Property record card
  prcGeneralInfo: get('/api/PRC/GetPRCGeneralInfo'),
  prcStats: get('/api/PRC/GetPRCStats'),
  prcPropertyValues: get('/api/PRC/GetPRCPropertyValues'),
  prcExemptions: get('/api/PRC/GetPRCExemptions'),
  prcCertifiedTaxes: get('/api/PRC/GetPRCCertifiedTaxes'),
  prcNonAdValorem: get('/api/PRC/GetPRCNonAdValorem'),
  prcTotalTaxes: get('/api/PRC/GetPRCTotalTaxes'),
  prcLand: get('/api/PRC/GetPRCLand'),
  prcBuildings: get('/api/PRC/GetPRCBuildings'),
  prcFeatures: get('/api/PRC/GetPRCFeatures'),
  prcSales: get('/api/PRC/GetPRCSales'),
  prcNearbySales: get('/api/PRC/GetPRCNearbySales'),
  prcTangibleAccounts: get('/api/PRC/GetPRCTangibleAccounts'),
  prcLegal: get('/api/PRC/GetPRCPropFeatLegal'),
  prcOfficeBuildings: get('/api/PRC/GetPRCPropFeatBldg'),
  prcOfficeBuildingSubareas: get('/api/PRC/GetPRCPropFeatBldgSubareas'),
  prcOfficeLand: get('/api/PRC/GetPRCPropFeatLand'),
  prcOfficeLandArea: get('/api/PRC/GetPRCPropFeatLandArea'),
  prcOfficeFeatures: get('/api/PRC/GetPRCPropFeatXfob'),
  prcLocation: get('/api/PRCLocation/GetPRCLocationInfo'),
  prcCardPdf: get('/api/PRC/GetPRCCardPdf'),
  // TRIM notice (Notice of Proposed Property Taxes)
  trimNotice: get('/api/Trim/GetNotice'),
  trimNoticePdf: get('/api/Trim/GetNoticePdf'),
  systemRefreshDate: get('/api/Parcel/GetSystemRefreshDate'),
  // Tangible property card
  tppGeneralInfo: get('/api/TPP/GetTPPGeneralInfo'),
  tppValues: get('/api/TPP/GetTPPValues'),
  // Forms
  feedbackToken: get('/api/Feedback/GetFormToken'),
  addFeedback: post('/api/Feedback/AddFeedback'),
  reportFraudToken: get('/api/ReportFraud/GetFormToken'),
  addFraudReport: post('/api/ReportFraud/AddReport'),
  // Owner alerts (issue 32)
  ownerAlertSignup: post('/api/owner-alerts'),
  ownerAlertConfirm: post('/api/owner-alerts/confirm'),
  ownerAlertManage: get('/api/owner-alerts/manage'),
  ownerAlertRemove: post('/api/owner-alerts/remove'),
  ownerAlertUnsubscribe: post('/api/owner-alerts/unsubscribe'),
  // The office's side (issue 45): staff sign-in, enrollment, the audit trail
  staffSignIn: post('/api/staff/sign-in'),
  staffSignOut: post('/api/staff/sign-out'),
  staffMe: get('/api/staff/me'),
  staffEnrollment: get('/api/staff/enrollment'),
  staffEnroll: post('/api/staff/enrollment'),
  staffAudit: get('/api/staff/audit'),
  staffSignInOptions: get('/api/staff/sign-in-options'),
  staffOidcStart: get('/api/staff/oidc/start'),
  staffOidcCallback: get('/api/staff/oidc/callback'),
  staffFeedbackList: get('/api/staff/queue/feedback'),
  staffFeedbackItem: get('/api/staff/queue/feedback/:id'),
  staffFeedbackReply: post('/api/staff/queue/feedback/:id/reply'),
  staffFraudList: get('/api/staff/queue/fraud'),
  staffFraudItem: get('/api/staff/queue/fraud/:id'),
  staffFraudClose: post('/api/staff/queue/fraud/:id/close'),
  // Assistant, logging, usage figures, legacy keys
  chat: get('/api/chat/processmessage'),
  clientLog: post('/api/Logger/Log'),
  pageView: post('/api/Analytics/PageView'),
  encryptionKey: get('/api/Security/GetEncryptionKey'),
  encryptionIv: get('/api/Security/GetEncryptionIV'),
} as const satisfies Record<string, Endpoint>;

export type ApiName = keyof typeof API;

/** A path with its `:param` parts filled in (encoded). */
export function pathWith(endpoint: Endpoint, params: Record<string, string>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
