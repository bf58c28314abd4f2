import { Link, useSearchParams } from 'react-router';
import type { SmartSearchResult } from '@county/shared/search';
import { withParams } from '../search-url.ts';

// What the one box adds around its results: the other kinds of match it found (each a link that
// switches the list to it), and when nothing matched, the near misses the API offers.

export function SmartGroups({ result }: { result: SmartSearchResult }) {
  const [params] = useSearchParams();
  if (result.groups.length < 2) return null;
  return (
    <nav className="smart-groups" aria-label="Kinds of match">
      <span className="smart-groups-title">Matches:</span>
      <ul>
        {result.groups.map((g) => (
          <li key={g.kind}>
            <Link
              to={withParams(params, { as: g.kind, page: null, sortBy: null, sortDir: null })}
              aria-current={g.kind === result.kind ? 'true' : undefined}
            >
              {g.label} ({g.count.toLocaleString('en-US')})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function NearMisses({ result }: { result: SmartSearchResult }) {
  const [params] = useSearchParams();
  return (
    <>
      {result.hint && <p className="near-miss">{result.hint}</p>}
      {result.didYouMean && (
        <p className="near-miss did-you-mean">
          Did you mean{' '}
          <Link to={withParams(params, { q: result.didYouMean.q, as: null, page: null, sortBy: null, sortDir: null })}>{result.didYouMean.label}</Link>?
        </p>
      )}
      {result.nearby.length > 0 && (
        <div className="near-miss">
          <p id="nearby-heading">That number is not on the roll for this street. The nearest numbers are:</p>
          <ul aria-labelledby="nearby-heading">
            {result.nearby.map((n) => (
              <li key={n.href}>
                <Link to={n.href}>{n.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
