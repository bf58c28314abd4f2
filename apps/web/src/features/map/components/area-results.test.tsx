// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MapAreaResponse } from '@county/shared/map';
import { AreaResults, PAGE_SIZE } from './area-results.tsx';
import type { AreaSort, DrawnArea } from '../lib/area.ts';
import { axeFindings, renderAt } from '../../../../test/components/render.tsx';

// The drawn area's list against GET /api/map/area answered at the fetch boundary: the query it
// sends, its table, sorting by a header, paging and the CSV link.

const sale = (i: number) => ({
  parcelId: `27203566450${String(i).padStart(4, '0')}`,
  displayParcelId: `35-20-27-6645-00-${String(i).padStart(3, '0')}`,
  address: `${100 + i} MAIN ST`,
  city: 'ORLANDO',
  saleDate: '2025-03-01',
  salePrice: 300000 + i,
  instrument: `2025000${i}`,
  useCode: '0100',
  useDescription: 'Single family',
  livingArea: 2000,
  pricePerSqFt: 150.5,
  bedrooms: 3,
  baths: 2,
  yearBuilt: 1990,
  landSqFt: 8000,
  distanceFt: 10 * i,
});

const asked: URL[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      const url = new URL(path, 'http://x');
      asked.push(url);
      const page = Number(url.searchParams.get('page'));
      const body: MapAreaResponse = {
        kind: 'sales',
        areaSqMi: 0.2,
        total: 30,
        page,
        size: PAGE_SIZE,
        sales: [1, 2].map((i) => sale(i + (page - 1) * PAGE_SIZE)),
      };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ area = { shape: 'near', pid: '272035664500001', radiusFt: 1320 } }: { area?: DrawnArea }) {
  const [sort, setSort] = useState<AreaSort>({ by: 'distance', dir: 'asc' });
  const [page, setPage] = useState(1);
  return (
    <AreaResults
      area={area}
      kind="sales"
      sort={sort}
      page={page}
      onSort={(next) => {
        setSort(next);
        setPage(1);
      }}
      onPage={setPage}
    />
  );
}

describe('AreaResults', () => {
  it('asks for the area, lists the sales in a captioned table, sorts, pages and links the CSV', async () => {
    const { container } = renderAt(<Harness />);
    await screen.findByText('30 found in 0.20 square miles.');
    expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({
      kind: 'sales',
      shape: 'near',
      pid: '272035664500001',
      radiusFt: '1320',
      sortBy: 'distance',
      sortDir: 'asc',
      page: '1',
      lang: 'en',
      // Sales near a parcel are its comparable sales, with the one definition's first filters.
      use: 'group',
      months: '36',
      areaBand: '30',
      yearBand: '15',
      bedsBand: '1',
      lotBand: '50',
    });
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe(
      'Qualified sales in the drawn area, sorted by distance (ft) (ascending), page 1 of 2',
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Parcel',
      'Address',
      'Sale date',
      'Price',
      'Use code',
      'Living area (sq ft)',
      'Price per sq ft',
      'Beds',
      'Baths',
      'Year built',
      'Lot (sq ft)',
      'Distance (ft) ▲',
    ]);
    expect(screen.getByRole('link', { name: '35-20-27-6645-00-001' }).getAttribute('href')).toBe('/propertycard?pid=272035664500001');
    const csv = new URL(screen.getByRole('link', { name: 'Download the list as CSV' }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/map/area');
    expect(csv.searchParams.get('format')).toBe('csv');
    expect(csv.searchParams.has('page')).toBe(false);
    expect(await axeFindings(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('sortBy')).toBe('salePrice'));
    expect(asked.at(-1)!.searchParams.get('sortDir')).toBe('desc');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /^Price( ▼)?$/ }).getAttribute('aria-sort')).toBe('descending'));

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    expect(asked.at(-1)!.searchParams.get('page')).toBe('2');
    // axe over the twelve columns and the filters outlasts the default 5 s on a busy machine.
  }, 30_000);

  it('widens the comparable sales near a parcel, asking again from the first page', async () => {
    renderAt(<Harness />);
    await screen.findByText('30 found in 0.20 square miles.');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('page')).toBe('2'));
    await userEvent.selectOptions(screen.getByLabelText('Use'), 'Any use');
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('use')).toBe('any'));
    expect(asked.at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('lists a rectangle (which has no center) newest first, without a distance column', async () => {
    renderAt(<Harness area={{ shape: 'rect', west: -81.39, south: 28.53, east: -81.38, north: 28.54 }} />);
    await screen.findByText('30 found in 0.20 square miles.');
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toMatchObject({ shape: 'rect', sortBy: 'saleDate', sortDir: 'desc' });
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe(
      'Qualified sales in the drawn area, sorted by sale date (descending), page 1 of 2',
    );
    expect(screen.queryByRole('columnheader', { name: /Distance/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Sale date/ }).getAttribute('aria-sort')).toBe('descending');
  });
});
