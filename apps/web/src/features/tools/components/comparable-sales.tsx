import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { sortComparables, type ComparableSortKey, type ComparablesAnswer, type SortDirection } from '@county/shared';
import { getJson, HttpError } from '../../../lib/http.ts';
import { apiPath } from '../../../lib/api.ts';
import { formatCents, formatDollars, formatNumber } from '../format.ts';
import { ScrollRegion } from '../../../components/scroll-region.tsx';

// Leaflet is only fetched when the comparables are on screen.
const SalesMap = lazy(() => import('./sales-map.tsx'));

interface Filters {
  months: number;
  radius: number;
  match: 'either' | 'neighborhood' | 'distance';
}

const COLUMNS: { key: ComparableSortKey; label: string; numeric: boolean }[] = [
  { key: 'address', label: 'Address', numeric: false },
  { key: 'saleDate', label: 'Sale date', numeric: false },
  { key: 'price', label: 'Price', numeric: true },
  { key: 'livingArea', label: 'Living area (sq ft)', numeric: true },
  { key: 'pricePerSqft', label: 'Price per sq ft', numeric: true },
  { key: 'yearBuilt', label: 'Year built', numeric: true },
  { key: 'distance', label: 'Distance (miles)', numeric: true },
];

/** Qualified sales of similar parcels nearby, sortable, downloadable, and on a map. */
export function ComparableSales({ pid }: { pid: string }) {
  const [filters, setFilters] = useState<Filters>({ months: 12, radius: 1, match: 'either' });
  const [answer, setAnswer] = useState<ComparablesAnswer | null>(null);
  const [error, setError] = useState('');
  const [sort, setSort] = useState<{ key: ComparableSortKey; dir: SortDirection }>({ key: 'saleDate', dir: 'desc' });

  useEffect(() => {
    const controller = new AbortController();
    getJson<ComparablesAnswer>(apiPath('comparableSales', { pid, ...filters, limit: 200 }), { signal: controller.signal })
      .then((result) => {
        setAnswer(result);
        setError('');
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer(null);
        setError(e instanceof HttpError && e.body ? e.body.message : 'Comparable sales could not be loaded. Please try again later.');
      });
    return () => controller.abort();
  }, [pid, filters]);

  const sales = answer ? sortComparables(answer.sales, sort.key, sort.dir) : [];
  const csvHref = apiPath('comparableSalesCsv', { pid, ...filters, sortBy: sort.key, sortDir: sort.dir, limit: 200 });
  const toggle = (key: ComparableSortKey) =>
    setSort((s) => ({ key, dir: s.key === key ? (s.dir === 'asc' ? 'desc' : 'asc') : key === 'saleDate' || key === 'price' ? 'desc' : 'asc' }));

  return (
    <section aria-labelledby="comparables-heading" className="tools-section">
      <h2 id="comparables-heading">Comparable sales</h2>
      <form className="tools-filters" aria-label="Comparable sales filters" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="comparables-months">
          Sold in the last
          <select id="comparables-months" value={filters.months} onChange={(e) => setFilters({ ...filters, months: Number(e.target.value) })}>
            <option value={12}>12 months</option>
            <option value={18}>18 months</option>
            <option value={24}>24 months</option>
          </select>
        </label>
        <label htmlFor="comparables-radius">
          Within
          <select id="comparables-radius" value={filters.radius} onChange={(e) => setFilters({ ...filters, radius: Number(e.target.value) })}>
            <option value={0.5}>½ mile</option>
            <option value={1}>1 mile</option>
            <option value={2}>2 miles</option>
            <option value={5}>5 miles</option>
          </select>
        </label>
        <label htmlFor="comparables-match">
          Location
          <select id="comparables-match" value={filters.match} onChange={(e) => setFilters({ ...filters, match: e.target.value as Filters['match'] })}>
            <option value="either">Same neighborhood or within the distance</option>
            <option value="neighborhood">Same neighborhood or subdivision only</option>
            <option value="distance">Within the distance only</option>
          </select>
        </label>
      </form>
      {error && <p className="field-error">{error}</p>}
      {answer && (
        <>
          <p className="hint">
            Qualified (arm&apos;s-length) sales from {answer.criteria.from} to {answer.criteria.to} of parcels with use code{' '}
            {answer.criteria.dorUseCode}xx, {answer.criteria.areaBasis === 'living' ? 'living' : 'land'} area {formatNumber(answer.criteria.areaMin)} to{' '}
            {formatNumber(answer.criteria.areaMax)} sq ft
            {answer.criteria.yearMin !== null ? `, built ${answer.criteria.yearMin} to ${answer.criteria.yearMax}` : ''}.
            {answer.truncated ? ' Only the first 200 are shown.' : ''}
          </p>
          <Suspense fallback={<p className="tools-map-status">Loading the map…</p>}>
            <SalesMap subject={answer.subject} sales={sales} />
          </Suspense>
          {sales.length === 0 ? (
            <p data-testid="no-comparables">No qualified sales of similar parcels match. Try a longer period or a wider distance.</p>
          ) : (
            <>
              <p>
                <a className="button secondary" href={csvHref} download>
                  Download these {sales.length} sales (CSV)
                </a>
              </p>
              <ScrollRegion captionId="comparables-caption">
                <table className="tools-comparables">
                  <caption id="comparables-caption">
                    {sales.length} comparable sales, sorted by {COLUMNS.find((c) => c.key === sort.key)!.label.toLowerCase()} (
                    {sort.dir === 'asc' ? 'ascending' : 'descending'})
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
                            {column.label}
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
