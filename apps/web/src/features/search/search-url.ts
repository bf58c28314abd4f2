import { advancedSearchCriteria, salesSearchCriteria, tangibleSearchCriteria } from '@county/shared/search';
import { SEARCH_ENDPOINTS, searchPath } from '@county/shared/api/paths';
import type { Lang } from '@county/shared';
import type { Translator } from '../../i18n/i18n.tsx';
import type { SearchKey } from './messages.ts';

// Every search state lives in the page's query string, so a result page can be bookmarked, shared,
// reloaded and reached with the back button. `type` names the search; the other parameters are the
// API's own, passed through unchanged.

export const SEARCH_TYPES = ['smart', 'address', 'owner', 'parcel', 'subdivision', 'tangible', 'sales', 'advanced'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

interface Endpoint {
  get: string;
  export: string;
  fields: readonly string[];
}

export const ENDPOINTS: Record<SearchType, Endpoint> = {
  smart: { ...SEARCH_ENDPOINTS.smart, fields: ['q', 'as', 'exact'] },
  address: { ...SEARCH_ENDPOINTS.address, fields: ['address'] },
  owner: { ...SEARCH_ENDPOINTS.owner, fields: ['ownerName'] },
  parcel: { ...SEARCH_ENDPOINTS.parcel, fields: ['pid'] },
  subdivision: { ...SEARCH_ENDPOINTS.subdivision, fields: ['subdivision'] },
  tangible: { ...SEARCH_ENDPOINTS.tangible, fields: Object.keys(tangibleSearchCriteria.shape) },
  sales: { ...SEARCH_ENDPOINTS.sales, fields: Object.keys(salesSearchCriteria.shape) },
  advanced: { ...SEARCH_ENDPOINTS.advanced, fields: Object.keys(advancedSearchCriteria.shape) },
};

const PAGING = ['page', 'size', 'sortBy', 'sortDir'] as const;

/** Which search the URL describes: its `type`, else the path (/advancedsearch), else the field given. */
export function searchTypeOf(params: URLSearchParams, pathname: string): SearchType {
  const type = params.get('type');
  if (type && (SEARCH_TYPES as readonly string[]).includes(type)) return type as SearchType;
  if (pathname.toLowerCase() === '/advancedsearch') return 'advanced';
  for (const t of ['address', 'owner', 'parcel', 'subdivision'] as const) {
    if (ENDPOINTS[t].fields.some((f) => params.get(f))) return t;
  }
  return 'smart';
}

/** The search's own parameters from the URL (repeated ones, such as useCode, stay repeated). */
export function criteriaOf(type: SearchType, params: URLSearchParams): [string, string][] {
  const fields = ENDPOINTS[type].fields;
  return [...params.entries()].filter(([k, v]) => fields.includes(k) && v.trim() !== '');
}

export function hasCriteria(type: SearchType, params: URLSearchParams): boolean {
  // `as` only picks among the box's groups: without `q` there is nothing to search.
  return criteriaOf(type, params).some(([k]) => k !== 'as');
}

function query(entries: [string, string][]): string {
  const text = new URLSearchParams(entries).toString();
  return text ? `?${text}` : '';
}

/**
 * The API's URL of a page of the search. The box is told the page's language for its 'Pages'
 * group; the office's own routes (address, owner) are asked for this site's columns, since
 * without columns=all they answer the office's five fields only.
 */
export function apiUrl(type: SearchType, params: URLSearchParams, lang: Lang = 'en'): string {
  const paging = PAGING.flatMap((k) => (params.get(k) ? [[k, params.get(k)!] as [string, string]] : []));
  const extra: [string, string][] = type === 'smart' && lang !== 'en' ? [['lang', lang]] : type === 'address' || type === 'owner' ? [['columns', 'all']] : [];
  return `${searchPath(ENDPOINTS[type].get)}${query([...criteriaOf(type, params), ...paging, ...extra])}`;
}

/** The export link: the same search and order, every row. */
export function exportUrl(type: SearchType, params: URLSearchParams): string {
  const order = (['sortBy', 'sortDir'] as const).flatMap((k) => (params.get(k) ? [[k, params.get(k)!] as [string, string]] : []));
  return `${searchPath(ENDPOINTS[type].export)}${query([...criteriaOf(type, params), ...order])}`;
}

/** The page URL for a search (page 1 unless given). */
export function pageUrl(pathname: string, type: SearchType, entries: [string, string][]): string {
  const withType: [string, string][] = type === 'smart' || (type === 'advanced' && pathname === '/advancedsearch') ? entries : [['type', type], ...entries];
  return `${pathname}${query(withType)}`;
}

/** A copy of the current params with some replaced (null removes). */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) next.delete(k);
    else next.set(k, v);
  }
  return `?${next.toString()}`;
}

/** The search in words, for the result count and the 'no results' message. */
export function describeCriteria(type: SearchType, params: URLSearchParams, t: Translator<SearchKey>, lang: Lang): string {
  const shown = (k: string, v: string) => (/Date$/.test(k) && /^\d{4}-\d{2}-\d{2}$/.test(v) ? shortDate(v, lang) : v);
  const parts = criteriaOf(type, params)
    .filter(([k]) => k !== 'as' && k !== 'exact')
    .map(([k, v]) => {
      if (k === 'q') return `"${v}"`;
      // Dates and the sales flag read as phrases: 'sold on or after 01/01/2025', 'qualified sales only'.
      if (k === 'fromDate' || k === 'toDate') return t(`search.criteria.${k}`, { value: shown(k, v) });
      if (k === 'qualifiedOnly') return t(['true', '1', 'yes', 'True'].includes(v) ? 'search.criteria.qualifiedOnly' : 'search.criteria.allSales');
      return t('search.criterion', { label: t(`search.criteria.${k}` as SearchKey), value: shown(k, v) });
    });
  return (type === 'sales' ? [t('search.criteria.sales'), ...parts] : parts).join(', ');
}

/** 2024-08-02 as people read it: 08/02/2024 in English, 02/08/2024 in Spanish; the API and URLs keep ISO. */
export function shortDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  if (!month || !day) return iso;
  return lang === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}
