import { Link } from 'react-router';
import { messages } from '@county/shared';
import { Page } from '../../components/page.tsx';

export function NotFoundPage() {
  return (
    <Page heading={messages.notFound}>
      <p>The address you followed does not match a page of this site. It may have moved.</p>
      <p>
        Try the <Link to="/dashboard">home page</Link> or <Link to="/parcelsearch">search for a property</Link>.
      </p>
    </Page>
  );
}
