import { useSearchParams } from 'react-router';
import { messages } from '@county/shared';
import { Page } from '../../components/page.tsx';

// The reference number comes from the URL, so it is rendered as text only.
export function ThankYouPage() {
  const [params] = useSearchParams();
  const refno = params.get('refno') ?? '';
  return (
    <Page heading="Thank you" title="Thank you">
      <p className="thank-you">
        {messages.thankYou} <strong data-testid="refno">{refno}</strong>
      </p>
    </Page>
  );
}
