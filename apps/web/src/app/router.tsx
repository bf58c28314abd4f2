import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import { toStoredId } from '@county/shared';
import { lazyPage } from '../lib/lazy-page.ts';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { ThankYouPage } from './routes/thank-you.tsx';

// Each page is its own chunk, loaded when first visited (the home page's is preloaded by main.tsx).
export const pages = {
  dashboard: () => import('../features/dashboard/components/dashboard-page.tsx'),
  search: () => import('../features/search/components/search-page.tsx'),
  propertyCard: () => import('../features/property-card/components/property-card-page.tsx'),
  tangibleCard: () => import('../features/tangible-card/components/tangible-card-page.tsx'),
  content: () => import('../features/content/components/content-page.tsx'),
  namedContent: () => import('../features/content/components/named-content-page.tsx'),
  reportFraud: () => import('../features/report-fraud/components/report-fraud-page.tsx'),
  testimonials: () => import('../features/listings/components/testimonials-page.tsx'),
  employment: () => import('../features/listings/components/employment-page.tsx'),
  procurement: () => import('../features/listings/components/procurement-page.tsx'),
  codeTables: () => import('../features/code-tables/components/code-tables-page.tsx'),
  downloads: () => import('../features/downloads/components/downloads-page.tsx'),
  chat: () => import('../features/chat/components/chat-page.tsx'),
  feedback: () => import('../features/feedback/components/feedback-page.tsx'),
  taxEstimator: () => import('../features/tools/components/tax-estimator-page.tsx'),
  portability: () => import('../features/tools/components/portability-page.tsx'),
  receipt: () => import('../features/receipts/components/receipt-page.tsx'),
};

const Dashboard = lazyPage(pages.dashboard);
const SearchPage = lazyPage(pages.search);
const PropertyCardPage = lazyPage(pages.propertyCard);
const TangibleCardPage = lazyPage(pages.tangibleCard);
const ContentPage = lazyPage(pages.content);
const NamedContentPage = lazyPage(pages.namedContent);
const ReportFraudPage = lazyPage(pages.reportFraud);
const TestimonialsPage = lazyPage(pages.testimonials);
const EmploymentPage = lazyPage(pages.employment);
const ProcurementPage = lazyPage(pages.procurement);
const CodeTablesPage = lazyPage(pages.codeTables);
const DownloadsPage = lazyPage(pages.downloads);
const ChatPage = lazyPage(pages.chat);
const FeedbackPage = lazyPage(pages.feedback);
const TaxEstimatorPage = lazyPage(pages.taxEstimator);
const PortabilityPage = lazyPage(pages.portability);
const ReceiptPage = lazyPage(pages.receipt);

/** Old bookmarks carry ?pid=<id> in either id order: open that parcel's card. */
function SearchRoute() {
  const [params] = useSearchParams();
  const pid = params.get('pid') ?? params.get('PID');
  if (pid) {
    const stored = toStoredId(pid);
    if (stored) return <Navigate to={`/propertycard?pid=${stored}`} replace />;
  }
  return <SearchPage />;
}

/** /parcelsearch/Parcel%20ID/<id>: the current deep-link form. */
function ParcelIdLink() {
  const { field = '', value = '' } = useParams();
  const stored = field.toLowerCase().replace(/\s+/g, '') === 'parcelid' ? toStoredId(value) : null;
  if (stored) return <Navigate to={`/propertycard?pid=${stored}`} replace />;
  return <Navigate to={`/parcelsearch?q=${encodeURIComponent(value)}`} replace />;
}

const NAMED_CONTENT = [
  'abouttechhelp',
  'accessibility',
  'homestead',
  'residential',
  'commercial',
  'government',
  'industrial',
  'tpp',
  'tpp-instructions',
  'report-online',
  'disclaimer',
  'income-survey',
  'appeals',
];

/** The route table of the specification (section 2); the shell wraps every page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/home" element={<Navigate to="/dashboard" replace />} />
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/thankyou" element={<ThankYouPage />} />
        <Route path="/error" element={<ErrorPage />} />
        <Route path="/parcelsearch" element={<SearchRoute />} />
        <Route path="/granparcelsearch" element={<SearchRoute />} />
        <Route path="/advancedsearch" element={<SearchRoute />} />
        <Route path="/search" element={<SearchRoute />} />
        <Route path="/Searches/ParcelSearch.aspx" element={<SearchRoute />} />
        <Route path="/parcelsearch/:field/:value" element={<ParcelIdLink />} />
        <Route path="/propertycard" element={<PropertyCardPage />} />
        <Route path="/tangiblecard" element={<TangibleCardPage />} />
        <Route path="/content/:pageId" element={<ContentPage kind="content" />} />
        <Route path="/faqcontent/:pageId" element={<ContentPage kind="faqcontent" />} />
        <Route path="/videocontent/:pageId" element={<ContentPage kind="videocontent" />} />
        <Route path="/hybcontent/:pageId" element={<ContentPage kind="hybcontent" />} />
        {NAMED_CONTENT.map((slug) => (
        <Route key={slug} path={`/${slug}`} element={<NamedContentPage slug={slug} />} />
      ))}
        <Route path="/report-fraud" element={<ReportFraudPage />} />
        <Route path="/testimonials" element={<TestimonialsPage />} />
        <Route path="/employment" element={<EmploymentPage />} />
        <Route path="/employment/:jobId" element={<EmploymentPage />} />
        <Route path="/procurement" element={<ProcurementPage />} />
        <Route path="/codetables" element={<CodeTablesPage />} />
        <Route path="/download" element={<DownloadsPage />} />
        <Route path="/ocpabot" element={<ChatPage />} />
        <Route path="/ocpaFeedback" element={<FeedbackPage />} />
        <Route path="/ocpaFeedback/thankyou" element={<ReceiptPage kind="feedback" />} />
        <Route path="/report-fraud/thankyou" element={<ReceiptPage kind="report-fraud" />} />
        <Route path="/tools/tax-estimator" element={<TaxEstimatorPage />} />
        <Route path="/tools/portability" element={<PortabilityPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
