import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { messages, storedToDisplay } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';
import { readSampleCounty } from './sample-county.ts';
import { searchFor, searchStatus } from './search-box.ts';

// Parcel search in the browser against the suite's sample county. The searched values are read
// from that county's database first, so the expectations follow the data instead of guessing it.

const SUFFIX_WORDS: Record<string, string> = { ST: 'Street', AVE: 'Avenue', RD: 'Road', DR: 'Drive', BLVD: 'Boulevard', LN: 'Lane', CT: 'Court', TRL: 'Trail' };

interface Sample {
  owner: { name: string; parcelId: string };
  address: { number: number; street: string; suffix: string; parcelId: string };
  busyStreet: { key: string; count: number };
  sales: { from: string; to: string; count: number };
  tpp: { account: string; business: string };
  /** A parcel whose section cannot be a range, so its id reads one way only without dashes. */
  unambiguous: string;
}

let browser: Browser;
let sample: Sample;

async function readSample(): Promise<Sample> {
  return readSampleCounty(async (db) => {
    const owner = await sql<{ name: string; parcel_id: string }>`select min(name) as name, min(parcel_id) as parcel_id from owners
      where name not like '%&%' group by name_key having count(*) = 1 and count(distinct parcel_id) = 1 order by name_key limit 1`.execute(db);
    const suffixes = Object.keys(SUFFIX_WORDS);
    const address = await db
      .selectFrom('parcels')
      .select(['situs_number', 'situs_street', 'situs_suffix', 'parcel_id'])
      .where('situs_suffix', 'in', suffixes)
      .where('situs_number', 'is not', null)
      .where('situs_unit', 'is', null)
      .where('situs_direction', 'is', null)
      .orderBy('parcel_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const busy = await sql<{ street_key: string; n: number }>`select street_key, count(*) as n from parcels where street_key is not null
      group by street_key having count(*) > 45 order by count(*) desc, street_key limit 1`.execute(db);
    const year = await sql<{ y: string }>`select max(substr(sale_date, 1, 4)) as y from sales`.execute(db);
    const y = year.rows[0]!.y;
    const sales = await sql<{
      n: number;
    }>`select count(*) as n from sales where qualified = 1 and sale_date between ${`${y}-01-01`} and ${`${y}-03-31`}`.execute(db);
    const plain = await sql<{ parcel_id: string }>`select parcel_id from parcels
      where cast(substr(parcel_id, 5, 2) as integer) not between 27 and 34 order by parcel_id limit 1`.execute(db);
    const tpp = await db.selectFrom('tpp_accounts').select(['account', 'business_name']).orderBy('business_key').limit(1).executeTakeFirstOrThrow();
    return {
      owner: { name: owner.rows[0]!.name, parcelId: owner.rows[0]!.parcel_id },
      address: { number: address.situs_number!, street: address.situs_street!, suffix: address.situs_suffix!, parcelId: address.parcel_id },
      busyStreet: { key: busy.rows[0]!.street_key, count: Number(busy.rows[0]!.n) },
      sales: { from: `${y}-01-01`, to: `${y}-03-31`, count: Number(sales.rows[0]!.n) },
      tpp: { account: tpp.account, business: tpp.business_name },
      unambiguous: plain.rows[0]!.parcel_id,
    };
  });
}

beforeAll(async () => {
  sample = await readSample();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const resultIds = (page: Page) => page.locator('table.search-results tbody tr td:first-child').allTextContents();

describe('searching each way', () => {
  it('finds an owner typed in either order and links to the card', async () => {
    const page = await browser.newPage();
    await page.goto('/parcelsearch');
    const words = sample.owner.name.split(' ');
    await searchFor(page, [...words.slice(1), words[0]].join(' ').toLowerCase());
    await expect.poll(() => searchStatus(page).textContent()).toMatch(/^1 result for parcels with an owner or co-owner named/);
    expect(new URL(page.url()).searchParams.get('q')).toBe([...words.slice(1), words[0]].join(' ').toLowerCase());
    await page.locator('table.search-results tbody a').first().click();
    await page.waitForURL(`**/propertycard?pid=${sample.owner.parcelId}`);
    await page.close();
  });

  it("finds an address with the suffix spelled out ('Street' for 'ST')", async () => {
    const page = await browser.newPage();
    await page.goto('/search');
    const a = sample.address;
    await searchFor(page, `${a.number} ${a.street} ${SUFFIX_WORDS[a.suffix]}`);
    // The one parcel at a whole address opens its card; several are listed.
    const opened = `/propertycard?pid=${a.parcelId}`;
    await expect
      .poll(
        async () =>
          page.url().endsWith(opened) ||
          ((await searchStatus(page).count()) > 0 && /results? for address/.test((await searchStatus(page).textContent()) ?? '')),
      )
      .toBe(true);
    if (!page.url().endsWith(opened)) expect(await resultIds(page)).toContain(storedToDisplay(a.parcelId));
    await page.close();
  });

  it('opens the card for a whole parcel id typed in display order', async () => {
    const page = await browser.newPage();
    await page.goto('/granparcelsearch');
    await searchFor(page, storedToDisplay(sample.owner.parcelId));
    await page.waitForURL(`**/propertycard?pid=${sample.owner.parcelId}`);
    await page.close();
  });

  it('finds a tangible account by business name', async () => {
    const page = await browser.newPage();
    await page.goto(`/parcelsearch?type=tangible&businessName=${encodeURIComponent(sample.tpp.business)}`);
    await page.getByRole('link', { name: sample.tpp.account, exact: true }).click();
    await page.waitForURL(`**/tangiblecard?acct=${sample.tpp.account}`);
    await page.close();
  });

  it('searches qualified sales in a date range, newest first', async () => {
    const page = await browser.newPage();
    await page.goto('/parcelsearch');
    await page.getByRole('link', { name: 'Sales search' }).click();
    await page.getByLabel('Sold on or after').fill(sample.sales.from);
    await page.getByLabel('Sold on or before').fill(sample.sales.to);
    expect(await page.getByLabel('Qualified (arm’s-length) sales only').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Search sales' }).click();
    await expect.poll(() => searchStatus(page).textContent()).toContain(`${sample.sales.count.toLocaleString('en-US')} result`);
    // People read US dates (MM/DD/YYYY); compared here as ISO.
    const shown = await page.locator('table.search-results tbody td[data-label="Sale date"]').allTextContents();
    expect(shown.every((d) => /^\d{2}\/\d{2}\/\d{4}$/.test(d))).toBe(true);
    const dates = shown.map((d) => `${d.slice(6)}-${d.slice(0, 2)}-${d.slice(3, 5)}`);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d >= sample.sales.from && d <= sample.sales.to)).toBe(true);
    await page.close();
  });

  it('shows the advanced form on /advancedsearch and explains a refused form', async () => {
    const page = await browser.newPage();
    await page.goto('/advancedsearch');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Advanced Search');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Fill in at least one field' }).waitFor({ state: 'visible' });
    await page.getByLabel('Built in or after').fill('1800x');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByLabel('Built in or after').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Built in or after').fill('1990');
    await page.getByLabel('Homestead').selectOption('yes');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => searchStatus(page).textContent()).toMatch(/results? for .*built from "1990"/);
    expect(new URL(page.url()).searchParams.get('homestead')).toBe('yes');
    await page.close();
  });

  it('says what was searched when nothing is found', async () => {
    const page = await browser.newPage();
    await page.goto('/parcelsearch?q=Zzyzx%20Qwerty');
    await expect
      .poll(() => searchStatus(page).textContent())
      .toBe(
        'No results found for parcels with an owner or co-owner named "ZZYZX QWERTY" (in either order, or the start of a name). Check the spelling, try fewer words, or search another way.',
      );
    await page.close();
  });
});

describe('type-ahead', () => {
  it('lists grouped suggestions and follows one with the keyboard', async () => {
    const page = await browser.newPage();
    await page.goto('/parcelsearch');
    const box = page.getByRole('combobox');
    await box.pressSequentially(sample.address.street.slice(0, 4).toLowerCase(), { delay: 30 });
    const listbox = page.getByRole('listbox');
    await listbox.waitFor({ state: 'visible' });
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await listbox.getByRole('group', { name: 'Addresses' }).waitFor({ state: 'visible' });
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeLessThanOrEqual(8 * 4);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    const active = page.locator(`[id="${activeId}"]`);
    await expect.poll(() => active.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => options.nth(1).getAttribute('id')).toBe(activeId!);
    await box.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/(propertycard\?pid=\d{15}|parcelsearch\?type=subdivision)/);
    await page.close();
  });
});

describe('results', () => {
  it('pages, sorts with aria-sort, keeps it all in the URL through reload and back', async () => {
    const page = await browser.newPage();
    const total = sample.busyStreet.count;
    await page.goto(`/parcelsearch?type=address&address=${encodeURIComponent(sample.busyStreet.key)}`);
    await expect.poll(() => searchStatus(page).textContent()).toContain(`${total.toLocaleString('en-US')} results`);
    const first = await resultIds(page);
    expect(first).toHaveLength(20);
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByText(`Page 2 of ${Math.ceil(total / 20)}`).count()).toBe(1);
    const second = await resultIds(page);
    expect(second.some((id) => first.includes(id))).toBe(false);

    const ownerHeader = page.getByRole('columnheader', { name: /Owner/ });
    await ownerHeader.getByRole('link').click();
    await expect.poll(() => ownerHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    const owners = page.locator('table.search-results tbody tr td:nth-child(2)');
    await expect.poll(() => owners.count()).toBe(20);
    const ascending = await owners.allTextContents();
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await ownerHeader.getByRole('link').click();
    await expect.poll(() => ownerHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => owners.count()).toBe(20);
    const descending = await owners.allTextContents();
    expect(descending[0]! >= descending.at(-1)!).toBe(true);
    expect(descending).not.toEqual(ascending);

    await page.reload();
    await expect.poll(() => page.getByRole('columnheader', { name: /Owner/ }).getAttribute('aria-sort')).toBe('descending');
    expect(await page.locator('table.search-results tbody tr td:nth-child(2)').allTextContents()).toEqual(descending);

    await page.goBack();
    await expect.poll(() => page.getByRole('columnheader', { name: /Owner/ }).getAttribute('aria-sort')).toBe('ascending');
    await page.goBack();
    await page.waitForURL(/page=2/);
    await page.close();
  });

  it('downloads every row of the result set as CSV, not one page', async () => {
    const page = await browser.newPage();
    const total = sample.busyStreet.count;
    await page.goto(`/parcelsearch?type=address&address=${encodeURIComponent(sample.busyStreet.key)}&sortBy=OwnerName`);
    const link = page.getByRole('link', { name: `Download all ${total.toLocaleString('en-US')} as CSV` });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^address-search-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Parcel ID,Stored Parcel ID,Owner,/);
    expect(lines).toHaveLength(total + 1);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[1])).size).toBe(total);
    await page.close();
  });

  it('shows the long property-records message for 45 seconds when a search fails', async () => {
    const page = await browser.newPage();
    await page.clock.install();
    await page.route('**/api/QuickSearch/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' }));
    // Searched in the page: a search page opened by its address arrives with its results from the server.
    await page.goto('/parcelsearch');
    await searchFor(page, 'smith');
    const alert = page.locator('.alert').filter({ hasText: messages.propertyRecords.short });
    await alert.waitFor({ state: 'visible' });
    await expect.poll(() => alert.locator('.alert-body').textContent()).toBe(messages.propertyRecords.long);
    // Past the usual 25 s of an alert it is still there; past 45 s it has gone.
    await page.clock.runFor(30_000);
    expect(await alert.isVisible()).toBe(true);
    await page.clock.runFor(16_000);
    await alert.waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('deep links', () => {
  it('opens the card from /parcelsearch/Parcel%20ID/<id> and /Searches/ParcelSearch.aspx?pid=<id>, either order', async () => {
    const page = await browser.newPage();
    const stored = sample.unambiguous;
    for (const path of [
      `/parcelsearch/Parcel%20ID/${stored}`,
      `/parcelsearch/Parcel%20ID/${storedToDisplay(stored)}`,
      `/Searches/ParcelSearch.aspx?pid=${stored}`,
      `/Searches/ParcelSearch.aspx?pid=${storedToDisplay(stored).replace(/-/g, '')}`,
    ]) {
      await page.goto(path);
      await page.waitForURL(`**/propertycard?pid=${stored}`);
    }
    await page.close();
  });
});
