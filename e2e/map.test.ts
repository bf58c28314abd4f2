import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';
import { blockOutside, paintedPixels } from './map-checks.ts';

// Map search (/map, issue 28, decision 113) against the sample county with its generated shapes,
// with every request that would leave 127.0.0.1 blocked: the map is drawn from our own tiles alone.

const PARCEL = '272035664500001';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the map on the parcel and waits until tiles have been painted and the summary has arrived. */
async function openMap(page: Page, path = `/map?pid=${PARCEL}`): Promise<void> {
  await page.goto(path);
  await settle(page);
  const map = page.getByTestId('map-canvas');
  await map.waitFor();
  await expect.poll(async () => (await paintedPixels(map)).painted, { timeout: 20_000 }).toBeGreaterThan(500);
  // The words under the map count what the tiles hold (in either language).
  await expect.poll(() => page.getByTestId('map-says').textContent()).toMatch(/zoom \d+\. (\d+ parcels?|Se dibujan? \d+)/);
}

const summary = (page: Page) => page.getByTestId('map-summary');

describe('map search', () => {
  it('draws the parcels from our tiles, opens on the asked-for parcel with its summary, and sends nothing outside', async () => {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser.newPage(viewport);
      const outside = await blockOutside(page);
      await openMap(page);
      const { painted, colors } = await paintedPixels(page.getByTestId('map-canvas'));
      // Parcels in their use colors, edges, streets and the selection: far from a blank canvas.
      expect(painted).toBeGreaterThan(1000);
      expect(colors).toBeGreaterThan(3);
      const info = (await (await page.request.get(`/api/PRC/GetPRCGeneralInfo?pid=${PARCEL}`)).json()) as { propertyAddress: string; ownerName: string };
      await expect.poll(() => summary(page).textContent()).toContain(info.propertyAddress);
      expect(await summary(page).textContent()).toContain(info.ownerName);
      expect(await summary(page).getByRole('link', { name: 'Open the property card' }).getAttribute('href')).toBe(`/propertycard?pid=${PARCEL}`);
      expect(await page.getByTestId('map-says').textContent()).toContain(`Selected: ${info.propertyAddress}`);
      // The page fits the phone's width: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(outside).toEqual([]);
      expect(await violations(page)).toEqual([]);
      await page.close();
    }
  });

  it('shows the summary of a clicked parcel and colors by another scheme with its legend', async () => {
    const page = await browser.newPage();
    await blockOutside(page);
    await openMap(page);
    const map = page.getByTestId('map-canvas');
    await map.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => summary(page).textContent()).toMatch(/Click a parcel/);
    // The map opened fitted to the parcel's shape: its middle is the parcel.
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => summary(page).getByRole('link', { name: 'Open the property card' }).getAttribute('href')).toBe(`/propertycard?pid=${PARCEL}`);
    expect(page.url()).toContain(`pid=${PARCEL}`);

    const before = await paintedPixels(map);
    await page.getByLabel('Color parcels by').selectOption('homestead');
    expect(await page.getByTestId('map-legend').textContent()).toContain('No homestead');
    await expect.poll(async () => JSON.stringify(await paintedPixels(map))).not.toBe(JSON.stringify(before));
    expect(await page.getByTestId('map-says').textContent()).toContain('colored by homestead exemption');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('moves the selection with the arrow keys and opens the card with Enter', async () => {
    const page = await browser.newPage();
    await blockOutside(page);
    await openMap(page);
    const map = page.getByTestId('map-canvas');
    // Tab order reaches the map: focus it as the keyboard would; − zooms out, then the arrows move.
    await map.focus();
    const zoom = async () => Number(/zoom (\d+)/.exec((await page.getByTestId('map-says').textContent()) ?? '')?.[1]);
    const start = await zoom();
    await page.keyboard.press('-');
    await expect.poll(zoom).toBe(start - 1);
    await expect.poll(async () => (await paintedPixels(map)).painted).toBeGreaterThan(500);
    const seen = new Set<string>([PARCEL]);
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowRight']) {
      await page.keyboard.press(key);
      const pid = new URL(page.url()).searchParams.get('pid');
      if (pid) seen.add(pid);
    }
    // The selection moved to other parcels, each named by the summary.
    expect(seen.size).toBeGreaterThan(1);
    const now = new URL(page.url()).searchParams.get('pid')!;
    await expect.poll(() => summary(page).getByRole('link', { name: 'Open the property card' }).getAttribute('href')).toBe(`/propertycard?pid=${now}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/propertycard?pid=${now}`);
    await page.close();
  });

  it('lists the qualified sales near the parcel (comparable sales) and inside a drawn rectangle, as a sortable table with CSV', async () => {
    const page = await browser.newPage();
    await blockOutside(page);
    await openMap(page);
    await summary(page).getByRole('button', { name: 'Find comparable sales near this parcel' }).click();
    const table = page.getByTestId('map-results');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Qualified sales in the area' }).count()).toBe(1);
    // Nearest first; then by price, highest first.
    const distances = (await rows.locator('td:nth-child(12)').allTextContents()).map((d) => Number(d.replace(/\D/g, '')));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await table.getByRole('button', { name: 'Price', exact: true }).click();
    await expect.poll(() => table.locator('th[aria-sort=descending]').textContent()).toContain('Price');
    const prices = (await rows.locator('td:nth-child(4)').allTextContents()).map((d) => Number(d.replace(/\D/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const csv = await page.getByRole('link', { name: 'Download the list as CSV' }).getAttribute('href');
    expect(csv).toContain('format=csv');
    const file = await page.request.get(csv!);
    expect(file.status()).toBe(200);
    expect((await file.text()).split('\n').length).toBeGreaterThan(1);
    expect(await violations(page)).toEqual([]);

    // The map fitted itself to the quarter mile around the parcel: a rectangle over most of it, drawn with two clicks.
    const map = page.getByTestId('map-canvas');
    await page.getByRole('button', { name: 'Draw a rectangle' }).click();
    await expect.poll(() => page.getByTestId('map-draw-hint').textContent()).toMatch(/Drag from one corner/);
    // The list came into view below: bring the map back to draw on it.
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    const answer = page.waitForResponse((r) => r.url().includes('/api/map/area?') && r.url().includes('shape=rect'));
    await page.mouse.click(box.x + box.width * 0.1, box.y + box.height * 0.1);
    await expect.poll(() => page.getByTestId('map-draw-hint').textContent()).toMatch(/second point/);
    await page.mouse.click(box.x + box.width * 0.9, box.y + box.height * 0.9);
    const drawn = (await (await answer).json()) as { total: number; sales: unknown[] };
    expect(drawn.total).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('map-results-count').textContent()).toMatch(new RegExp(`^${drawn.total.toLocaleString('en-US')} found`));
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('lays the map beside its panel (under it on a phone), with a scale bar', async () => {
    const values = (await (await browser.context.request.get(`${browser.baseURL}/api/PRC/GetPRCPropertyValues?PID=${PARCEL}&TaxYear=0`)).json()) as {
      marketValue: number;
    }[];
    const justValue = `$${values[0]!.marketValue.toLocaleString('en-US')}`;
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser.newPage(viewport);
      await blockOutside(page);
      await openMap(page);
      const map = (await page.getByTestId('map-canvas').boundingBox())!;
      const panel = (await page.getByTestId('map-summary').boundingBox())!;
      if (viewport.width > 900) {
        // Beside it, and the map as tall as the window (less a margin).
        expect(panel.x).toBeGreaterThanOrEqual(map.x + map.width);
        expect(map.height).toBeGreaterThan(viewport.height - 40);
      } else {
        expect(panel.y).toBeGreaterThanOrEqual(map.y + map.height);
        expect(map.width).toBeGreaterThan(viewport.width - 40);
      }
      expect(await page.getByTestId('map-canvas').locator('.leaflet-control-scale').textContent()).toMatch(/\d+ (ft|mi)/);
      // The summary's figures are the parcel's own (decision 121), whatever the tiles of this zoom hold.
      await expect.poll(async () => (await summary(page).textContent()) ?? '', { timeout: 10_000 }).toContain(justValue);
      await page.close();
    }
  });

  it('is in Spanish at /es/map, and axe-clean', async () => {
    const page = await browser.newPage();
    await blockOutside(page);
    await openMap(page, `/es/map?pid=${PARCEL}`);
    expect(await page.locator('h1').textContent()).toBe('Búsqueda en el mapa');
    expect(await page.getByTestId('map-says').textContent()).toMatch(/Se dibujan? \d+ parcelas?/);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('is linked from the footer, the menu and the card', async () => {
    const page = await browser.newPage();
    await page.goto(`/propertycard?pid=${PARCEL}`);
    await settle(page);
    expect(await page.locator('footer').getByRole('link', { name: 'Map Search' }).getAttribute('href')).toBe('/map');
    expect(await page.locator('header').getByRole('link', { name: 'Map Search', includeHidden: true }).getAttribute('href')).toBe('/map');
    expect(await page.getByRole('link', { name: 'This parcel on the map search' }).getAttribute('href')).toBe(`/map?pid=${PARCEL}`);
    expect(await page.getByRole('link', { name: 'Comparable sales on the map' }).getAttribute('href')).toContain(`/map?pid=${PARCEL}&near=`);
    await page.close();
  });
});

describe("the card's map", () => {
  it("outlines the parcel's own shape over its neighbors from our tiles", async () => {
    const page = await browser.newPage();
    const outside = await blockOutside(page);
    await page.goto(`/propertycard?pid=${PARCEL}`);
    await settle(page);
    const section = page.locator('section[aria-labelledby="card-location"]');
    await section.scrollIntoViewIfNeeded();
    const map = page.getByTestId('card-map');
    await map.waitFor();
    await expect.poll(() => map.locator('path.card-parcel-shape').count(), { timeout: 15_000 }).toBe(1);
    // The outline is the parcel's shape (a polygon with corners), not a ring at its point.
    expect(((await map.locator('path.card-parcel-shape').getAttribute('d')) ?? '').split(/[LM]/).length).toBeGreaterThan(4);
    await expect.poll(async () => (await paintedPixels(map)).painted, { timeout: 20_000 }).toBeGreaterThan(500);
    expect(await section.getByTestId('card-map-tiles-unreachable').count()).toBe(0);
    expect(outside).toEqual([]);
    await page.close();
  });
});
