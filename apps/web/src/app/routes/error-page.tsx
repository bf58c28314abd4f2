import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useT } from '../../i18n/i18n.tsx';

export function ErrorPage() {
  const t = useT();
  return (
    <Page heading={t('spec.errorPage')} title={t('shell.errorPage.title')}>
      <p>{t.rich('shell.errorPage.body', { link: (text) => <Link to="/faqcontent/contact_us">{text}</Link> })}</p>
    </Page>
  );
}
