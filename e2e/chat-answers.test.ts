import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { defaultSiteConfig, messages } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';
import { violations } from './page-checks.ts';

// The assistant's answers in words (issue 17), in the browser against the built server and the
// real knowledge base: the answer before its links, Spanish, nothing found, and the FEMA link that
// goes through the external-link notice; axe (WCAG 2.x A and AA) at zero in each of these states,
// at a desktop and a phone width. SCREENSHOT_DIR, when set, keeps a picture of each state.

const WIDTHS = [1366, 390];

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page) => page.getByRole('dialog', { name: messages.chat.title });
const log = (page: Page) => dialog(page).getByRole('log');

async function openChat(width: number): Promise<Page> {
  const page = await browser.newPage({ width, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Ask / }).click();
  await dialog(page).getByLabel(messages.chat.label).waitFor();
  return page;
}

/** Asks a question and returns the reply's message element. */
async function ask(page: Page, question: string) {
  const all = log(page).locator('.chat-message');
  const before = await all.count();
  const box = dialog(page).getByLabel(messages.chat.label);
  await box.fill(question);
  await box.press('Enter');
  await all.nth(before + 1).waitFor();
  return all.nth(before + 1);
}

async function axeClean(page: Page, state: string, width: number): Promise<void> {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/chat-${state}-${width}.png` });
  expect(await violations(page), `${state} at ${width}px`).toEqual([]);
}

describe.each(WIDTHS)('the assistant answers at %i px', (width) => {
  it('opens its reply with the answer, then the links', async () => {
    const page = await openChat(width);
    const reply = await ask(page, 'When is the homestead deadline?');
    const paragraph = reply.locator('p').first();
    await expect(paragraph.textContent()).resolves.toContain('March 1');
    // The answer comes before the first link in the reply.
    const order = await reply.evaluate((el) => {
      const p = el.querySelector('p')!;
      const list = el.querySelector('.chat-actions')!;
      return p.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await reply.getByRole('button', { name: 'Homestead', exact: true }).waitFor();
    await axeClean(page, 'answer', width);
    await page.close();
  });

  it('answers a Spanish question in Spanish, marked as Spanish', async () => {
    const page = await openChat(width);
    const reply = await ask(page, '¿Cuándo envían los avisos TRIM?');
    await expect(reply.getAttribute('lang')).resolves.toBe('es');
    await expect(reply.textContent()).resolves.toContain('agosto');
    await reply.getByRole('link', { name: 'Avisos TRIM' }).waitFor();
    await axeClean(page, 'spanish', width);
    await page.close();
  });

  it("says the specification's message when nothing fits, then what it covers and the phone", async () => {
    const page = await openChat(width);
    const reply = await ask(page, 'qwzx plmk');
    const text = (await reply.textContent()) ?? '';
    expect(text).toContain(messages.chat.noResults);
    expect(text.indexOf(messages.chat.noResults)).toBeLessThan(text.indexOf('407-555-0100'));
    await expect(reply.locator('.chat-actions').count()).resolves.toBe(0);
    await axeClean(page, 'nothing-found', width);
    await page.close();
  });

  it("opens FEMA's flood map through the external-link notice", async () => {
    const page = await openChat(width);
    const reply = await ask(page, 'Is my house in a flood zone?');
    await expect(reply.locator('p').first().textContent()).resolves.toContain('FEMA');
    await reply.getByRole('button', { name: 'FEMA Flood Map' }).click();
    const notice = page.getByRole('dialog', { name: 'You are leaving our website' });
    const href = await notice.getByRole('link', { name: /Continue to Site/ }).getAttribute('href');
    expect(href?.startsWith(defaultSiteConfig.floodMapSearch)).toBe(true);
    await axeClean(page, 'fema-notice', width);
    await page.close();
  });
});

describe('a flood zone question with an address', () => {
  it('opens the flood map notice for that address', async () => {
    const page = await openChat(1366);
    const reply = await ask(page, 'is 1234 Lake Underhill Rd in a flood zone');
    await reply.getByRole('button', { name: 'FEMA Flood Map' }).click();
    const notice = page.getByRole('dialog', { name: 'You are leaving our website' });
    const href = await notice.getByRole('link', { name: /Continue to Site/ }).getAttribute('href');
    expect(href).toBe(defaultSiteConfig.floodMapSearch + encodeURIComponent('1234 Lake Underhill Rd'));
    await page.close();
  });
});

describe('a server that sends the bare list', () => {
  it('still shows its links, under a line of its own', async () => {
    const page = await openChat(1366);
    await page.route('**/api/chat/processmessage**', (route) => route.fulfill({ json: [{ actionName: 'Save Our Homes', actionLink: '/faqcontent/SOH' }] }));
    const reply = await ask(page, 'save our homes');
    await reply.getByRole('link', { name: 'Save Our Homes' }).waitFor();
    await expect(reply.locator('p').first().textContent()).resolves.toBe('Here is what I found. Choose a link below.');
    await page.close();
  });
});
