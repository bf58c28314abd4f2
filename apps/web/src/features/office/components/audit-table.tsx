import { useEffect, useState } from 'react';
import type { AuditEntry } from '@county/shared/staff';
import { DataTable } from '../../../components/data-table.tsx';
import { readAudit, auditCsvPath } from '../api/staff.ts';

/** The newest entries of the audit trail, for administrators, with the whole trail as CSV. */
export function AuditTable() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    readAudit().then(setEntries, () => setFailed(true));
  }, []);
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit trail</h2>
      {failed ? <p role="alert">The audit trail could not be read. Reload the page to try again.</p> : null}
      {entries ? (
        <>
          <DataTable
            id="audit"
            caption="The 50 newest entries"
            rows={entries}
            rowKey={(entry) => String(entry.id)}
            empty="Nothing has been recorded yet."
            columns={[
              { header: 'When', cell: (entry) => new Date(entry.at).toLocaleString('en-US') },
              { header: 'Who', cell: (entry) => entry.actor },
              { header: 'What', cell: (entry) => entry.action },
              { header: 'Subject', cell: (entry) => entry.subject ?? '' },
              { header: 'From', cell: (entry) => entry.client ?? '' },
            ]}
          />
          <p>
            <a href={auditCsvPath()} download>
              Download the whole audit trail (CSV)
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}
