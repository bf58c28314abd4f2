import { Link } from 'react-router';
import type { PrcTangibleAccount } from '@county/shared/cards';
import { ownerInLang } from '@county/shared/confidential';
import { DataTable } from '../../../components/data-table.tsx';
import { useLang } from '../../../i18n/i18n.tsx';
import { useCardT } from '../messages.ts';

/** The business (tangible personal property) accounts located at the parcel, each linked to its card. */
export function BusinessesSection({ accounts }: { accounts: PrcTangibleAccount[] }) {
  const t = useCardT();
  const lang = useLang();
  return (
    <section aria-labelledby="card-businesses" className="card-section">
      <h2 id="card-businesses">{t('card.businesses.heading')}</h2>
      <DataTable
        id="businesses-table"
        caption={t('card.businesses.caption')}
        rows={accounts}
        rowKey={(a) => a.account}
        empty={t('card.businesses.none')}
        columns={[
          { header: t('card.businesses.account'), cell: (a) => <Link to={`/tangiblecard?acct=${encodeURIComponent(a.account)}`}>{a.account}</Link> },
          { header: t('card.businesses.name'), cell: (a) => ownerInLang(a.businessName, lang) },
        ]}
      />
    </section>
  );
}
