import { useEffect, useState } from 'react';
import { getJson } from '../../../lib/http.ts';

// The property use, picked by its description ('Single family'), from the roll's own code table.
// A link may carry several codes or a 2-digit group; such a value stays selectable as it came.

interface UseCodeRow {
  code: string;
  description: string;
}

let loaded: Promise<UseCodeRow[]> | null = null;

export function useUseCodes(): UseCodeRow[] {
  const [rows, setRows] = useState<UseCodeRow[]>([]);
  useEffect(() => {
    loaded ??= getJson<{ rows: Record<string, unknown>[] }>('/api/CodeTables/use-codes', { quiet: true })
      .then((t) => t.rows.map((r) => ({ code: String(r.code), description: String(r.description) })))
      .catch(() => {
        loaded = null;
        return [];
      });
    let live = true;
    void loaded.then((r) => live && setRows(r));
    return () => {
      live = false;
    };
  }, []);
  return rows;
}

/** The select's options for a value: any use, the value itself when it is not one code, then every code. */
export function optionsForUseCode(rows: UseCodeRow[], value: string): { value: string; label: string }[] {
  const known = value === '' || rows.some((r) => r.code === value);
  return [{ value: '', label: 'Any use' }, ...(known ? [] : [{ value, label: `Codes ${value}` }]), ...rows.map((r) => ({ value: r.code, label: `${r.description} (${r.code})` }))];
}
