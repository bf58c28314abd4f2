import type { ReactNode } from 'react';
import { toasts } from '../lib/alerts.ts';
import { useT } from '../i18n/i18n.tsx';

/** A link that downloads a CSV export; the success toast says the download has started. */
export function CsvLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT();
  return (
    <a className="button secondary" href={href} download onClick={() => void toasts.success(t('shell.csvStarted'))}>
      {children}
    </a>
  );
}
