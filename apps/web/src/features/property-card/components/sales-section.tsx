import { ownerInLang } from '@county/shared/confidential';
import { Link } from 'react-router';
import type { PrcNearbySale, PrcSale } from '@county/shared/cards';
import { comparableRowOfNearby } from '@county/shared/comparable-columns';
import { dialogs } from '../../../lib/dialogs.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { money, usDate } from '../format.ts';
import { useCardT } from '../messages.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { ComparableSalesTable } from '../../../components/comparable-sales-table.tsx';
import { useCodeDescription } from '../../../i18n/codes/codes.ts';

interface SalesSectionProps {
  parcelId: string;
  sales: PrcSale[];
  nearby: PrcNearbySale[];
}

/** The parcel's sales history (instruments open the clerk's record) and comparable sales nearby. */
export function SalesSection({ parcelId, sales, nearby }: SalesSectionProps) {
  const t = useCardT();
  const codeText = useCodeDescription();
  const lang = useLang();
  return (
    <section aria-labelledby="card-sales" className="card-section">
      <h2 id="card-sales">{t('card.sales.heading')}</h2>
      <DataTable
        id="sales-table"
        caption={t('card.sales.caption')}
        rows={sales}
        rowKey={(s) => `${s.instNum}-${s.saleDate}`}
        empty={t('card.sales.none')}
        columns={[
          { header: t('card.sales.date'), cell: (s) => usDate(s.saleDate, lang) },
          { header: t('card.price'), cell: (s) => money(s.salePrice, lang), num: true },
          {
            header: t('card.sales.instrument'),
            // A confidential owner's deed is not identified (s. 119.071(4)(d)4.a, F.S.): nothing to open.
            cell: (s) =>
              s.instNum && (
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('card.sales.instrumentLabel', { number: s.instNum })}
                  onClick={() => dialogs.openNotice({ Type: 'sales', parcelId, InstNum: s.instNum })}
                >
                  {s.instNum}
                </button>
              ),
          },
          { header: t('card.sales.bookPage'), cell: (s) => (s.book && s.page ? `${s.book}/${s.page}` : '') },
          { header: t('card.sales.deed'), cell: (s) => `${s.deedCode} – ${codeText(s.deedDescription)}` },
          {
            header: t('card.sales.qualification'),
            cell: (s) => `${s.qualCode} – ${t(s.isQualified === 'True' ? 'card.sales.qualified' : 'card.sales.unqualified')}`,
          },
          { header: t('card.sales.vacantImproved'), cell: (s) => t(s.vacantImproved === 'V' ? 'card.sales.vacant' : 'card.sales.improved') },
          { header: t('card.sales.seller'), cell: (s) => ownerInLang(s.seller, lang) },
          { header: t('card.sales.buyer'), cell: (s) => ownerInLang(s.buyer, lang) },
        ]}
      />
      <h3 id="card-nearby">{t('card.nearby.heading')}</h3>
      <p className="hint">{t('card.nearby.hint')}</p>
      <ComparableSalesTable
        id="nearby-table"
        caption={t('card.nearby.caption')}
        rows={nearby.map(comparableRowOfNearby)}
        rowKey={(r) => `${r.parcelId}-${r.saleDate}`}
      />
      {nearby.length === 0 && <p>{t('card.nearby.none')}</p>}
      <p className="no-print">
        <Link to={`/tools/tax-estimator?pid=${parcelId}#comparables-heading`}>{t('card.nearby.widen')}</Link>
      </p>
    </section>
  );
}
