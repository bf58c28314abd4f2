import { Link, useSearchParams } from 'react-router';
import type { SmartSearchResult } from '@county/shared/search';
import { useLocalizeEnglish } from '../../../i18n/i18n.tsx';
import { useSearchT } from '../messages.ts';
import { withParams } from '../search-url.ts';
import { boxGroupLabel } from '../group-label.ts';

// What the one box adds around its results: the other kinds of match it found (each a link that
// switches the list to it), and when nothing matched, the near misses the API offers.

export function SmartGroups({ result }: { result: SmartSearchResult }) {
  const t = useSearchT();
  // The server names the groups in English; the catalogs hold each name (group-label.ts).
  const localize = useLocalizeEnglish();
  const [params] = useSearchParams();
  if (result.groups.length < 2) return null;
  return (
    <nav className="smart-groups" aria-label={t('search.smart.kinds')}>
      <span className="smart-groups-title">{t('search.smart.matches')}</span>
      <ul>
        {result.groups.map((g) => (
          <li key={g.kind}>
            <Link to={withParams(params, { as: g.kind, page: null, sortBy: null, sortDir: null })} aria-current={g.kind === result.kind ? 'true' : undefined}>
              {t('search.smart.group', { label: boxGroupLabel(g, t, localize), count: g.count })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A misspelt name answered with its correction's results, and the way back to the text as typed. */
export function Correction({ result }: { result: SmartSearchResult }) {
  const t = useSearchT();
  const [params] = useSearchParams();
  const { correction } = result;
  if (!correction) return null;
  return (
    <p className="near-miss showing-for">
      {t.rich('search.smart.showingFor', {
        corrected: correction.q,
        typed: correction.typed,
        link: (text) => <Link to={withParams(params, { q: correction.typed, exact: 'true', as: null, page: null, sortBy: null, sortDir: null })}>{text}</Link>,
      })}
    </p>
  );
}

/** The API's word on an id of the wrong length (near-miss.ts, idHint), in the page's language. */
function hintText(hint: string, t: ReturnType<typeof useSearchT>): string {
  const shape = /^A parcel ID has (\d+) digits, such as .*; "(.*)" has (\d+)\.$/s.exec(hint);
  return shape ? t('search.smart.idHint', { size: shape[1], typed: shape[2], count: shape[3] }) : hint;
}

export function NearMisses({ result }: { result: SmartSearchResult }) {
  const t = useSearchT();
  const [params] = useSearchParams();
  const { choices } = result;
  // Several corrections of a name, none clearly best: each, with how many it finds, in place of one guess.
  const didYouMean = choices.length > 0 ? null : result.didYouMean;
  const search = (q: string) => withParams(params, { q, exact: null, as: null, page: null, sortBy: null, sortDir: null });
  return (
    <>
      {result.hint && <p className="near-miss">{hintText(result.hint, t)}</p>}
      {choices.length > 0 && (
        <div className="near-miss did-you-mean">
          <p id="choices-heading">{t('search.smart.choices')}</p>
          <ul aria-labelledby="choices-heading">
            {choices.map((c) => (
              <li key={c.q}>
                <Link to={search(c.q)}>{t('search.smart.group', { label: c.label, count: c.count })}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {didYouMean && (
        <p className="near-miss did-you-mean">
          {t.rich('search.smart.didYouMean', {
            label: didYouMean.label,
            link: (text) => <Link to={search(didYouMean.q)}>{text}</Link>,
          })}
        </p>
      )}
      {result.nearby.length > 0 && (
        <div className="near-miss">
          <p id="nearby-heading">{t('search.smart.nearby')}</p>
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
