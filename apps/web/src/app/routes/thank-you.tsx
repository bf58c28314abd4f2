import { useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useT } from '../../i18n/i18n.tsx';

// The reference number comes from the URL, so it is rendered as text only.
export function ThankYouPage() {
  const t = useT();
  const [params] = useSearchParams();
  const refno = params.get('refno') ?? '';
  return (
    <Page heading={t('shell.thankYou.title')} title={t('shell.thankYou.title')}>
      <p className="thank-you">
        {t('spec.thankYou')} <strong data-testid="refno">{refno}</strong>
      </p>
    </Page>
  );
}
