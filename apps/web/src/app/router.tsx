import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import { toStoredId } from '@county/shared';
import { lazyPage } from '../lib/lazy-page.ts';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { ThankYouPage } from './routes/thank-you.tsx';

// Each page is its own chunk, loaded when first visited or preloaded (main.tsx: the pages the
// server rendered before hydrating, then the ones a visitor most likely opens next). A page is
// named as its chunk is in the build's manifest (its file's name): the server links the chunk and
// its styles from the HTML of a page it rendered (apps/api/src/plugins/web-assets.ts).
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

export const pages = {
  dashboard: Dashboard,
  search: SearchPage,
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
};

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
        <Route path="/download/dictionary" element={<DictionaryPage />} />
        <Route path="/statistics" element={<StatisticsPage />} />
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
