import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useT } from '../../i18n/i18n.tsx';

export function NotFoundPage() {
  const t = useT();
  return (
    <Page heading={t('spec.notFound')}>
      <p>{t('shell.notFound.body')}</p>
      <p>
        {t.rich('shell.notFound.links', {
          home: (text) => <Link to="/dashboard">{text}</Link>,
          search: (text) => <Link to="/parcelsearch">{text}</Link>,
        })}
      </p>
    </Page>
  );
}
