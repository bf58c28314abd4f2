import { Link } from 'react-router';
import type { PrcNearbySale, PrcSale } from '@county/shared/cards';
import { dialogs } from '../../../app/dialogs.ts';
import { count, money, moneyCents, usDate } from '../format.ts';
import { DataTable } from '../../../components/data-table.tsx';

interface SalesSectionProps {
  parcelId: string;
  sales: PrcSale[];
  nearby: PrcNearbySale[];
}

/** The parcel's sales history (instruments open the clerk's record) and comparable sales nearby. */
export function SalesSection({ parcelId, sales, nearby }: SalesSectionProps) {
  return (
    <section aria-labelledby="card-sales" className="card-section">
      <h2 id="card-sales">Sales</h2>
      <DataTable
        id="sales-table"
        caption="Sales history"
        rows={sales}
        rowKey={(s) => `${s.instNum}-${s.saleDate}`}
        empty="No sales are on record for this parcel."
        columns={[
          { header: 'Date', cell: (s) => usDate(s.saleDate) },
          { header: 'Price', cell: (s) => money(s.salePrice), num: true },
          {
            header: 'Instrument',
            cell: (s) => (
              <button
                type="button"
                className="link-button"
                aria-label={`Instrument ${s.instNum}: view the recorded document`}
                onClick={() => dialogs.openNotice({ Type: 'sales', parcelId, InstNum: s.instNum })}
              >
                {s.instNum}
              </button>
            ),
          },
          { header: 'Book/page', cell: (s) => (s.book && s.page ? `${s.book}/${s.page}` : '') },
          { header: 'Deed', cell: (s) => `${s.deedCode} – ${s.deedDescription}` },
          { header: 'Qualification', cell: (s) => `${s.qualCode} – ${s.isQualified === 'True' ? 'Qualified' : 'Unqualified'}` },
          { header: 'Vacant/improved', cell: (s) => (s.vacantImproved === 'V' ? 'Vacant' : 'Improved') },
          { header: 'Seller', cell: (s) => s.seller },
          { header: 'Buyer', cell: (s) => s.buyer },
        ]}
      />
      <h3 id="card-nearby">Comparable sales nearby</h3>
      <p className="hint">Qualified sales of the last three years of similar parcels in the same subdivision, then the same neighborhood.</p>
      <DataTable
        id="nearby-table"
        caption="Comparable sales"
        rows={nearby}
        rowKey={(n) => `${n.parcelId}-${n.instNum}`}
        empty="No comparable sales in the last three years."
        columns={[
          { header: 'Parcel', cell: (n) => <Link to={`/propertycard?pid=${n.parcelId}`}>{n.displayParcelId}</Link> },
          { header: 'Address', cell: (n) => n.propertyAddress ?? '' },
          { header: 'Sale date', cell: (n) => usDate(n.saleDate) },
          { header: 'Price', cell: (n) => money(n.salePrice), num: true },
          { header: 'Living area', cell: (n) => count(n.livingArea), num: true },
          { header: 'Price per sq ft', cell: (n) => moneyCents(n.pricePerSqFt), num: true },
          { header: 'Year built', cell: (n) => n.yearBuilt ?? '' },
          { header: 'Beds/baths', cell: (n) => (n.bedrooms != null ? `${n.bedrooms}/${n.baths}` : '') },
          { header: 'Where', cell: (n) => (n.sameSubdivision === 'True' ? 'Same subdivision' : 'Same neighborhood') },
        ]}
      />
    </section>
  );
}
