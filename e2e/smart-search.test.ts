import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { openBrowser, type Browser } from './browser.ts';
import { violations } from './page-checks.ts';

// The one search box as a new visitor uses it: the hint's own examples, grouped answers, 'Did you
// mean', a business found by a later word of its name, stacked rows on a phone, and the sales
// form's messages. Values come from the suite's county, so nothing is guessed.

interface Sample {
  city: string;
  owner: string;
  businessWord: string;
  busyStreet: string;
  parcel: string;
}

let browser: Browser;
let sample: Sample;

async function readSample(): Promise<Sample> {
  const database = openDatabase(join(inject('dataDir'), 'county.sqlite'));
  try {
    const { db } = database;
    const city = await sql<{
      c: string;
    }>`select situs_city as c from parcels where situs_city is not null group by situs_city order by count(*) desc limit 1`.execute(db);
    // An owner with a long surname, so a swapped pair of letters is a plain typo.
    const owner = await sql<{ name: string }>`select name from owners where name not like '%&%' and length(name) - length(replace(name, ' ', '')) >= 1
      and instr(name, ' ') >= 7 order by parcel_id limit 1`.execute(db);
    const biz = await sql<{ k: string }>`select business_key as k from tpp_accounts where business_key like '% %' order by account limit 1`.execute(db);
    const busy = await sql<{
      k: string;
    }>`select street_key as k from parcels where street_key is not null group by street_key having count(*) > 25 order by street_key limit 1`.execute(db);
    const parcel = await sql<{ id: string }>`select parcel_id as id from parcels order by parcel_id limit 1`.execute(db);
    const words = owner.rows[0]!.name.split(' ');
    return {
      city: city.rows[0]!.c,
      owner: `${words[0]} ${words[1]}`,
      businessWord: biz.rows[0]!.k.split(' ').at(-1)!,
      busyStreet: busy.rows[0]!.k,
      parcel: parcel.rows[0]!.id,
    };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  sample = await readSample();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const status = (page: Page) => page.locator('.search-results-area [role="status"]');
/** The status line, or '' while there is none (a card page has none): never waits for it. */
const statusNow = async (page: Page) => ((await status(page).count()) > 0 ? ((await status(page).first().textContent()) ?? '') : '');

async function search(page: Page, text: string) {
  const box = page.getByRole('combobox');
  await box.fill(text);
  await box.press('Enter');
}

describe('the one search box', () => {
  it('finds something for every example in its own hint', async () => {
    const page = await browser.newPage();
    await page.goto('/parcelsearch');
    const hint = page.locator('form[role="search"] .hint');
    await expect.poll(() => hint.textContent()).toMatch(/^For example .+, .+ or .+\.$/);
    // The examples the hint shows are the API's, from this roll; a name may hold a comma itself.
    const given = (await (await page.request.get('/api/QuickSearch/GetSearchExamples')).json()) as Record<string, string | null>;
    const examples = [given.address, given.owner, given.parcelId, given.business].filter((e): e is string => !!e);
    expect(examples.length).toBe(4);
    expect(await hint.textContent()).toBe(`For example ${examples.slice(0, 3).join(', ')} or ${examples[3]}.`);
    for (const example of examples) {
      await page.goto('/parcelsearch');
      await search(page, example);
      // Either the card opened (a single exact hit) or a list with results.
      await expect
        .poll(async () => /card$/.test(new URL(page.url()).pathname) || /^[\d,]+ results? for/.test(await statusNow(page)), { timeout: 10_000 })
        .toBe(true);
    }
    await page.close();
  });

  it('shows every kind that matched with its count and switches between them', async () => {
    const page = await browser.newPage();
    await page.goto(`/parcelsearch?q=${encodeURIComponent(sample.city.toLowerCase())}`);
    await expect.poll(() => statusNow(page)).toContain(`for parcels in the city of ${sample.city}`);
    const groups = page.getByRole('navigation', { name: 'Kinds of match' });
    const current = groups.locator('a[aria-current="true"]');
    expect(await current.textContent()).toMatch(new RegExp(`^City ${sample.city} \\([\\d,]+\\)$`));
    const owners = groups.getByRole('link', { name: /^Owners \(/ });
    await owners.click();
    await expect.poll(() => statusNow(page)).toMatch(/owner or co-owner/);
    expect(new URL(page.url()).searchParams.get('as')).toBe('owner');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('shows a misspelt name’s clear correction at once, and searches the text as typed on request', async () => {
    const page = await browser.newPage();
    const [last, first] = sample.owner.split(' ');
    // A swap in the surname and a letter doubled in the first name: every word corrected.
    const slip = `${last!.slice(0, 2)}${last![3]}${last![2]}${last!.slice(4)} ${first!.slice(0, 2)}${first![1]}${first!.slice(2)}`.toLowerCase();
    await page.goto('/parcelsearch');
    await search(page, slip);
    await expect.poll(() => statusNow(page)).toMatch(/^[\d,]+ results? for parcels with an owner or co-owner named/);
    const note = page.locator('.showing-for');
    expect(await note.textContent()).toBe(`Showing results for ${sample.owner}. Search instead for ${slip}`);
    expect(await violations(page)).toEqual([]);
    await note.getByRole('link', { name: slip }).click();
    await expect.poll(() => statusNow(page)).toMatch(/^No results found/);
    expect(new URL(page.url()).searchParams.get('exact')).toBe('true');
    expect(await page.locator('.showing-for').count()).toBe(0);
    // In Spanish too.
    await page.goto(`/es/parcelsearch?q=${encodeURIComponent(slip)}`);
    await expect
      .poll(async () => ((await page.locator('.showing-for').count()) > 0 ? await page.locator('.showing-for').textContent() : ''))
      .toBe(`Se muestran resultados de ${sample.owner}. Buscar en su lugar ${slip}`);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('shows what realtors compare: sortable columns on a desktop, labelled stacked cells on a phone', async () => {
    for (const size of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser.newPage(size);
      await page.goto(`/parcelsearch?type=address&address=${encodeURIComponent(sample.busyStreet)}&sortBy=LivingArea&sortDir=DESC`);
      await expect.poll(() => statusNow(page)).toMatch(/results? for/);
      const header = page.getByRole('columnheader', { name: /Living area/ });
      expect(await header.getAttribute('aria-sort')).toBe('descending');
      const areas = (await page.locator('td[data-label="Living area (sq ft)"]').allTextContents()).map((a) => (a === '—' ? -1 : Number(a.replace(/,/g, ''))));
      expect(areas.length).toBeGreaterThan(0);
      expect(areas).toEqual([...areas].sort((a, b) => b - a));
      for (const label of ['Beds', 'Baths', 'Year built', 'Land (sq ft)', 'Last sale', 'Last sale price'])
        expect(await page.locator(`td[data-label="${label}"]`).count()).toBe(areas.length);
      const display = await page
        .locator('table.search-results tbody tr')
        .first()
        .evaluate((tr) => getComputedStyle(tr).display);
      expect(display).toBe(size.width < 480 ? 'block' : 'table-row');
      expect(await violations(page)).toEqual([]);
      await page.close();
    }
  });

  it('finds a business by a later word of its name, in the Businesses group', async () => {
    const page = await browser.newPage();
    await page.goto(`/parcelsearch?q=${encodeURIComponent(sample.businessWord.toLowerCase())}&as=tangible`);
    await expect.poll(() => statusNow(page)).toContain(`business accounts with "${sample.businessWord}" in their name`);
    const names = await page.locator('table.search-results tbody td[data-label="Business name"]').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.toUpperCase().split(/\W+/).includes(sample.businessWord))).toBe(true);
    await page.close();
  });

  it('reads as stacked rows at 390 px, on the results and on the card, with no sideways scrolling', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`/parcelsearch?type=address&address=${encodeURIComponent(sample.busyStreet)}`);
    await expect.poll(() => statusNow(page)).toMatch(/results? for/);
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await noSideways()).toBe(true);
    expect(
      await page
        .locator('table.search-results tbody tr')
        .first()
        .evaluate((tr) => getComputedStyle(tr).display),
    ).toBe('block');
    const scroller = page.locator('.table-scroll').first();
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.goto(`/propertycard?pid=${sample.parcel}`);
    await page.locator('#sales-table, #card-values').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await noSideways()).toBe(true);
    const wide = await page.locator('.table-scroll').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
    expect(wide).toBe(0);
    await page.close();
  });
});

describe('the sales form', () => {
  it('takes a range open at either end, names the field it needs, and says the search in words', async () => {
    const page = await browser.newPage();
    await page.goto('/parcelsearch?type=sales');
    await page.getByRole('button', { name: 'Search sales' }).click();
    const from = page.getByLabel('Sold on or after');
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.criteria-field').filter({ has: from }).locator('.field-error').textContent()).toBe(
      'Sold on or after: Enter a start date, an end date or both.',
    );
    expect(await violations(page)).toEqual([]);
    await from.fill('2024-01-01');
    await page.getByRole('button', { name: 'Search sales' }).click();
    await expect.poll(() => statusNow(page)).toMatch(/^[\d,]+ results? for sales, sold on or after 01\/01\/2024, qualified sales only\.$/);
    expect(new URL(page.url()).searchParams.get('toDate')).toBeNull();
    await page.goto('/parcelsearch?type=sales&toDate=2023-12-31&qualifiedOnly=false');
    await expect.poll(() => statusNow(page)).toMatch(/^[\d,]+ results? for sales, sold on or before 12\/31\/2023, qualified or not\.$/);
    const dates = await page.locator('td[data-label="Sale date"]').allTextContents();
    expect(dates.every((d) => d.slice(6) <= '2023')).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('takes money as people write it, says range mistakes in words next to the field, and lists documents', async () => {
    const page = await browser.newPage();
    await page.goto('/parcelsearch?type=sales');
    await page.getByLabel('Sold on or after').fill('2024-06-01');
    await page.getByLabel('Sold on or before').fill('2024-01-01');
    await page.getByLabel('Lowest price ($)').fill('$300,000');
    await page.getByLabel('Highest price ($)').fill('200,000');
    await page.getByRole('button', { name: 'Search sales' }).click();
    const toDate = page.getByLabel('Sold on or before');
    await expect.poll(() => toDate.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await toDate.getAttribute('aria-describedby'))!.split(' ');
    const messages = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messages).toContain('Must be on or after the “Sold on or after” date.');
    expect(
      await page
        .locator('.criteria-field')
        .filter({ has: page.getByLabel('Highest price ($)') })
        .locator('.field-error')
        .textContent(),
    ).toBe('Must not be less than “Lowest price ($)”.');
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Sold on or after').fill('2000-01-01');
    await page.getByLabel('Sold on or before').fill('2030-12-31');
    await page.getByLabel('Highest price ($)').fill('$5,000,000');
    await page.getByLabel('Property use').selectOption({ label: 'Single family (0100)' });
    await page.getByRole('button', { name: 'Search sales' }).click();
    await expect.poll(() => statusNow(page)).toMatch(/^[\d,]+ results? for sales/);
    const url = new URL(page.url());
    expect(url.searchParams.get('minPrice')).toBe('300000');
    expect(url.searchParams.get('useCode')).toBe('0100');
    const date = await page.locator('td[data-label="Sale date"]').first().textContent();
    expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const instrument = page.locator('td[data-label="Instrument"] button').first();
    await instrument.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Continue to Site' }).waitFor();
    await page.close();
  });
});
