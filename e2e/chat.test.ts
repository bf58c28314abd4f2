import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEPARTMENTS, OTHER_AGENCIES, TPP_RETURN_EMAIL, defaultSiteConfig, messages } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';

// The virtual assistant in the browser, against the real server and knowledge base: the dialog
// opened from the header, its validation and keyboard use, links that navigate, the canned
// answers, and the three error messages (server errors simulated with page.route).

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const API = '**/api/chat/processmessage**';

async function openChat(path = '/dashboard'): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(path);
  await page.getByRole('button', { name: /^Ask / }).click();
  await page.getByRole('dialog', { name: messages.chat.title }).waitFor();
  await page.getByLabel(messages.chat.label).waitFor();
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: messages.chat.title });
const box = (page: Page) => dialog(page).getByLabel(messages.chat.label);
const log = (page: Page) => dialog(page).getByRole('log');

async function ask(page: Page, question: string): Promise<void> {
  const before = await log(page).locator('.chat-message').count();
  await box(page).fill(question);
  await box(page).press('Enter');
  // The question and then the reply are appended.
  await log(page)
    .locator('.chat-message')
    .nth(before + 1)
    .waitFor();
}

describe('the assistant dialog', () => {
  it('opens from the header with the greeting, a labelled box with placeholder and counter, focus in the box', async () => {
    const page = await openChat();
    await expect(log(page).textContent()).resolves.toContain(messages.chat.greeting);
    await expect(box(page).getAttribute('placeholder')).resolves.toBe(messages.chat.placeholder);
    await expect(box(page).getAttribute('maxlength')).resolves.toBe('150');
    await expect(dialog(page).textContent()).resolves.toContain('150 characters left');
    await expect(box(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await box(page).fill('abc');
    await expect(dialog(page).textContent()).resolves.toContain('147 characters left');
    await box(page).fill('x'.repeat(200));
    await expect(box(page).inputValue()).resolves.toHaveLength(150);
    await expect(dialog(page).textContent()).resolves.toContain('0 characters left');
    await page.close();
  });

  it('requires a question and ignores whitespace without calling the server', async () => {
    const page = await openChat();
    let calls = 0;
    await page.route(API, (route) => {
      calls++;
      return route.continue();
    });
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByText(messages.chat.required).waitFor();
    await expect(box(page).getAttribute('aria-invalid')).resolves.toBe('true');
    await box(page).fill('   \n  ');
    await box(page).press('Enter');
    await dialog(page).getByText(messages.chat.required).waitFor();
    expect(calls).toBe(0);
    expect(await log(page).locator('.chat-message').count()).toBe(1);
    await page.close();
  });

  it('answers a question with links; a link to a page navigates there and closes the dialog', async () => {
    const page = await openChat();
    await ask(page, 'how does the save our homes cap work?');
    const messagesShown = log(page).locator('.chat-message');
    await expect(messagesShown.nth(1).textContent()).resolves.toContain('how does the save our homes cap work?');
    await expect(messagesShown.nth(1).getAttribute('class')).resolves.toContain('user');
    const link = log(page).getByRole('link', { name: 'Save Our Homes' });
    await link.click();
    await page.waitForURL('**/faqcontent/SOH');
    await dialog(page).waitFor({ state: 'detached' });
    await page.close();
  });

  it('sends the parcel search the address of a question', async () => {
    const page = await openChat();
    await ask(page, 'who owns 1234 Lake Underhill Rd');
    await log(page).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/parcelsearch' && url.searchParams.get('q') === '1234 Lake Underhill Rd');
    await page.close();
  });

  it('shows the canned answers for Homestead, TPP, Income Survey and External', async () => {
    const page = await openChat();
    const canned = async (question: string, name: string) => {
      await ask(page, question);
      await log(page).getByRole('button', { name, exact: true }).last().click();
      const all = log(page).locator('.chat-message');
      const shown = all.nth((await all.count()) - 1);
      await shown.getByText(name, { exact: true }).waitFor();
      await expect(box(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      return shown;
    };

    const homestead = await canned('how do I file for the homestead exemption', 'Homestead');
    await expect(homestead.textContent()).resolves.toMatch(/driver license or Florida ID card, and.*either a Florida vehicle registration or a voter ID card/s);
    await expect(homestead.getByRole('link', { name: /Apply for homestead online/ }).getAttribute('href')).resolves.toBe(defaultSiteConfig.filing.homestead);

    const tpp = await canned('extension for my tangible personal property return', 'TPP');
    await expect(tpp.textContent()).resolves.toContain('Online extension requests are due by March 31 and returns are due April 1 each year.');
    await expect(tpp.getByRole('link', { name: TPP_RETURN_EMAIL }).getAttribute('href')).resolves.toBe(`mailto:${TPP_RETURN_EMAIL}`);
    const tppPhone = DEPARTMENTS.find((d) => d.name === 'Tangible Personal Property')!.phone;
    await expect(tpp.getByRole('link', { name: tppPhone }).getAttribute('href')).resolves.toMatch(/^tel:\+1\d{10}$/);

    const survey = await canned('income and expense survey', 'Income Survey');
    await expect(survey.getByRole('link', { name: /Income survey application/ }).getAttribute('href')).resolves.toBe(defaultSiteConfig.filing.incomeSurvey);

    const external = await canned('where do I pay my property tax bill', 'External');
    for (const agency of OTHER_AGENCIES) {
      await expect(external.textContent()).resolves.toContain(agency.name);
      await expect(external.getByRole('link', { name: agency.phone }).count()).resolves.toBe(1);
    }
    await expect(external.getByRole('link', { name: /Highway Safety and Motor Vehicles/ }).getAttribute('target')).resolves.toBe('_blank');

    // The TPP answer's page link navigates and closes the dialog like any other.
    await tpp.getByRole('link', { name: 'Tangible personal property information' }).click();
    await page.waitForURL('**/tpp');
    await dialog(page).waitFor({ state: 'detached' });
    await page.close();
  });

  it('says so when nothing matches', async () => {
    const page = await openChat();
    await ask(page, 'qwzx plmk');
    await expect(log(page).locator('.chat-message').last().textContent()).resolves.toContain(messages.chat.noResults);
    await page.close();
  });

  it("shows the toast 'Failed to get data.' when the server answers an error", async () => {
    const page = await openChat();
    await page.route(API, (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'x' } }));
    await box(page).fill('homestead');
    await box(page).press('Enter');
    const toast = page.locator('.alert', { hasText: messages.chat.failed });
    await toast.waitFor({ state: 'attached' });
    await expect(toast.locator('strong').textContent()).resolves.toBe('Error');
    await page.close();
  });

  it('apologises in the conversation when the server cannot be reached', async () => {
    const page = await openChat();
    await page.route(API, (route) => route.abort('connectionrefused'));
    await ask(page, 'homestead');
    await expect(log(page).locator('.chat-message').last().textContent()).resolves.toContain(messages.chat.transport);
    await page.close();
  });

  it('shows what was typed as text, never as HTML', async () => {
    const page = await openChat();
    let alerts = 0;
    page.on('dialog', (d) => {
      alerts++;
      void d.dismiss();
    });
    await ask(page, '<img src=x onerror=alert(1)> homestead');
    await expect(log(page).locator('.chat-message.user').last().textContent()).resolves.toContain('<img src=x onerror=alert(1)> homestead');
    await expect(log(page).locator('img').count()).resolves.toBe(0);
    expect(alerts).toBe(0);
    await page.close();
  });

  it('is keyboard operable: Shift+Enter adds a line, Enter sends, Escape closes and returns focus to the header button', async () => {
    const page = await openChat();
    await box(page).pressSequentially('mobile');
    await box(page).press('Shift+Enter');
    await box(page).pressSequentially('homes');
    await expect(box(page).inputValue()).resolves.toBe('mobile\nhomes');
    expect(await log(page).locator('.chat-message').count()).toBe(1);
    await box(page).press('Enter');
    await log(page).getByRole('link', { name: 'Mobile Homes' }).waitFor();
    await expect(box(page).inputValue()).resolves.toBe('');
    await expect(box(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toMatch(/^Ask /);
    await page.close();
  });

  it('closes with the Close button', async () => {
    const page = await openChat();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('the /ocpabot page', () => {
  it('shows the same assistant under its own heading and answers questions', async () => {
    const page = await browser.newPage();
    await page.goto('/ocpabot');
    await expect(page.locator('h1').textContent()).resolves.toBe(messages.chat.title);
    const question = page.getByLabel(messages.chat.label);
    await question.fill('Are there any job openings?');
    await question.press('Enter');
    await page.getByRole('link', { name: 'Employment Opportunities' }).click();
    await page.waitForURL('**/employment');
    await page.close();
  });
});
