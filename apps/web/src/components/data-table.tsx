import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region.tsx';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  num?: boolean;
}

interface DataTableProps<T> {
  id: string;
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  /** Said instead of an empty table. */
  empty: string;
  footer?: ReactNode;
}

/** A captioned table of rows in its own scrolling region; a sentence when there are no rows. */
export function DataTable<T>({ id, caption, columns, rows, rowKey, empty, footer }: DataTableProps<T>) {
  if (rows.length === 0) return <p>{empty}</p>;
  const captionId = `${id}-caption`;
  return (
    <ScrollRegion captionId={captionId}>
      <table id={id} className="stacked">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.num ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td key={c.header} className={c.num ? 'num' : undefined} data-label={c.header}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer}
      </table>
    </ScrollRegion>
  );
}
