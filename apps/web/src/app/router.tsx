import type { ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PAGE_ROUTES, REDIRECT_PATHS, type PageName } from '@county/shared';
import { lazyPage } from '../lib/lazy-page.ts';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { ThankYouPage } from './routes/thank-you.tsx';

// Each page is its own chunk, loaded when first visited or preloaded (main.tsx: the pages the
// server rendered before hydrating, then the ones a visitor most likely opens next). A page is
// named as its chunk is in the build's manifest (its file's name): the server links the chunk and
// its styles from the HTML of a page it rendered (apps/api/src/plugins/web-assets.ts).
// The search pages and the old addresses only: the redirect rules stay out of the first script.
const LegacyRedirect = lazyPage('legacy-redirect', () => import('./routes/legacy-redirect.tsx'));
const Dashboard = lazyPage('dashboard-page', () => import('../features/dashboard/components/dashboard-page.tsx'));
const SearchPage = lazyPage('search-page', () => import('../features/search/components/search-page.tsx'));
const PropertyCardPage = lazyPage('property-card-page', () => import('../features/property-card/components/property-card-page.tsx'));
const TangibleCardPage = lazyPage('tangible-card-page', () => import('../features/tangible-card/components/tangible-card-page.tsx'));
const ContentPage = lazyPage('content-page', () => import('../features/content/components/content-page.tsx'));
const NamedContentPage = lazyPage('named-content-page', () => import('../features/content/components/named-content-page.tsx'));
const ReportFraudPage = lazyPage('report-fraud-page', () => import('../features/report-fraud/components/report-fraud-page.tsx'));
const TestimonialsPage = lazyPage('testimonials-page', () => import('../features/listings/components/testimonials-page.tsx'));
const EmploymentPage = lazyPage('employment-page', () => import('../features/listings/components/employment-page.tsx'));
const ProcurementPage = lazyPage('procurement-page', () => import('../features/listings/components/procurement-page.tsx'));
const CodeTablesPage = lazyPage('code-tables-page', () => import('../features/code-tables/components/code-tables-page.tsx'));
const DownloadsPage = lazyPage('downloads-page', () => import('../features/downloads/components/downloads-page.tsx'));
const ChatPage = lazyPage('chat-page', () => import('../features/chat/components/chat-page.tsx'));
const FeedbackPage = lazyPage('feedback-page', () => import('../features/feedback/components/feedback-page.tsx'));
const TaxEstimatorPage = lazyPage('tax-estimator-page', () => import('../features/tools/components/tax-estimator-page.tsx'));
const PortabilityPage = lazyPage('portability-page', () => import('../features/tools/components/portability-page.tsx'));
const DictionaryPage = lazyPage('dictionary-page', () => import('../features/downloads/components/dictionary-page.tsx'));
const StatisticsPage = lazyPage('statistics-page', () => import('../features/statistics/components/statistics-page.tsx'));
const ReceiptPage = lazyPage('receipt-page', () => import('../features/receipts/components/receipt-page.tsx'));
const MapPage = lazyPage('map-page', () => import('../features/map/components/map-page.tsx'));
const TrimPage = lazyPage('trim-page', () => import('../features/trim/components/trim-page.tsx'));
const OwnerAlertPage = lazyPage('owner-alert-page', () => import('../features/owner-alerts/components/owner-alert-page.tsx'));
const OwnerAlertConfirmPage = lazyPage('owner-alert-confirm-page', () => import('../features/owner-alerts/components/owner-alert-confirm-page.tsx'));
const OwnerAlertManagePage = lazyPage('owner-alert-manage-page', () => import('../features/owner-alerts/components/owner-alert-manage-page.tsx'));
const OfficePage = lazyPage('office-page', () => import('../features/office/components/office-page.tsx'));
const EnrollPage = lazyPage('enroll-page', () => import('../features/office/components/enroll-page.tsx'));
const OwnerAlertUnsubscribePage = lazyPage(
  'owner-alert-unsubscribe-page',
  () => import('../features/owner-alerts/components/owner-alert-unsubscribe-page.tsx'),
);

export const pages = {
  dashboard: Dashboard,
  search: SearchPage,
  legacyRedirect: LegacyRedirect,
  propertyCard: PropertyCardPage,
  tangibleCard: TangibleCardPage,
  content: ContentPage,
  namedContent: NamedContentPage,
  reportFraud: ReportFraudPage,
  testimonials: TestimonialsPage,
  employment: EmploymentPage,
  procurement: ProcurementPage,
  codeTables: CodeTablesPage,
  downloads: DownloadsPage,
  chat: ChatPage,
  feedback: FeedbackPage,
  taxEstimator: TaxEstimatorPage,
  portability: PortabilityPage,
  receipt: ReceiptPage,
  dictionary: DictionaryPage,
  statistics: StatisticsPage,
  trim: TrimPage,
  map: MapPage,
  ownerAlert: OwnerAlertPage,
  ownerAlertConfirm: OwnerAlertConfirmPage,
  ownerAlertManage: OwnerAlertManagePage,
  ownerAlertUnsubscribe: OwnerAlertUnsubscribePage,
  office: OfficePage,
  officeEnroll: EnrollPage,
};

/** What each page of the shared table shows, given its path. */
const ELEMENTS: Record<PageName, (path: string) => ReactElement> = {
  dashboard: () => <Dashboard />,
  thankYou: () => <ThankYouPage />,
  error: () => <ErrorPage />,
  // Old bookmarks carry ?pid=<id> in either id order: they open that parcel's card.
  search: () => <LegacyRedirect page={<SearchPage />} />,
  propertyCard: () => <PropertyCardPage />,
  tangibleCard: () => <TangibleCardPage />,
  testimonials: () => <TestimonialsPage />,
  employment: () => <EmploymentPage />,
  codeTables: () => <CodeTablesPage />,
  chat: () => <ChatPage />,
  procurement: () => <ProcurementPage />,
  namedContent: (path) => <NamedContentPage slug={path.slice(1)} />,
  reportFraud: () => <ReportFraudPage />,
  reportFraudReceipt: () => <ReceiptPage kind="report-fraud" />,
  feedback: () => <FeedbackPage />,
  feedbackReceipt: () => <ReceiptPage kind="feedback" />,
  downloads: () => <DownloadsPage />,
  taxEstimator: () => <TaxEstimatorPage />,
  portability: () => <PortabilityPage />,
  trim: () => <TrimPage />,
  map: () => <MapPage />,
  dictionary: () => <DictionaryPage />,
  statistics: () => <StatisticsPage />,
  ownerAlert: () => <OwnerAlertPage />,
  ownerAlertConfirm: () => <OwnerAlertConfirmPage />,
  ownerAlertManage: () => <OwnerAlertManagePage />,
  ownerAlertUnsubscribe: () => <OwnerAlertUnsubscribePage />,
  office: () => <OfficePage />,
  officeEnroll: () => <EnrollPage />,
  content: () => <ContentPage kind="content" />,
  faqContent: () => <ContentPage kind="faqcontent" />,
  videoContent: () => <ContentPage kind="videocontent" />,
  hybContent: () => <ContentPage kind="hybcontent" />,
};

/**
 * The route table of the specification (section 2), built from the shared one
 * (packages/shared/src/routes.ts); the shell wraps every page. Case-sensitive as the server's 404 is.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PAGE_ROUTES.map((route) => ({ path: route.path, caseSensitive: !('anyCase' in route), element: ELEMENTS[route.page](route.path) })),
      ...REDIRECT_PATHS.map((path) => ({ path, caseSensitive: true, element: <LegacyRedirect /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
