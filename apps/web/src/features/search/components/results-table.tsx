import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ParcelSearchRow, TangibleSearchRow } from '@county/shared/search';
import { dialogs } from '../../../app/dialogs.ts';
import { withParams } from '../search-url.ts';

// The results: a table whose column headers sort (aria-sort says how), and paging links. Every
// change is a link to a new URL, so the back button retraces sorting and paging like any page.

/** 2024-08-02 -> 08/02/2024: people read US dates; the API and URLs keep ISO. */
export function usDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return month && day ? `${month}/${day}/${year}` : iso;
}

/** A sale's recorded document opens through the external-link notice, as on the card. */
function DocumentLink({ row, text }: { row: ParcelSearchRow; text: string | null | undefined }) {
  if (!text || !row.instrument) return <>{text ?? ''}</>;
  const instrument = row.instrument;
  return (
    <button
      type="button"
      className="link-button"
      aria-label={`${text}: view the recorded document of the ${usDate(row.saleDate)} sale`}
      onClick={() => dialogs.openNotice({ Type: 'sales', parcelId: row.parcelId, InstNum: instrument })}
    >
      {text}
    </button>
  );
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

interface Column<Row> {
  label: string;
  sort?: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

function SortHeader<Row>({ column, canSort }: { column: Column<Row>; canSort: boolean }) {
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
        <span className="visually-hidden">{`, sort ${next === 'ASC' ? 'ascending' : 'descending'}`}</span>
      </Link>
    </th>
  );
}

function Table<Row>({ caption, rows, columns, rowKey, canSort }: { caption: string; rows: Row[]; columns: Column<Row>[]; rowKey: (r: Row) => string; canSort: boolean }) {
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

export function ParcelTable({ rows, caption, sales }: { rows: ParcelSearchRow[]; caption: string; sales: boolean }) {
  const columns: Column<ParcelSearchRow>[] = [
    { label: 'Parcel ID', sort: 'ParcelID', cell: (r) => <Link to={`/propertycard?pid=${r.parcelId}`}>{r.displayParcelId}</Link> },
    { label: 'Owner', sort: 'OwnerName', cell: (r) => r.ownerName },
    { label: 'Property address', sort: 'Address', cell: (r) => [r.propertyAddress, r.city].filter(Boolean).join(', ') || '—' },
    { label: 'Homestead', cell: (r) => (r.isHomestead === 'True' ? 'Yes' : 'No') },
    { label: 'Just value', sort: 'Value', numeric: true, cell: (r) => (r.justValue === null ? '—' : money.format(r.justValue)) },
  ];
  if (sales) {
    columns.push(
      { label: 'Sale date', sort: 'SaleDate', cell: (r) => usDate(r.saleDate) },
      { label: 'Sale price', sort: 'SalePrice', numeric: true, cell: (r) => (r.salePrice == null ? '' : money.format(r.salePrice)) },
      { label: 'Instrument', cell: (r) => <DocumentLink row={r} text={r.instrument} /> },
      { label: 'Book/page', cell: (r) => <DocumentLink row={r} text={r.book && r.salePage ? `${r.book}/${r.salePage}` : undefined} /> },
      { label: 'Qualification', cell: (r) => (r.qualified === 'True' ? 'Qualified' : 'Unqualified') },
    );
  }
  return <Table caption={caption} rows={rows} columns={columns} rowKey={(r) => `${r.parcelId}-${r.saleDate ?? ''}-${r.salePrice ?? ''}`} canSort />;
}

export function TangibleTable({ rows, caption, canSort }: { rows: TangibleSearchRow[]; caption: string; canSort: boolean }) {
  const columns: Column<TangibleSearchRow>[] = [
    { label: 'Account', sort: 'Account', cell: (r) => <Link to={`/tangiblecard?acct=${encodeURIComponent(r.account)}`}>{r.account}</Link> },
    { label: 'Business name', sort: 'BusinessName', cell: (r) => r.businessName },
    { label: 'Owner', cell: (r) => r.ownerName },
    { label: 'Location', sort: 'Address', cell: (r) => [r.propertyAddress, r.city].filter(Boolean).join(', ') || '—' },
    { label: 'Filing status', cell: (r) => r.filingStatus },
  ];
  return <Table caption={caption} rows={rows} columns={columns} rowKey={(r) => r.account} canSort={canSort} />;
}

export function Pager({ total, page, size }: { total: number; page: number; size: number }) {
  const [params] = useSearchParams();
  const last = Math.max(1, Math.ceil(total / size));
  if (last === 1) return null;
  const to = (p: number) => withParams(params, { page: p === 1 ? null : String(p) });
  return (
    <nav className="pager" aria-label="Result pages">
      {page > 1 ? <Link to={to(1)}>First</Link> : <span aria-hidden="true">First</span>}
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-hidden="true">Previous</span>
      )}
      <span aria-current="page">
        Page {page} of {last}
      </span>
      {page < last ? (
        <Link to={to(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span aria-hidden="true">Next</span>
      )}
      {page < last ? <Link to={to(last)}>Last</Link> : <span aria-hidden="true">Last</span>}
    </nav>
  );
}
