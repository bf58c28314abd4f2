import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { messages, type SiteConfig } from '@county/shared';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/api/bench/lib/chromium.ts';
import { openInApp, waitForReadyOnGoto } from './browser.ts';
import { sanitize } from '../apps/api/src/content/markdown.ts';
import { readSampleCounty } from './sample-county.ts';
import { searchFor, searchStatus } from './search-box.ts';

// Issue 9: hostile text never runs in the browser, wherever the site shows something it did not
// write itself: what a person typed (search box, assistant, feedback form), what a URL carries
// (thank-you reference number, property card id) and what an answer holds (search rows,
// suggestions, the assistant's links, card values appended to the external-link notice, the site
// notice). Answers are made hostile at the network layer, as a poisoned roll or content file would.
//
// Every page runs twice: under the site's own Content-Security-Policy, and with CSP bypassed, so
// that the rendering alone is shown safe and the policy is a second wall, not the only one. A test
// fails if a payload runs (a window flag or a JavaScript dialog) or if its markup reaches the page
// as elements (data-xss, inline on* handlers, javascript: links). CSP violation reports are not
// used: zod's eval probe and DOMParser's inert documents raise them on harmless pages.

const PAYLOADS = [
  `<img src=x data-xss onerror="window.__xss=(window.__xss||0)+1">`,
  `<svg data-xss onload="window.__xss=1"></svg>`,
  `"><script data-xss>window.__xss=1</script>`,
  `<img src=x data-xss onerror=alert(1)>`,
  `<iframe data-xss src="javascript:alert(2)"></iframe>`,
  `<a data-xss href="javascript:window.__xss=1">x</a>`,
];
const ALL = PAYLOADS.join(' ');
const JS_URL = 'javascript:window.__xss=1;alert(3)//';

interface Probe {
  context: BrowserContext;
  dialogs: string[];
}

async function openProbe(browser: Browser, bypassCSP: boolean): Promise<Probe> {
  const context = await browser.newContext({ baseURL: inject('baseURL'), bypassCSP, viewport: { width: 1280, height: 900 } });
  const dialogs: string[] = [];
  context.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { context, dialogs };
}

// React 19 renders any javascript: URL it is given as this inert one, which only throws.
const REACT_BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/** What a payload left behind: a run, or markup that became elements of the page. */
async function injected(page: Page) {
  // Give broken images time to fire their error events.
  await page.waitForTimeout(300);
  return page.evaluate((reactBlocked) => {
    const w = window as unknown as { __xss?: number };
    const elements = Array.from(document.querySelectorAll('*'));
    return {
      ran: w.__xss ?? 0,
      markup: document.querySelectorAll('[data-xss]').length,
      handlers: elements.filter((el) => Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on'))).map((el) => el.outerHTML.slice(0, 120)),
      scriptLinks: elements
        .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
        .filter((url) => /^\s*javascript:/i.test(url) && url !== reactBlocked),
    };
  }, REACT_BLOCKED_URL);
}

async function expectClean(probe: Probe, page: Page): Promise<void> {
  expect(await injected(page)).toEqual({ ran: 0, markup: 0, handlers: [], scriptLinks: [] });
  expect(probe.dialogs).toEqual([]);
}

/** Answers with the real response after `change` has made it hostile. */
function hostile(change: (json: unknown) => unknown) {
  return async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change(await response.json()) });
  };
}

let browser: Browser;
let parcel: { pid: string; owner: string };

