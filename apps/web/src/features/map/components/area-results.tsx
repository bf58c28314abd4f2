import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { comparableRowOfMapSale, type ComparableColumnKey } from '@county/shared/comparable-columns';
import { COMPARABLE_DEFAULTS } from '@county/shared/comparable-filters';
import type { ComparableFilter } from '@county/shared/comparable-sales';
import type { MapAreaParcelRow } from '@county/shared/map';
import { ComparableFilters } from '../../../components/comparable-filters.tsx';
import { ComparableSalesTable } from '../../../components/comparable-sales-table.tsx';
import { CsvLink } from '../../../components/csv-link.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { formatMoney } from '../../../i18n/format.ts';
import { useLang, useLocalizeEnglish } from '../../../i18n/i18n.tsx';
import { HttpError } from '../../../lib/http.ts';
import { mapAreaCsvPath, useMapArea } from '../api/get-map-area.ts';
import { areaParams, hasCenter, sortFor, type AreaKind, type AreaSort, type DrawnArea } from '../lib/area.ts';
import { useMapT, type MapKey } from '../messages.ts';

export const PAGE_SIZE = 25;

/** The sales' columns the list can be sorted by, each with its sort (the contract's MAP_SALE_SORTS). */
const SALE_SORTS: Partial<Record<ComparableColumnKey, string>> = {
  address: 'address',
  saleDate: 'saleDate',
  price: 'salePrice',
  pricePerSqFt: 'pricePerSqFt',
  livingArea: 'livingArea',
  distance: 'distance',
};
const SALE_SORT_LABELS: Record<string, MapKey> = {
  address: 'map.col.address',
  saleDate: 'map.col.saleDate',
  salePrice: 'map.col.salePrice',
  pricePerSqFt: 'map.col.pricePerSqFt',
  livingArea: 'map.col.livingArea',
  distance: 'map.col.distance',
};

interface Column<T> {
  key: string;
  label: MapKey;
  num?: boolean;
  cell: (row: T) => ReactNode;
}

interface AreaResultsProps {
  area: DrawnArea;
  kind: AreaKind;
  sort: AreaSort;
  page: number;
  onSort: (sort: AreaSort) => void;
  onPage: (page: number) => void;
}

