import type { ApiData } from '../lib/api-data.ts';
import { useLocalizeEnglish, useT } from '../i18n/i18n.tsx';

/**
 * What a page shows while its data loads or when it could not be loaded. The error arrives as an
 * English sentence (the API's, or lib/api-data.ts's apology, which the shell's catalog holds as
 * shell.loadFailed), shown in the page's language when a catalog has it.
 */
export function LoadStatus({ data }: { data: ApiData<unknown> }) {
  const t = useT();
  const localize = useLocalizeEnglish();
  if (data.state === 'loading')
    return (
      <p className="page-loading" role="status">
        {t('shell.loading')}
      </p>
    );
  if (data.state === 'error')
    return (
      <p className="listing-error" role="alert">
        {localize(data.message)}
      </p>
    );
  return null;
}
