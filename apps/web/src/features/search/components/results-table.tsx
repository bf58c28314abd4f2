import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ownerInLang } from '@county/shared/confidential';
import type { ParcelSearchRow, TangibleSearchRow } from '@county/shared/search';
import { dialogs } from '../../../lib/dialogs.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import type { Lang } from '@county/shared';
import { formatMoney, LOCALES } from '../../../i18n/format.ts';
import { useSearchT } from '../messages.ts';
import { shortDate, withParams } from '../search-url.ts';

// The results: a table whose column headers sort (aria-sort says how), and paging links. Every
// change is a link to a new URL, so the back button retraces sorting and paging like any page.

/** A sale's recorded document opens through the external-link notice, as on the card. */
function DocumentLink({ row, text }: { row: ParcelSearchRow; text: string | null | undefined }) {
  const t = useSearchT();
  const lang = useLang();
  if (!text || !row.instrument) return <>{text ?? ''}</>;
  const instrument = row.instrument;
  return (
    <button
      type="button"
      className="link-button"
      aria-label={t('search.document', { text, date: shortDate(row.saleDate, lang) })}
      onClick={() => dialogs.openNotice({ Type: 'sales', parcelId: row.parcelId, InstNum: instrument })}
    >
      {text}
    </button>
  );
}

