import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_TITLES } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import FeedbackForm from './feedback-form.tsx';

// /ocpaFeedback: the feedback form as a page. After a message is sent the form starts over empty
// (with a new token) and the success toast shows at the top of the page.
export default function FeedbackPage() {
  const [round, setRound] = useState(0);
  const navigate = useNavigate();
  return (
    <Page heading={PAGE_TITLES['/ocpaFeedback']!}>
      <p className="feedback-page-intro">
        Your comments help us improve this website and our service. To report suspected homestead exemption fraud, use the{' '}
        <a href="/report-fraud">Report Homestead Fraud</a> form instead.
      </p>
      <FeedbackForm
        key={round}
        onClose={() => navigate('/dashboard')}
        onDone={() => {
          setRound((n) => n + 1);
          window.scrollTo(0, 0);
        }}
      />
    </Page>
  );
}
