import { useMemo } from 'react';
import type { CodeTableData } from '@county/shared/code-tables';
import { useQuery } from '../../../lib/query.ts';
import { codeTableQuery } from '../../code-tables/index.ts';
import type { Translator } from '../../../i18n/i18n.tsx';
import type { SearchKey } from '../messages.ts';

// The property use, picked by its description ('Single family'), from the roll's own code table.
// A link may carry several codes or a 2-digit group; such a value stays selectable as it came.

interface UseCodeRow {
  code: string;
  description: string;
}

const USE_CODES = codeTableQuery('use-codes');
const NO_ROWS: CodeTableData['rows'] = [];

/** The use codes, loaded once a session (none while loading or when they could not be loaded). */
export function useUseCodes(): UseCodeRow[] {
  // The same key as the code tables page's table, so either page reuses the other's answer.
  const state = useQuery({ ...USE_CODES, quiet: true, freshMs: Infinity });
  const rows = state.status === 'ready' ? state.data.rows : NO_ROWS;
  return useMemo(() => rows.map((r) => ({ code: String(r.code), description: String(r.description) })), [rows]);
}

/** The select's options for a value: any use, the value itself when it is not one code, then every code. */
export function optionsForUseCode(t: Translator<SearchKey>, rows: UseCodeRow[], value: string): { value: string; label: string }[] {
  const known = value === '' || rows.some((r) => r.code === value);
  return [
    { value: '', label: t('search.form.anyUse') },
    ...(known ? [] : [{ value, label: t('search.form.codes', { value }) }]),
    ...rows.map((r) => ({ value: r.code, label: `${r.description} (${r.code})` })),
  ];
}
