import { z } from 'zod';
import {
  ownerAlertAcceptedSchema,
  ownerAlertConfirmedSchema,
  ownerAlertManageSchema,
  ownerAlertRemoveSchema,
  ownerAlertSignupSchema,
  ownerAlertTokenSchema,
  ownerAlertUnsubscribedSchema,
} from '../owner-alerts.ts';
import { API, type ApiName, type Endpoint } from './paths.ts';
import {
  auditQuerySchema,
  enrollmentQuerySchema,
  staffEnrollmentSchema,
  staffEnrollSchema,
  staffMeSchema,
  staffSignInOptionsSchema,
  staffSignInSchema,
} from '../staff.ts';
import {
  feedbackDetailSchema,
  feedbackIdParamsSchema,
  feedbackListSchema,
  feedbackQueueQuerySchema,
  feedbackReplySchema,
  fraudDetailSchema,
  fraudListSchema,
  fraudQueueQuerySchema,
} from '../office-queue.ts';
import { contentFileQuery, contentLangQuery, contentPageQuery, contentPageSchema, importantDateSchema, siteNoticeSchema } from '../content.ts';
import { positionQuery, positionSchema, positionsResponse, procurementDocumentQuery, solicitationsResponse, testimonialsResponse } from '../listings.ts';
import { downloadFileParams, publishedFilesSchema } from '../downloads.ts';
import { codeTableParams, codeTableQuery, codeTableSchema, codeTablesResponse } from '../code-tables.ts';
import { comparablesQuerySchema, comparablesResponseSchema, taxInputsQuerySchema, taxInputsResponseSchema } from '../tax/schemas.ts';
import {
  addressSearchQuery,
  advancedSearchQuery,
  ownerSearchQuery,
  parcelIdSearchQuery,
  parcelSearchRow,
  salesSearchQuery,
  searchExamplesSchema,
  smartSearchQuery,
  smartSearchResult,
  subdivisionSearchQuery,
  suggestQuery,
  suggestResult,
  tangibleSearchQuery,
  tangibleSearchRow,
} from '../search.ts';
import { searchByBookPageQuery, searchByInstrumentQuery, searchByParcelQuery } from '../office-search.ts';
import {
  acctQuery,
  generalInfoQuery,
  lowerPidQuery,
  pidPageQuery,
  pidQuery,
  pidYearAllQuery,
  pidYearQuery,
  prcBuildingSchema,
  prcCertifiedTaxSchema,
  prcExemptionSchema,
  prcFeatureSchema,
  prcGeneralInfoSchema,
  prcLandSchema,
  prcLegalSchema,
  prcLocationSchema,
  prcNearbySaleSchema,
  prcTangibleAccountSchema,
  prcNonAdValoremSchema,
  prcOfficeBuildingSchema,
  prcOfficeFeatureSchema,
  prcOfficeLandSchema,
  prcSaleSchema,
  prcStatsSchema,
  prcTotalTaxesSchema,
  prcValueSchema,
  refreshDateSchema,
  tppGeneralInfoSchema,
  tppValueSchema,
} from '../cards.ts';
import { rollStatisticsQuery, rollStatisticsSchema, salesStatisticsQuery, salesStatisticsResponse, statisticsAreasResponse } from '../statistics.ts';
import { feedbackPayloadSchema } from '../feedback.ts';
import { cardPdfQuerySchema, trimNoticeSchema, trimQuerySchema } from '../trim.ts';
import { mapAreaQuery, mapAreaResponse, mapTileParams, parcelGeometryParams, parcelGeometrySchema } from '../map.ts';
import { reportFraudPayloadSchema } from '../report-fraud.ts';
import { clientLogSchema } from '../client-log.ts';
import { chatQuerySchema, chatResponseSchema } from '../chat-schemas.ts';

// The schemas of each path of ./paths.ts: what it takes (query, path parameters, body) and what it
// answers. The API validates with them; the web app imports only their inferred types (`import
// type`), so no schema library reaches the browser's first load. A path whose answer is a file,
// text or a stream has no `response` here.

