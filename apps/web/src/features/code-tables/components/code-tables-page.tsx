import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_TITLES } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import type { CodeTableData, CodeTableInfo } from '@county/shared/code-tables';
import { LoadStatus } from '../../../components/load-status.tsx';
import { useCodeTables } from '../api/get-code-tables.ts';
import { codeTablePath, useCodeTable } from '../api/get-code-table.ts';
import '../code-tables.css';

type Row = CodeTableData['rows'][number];

/** The same rule as the server's ?q=: every word must appear somewhere in the row. */
function matches(row: Row, words: string[]): boolean {
  const text = Object.values(row).join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
}

function CodeTable({ info }: { info: CodeTableInfo }) {
  const data = useCodeTable(info.id);
  const [filter, setFilter] = useState('');
  const inputId = useId();
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const rows = data.state === 'ready' ? data.data.rows.filter((row) => matches(row, words)) : [];
  const csvUrl = codeTablePath(info.id, { q: filter.trim() });
  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{info.title}</h2>
      <p>{info.description}</p>
      <div className="code-table-tools">
        <label htmlFor={inputId}>
          Filter rows{' '}
          <input id={inputId} type="search" value={filter} maxLength={100} onChange={(e) => setFilter(e.target.value)} />
        </label>
        <a className="button secondary" href={csvUrl} download>
          Download {filter.trim() ? 'these rows' : 'this table'} as CSV
        </a>
        {data.state === 'ready' && (
          <span role="status">
            Showing {rows.length} of {data.data.rows.length} rows
          </span>
        )}
      </div>
      <LoadStatus data={data} />
      {data.state === 'ready' && (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">
              {info.title}
              {info.id === 'taxing-authorities' ? `, tax year ${data.data.taxYear}` : ''}
            </caption>
            <thead>
              <tr>
                {data.data.columns.map((c) => (
                  <th key={c.key} scope="col" className={c.key === 'millage' ? 'num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={`${String(row.code)}-${i}`}>
                  {data.data.columns.map((c) => (
                    <td key={c.key} className={c.key === 'millage' ? 'num' : undefined}>
                      {c.key === 'millage' && typeof row[c.key] === 'number' ? (row[c.key] as number).toFixed(4) : (row[c.key] ?? '')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p>No rows match the filter.</p>}
        </div>
      )}
    </section>
  );
}

export default function CodeTablesPage() {
  const index = useCodeTables();
  const [params] = useSearchParams();
  const tables = index.state === 'ready' ? index.data.tables : [];
  const selected = tables.find((t) => t.id === params.get('table')) ?? tables[0];
  return (
    <Page heading={PAGE_TITLES['/codetables']!}>
      <p>
        The codes used on property cards, in sales and in the data downloads. Choose a table, filter it, and download it as a CSV file
        that opens in any spreadsheet.
      </p>
      <LoadStatus data={index} />
      {selected && (
        <>
          <nav className="code-table-nav" aria-label="Code tables">
            <ul>
              {tables.map((t) => (
                <li key={t.id}>
                  <Link to={`/codetables?table=${t.id}`} aria-current={t.id === selected.id ? 'page' : undefined}>
                    {t.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <CodeTable key={selected.id} info={selected} />
        </>
      )}
    </Page>
  );
}
