import type { ApiData } from '../lib/api-data.ts';

/** What a page shows while its data loads or when it could not be loaded. */
export function LoadStatus({ data }: { data: ApiData<unknown> }) {
  if (data.state === 'loading') return <p className="page-loading" role="status">Loading…</p>;
  if (data.state === 'error') return <p className="listing-error" role="alert">{data.message}</p>;
  return null;
}
