import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { sortComparables, type ComparableSortKey, type SortDirection } from '@county/shared';
import { HttpError } from '../../../lib/http.ts';
import { useComparableSales } from '../api/get-comparable-sales.ts';
import { apiPath } from '../../../lib/api.ts';
import { formatCents, formatDollars, formatNumber } from '../format.ts';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { CsvLink } from '../../../components/csv-link.tsx';
import { useToolsT, type ToolsKey } from '../messages.ts';
import { useLocalizeEnglish } from '../../../i18n/i18n.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';

// Leaflet is only fetched when the comparables are on screen.
const SalesMap = lazy(() => import('./sales-map.tsx'));

interface Filters {
  months: number;
  radius: number;
  match: 'either' | 'neighborhood' | 'distance';
}

const COLUMNS: { key: ComparableSortKey; label: ToolsKey; numeric: boolean }[] = [
  { key: 'address', label: 'tools.sales.col.address', numeric: false },
  { key: 'saleDate', label: 'tools.sales.col.saleDate', numeric: false },
  { key: 'price', label: 'tools.sales.col.price', numeric: true },
  { key: 'livingArea', label: 'tools.sales.col.livingArea', numeric: true },
  { key: 'pricePerSqft', label: 'tools.sales.col.pricePerSqft', numeric: true },
  { key: 'yearBuilt', label: 'tools.sales.col.yearBuilt', numeric: true },
  { key: 'distance', label: 'tools.sales.col.distance', numeric: true },
];

/** Qualified sales of similar parcels nearby, sortable, downloadable, and on a map. */
export function ComparableSales({ pid }: { pid: string }) {
  const t = useToolsT();
  const hydrated = useHydrated();
  const mapLoading = <p className="tools-map-status">{t('tools.sales.loadingMap')}</p>;
  const localize = useLocalizeEnglish();
  const [filters, setFilters] = useState<Filters>({ months: 12, radius: 1, match: 'either' });
  const [sort, setSort] = useState<{ key: ComparableSortKey; dir: SortDirection }>({ key: 'saleDate', dir: 'desc' });

  const { state, shown: answer } = useComparableSales({ pid, ...filters, limit: 200 });
  // The server's own message (English, shown in the page's language when a catalog has it), or
  // '' for the tools' message that the sales could not be loaded.
  const error = state.status === 'error' ? (state.error instanceof HttpError && state.error.body ? state.error.body.message : '') : null;

  const sales = answer ? sortComparables(answer.sales, sort.key, sort.dir) : [];
  const csvHref = apiPath('comparableSalesCsv', { pid, ...filters, sortBy: sort.key, sortDir: sort.dir, limit: 200 });
  const toggle = (key: ComparableSortKey) =>
    setSort((s) => ({ key, dir: s.key === key ? (s.dir === 'asc' ? 'desc' : 'asc') : key === 'saleDate' || key === 'price' ? 'desc' : 'asc' }));

  return (
    <section aria-labelledby="comparables-heading" className="tools-section">
      <h2 id="comparables-heading">{t('tools.sales.heading')}</h2>
      <form className="tools-filters" aria-label={t('tools.sales.filters')} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="comparables-months">
          {t('tools.sales.months')}
          <select id="comparables-months" value={filters.months} onChange={(e) => setFilters({ ...filters, months: Number(e.target.value) })}>
            {[12, 18, 24].map((months) => (
              <option key={months} value={months}>
                {t('tools.sales.monthCount', { months })}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="comparables-radius">
          {t('tools.sales.within')}
          <select id="comparables-radius" value={filters.radius} onChange={(e) => setFilters({ ...filters, radius: Number(e.target.value) })}>
            <option value={0.5}>{t('tools.sales.halfMile')}</option>
            {[1, 2, 5].map((miles) => (
              <option key={miles} value={miles}>
                {t('tools.sales.miles', { miles })}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="comparables-match">
          {t('tools.sales.location')}
          <select id="comparables-match" value={filters.match} onChange={(e) => setFilters({ ...filters, match: e.target.value as Filters['match'] })}>
            <option value="either">{t('tools.sales.either')}</option>
            <option value="neighborhood">{t('tools.sales.neighborhood')}</option>
            <option value="distance">{t('tools.sales.distance')}</option>
          </select>
        </label>
      </form>
      {error !== null && <p className="field-error">{error ? localize(error) : t('tools.sales.failed')}</p>}
      {answer && (
        <>
          <p className="hint">
            {t('tools.sales.criteria', {
              from: answer.criteria.from,
              to: answer.criteria.to,
              code: answer.criteria.dorUseCode,
              basis: answer.criteria.areaBasis === 'living' ? 'living' : 'land',
              min: formatNumber(answer.criteria.areaMin),
              max: formatNumber(answer.criteria.areaMax),
              built: answer.criteria.yearMin !== null ? 'yes' : 'no',
              yearMin: answer.criteria.yearMin ?? '',
              yearMax: answer.criteria.yearMax ?? '',
              truncated: answer.truncated ? 'yes' : 'no',
            })}
          </p>
          {/* The map (Leaflet) only runs in the browser. */}
          {hydrated ? (
            <Suspense fallback={mapLoading}>
              <SalesMap subject={answer.subject} sales={sales} />
            </Suspense>
          ) : (
            mapLoading
          )}
          {sales.length === 0 ? (
            <p data-testid="no-comparables">{t('tools.sales.none')}</p>
          ) : (
            <>
              <p>
                <CsvLink href={csvHref}>{t('tools.sales.download', { count: sales.length })}</CsvLink>
              </p>
              <ScrollRegion captionId="comparables-caption">
                <table className="tools-comparables">
                  <caption id="comparables-caption">
                    {t('tools.sales.caption', { count: sales.length, column: t(COLUMNS.find((c) => c.key === sort.key)!.label).toLowerCase(), dir: sort.dir })}
                  </caption>
                  <thead>
                    <tr>
                      {COLUMNS.map((column) => (
                        <th
                          key={column.key}
                          scope="col"
                          className={column.numeric ? 'num' : undefined}
                          aria-sort={sort.key === column.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                        >
                          <button type="button" className="tools-sort" onClick={() => toggle(column.key)}>
                            {t(column.label)}
                            <span aria-hidden="true">{sort.key === column.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                          </button>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {sales.map((sale) => (
                      <tr key={`${sale.parcelId}-${sale.saleDate}`}>
                        <td>
                          <Link to={`/propertycard?pid=${sale.parcelId}`}>{sale.address ?? sale.displayId}</Link>
                        </td>
                        <td>{sale.saleDate}</td>
                        <td className="num">{formatDollars(sale.price)}</td>
                        <td className="num">{formatNumber(sale.livingArea)}</td>
                        <td className="num">{sale.pricePerSqft === null ? '—' : formatCents(sale.pricePerSqft)}</td>
                        <td className="num">{sale.yearBuilt ?? '—'}</td>
                        <td className="num">{sale.distance === null ? '—' : sale.distance.toFixed(2)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </>
          )}
        </>
      )}
    </section>
  );
}
