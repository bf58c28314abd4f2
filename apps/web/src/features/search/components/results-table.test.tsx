// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ParcelSearchRow } from '@county/shared/search';
import { ParcelTable, Pager } from './results-table.tsx';
import { axeFindings, renderAt } from '../../../../test/components/render.tsx';

const ROW: ParcelSearchRow = {
  ownerName: 'SMITH JOHN',
  propertyAddress: '100 MAIN ST',
  isHomestead: 'True',
  parcelId: '352027664500001',
  totalCount: 2,
  displayParcelId: '35-20-27-6645-00-001',
  city: 'ORLANDO',
  zip: '32801',
  useCode: '0100',
  justValue: 250000,
  livingArea: 1800,
  bedrooms: 3,
  bathrooms: 2.5,
  yearBuilt: 1995,
  landArea: 10890,
  lastSaleDate: '2024-08-02',
  lastSalePrice: 310000,
  saleDate: '2024-08-02',
  salePrice: 310000,
  qualified: 'True',
  instrument: '20240451234',
  book: null,
  salePage: null,
};

describe('ParcelTable', () => {
  it('has a caption, column headers and one row per result, and passes axe', async () => {
    const { container } = renderAt(
      <ParcelTable
        rows={[
          ROW,
          {
            ...ROW,
            parcelId: '2',
            displayParcelId: '2',
            justValue: null,
            livingArea: null,
            bedrooms: null,
            bathrooms: null,
            yearBuilt: null,
            lastSaleDate: null,
            lastSalePrice: null,
          },
        ]}
        caption="Parcels found"
        sales={false}
      />,
      '/parcelsearch?q=main',
    );
    const table = screen.getByRole('table', { name: 'Parcels found' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕].*$/, '').trim());
    expect(headers).toEqual([
      'Parcel ID',
      'Owner',
      'Property address',
      'Homestead',
      'Just value',
      'Living area (sq ft)',
      'Beds',
      'Baths',
      'Year built',
      'Land (sq ft)',
      'Last sale',
      'Last sale price',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '35-20-27-6645-00-001',
      'SMITH JOHN',
      '100 MAIN ST, ORLANDO',
      'Yes',
      '$250,000',
      '1,800',
      '3',
      '2.5',
      '1995',
      '10,890',
      '08/02/2024',
      '$310,000',
    ]);
    // Each cell is labeled with its column for the stacked layout of phones.
    expect(within(rows[0]!).getAllByRole('cell')[5]?.getAttribute('data-label')).toBe('Living area (sq ft)');
    const bare = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect([bare[4], bare[5], bare[8], bare[10], bare[11]]).toEqual(['—', '—', '—', '—', '—']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/propertycard?pid=352027664500001');
    expect(await axeFindings(container)).toEqual([]);
  });

  it('says which column sorts the results and links each header to the other direction', () => {
    renderAt(<ParcelTable rows={[ROW]} caption="Parcels found" sales={false} />, '/parcelsearch?q=main&sortBy=Value&sortDir=ASC&page=3');
    const value = screen.getByRole('columnheader', { name: /Just value/ });
    expect(value.getAttribute('aria-sort')).toBe('ascending');
    expect(within(value).getByRole('link').getAttribute('href')).toBe('/parcelsearch?q=main&sortBy=Value&sortDir=DESC');
    const owner = screen.getByRole('columnheader', { name: /Owner/ });
    expect(owner.getAttribute('aria-sort')).toBeNull();
    expect(within(owner).getByRole('link', { name: 'Owner, sort ascending' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Homestead' }).querySelector('a')).toBeNull();
    expect(
      within(screen.getByRole('columnheader', { name: /Living area/ }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/parcelsearch?q=main&sortBy=LivingArea&sortDir=ASC');
  });

  it('adds the sale columns, with the document as a button named after the sale', async () => {
    const { container } = renderAt(<ParcelTable rows={[ROW]} caption="Sales found" sales />);
    // The compared columns but the last sale, which is the listed sale's own.
    expect(screen.getAllByRole('columnheader')).toHaveLength(15);
    expect(screen.getByRole('button', { name: '20240451234: view the recorded document of the 08/02/2024 sale' })).toBeTruthy();
    expect(await axeFindings(container)).toEqual([]);
  });
});

describe('Pager', () => {
  it('is a named navigation that marks the current page and keeps the query', async () => {
    const { container } = renderAt(<Pager total={95} page={2} size={20} />, '/parcelsearch?q=main&page=2');
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getByText('Page 2 of 5').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'First' }).getAttribute('href')).toBe('/parcelsearch?q=main');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/parcelsearch?q=main&page=3');
    expect(within(nav).getByRole('link', { name: 'Last' }).getAttribute('href')).toBe('/parcelsearch?q=main&page=5');
    expect(await axeFindings(container)).toEqual([]);
  });

  it('shows nothing for a single page', () => {
    const { container } = renderAt(<Pager total={20} page={1} size={20} />);
    expect(container.innerHTML).toBe('');
  });
});
