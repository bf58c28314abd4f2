import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { advancedSearchCriteria, salesSearchForm } from '@county/shared/search';
import { Page } from '../../../components/page.tsx';
import { pageUrl, searchTypeOf, type SearchType } from '../search-url.ts';
import { ADVANCED_FIELDS, SALE_FIELD_NAMES, SALES_FIELDS } from '../search-fields.ts';
import { useSearchT } from '../messages.ts';
import { CriteriaForm } from './criteria-form.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchResults } from './search-results.tsx';
import './search-page.css';

// /parcelsearch, /granparcelsearch, /search and /Searches/ParcelSearch.aspx open the one search
// box; /advancedsearch opens the advanced form; ?type=sales the sales search. The URL holds the
// whole state: the forms start from it and the results are read from it.

const MODES = [
  { mode: 'quick', to: '/parcelsearch' },
  { mode: 'sales', to: '/parcelsearch?type=sales' },
  { mode: 'advanced', to: '/advancedsearch' },
] as const;

function modeOf(type: SearchType) {
  return type === 'sales' ? 'sales' : type === 'advanced' ? 'advanced' : 'quick';
}

/** A sale flag alone would turn an advanced search into a sales search: it counts only with a sale field. */
function dropLoneQualified(entries: [string, string][]): [string, string][] {
  const sale = entries.some(([k]) => SALE_FIELD_NAMES.includes(k));
  return entries.filter(([k]) => k !== 'qualifiedOnly' || sale);
}

export default function SearchPage() {
  const t = useSearchT();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = searchTypeOf(params, location.pathname);
  const mode = modeOf(type);
  const heading = t(`search.heading.${mode}`);
  const path = location.pathname;

  return (
    <Page heading={heading} className="search-page">
      <nav aria-label={t('search.modes')} className="search-modes">
        <ul>
          {MODES.map((m) => (
            <li key={m.mode}>
              <Link to={m.to} aria-current={m.mode === mode ? 'page' : undefined}>
                {t(`search.mode.${m.mode}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {mode === 'quick' && <SearchBox initialValue={params.get('q') ?? ''} />}
      {mode === 'sales' && (
        <CriteriaForm
          key={location.search}
          fields={SALES_FIELDS}
          schema={salesSearchForm}
          initial={params}
          submitLabel={t('search.form.searchSales')}
          onSearch={(entries) => void navigate(pageUrl(path, 'sales', entries))}
        />
      )}
      {mode === 'advanced' && (
        <CriteriaForm
          key={location.search}
          fields={ADVANCED_FIELDS}
          schema={advancedSearchCriteria}
          initial={params}
          submitLabel={t('search.form.search')}
          requireOne={t('search.form.requireOne')}
          prepare={dropLoneQualified}
          onSearch={(entries) => void navigate(pageUrl(path, 'advanced', entries))}
        />
      )}
      <SearchResults type={type} />
    </Page>
  );
}
