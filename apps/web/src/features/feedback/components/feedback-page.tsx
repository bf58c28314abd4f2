import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import FeedbackForm from './feedback-form.tsx';
import { useFeedbackT } from '../messages.ts';

// /ocpaFeedback: the feedback form as a page. After a message is sent the person moves to the
// receipt page, which keeps the receipt number and says what happens next (decision 75).
export default function FeedbackPage() {
  const t = useFeedbackT();
  const navigate = useNavigate();
  return (
    <Page heading={t('feedback.pageTitle')}>
      <p className="feedback-page-intro">{t.rich('feedback.pageIntro', { link: (text) => <Link to="/report-fraud">{text}</Link> })}</p>
      <FeedbackForm onClose={() => void navigate('/dashboard')} />
    </Page>
  );
}
