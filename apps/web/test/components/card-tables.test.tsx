// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type Column } from '../../src/components/data-table.tsx';
import { ScrollRegion } from '../../src/components/scroll-region.tsx';
import { axeFindings } from './render.tsx';

interface Sale {
  date: string;
  price: number;
}
const COLUMNS: Column<Sale>[] = [
  { header: 'Sale date', cell: (s) => s.date },
  { header: 'Price', cell: (s) => `$${s.price}`, num: true },
];

describe('ScrollRegion', () => {
  it('is a region named by the caption it points at, reachable with Tab', async () => {
    const { container } = render(
      <ScrollRegion captionId="t-caption">
        <table>
          <caption id="t-caption">Land</caption>
          <tbody>
            <tr>
              <td>1 acre</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Land' });
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
    expect(await axeFindings(container)).toEqual([]);
  });
});

describe('DataTable', () => {
  it('renders a captioned table with column headers and a labelled cell per column', async () => {
    const rows = [
      { date: '01/02/2020', price: 100 },
      { date: '03/04/2021', price: 200 },
    ];
    const { container } = render(<DataTable id="sales" caption="Sales history" columns={COLUMNS} rows={rows} rowKey={(s) => s.date} empty="No sales." />);
    const table = screen.getByRole('table', { name: 'Sales history' });
    expect(screen.getByRole('region', { name: 'Sales history' }).contains(table)).toBe(true);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.getAttribute('scope'), h.className])).toEqual([
      ['Sale date', 'col', ''],
      ['Price', 'col', 'num'],
    ]);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((c) => `${c.getAttribute('data-label')}=${c.textContent}`)).toEqual([
      'Sale date=01/02/2020',
      'Price=$100',
      'Sale date=03/04/2021',
      'Price=$200',
    ]);
    expect(await axeFindings(container)).toEqual([]);
  });

  it('says its empty sentence instead of an empty table', () => {
    render(<DataTable id="sales" caption="Sales history" columns={COLUMNS} rows={[]} rowKey={(s) => s.date} empty="No sales." />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No sales.')).toBeTruthy();
  });
});
