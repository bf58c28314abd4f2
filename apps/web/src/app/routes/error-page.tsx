import { Link } from 'react-router';
import { messages } from '@county/shared';
import { Page } from '../../components/page.tsx';

export function ErrorPage() {
  return (
    <Page heading={messages.errorPage} title="Error">
      <p>
        Please try again. If it keeps happening, <Link to="/faqcontent/contact_us">contact us</Link>.
      </p>
    </Page>
  );
}
