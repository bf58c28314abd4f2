import { useNavigate } from 'react-router';
import { PAGE_TITLES, receiptPath } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import FeedbackForm from './feedback-form.tsx';

// /ocpaFeedback: the feedback form as a page. After a message is sent the person moves to the
// receipt page, which keeps the receipt number and says what happens next (decision 75).
export default function FeedbackPage() {
  const navigate = useNavigate();
  return (
    <Page heading={PAGE_TITLES['/ocpaFeedback']!}>
      <p className="feedback-page-intro">
        Your comments help us improve this website and our service. To report suspected homestead exemption fraud, use the{' '}
        <a href="/report-fraud">Report Homestead Fraud</a> form instead.
      </p>
      <FeedbackForm onClose={() => navigate('/dashboard')} onDone={(receipt) => navigate(receiptPath('feedback', receipt))} />
    </Page>
  );
}