interface Column<Row> {
  label: string;
  sort?: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

function SortHeader<Row>({ column, canSort }: { column: Column<Row>; canSort: boolean }) {
  const t = useSearchT();
  const [params] = useSearchParams();
  const current = params.get('sortBy');
  const dir = params.get('sortDir') === 'DESC' ? 'DESC' : 'ASC';
  const active = canSort && column.sort !== undefined && current === column.sort;
  const ariaSort = active ? (dir === 'ASC' ? 'ascending' : 'descending') : undefined;
  if (!canSort || !column.sort) {
    return (
      <th scope="col" className={column.numeric ? 'numeric' : undefined}>
        {column.label}
      </th>
    );
  }
  const next = active && dir === 'ASC' ? 'DESC' : 'ASC';
  return (
    <th scope="col" aria-sort={ariaSort} className={column.numeric ? 'numeric' : undefined}>
      <Link to={withParams(params, { sortBy: column.sort, sortDir: next, page: null })} className="sort-link">
        {column.label}
        <span aria-hidden="true" className="sort-mark">
          {active ? (dir === 'ASC' ? ' ▲' : ' ▼') : ' ↕'}
        </span>
        <span className="visually-hidden">{t(next === 'ASC' ? 'search.sort.ascending' : 'search.sort.descending')}</span>
      </Link>
    </th>
  );
}

function Table<Row>({
  caption,
  rows,
  columns,
  rowKey,
  canSort,
}: {
  caption: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (r: Row) => string;
  canSort: boolean;
}) {
  return (
    <div className="table-scroll">
      <table className="search-results stacked">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <SortHeader key={c.label} column={c} canSort={canSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.label} className={c.numeric ? 'numeric' : undefined} data-label={c.label}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A count or an area as the page's language writes it (1,800 / 1.800), '—' when there is none. */
function count(value: number | null, lang: Lang): string {
  return value === null ? '—' : value.toLocaleString(LOCALES[lang]);
}

export function ParcelTable({
  rows,
  caption,
  sales,
  legal,
}: {
  rows: ParcelSearchRow[];
  caption: string;
  sales: boolean;
  /** Legal descriptions by parcel id, when the search lists a plat's or a subdivision's lots. */
  legal?: Record<string, string>;
}) {
  const t = useSearchT();
  const lang = useLang();
  const columns: Column<ParcelSearchRow>[] = [
    { label: t('search.column.parcelId'), sort: 'ParcelID', cell: (r) => <Link to={`/propertycard?pid=${r.parcelId}`}>{r.displayParcelId}</Link> },
    { label: t('search.column.owner'), sort: 'OwnerName', cell: (r) => ownerInLang(r.ownerName, lang) },
    { label: t('search.column.propertyAddress'), sort: 'Address', cell: (r) => [r.propertyAddress, r.city].filter(Boolean).join(', ') || '—' },
    { label: t('search.column.homestead'), cell: (r) => t(r.isHomestead === 'True' ? 'search.cell.yes' : 'search.cell.no') },
    { label: t('search.column.justValue'), sort: 'Value', numeric: true, cell: (r) => (r.justValue === null ? '—' : formatMoney(r.justValue, lang)) },
    // What realtors compare; '—' where the parcel has no building or no sale.
    { label: t('search.column.livingArea'), sort: 'LivingArea', numeric: true, cell: (r) => count(r.livingArea, lang) },
    { label: t('search.column.bedrooms'), sort: 'Bedrooms', numeric: true, cell: (r) => count(r.bedrooms, lang) },
    { label: t('search.column.bathrooms'), sort: 'Bathrooms', numeric: true, cell: (r) => count(r.bathrooms, lang) },
    { label: t('search.column.yearBuilt'), sort: 'YearBuilt', numeric: true, cell: (r) => r.yearBuilt ?? '—' },
    { label: t('search.column.landArea'), sort: 'LandArea', numeric: true, cell: (r) => count(r.landArea, lang) },
  ];
  if (legal) columns.splice(3, 0, { label: t('search.column.legalDescription'), cell: (r) => legal[r.parcelId] ?? '—' });
  // A sales search lists the sale itself; elsewhere the parcel's latest sale is what is compared.
  if (!sales) {
    columns.push(
      { label: t('search.column.lastSaleDate'), sort: 'LastSaleDate', cell: (r) => shortDate(r.lastSaleDate, lang) || '—' },
      {
        label: t('search.column.lastSalePrice'),
        sort: 'LastSalePrice',
        numeric: true,
        cell: (r) => (r.lastSalePrice === null ? '—' : formatMoney(r.lastSalePrice, lang)),
      },
    );
  }
  if (sales) {
    columns.push(
      { label: t('search.column.saleDate'), sort: 'SaleDate', cell: (r) => shortDate(r.saleDate, lang) },
      { label: t('search.column.salePrice'), sort: 'SalePrice', numeric: true, cell: (r) => (r.salePrice == null ? '' : formatMoney(r.salePrice, lang)) },
      { label: t('search.column.instrument'), cell: (r) => <DocumentLink row={r} text={r.instrument} /> },
      { label: t('search.column.bookPage'), cell: (r) => <DocumentLink row={r} text={r.book && r.salePage ? `${r.book}/${r.salePage}` : undefined} /> },
      { label: t('search.column.qualification'), cell: (r) => t(r.qualified === 'True' ? 'search.cell.qualified' : 'search.cell.unqualified') },
    );
  }
  return <Table caption={caption} rows={rows} columns={columns} rowKey={(r) => `${r.parcelId}-${r.saleDate ?? ''}-${r.salePrice ?? ''}`} canSort />;
}

export function TangibleTable({ rows, caption, canSort }: { rows: TangibleSearchRow[]; caption: string; canSort: boolean }) {
  const t = useSearchT();
  const lang = useLang();
  const columns: Column<TangibleSearchRow>[] = [
    { label: t('search.column.account'), sort: 'Account', cell: (r) => <Link to={`/tangiblecard?acct=${encodeURIComponent(r.account)}`}>{r.account}</Link> },
    { label: t('search.column.businessName'), sort: 'BusinessName', cell: (r) => ownerInLang(r.businessName, lang) },
    { label: t('search.column.owner'), cell: (r) => ownerInLang(r.ownerName, lang) },
    { label: t('search.column.location'), sort: 'Address', cell: (r) => [r.propertyAddress, r.city].filter(Boolean).join(', ') || '—' },
    { label: t('search.column.filingStatus'), cell: (r) => r.filingStatus },
  ];
  return <Table caption={caption} rows={rows} columns={columns} rowKey={(r) => r.account} canSort={canSort} />;
}

export function Pager({ total, page, size }: { total: number; page: number; size: number }) {
  const t = useSearchT();
  const [params] = useSearchParams();
  const last = Math.max(1, Math.ceil(total / size));
  if (last === 1) return null;
  const to = (p: number) => withParams(params, { page: p === 1 ? null : String(p) });
  return (
    <nav className="pager" aria-label={t('search.pager')}>
      {page > 1 ? <Link to={to(1)}>{t('search.pager.first')}</Link> : <span aria-hidden="true">{t('search.pager.first')}</span>}
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          {t('search.pager.previous')}
        </Link>
      ) : (
        <span aria-hidden="true">{t('search.pager.previous')}</span>
      )}
      <span aria-current="page">{t('search.pager.page', { page, last })}</span>
      {page < last ? (
        <Link to={to(page + 1)} rel="next">
          {t('search.pager.next')}
        </Link>
      ) : (
        <span aria-hidden="true">{t('search.pager.next')}</span>
      )}
      {page < last ? <Link to={to(last)}>{t('search.pager.last')}</Link> : <span aria-hidden="true">{t('search.pager.last')}</span>}
    </nav>
  );
}