beforeAll(async () => {
  await readSampleCounty(async (db) => {
    const row = await db
      .selectFrom('sales')
      .innerJoin('parcels', 'parcels.parcel_id', 'sales.parcel_id')
      .innerJoin('owners', 'owners.parcel_id', 'sales.parcel_id')
      .select(['sales.parcel_id as pid', 'owners.name as owner'])
      .where('parcels.situs_address', 'is not', null)
      .where('sales.instrument_number', '!=', '')
      .orderBy('sales.parcel_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    parcel = row;
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { policy: 'under the site CSP', bypassCSP: false },
  { policy: 'with CSP bypassed', bypassCSP: true },
])('injected text never runs ($policy)', ({ bypassCSP }) => {
  let probe: Probe;
  const newProbePage = async () => {
    const page = await probe.context.newPage();
    waitForReadyOnGoto(page);
    return page;
  };
  beforeAll(async () => {
    probe = await openProbe(browser, bypassCSP);
  });
  afterAll(async () => {
    await probe?.context.close();
  });

  it('search box, its no-results message and a search in the URL', async () => {
    const page = await newProbePage();
    await page.goto('/parcelsearch');
    await searchFor(page, ALL.slice(0, 200));
    const status = searchStatus(page);
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/results|search/i);
    await expectClean(probe, page);
    await page.goto(`/parcelsearch?q=${encodeURIComponent(PAYLOADS[0]!)}`);
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/results|search/i);
    await expectClean(probe, page);
    await page.close();
  });

  it('search result rows holding hostile owners, addresses and cities', async () => {
    const page = await newProbePage();
    await page.route(
      '**/api/QuickSearch/GetSmartSearchInfo**',
      hostile((json) => {
        const result = json as { understoodAs: string; rows: Record<string, unknown>[] };
        result.understoodAs = ALL;
        for (const row of result.rows) Object.assign(row, { ownerName: PAYLOADS[0], propertyAddress: PAYLOADS[1], city: PAYLOADS[2] });
        return result;
      }),
    );
    await openInApp(page, `/parcelsearch?q=${encodeURIComponent(parcel.owner)}`);
    await page.locator('table.search-results tbody tr').first().waitFor();
    expect(await page.locator('table.search-results tbody').textContent()).toContain(PAYLOADS[0]);
    await expectClean(probe, page);
    await page.close();
  });

  it('type-ahead suggestions with hostile labels and a javascript: link', async () => {
    const page = await newProbePage();
    await page.route('**/api/QuickSearch/GetSuggestions**', (route) =>
      route.fulfill({
        json: { groups: [{ kind: 'owner', suggestions: [{ kind: 'owner', label: PAYLOADS[0], detail: PAYLOADS[1], href: JS_URL }] }] },
      }),
    );
    await page.goto('/parcelsearch');
    await page.getByRole('combobox').pressSequentially('smi');
    const option = page.getByRole('option').first();
    await option.waitFor();
    expect(await option.textContent()).toContain(PAYLOADS[0]);
    await expectClean(probe, page);
    await option.click();
    await page.waitForTimeout(300);
    expect(page.url()).not.toMatch(/^javascript:/i);
    await expectClean(probe, page);
    await page.close();
  });

  it('the thank-you page shows a hostile reference number as text', async () => {
    const page = await newProbePage();
    await page.goto(`/thankyou?refno=${encodeURIComponent(ALL)}`);
    await expect.poll(() => page.getByTestId('refno').textContent()).toBe(ALL);
    await expectClean(probe, page);
    await page.close();
  });

  it("the assistant's conversation: a hostile question and hostile answer links", async () => {
    const page = await newProbePage();
    await page.route('**/api/chat/processmessage**', (route) =>
      route.fulfill({
        json: {
          text: PAYLOADS[2],
          language: 'en',
          items: [
            { actionName: PAYLOADS[0], actionLink: JS_URL },
            { actionName: PAYLOADS[1], actionLink: '/homestead' },
          ],
        },
      }),
    );
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Ask / }).click();
    const dialog = page.getByRole('dialog', { name: messages.chat.title });
    await dialog.getByLabel(messages.chat.label).fill(ALL.slice(0, 200));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const answer = dialog.getByRole('log').locator('.chat-action').first();
    await answer.waitFor();
    expect(await dialog.getByRole('log').textContent()).toContain(PAYLOADS[0]);
    expect(await dialog.getByRole('log').textContent()).toContain(PAYLOADS[2]);
    await expectClean(probe, page);
    await answer.click();
    await page.waitForTimeout(300);
    await expectClean(probe, page);
    await page.close();
  });

  it("the feedback form's fields and its error summary", async () => {
    const page = await newProbePage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    const form = page.getByRole('dialog', { name: messages.feedback.title });
    await form.getByLabel('First Name').fill(PAYLOADS[0]!.slice(0, 50));
    await form.getByLabel('Last Name').fill(PAYLOADS[1]!.slice(0, 50));
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`${PAYLOADS[3]}@example.com`.slice(0, 50));
    await form.getByLabel('Property Address').fill(PAYLOADS[2]!);
    await form.getByLabel('Comments').fill(ALL.slice(0, 500));
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.locator('.error-summary').waitFor();
    expect(await form.getByLabel('Comments').inputValue()).toBe(ALL.slice(0, 500));
    await expectClean(probe, page);
    await page.close();
  });

  it('the external-link notice appends a hostile address and instrument number only URL-encoded', async () => {
    const page = await newProbePage();
    await page.route(
      '**/api/PRC/GetPRCGeneralInfo**',
      hostile((json) => ({ ...(json as object), propertyAddress: ALL })),
    );
    await page.route(
      '**/api/PRC/GetPRCSales**',
      hostile((json) => (json as object[]).map((sale) => ({ ...sale, instNum: PAYLOADS[0] }))),
    );
    await openInApp(page, `/propertycard?pid=${parcel.pid}`);
    const config = JSON.parse((await page.locator('#site-config').textContent()) ?? '{}') as SiteConfig;
    const notice = page.getByRole('dialog', { name: 'You are leaving our website' });
    const target = notice.getByRole('link', { name: /Continue to Site/ });

    await page.getByRole('button', { name: 'FEMA flood map' }).click();
    const fema = (await target.getAttribute('href'))!;
    expect(fema.startsWith(config.floodMapSearch)).toBe(true);
    expect(fema.slice(config.floodMapSearch.length)).not.toMatch(/[<>"' ]/);
    await expectClean(probe, page);
    await notice.getByRole('button', { name: 'Close' }).click();

    await page
      .getByRole('button', { name: /Instrument/ })
      .first()
      .click();
    expect(await target.getAttribute('href')).toBe(config.comptrollerDocument + encodeURIComponent(PAYLOADS[0]!));
    await expectClean(probe, page);
    await page.close();
  });

  it('a property card URL with a hostile parcel id', async () => {
    const page = await newProbePage();
    await page.goto(`/propertycard?pid=${encodeURIComponent(ALL)}`);
    await page.locator('h1').waitFor();
    await page.waitForLoadState('networkidle');
    await expectClean(probe, page);
    await page.close();
  });

  it('the notification bell showing a hostile site notice', async () => {
    const page = await newProbePage();
    // The body is HTML the API has passed through the content store's sanitizer (as it does every
    // notice); the title and header are plain text the page must never read as markup.
    const body = sanitize(`<p>${PAYLOADS[2]}${PAYLOADS[3]}${PAYLOADS[4]}</p>`);
    await page.route('**/api/Content/GetContentAlert', (route) => route.fulfill({ json: { title: PAYLOADS[0], header: PAYLOADS[1], body } }));
    await page.goto('/faqcontent/FAQ');
    const bell = page.getByRole('button', { name: 'Site notice' });
    await bell.waitFor();
    await bell.click();
    const alert = page.locator('.alert.alert-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(PAYLOADS[0]);
    await expectClean(probe, page);
    await page.close();
  });
});
