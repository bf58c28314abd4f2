import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPARABLE_COLUMNS, type ComparableColumnKey, type ComparableRow } from '@county/shared/comparable-columns';
import { formatMoney } from '../i18n/format.ts';
import { useLang, useT } from '../i18n/i18n.tsx';
import { ScrollRegion } from './scroll-region.tsx';

// Every list of comparable sales (the card's, the map's, the tool's) shows the same columns, in the
// order of its CSV file (decision 124); each list brings its caption, its sort and its rows.

export interface ComparableSort {
  /** The column sorted by, and the columns that can be sorted, each with the list's own sort key. */
  by: ComparableColumnKey | null;
  dir: 'asc' | 'desc';
  keys: Partial<Record<ComparableColumnKey, string>>;
  onSort: (column: ComparableColumnKey) => void;
}

interface ComparableSalesTableProps {
  id: string;
  caption: string;
  rows: readonly ComparableRow[];
  rowKey: (row: ComparableRow) => string;
  sort?: ComparableSort;
  /** Columns a list cannot fill (a drawn rectangle has no center to measure a distance from). */
  omit?: readonly ComparableColumnKey[];
}

const NUMERIC: ReadonlySet<ComparableColumnKey> = new Set(['price', 'livingArea', 'pricePerSqFt', 'bedrooms', 'baths', 'yearBuilt', 'landSqFt', 'distance']);

export function ComparableSalesTable({ id, caption, rows, rowKey, sort, omit = [] }: ComparableSalesTableProps) {
  const columns = COMPARABLE_COLUMNS.filter(({ key }) => !omit.includes(key));
  const t = useT();
  const lang = useLang();
  const whole = (value: number | null) => (value === null ? '—' : Math.round(value).toLocaleString(lang === 'es' ? 'es-US' : 'en-US'));
  const cells: Record<ComparableColumnKey, (r: ComparableRow) => ReactNode> = {
    parcel: (r) => <Link to={`/propertycard?pid=${r.parcelId}`}>{r.displayParcelId}</Link>,
    address: (r) => r.address ?? '—',
    saleDate: (r) => r.saleDate,
    price: (r) => formatMoney(r.price, lang),
    useCode: (r) => r.useCode,
    livingArea: (r) => whole(r.livingArea),
    pricePerSqFt: (r) => (r.pricePerSqFt === null ? '—' : formatMoney(r.pricePerSqFt, lang, true)),
    bedrooms: (r) => r.bedrooms ?? '—',
    baths: (r) => r.baths ?? '—',
    yearBuilt: (r) => r.yearBuilt ?? '—',
    landSqFt: (r) => whole(r.landSqFt),
    distance: (r) => whole(r.distanceFt),
  };
  const captionId = `${id}-caption`;
  return (
    <ScrollRegion captionId={captionId}>
      <table id={id} className="comparables-table stacked" data-testid={id}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map(({ key }) => {
              const label = t(`comparables.col.${key}`);
              const sortable = sort?.keys[key] !== undefined;
              return (
                <th
                  key={key}
                  scope="col"
                  className={NUMERIC.has(key) ? 'num' : undefined}
                  aria-sort={sort && sort.by === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sortable ? (
                    <button type="button" className="comparables-sort" onClick={() => sort?.onSort(key)}>
                      {label}
                      <span aria-hidden="true">{sort?.by === key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(({ key }) => (
                <td key={key} className={NUMERIC.has(key) ? 'num' : undefined} data-label={t(`comparables.col.${key}`)}>
                  {cells[key](row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