const dash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** The parcels or qualified sales inside the area: an ordinary table, sorted by its headers, paged, and as CSV. */
export function AreaResults({ area, kind, sort: asked, page, onSort, onPage }: AreaResultsProps) {
  const t = useMapT();
  const sort = sortFor(area, kind, asked);
  const lang = useLang();
  const localize = useLocalizeEnglish();
  // The page's language: a confidential owner's label is written in it (in the table and the CSV).
  // Sales near a parcel are its comparable sales: the one definition's filters, widened here (decision 124).
  const [filter, setFilter] = useState<ComparableFilter>(COMPARABLE_DEFAULTS);
  const comparables = kind === 'sales' && area.shape === 'near';
  const params = { ...areaParams(area, kind, sort, page, PAGE_SIZE), lang, ...(comparables ? filter : {}) };
  const state = useMapArea(params);
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, lang));
  const number = (value: number | null) => (value === null ? '—' : Math.round(value).toLocaleString(lang === 'es' ? 'es-US' : 'en-US'));
  const place = (row: { parcelId: string; address: string | null; city: string | null; displayParcelId: string }) => (
    <Link to={`/propertycard?pid=${row.parcelId}`}>{[row.address, row.city].filter(Boolean).join(', ') || row.displayParcelId}</Link>
  );

  // A rectangle has no center, so its rows have no distance to show or sort by.
  const withDistance = (column: { key: string }) => column.key !== 'distance' || hasCenter(area);
  const parcelColumns: Column<MapAreaParcelRow>[] = [
    { key: 'address', label: 'map.col.address', cell: place },
    { key: 'owner', label: 'map.col.owner', cell: (r) => r.owner },
    { key: 'use', label: 'map.col.use', cell: (r) => `${r.useCode} ${r.useDescription}` },
    { key: 'justValue', label: 'map.col.justValue', num: true, cell: (r) => money(r.justValue) },
    { key: 'livingArea', label: 'map.col.livingArea', num: true, cell: (r) => number(r.livingArea) },
    { key: 'yearBuilt', label: 'map.col.yearBuilt', num: true, cell: (r) => dash(r.yearBuilt) },
    { key: 'lastSaleDate', label: 'map.col.lastSaleDate', cell: (r) => dash(r.lastSaleDate) },
    { key: 'lastSalePrice', label: 'map.col.lastSalePrice', num: true, cell: (r) => money(r.lastSalePrice) },
    { key: 'distance', label: 'map.col.distance', num: true, cell: (r) => number(r.distanceFt) },
  ];
  // The columns the parcels' list can be sorted by (the contract's MAP_PARCEL_SORTS).
  const sortable = new Set(['distance', 'address', 'justValue', 'livingArea', 'yearBuilt', 'lastSaleDate', 'lastSalePrice']);
  const toggle = (key: string) =>
    onSort({ by: key, dir: sort.by === key ? (sort.dir === 'asc' ? 'desc' : 'asc') : /date|price|value|pricePerSqFt/i.test(key) ? 'desc' : 'asc' });

  let body: ReactNode;
  if (state.status === 'loading') body = <p role="status">{t('map.results.loading')}</p>;
  else if (state.status === 'error') {
    const message = state.error instanceof HttpError && state.error.body ? localize(state.error.body.message) : t('map.results.failed');
    body = (
      <p className="field-error" role="alert" data-testid="map-area-error">
        {message}
      </p>
    );
  } else {
    const answer = state.data;
    const pages = Math.max(1, Math.ceil(answer.total / answer.size));
    const sqmi = answer.areaSqMi.toFixed(2);
    const table = <T,>(columns: Column<T>[], rows: T[], rowKey: (row: T) => string) => (
      <ScrollRegion captionId="map-results-caption">
        <table className="map-results-table" data-testid="map-results">
          <caption id="map-results-caption">
            {t('map.results.caption', {
              kind,
              column: t(columns.find((c) => c.key === sort.by)?.label ?? 'map.col.distance').toLowerCase(),
              dir: sort.dir,
              page: answer.page,
              pages,
            })}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={c.num ? 'num' : undefined}
                  aria-sort={sort.by === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sortable.has(c.key) ? (
                    <button type="button" className="map-sort" onClick={() => toggle(c.key)}>
                      {t(c.label)}
                      <span aria-hidden="true">{sort.by === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  ) : (
                    t(c.label)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={c.num ? 'num' : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    );
    body = (
      <>
        <p data-testid="map-results-count">{t('map.results.count', { total: answer.total, sqmi })}</p>
        {answer.total > 0 && (
          <>
            <p>
              <CsvLink href={mapAreaCsvPath(params)}>{t('map.results.download')}</CsvLink>
            </p>
            {kind === 'sales' ? (
              <ComparableSalesTable
                id="map-results"
                caption={t('map.results.caption', {
                  kind,
                  column: t(SALE_SORT_LABELS[sort.by] ?? 'map.col.distance').toLowerCase(),
                  dir: sort.dir,
                  page: answer.page,
                  pages,
                })}
                rows={(answer.sales ?? []).map(comparableRowOfMapSale)}
                rowKey={(r) => `${r.parcelId}-${r.saleDate}`}
                omit={hasCenter(area) ? [] : ['distance']}
                sort={{
                  by: (Object.keys(SALE_SORTS) as ComparableColumnKey[]).find((k) => SALE_SORTS[k] === sort.by) ?? null,
                  dir: sort.dir,
                  keys: SALE_SORTS,
                  onSort: (column) => toggle(SALE_SORTS[column]!),
                }}
              />
            ) : (
              table(parcelColumns.filter(withDistance), answer.parcels ?? [], (r) => r.parcelId)
            )}
            {pages > 1 && (
              <nav className="map-pages" aria-label={t('map.results.pages')}>
                <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                  {t('map.results.previous')}
                </button>
                <span>{t('map.results.page', { page: answer.page, pages })}</span>
                <button type="button" className="button secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                  {t('map.results.next')}
                </button>
              </nav>
            )}
          </>
        )}
      </>
    );
  }
  return (
    <section className="map-results" aria-labelledby="map-results-heading">
      <h2 id="map-results-heading">{t('map.results.heading', { kind })}</h2>
      {comparables && (
        <ComparableFilters
          id="map-comparable-filters"
          filter={filter}
          onChange={(next) => {
            setFilter(next);
            onPage(1);
          }}
        />
      )}
      {body}
    </section>
  );
}
