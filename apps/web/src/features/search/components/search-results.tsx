import { useEffect, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TOAST_PROPERTY_RECORDS_MS } from '@county/shared';
import { SEARCH_SIZE_DEFAULT, type BoxKind, type ParcelSearchRow, type SmartSearchResult, type TangibleSearchRow } from '@county/shared/search';
import { HttpError } from '../../../lib/http.ts';
import { useSearchResults, type SearchAnswer } from '../api/get-search-results.ts';
import { toasts } from '../../../lib/alerts.ts';
import { CsvLink } from '../../../components/csv-link.tsx';
import { useLang, useLocalizeEnglish, type Translator } from '../../../i18n/i18n.tsx';
import { useSearchT, type SearchKey } from '../messages.ts';
import { describeCriteria, exportUrl, hasCriteria, withParams, type SearchType } from '../search-url.ts';
import { Pager, ParcelTable, TangibleTable } from './results-table.tsx';
import { Correction, NearMisses, SmartGroups } from './smart-extras.tsx';
import { boxGroupLabel } from '../group-label.ts';
import { PageResults } from './page-results.tsx';

// Reads the search the URL describes and shows its page of results, the total, paging, the
// export link, or a 'no results' message that repeats what was searched.

interface Results {
  kind: BoxKind | 'sales';
  total: number;
  rows: ParcelSearchRow[];
  tangibleRows: TangibleSearchRow[];
  understoodAs: string;
  smart: SmartSearchResult | null;
}

/**
 * How the box's search was read. The server says it in English; a Spanish page says the words
 * searched and the kind of match, with the group's name in Spanish.
 */
function smartUnderstoodAs(r: SmartSearchResult, q: string, t: Translator<SearchKey>, localize: (text: string) => string, spanish: boolean): string {
  if (!spanish) return r.understoodAs;
  const group = r.groups.find((g) => g.kind === r.kind);
  return group ? t('search.results.smartAs', { q, kind: boxGroupLabel(group, t, localize).toLocaleLowerCase('es') }) : `“${q}”`;
}

function normalise(answer: SearchAnswer, described: string, smartAs: (r: SmartSearchResult) => string): Results {
  if (answer.type === 'smart') {
    const r = answer.body;
    return { kind: r.kind, total: r.totalCount, rows: r.rows, tangibleRows: r.tangibleRows, understoodAs: smartAs(r), smart: r };
  }
  if (answer.type === 'tangible') {
    const rows = answer.body;
    return { kind: 'tangible', total: rows[0]?.totalCount ?? 0, rows: [], tangibleRows: rows, understoodAs: described, smart: null };
  }
  const rows = answer.body;
  return { kind: answer.type === 'sales' ? 'sales' : 'address', total: rows[0]?.totalCount ?? 0, rows, tangibleRows: [], understoodAs: described, smart: null };
}

const SIZES = [20, 50, 100];

/** The export lists what the page shows: a corrected name's rows, not the misspelt text's. */
function corrected(params: URLSearchParams, q: string | undefined): URLSearchParams {
  if (!q) return params;
  const next = new URLSearchParams(params);
  next.set('q', q);
  return next;
}

export function SearchResults({ type }: { type: SearchType }) {
  const t = useSearchT();
  const lang = useLang();
  const localize = useLocalizeEnglish();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const active = hasCriteria(type, params);
  const described = describeCriteria(type, params, t, lang);
  const search = useSearchResults(type, active ? params : null, lang);
  const sizeId = useId();
  const smartAs = (r: SmartSearchResult) => smartUnderstoodAs(r, (params.get('q') ?? '').trim(), t, localize, lang === 'es');
  const results = search.status === 'ready' ? normalise(search.data, described, smartAs) : null;
  // An exact single hit (a whole id, a sale document, the one parcel at an address) opens its card.
  const open = results?.smart?.open ?? null;
  useEffect(() => {
    if (open) void navigate(open, { replace: true });
  }, [open, navigate]);
  const failure = search.status === 'error' ? search : null;
  useEffect(() => {
    if (failure) toasts.error(t('spec.propertyRecords.short'), undefined, t('spec.propertyRecords.long'), TOAST_PROPERTY_RECORDS_MS);
    // t changes with the language only, and the page's language never changes under a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);

  if (!active) return null;
  if (failure) {
    const error = failure.error;
    const refused = error instanceof HttpError && error.status === 400 && error.body ? localize(error.body.message) : null;
    return (
      <section className="search-results-area" aria-labelledby="results-heading">
        <h2 id="results-heading">{t('search.results.heading')}</h2>
        <p className="field-error">{refused ?? t('spec.propertyRecords.short')}</p>
        {/* Expanded as on a failed card: the explanation stays after the toast has gone. */}
        {refused ? null : <p>{t('spec.propertyRecords.long')}</p>}
      </section>
    );
  }
  // Until the answer for this URL arrives, show nothing of the previous one: the headers read their
  // sort from the URL, and old rows under a new aria-sort would tell a screen reader the wrong order.
  if (!results || open) return <p className="hint">{t('search.results.searching')}</p>;

  const page = Number(params.get('page') ?? 1);
  const size = Number(params.get('size') ?? SEARCH_SIZE_DEFAULT);
  const tangible = results.kind === 'tangible';
  const count = results.total;
  return (
    <section className="search-results-area" aria-labelledby="results-heading">
      <h2 id="results-heading">{t('search.results.heading')}</h2>
      <p role="status" className="result-count">
        {t(count === 0 ? 'search.results.none' : 'search.results.count', { count, what: results.understoodAs })}
      </p>
      {results.smart && <Correction result={results.smart} />}
      {results.smart && <SmartGroups result={results.smart} />}
      {results.smart && count === 0 && <NearMisses result={results.smart} />}
      {results.kind === 'page' && results.smart && <PageResults pages={results.smart.pages} />}
      {count > 0 && results.kind !== 'page' && (
        <>
          <div className="result-tools">
            <CsvLink href={exportUrl(type, corrected(params, results.smart?.correction?.q))}>{t('search.results.download', { count })}</CsvLink>
            <label className="page-size" htmlFor={sizeId}>
              {t('search.results.perPage')}{' '}
              <select id={sizeId} value={String(size)} onChange={(e) => void navigate(withParams(params, { size: e.target.value, page: null }))}>
                {SIZES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {tangible ? (
            <TangibleTable
              rows={results.tangibleRows}
              caption={t('search.results.tangibleCaption', { what: results.understoodAs })}
              canSort={type === 'tangible'}
            />
          ) : (
            <ParcelTable
              rows={results.rows}
              caption={t('search.results.parcelCaption', { what: results.understoodAs })}
              sales={results.rows.some((r) => r.saleDate != null)}
              legal={results.smart?.legalDescriptions}
            />
          )}
          <Pager total={count} page={page} size={size} />
        </>
      )}
    </section>
  );
}
