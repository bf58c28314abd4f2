import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { CsvLink } from '../../../components/csv-link.tsx';
import type { CodeTableData, CodeTableInfo } from '@county/shared/code-tables';
import { LoadStatus } from '../../../components/load-status.tsx';
import { useCodeTables } from '../api/get-code-tables.ts';
import { codeTablePath, useCodeTable } from '../api/get-code-table.ts';
import { useLocalizeEnglish } from '../../../i18n/i18n.tsx';
import { useCodeTablesT } from '../messages.ts';
import '../code-tables.css';
import { useCodeDescription } from '../../../i18n/codes/codes.ts';

type Row = CodeTableData['rows'][number];

/** The same rule as the server's ?q=: every word must appear somewhere in the row. */
function matches(row: Row, words: string[]): boolean {
  const text = Object.values(row).join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
}

function CodeTable({ info }: { info: CodeTableInfo }) {
  const t = useCodeTablesT();
  const codeText = useCodeDescription();
  const localize = useLocalizeEnglish();
  const data = useCodeTable(info.id);
  const [filter, setFilter] = useState('');
  const inputId = useId();
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const rows = data.state === 'ready' ? data.data.rows.filter((row) => matches(row, words)) : [];
  const csvUrl = codeTablePath(info.id, { q: filter.trim() });
  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{localize(info.title)}</h2>
      <p>{localize(info.description)}</p>
      <div className="code-table-tools">
        <label htmlFor={inputId}>
          {t('codes.filter')} <input id={inputId} type="search" value={filter} maxLength={100} onChange={(e) => setFilter(e.target.value)} />
        </label>
        <CsvLink href={csvUrl}>{t('codes.download', { filtered: filter.trim() ? 'yes' : 'no' })}</CsvLink>
        {data.state === 'ready' && <span role="status">{t('codes.showing', { shown: rows.length, total: data.data.rows.length })}</span>}
      </div>
      <LoadStatus data={data} />
      {data.state === 'ready' && (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">
              {info.id === 'taxing-authorities' ? t('codes.caption', { title: localize(info.title), year: String(data.data.taxYear) }) : localize(info.title)}
            </caption>
            <thead>
              <tr>
                {data.data.columns.map((c) => (
                  <th key={c.key} scope="col" className={c.key === 'millage' ? 'num' : undefined}>
                    {localize(c.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={`${String(row.code)}-${i}`}>
                  {data.data.columns.map((c) => (
                    <td key={c.key} className={c.key === 'millage' ? 'num' : undefined}>
                      {c.key === 'millage' && typeof row[c.key] === 'number'
                        ? (row[c.key] as number).toFixed(4)
                        : c.key === 'description' && typeof row[c.key] === 'string'
                          ? codeText(row[c.key] as string)
                          : (row[c.key] ?? '')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p>{t('codes.noMatch')}</p>}
        </div>
      )}
    </section>
  );
}

export default function CodeTablesPage() {
  const t = useCodeTablesT();
  const localize = useLocalizeEnglish();
  const index = useCodeTables();
  const [params] = useSearchParams();
  const tables = index.state === 'ready' ? index.data.tables : [];
  const selected = tables.find((table) => table.id === params.get('table')) ?? tables[0];
  return (
    <Page heading={t('codes.title')}>
      <p>{t('codes.intro')}</p>
      <LoadStatus data={index} />
      {selected && (
        <>
          <nav className="code-table-nav" aria-label={t('codes.nav')}>
            <ul>
              {tables.map((table) => (
                <li key={table.id}>
                  <Link to={`/codetables?table=${table.id}`} aria-current={table.id === selected.id ? 'page' : undefined}>
                    {localize(table.title)}
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
