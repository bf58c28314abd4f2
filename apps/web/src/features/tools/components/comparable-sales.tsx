import { lazy, Suspense, useState } from 'react';
import { comparableRowOf, sortComparables, type ComparableSortKey, type SortDirection } from '@county/shared';
import type { ComparableColumnKey } from '@county/shared/comparable-columns';
import { COMPARABLE_DEFAULTS } from '@county/shared/comparable-filters';
import type { ComparableFilter } from '@county/shared/comparable-sales';
import { ComparableFilters } from '../../../components/comparable-filters.tsx';
import { ComparableSalesTable } from '../../../components/comparable-sales-table.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useComparableSales } from '../api/get-comparable-sales.ts';
import { apiPath } from '../../../lib/api.ts';
import { formatNumber } from '../format.ts';
import { CsvLink } from '../../../components/csv-link.tsx';
import { useToolsT } from '../messages.ts';
import { useLocalizeEnglish, useT } from '../../../i18n/i18n.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';

// Leaflet is only fetched when the comparables are on screen.
const SalesMap = lazy(() => import('./sales-map.tsx'));

interface Filters extends ComparableFilter {
  radius: number;
  match: 'either' | 'neighborhood' | 'distance';
}

/** The columns the table sorts by, each with the tool's sort key (the table has the columns of every list, decision 124). */
const SORTS: Partial<Record<ComparableColumnKey, ComparableSortKey>> = {
  address: 'address',
  saleDate: 'saleDate',
  price: 'price',
  livingArea: 'livingArea',
  pricePerSqFt: 'pricePerSqft',
  yearBuilt: 'yearBuilt',
  distance: 'distance',
};
const columnOf = (key: ComparableSortKey) => (Object.keys(SORTS) as ComparableColumnKey[]).find((c) => SORTS[c] === key) ?? null;

/** Qualified sales of similar parcels nearby, sortable, downloadable, and on a map. */
export function ComparableSales({ pid }: { pid: string }) {
  const t = useToolsT();
  const hydrated = useHydrated();
  const mapLoading = <p className="tools-map-status">{t('tools.sales.loadingMap')}</p>;
  const localize = useLocalizeEnglish();
  const shellT = useT();
  const [filters, setFilters] = useState<Filters>({ ...COMPARABLE_DEFAULTS, radius: 1, match: 'either' });
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
      <ComparableFilters id="comparables-filters" filter={filters} onChange={(next) => setFilters({ ...filters, ...next })} />
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
              <ComparableSalesTable
                id="comparables-table"
                caption={t('tools.sales.caption', {
                  count: sales.length,
                  column: shellT(`comparables.col.${columnOf(sort.key)!}`).toLowerCase(),
                  dir: sort.dir,
                })}
                rows={sales.map(comparableRowOf)}
                rowKey={(r) => `${r.parcelId}-${r.saleDate}`}
                sort={{ by: columnOf(sort.key), dir: sort.dir, keys: SORTS, onSort: (column) => toggle(SORTS[column]!) }}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