export interface Schemas {
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

const parcelRows = z.array(parcelSearchRow);

/** Paths that take the same query and each answer a list of their own rows. */
function listsOf<Q extends z.ZodType, Rows extends Record<string, z.ZodType>>(query: Q, rows: Rows) {
  const entries = Object.entries(rows).map(([name, row]) => [name, { query, response: z.array(row) }]);
  // fromEntries forgets which name holds which row schema; each entry was built from its own just above.
  return Object.fromEntries(entries) as { [N in keyof Rows]: { query: Q; response: z.ZodArray<Rows[N]> } };
}

/** The property card's lists that take a PID alone; the API registers one route for each. */
const PRC_PID_LISTS = {
  prcLand: prcLandSchema,
  prcBuildings: prcBuildingSchema,
  prcFeatures: prcFeatureSchema,
  prcSales: prcSaleSchema,
  prcNearbySales: prcNearbySaleSchema,
  prcTangibleAccounts: prcTangibleAccountSchema,
};
export type PrcPidList = keyof typeof PRC_PID_LISTS;
export const PRC_PID_LIST_NAMES = Object.keys(PRC_PID_LISTS) as PrcPidList[];

export const CONTRACT = {
  contentPage: { query: contentPageQuery, response: contentPageSchema },
  contentAlert: { query: contentLangQuery, response: siteNoticeSchema },
  importantDates: { query: contentLangQuery, response: z.array(importantDateSchema) },
  contentFile: { query: contentFileQuery },
  positions: { response: positionsResponse },
  position: { query: positionQuery, response: positionSchema },
  solicitations: { response: solicitationsResponse },
  procurementDocument: { query: procurementDocumentQuery },
  testimonials: { response: testimonialsResponse },
  downloads: { response: publishedFilesSchema },
  downloadFile: { params: downloadFileParams },
  codeTables: { response: codeTablesResponse },
  codeTable: { params: codeTableParams, query: codeTableQuery, response: codeTableSchema },
  taxEstimateInputs: { query: taxInputsQuerySchema, response: taxInputsResponseSchema },
  comparableSales: { query: comparablesQuerySchema, response: comparablesResponseSchema },
  comparableSalesCsv: { query: comparablesQuerySchema },
  trimNotice: { query: trimQuerySchema, response: trimNoticeSchema },
  trimNoticePdf: { query: trimQuerySchema },
  prcCardPdf: { query: cardPdfQuerySchema },
  parcelGeometry: { params: parcelGeometryParams, response: parcelGeometrySchema },
  mapTile: { params: mapTileParams },
  mapArea: { query: mapAreaQuery, response: mapAreaResponse },
  salesStatistics: { query: salesStatisticsQuery, response: salesStatisticsResponse },
  rollStatistics: { query: rollStatisticsQuery, response: rollStatisticsSchema },
  statisticsAreas: { response: statisticsAreasResponse },
  searchExamples: { response: searchExamplesSchema },
  suggestions: { query: suggestQuery, response: suggestResult },
  searchByParcel: { query: searchByParcelQuery, response: parcelRows },
  searchByInstrument: { query: searchByInstrumentQuery, response: parcelRows },
  searchByBookPage: { query: searchByBookPageQuery, response: parcelRows },
  prcGeneralInfo: { query: generalInfoQuery, response: prcGeneralInfoSchema },
  prcStats: { query: pidQuery, response: prcStatsSchema },
  ...listsOf(pidYearAllQuery, { prcPropertyValues: prcValueSchema, prcExemptions: prcExemptionSchema }),
  ...listsOf(pidYearQuery, { prcCertifiedTaxes: prcCertifiedTaxSchema, prcNonAdValorem: prcNonAdValoremSchema }),
  prcTotalTaxes: { query: pidYearQuery, response: prcTotalTaxesSchema },
  ...listsOf(pidQuery, PRC_PID_LISTS),
  prcLegal: { query: lowerPidQuery, response: prcLegalSchema },
  ...listsOf(pidPageQuery, { prcOfficeBuildings: prcOfficeBuildingSchema, prcOfficeBuildingSubareas: prcOfficeBuildingSchema }),
  ...listsOf(lowerPidQuery, { prcOfficeLand: prcOfficeLandSchema, prcOfficeLandArea: prcOfficeLandSchema, prcOfficeFeatures: prcOfficeFeatureSchema }),
  prcLocation: { query: lowerPidQuery, response: prcLocationSchema },
  systemRefreshDate: { response: refreshDateSchema },
  tppGeneralInfo: { query: acctQuery, response: tppGeneralInfoSchema },
  tppValues: { query: acctQuery, response: z.array(tppValueSchema) },
  feedbackToken: {},
  addFeedback: { body: feedbackPayloadSchema },
  reportFraudToken: {},
  addFraudReport: { body: reportFraudPayloadSchema },
  ownerAlertSignup: { body: ownerAlertSignupSchema, response: ownerAlertAcceptedSchema },
  ownerAlertConfirm: { body: ownerAlertTokenSchema, response: ownerAlertConfirmedSchema },
  ownerAlertManage: { query: ownerAlertTokenSchema, response: ownerAlertManageSchema },
  ownerAlertRemove: { body: ownerAlertRemoveSchema, response: ownerAlertManageSchema },
  ownerAlertUnsubscribe: { query: ownerAlertTokenSchema, response: ownerAlertUnsubscribedSchema },
  staffSignIn: { body: staffSignInSchema, response: staffMeSchema },
  staffSignOut: {},
  staffMe: { response: staffMeSchema },
  staffEnrollment: { query: enrollmentQuerySchema, response: staffEnrollmentSchema },
  staffEnroll: { body: staffEnrollSchema },
  staffAudit: { query: auditQuerySchema },
  staffSignInOptions: { response: staffSignInOptionsSchema },
  staffOidcStart: {},
  staffOidcCallback: {},
  staffFeedbackList: { query: feedbackQueueQuerySchema, response: feedbackListSchema },
  staffFeedbackItem: { params: feedbackIdParamsSchema, response: feedbackDetailSchema },
  staffFeedbackReply: { params: feedbackIdParamsSchema, body: feedbackReplySchema, response: feedbackDetailSchema },
  staffFraudList: { query: fraudQueueQuerySchema, response: fraudListSchema },
  staffFraudItem: { params: feedbackIdParamsSchema, response: fraudDetailSchema },
  staffFraudClose: { params: feedbackIdParamsSchema, response: fraudDetailSchema },
  chat: { query: chatQuerySchema, response: chatResponseSchema },
  clientLog: { body: clientLogSchema },
  pageView: {},
  encryptionKey: { response: z.string() },
  encryptionIv: { response: z.string() },
} as const satisfies Record<ApiName, Schemas>;

/** The QuickSearch pairs of SEARCH_ENDPOINTS: each search's query and its answer. */
export const SEARCH_CONTRACT = {
  smart: { query: smartSearchQuery, response: smartSearchResult },
  address: { query: addressSearchQuery, response: parcelRows },
  owner: { query: ownerSearchQuery, response: parcelRows },
  parcel: { query: parcelIdSearchQuery, response: parcelRows },
  subdivision: { query: subdivisionSearchQuery, response: parcelRows },
  tangible: { query: tangibleSearchQuery, response: z.array(tangibleSearchRow) },
  sales: { query: salesSearchQuery, response: parcelRows },
  advanced: { query: advancedSearchQuery, response: parcelRows },
} as const;

export type Contract = typeof CONTRACT;
/** What a path answers (its 200 body). */
export type ResponseOf<N extends ApiName> = Contract[N] extends { response: z.ZodType } ? z.output<Contract[N]['response']> : unknown;
/** What a path takes in its query string, before defaults are applied. */
export type QueryOf<N extends ApiName> = Contract[N] extends { query: z.ZodType } ? z.input<Contract[N]['query']> : Record<string, never>;
export type SearchName = keyof typeof SEARCH_CONTRACT;
/** What a search of SEARCH_ENDPOINTS answers: one page of its rows (the box's search: a SmartSearchResult). */
export type SearchResponseOf<S extends SearchName> = z.output<(typeof SEARCH_CONTRACT)[S]['response']>;
/** What a search of SEARCH_ENDPOINTS takes in its query string, before defaults are applied. */
export type SearchQueryOf<S extends SearchName> = z.input<(typeof SEARCH_CONTRACT)[S]['query']>;
/** What a path takes as its JSON body. */
export type BodyOf<N extends ApiName> = Contract[N] extends { body: z.ZodType } ? z.input<Contract[N]['body']> : never;

/** One path with its method and schemas, for the API's route registration. */
export function route<N extends ApiName>(name: N): Endpoint & Contract[N] {
  return { ...API[name], ...CONTRACT[name] };
}
