import { apiQuery } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { useLang } from '../../../i18n/i18n.tsx';

/** The year's dates; Spanish pages ask for the Spanish ones, under the path the server's first view uses. */
export function useImportantDates() {
  const lang = useLang();
  return useQuery(apiQuery('importantDates', lang === 'en' ? undefined : { lang }));
}
