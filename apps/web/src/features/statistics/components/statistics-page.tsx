import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { useStatisticsT } from '../messages.ts';
import { RollSummary } from './roll-summary.tsx';
import { SalesTrends } from './sales-trends.tsx';
import '../statistics.css';

export default function StatisticsPage() {
  const t = useStatisticsT();
  return (
    <Page heading={t('stats.title')}>
      <p>{t.rich('stats.intro', { dictionary: (text) => <Link to="/download/dictionary">{text}</Link> })}</p>
      <SalesTrends />
      <RollSummary />
    </Page>
  );
}
