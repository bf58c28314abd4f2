import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { messages } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';

const m = messages.feedback;
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openDialog(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m.title });
  await dialog.getByLabel('First Name').waitFor();
  return dialog;
}

async function fillValid(form: Locator) {
  await form.getByLabel('First Name').fill('Maria');
  await form.getByLabel('Last Name').fill('Lopez');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('maria@example.com');
  await form.getByLabel('Phone Number').fill('(407) 555-0100');
  await form.getByLabel('Occupation').selectOption('Appraiser');
  await form.getByLabel('4 - Good').check();
  await form.getByLabel('Comments').fill('The new search is much faster.');
}

function captureSends(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Feedback/AddFeedback')) sent.push(request);
  });
  return sent;
}

/** The text of the elements a field's aria-describedby names. */
async function description(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const page = field.page();
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

describe('website feedback dialog', () => {
  it('shows every message after a submit attempt, tied to its field, with focus on the summary', async () => {
    const page = await browser.newPage();
    const sent = captureSends(page);
    const form = await openDialog(page);
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
    await form.getByRole('button', { name: 'Submit' }).click();

    const summary = form.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.getAttribute('role')).toBe('alert');
    expect(await summary.textContent()).toContain(m.invalidForm);
    for (const [label, message] of [
      ['First Name', m.firstName],
      ['Last Name', m.lastName],
      ['Email', m.email],
      ['Phone Number', m.phone],
      ['Occupation', m.occupation],
      ['Comments', m.comments],
    ] as const) {
      const field = form.getByRole(label === 'Occupation' ? 'combobox' : 'textbox', { name: label, exact: true });
      expect(await field.getAttribute('aria-invalid'), label).toBe('true');
      expect(await description(field), label).toContain(message);
    }
    expect(await description(form.getByRole('group', { name: /rate your experience/ }))).toContain(m.rating);

    // The summary's links move focus to their fields.
    await summary.getByRole('link', { name: /^Email:/ }).click();
    expect(await form.getByRole('textbox', { name: 'Email', exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);

    // Wrong values answer the same messages; fields re-check as they are corrected.
    await fillValid(form);
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('maria@');
    await form.getByLabel('Comments').fill('Great <b>site</b>');
    await form.getByLabel('Parcel ID').fill('3520');
    await form.getByLabel('Property Address').fill('12 Main St {rear}');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(await description(form.getByRole('textbox', { name: 'Email', exact: true }))).toContain(m.email);
    expect(await description(form.getByLabel('Comments'))).toContain(m.comments);
    expect(await description(form.getByLabel('Parcel ID'))).toContain('Parcel ID must be 15 digits');
    expect(await description(form.getByLabel('Property Address'))).toContain(m.address);

    // The community variant replaces the property fields with its own.
    await form.getByLabel('Feedback Type').selectOption('Community');
    expect(await form.getByLabel('Parcel ID').count()).toBe(0);
    await form.getByLabel('Number of households').fill('');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(await description(form.getByLabel('Community Name'))).toContain(m.communityName);
    expect(await description(form.getByLabel('Number of households'))).toContain(m.householdCount);
    expect(await form.getByLabel('Number of households').getAttribute('aria-invalid')).toBe('true');

    expect(sent).toHaveLength(0);
    await page.close();
  });

  it('masks the phone and parcel id and announces their formats and the public-records notice', async () => {
    const page = await browser.newPage();
    const form = await openDialog(page);
    await form.getByLabel('Phone Number').pressSequentially('(407) 555-0100 ext 9');
    expect(await form.getByLabel('Phone Number').inputValue()).toBe('4075550100');
    await form.getByLabel('Parcel ID').pressSequentially('352027664500001');
    expect(await form.getByLabel('Parcel ID').inputValue()).toBe('35-20-27-6645-00-001');
    expect(await description(form.getByLabel('Parcel ID'))).toContain('Format: 00-00-00-0000-00-000');
    expect(await description(form.getByLabel('Phone Number'))).toContain('10 digits');
    expect(await description(form.getByRole('textbox', { name: 'Email', exact: true }))).toContain('Under Florida law, e-mail addresses are public records');
    await page.close();
  });

  it('goes from the first field to success by keyboard alone, sends the transformed payload, closes and lands on the receipt page', async () => {
    const page = await browser.newPage();
    const sent = captureSends(page);
    await page.goto('/dashboard');
    const opener = page.getByRole('button', { name: 'Feedback', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: m.title });
    await form.getByLabel('First Name').waitFor();
    await form.getByLabel('First Name').focus();
    const type = async (text: string) => {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    };
    await type('Ana');
    await type('Reyes');
    await type('ana@example.com');
    await type('4075550199');
    await page.keyboard.press('ArrowDown'); // Occupation: the first choice after the prompt
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // Feedback Type keeps 'Website'
    await page.keyboard.press('Space'); // rating 1 ...
    await page.keyboard.press('ArrowRight'); // ... then 2
    await page.keyboard.press('Tab');
    await type('352027664500001');
    await type('100 N Main St');
    await page.keyboard.type('Please add the sketch to the card.');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Submit');
    await page.keyboard.press('Enter');

    // On success the modal closes and the person lands on the receipt's own page (decision 104).
    await page.waitForURL(/\/ocpaFeedback\/thankyou\?refno=FB-\d{6}-[A-Z2-9]{6}$/);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const refno = new URL(page.url()).searchParams.get('refno')!;
    await page.locator('h1', { hasText: 'Feedback Received' }).waitFor();
    expect(await page.getByTestId('receipt-number').textContent()).toBe(refno);
    expect(await page.locator('main').textContent()).toContain('What happens next');
    expect(await page.locator('h1').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.postDataJSON();
    expect(body).toMatchObject({
      FirstName: 'Ana',
      Occupation: 'Property Owner',
      ExperienceRating: 2,
      FeedbackType: 'Website',
      ParcelId: '35-20-27-6645-00-001',
      RecordId: '352027664500001',
      Comments: 'Address:100 N Main St:Please add the sketch to the card.',
      Website: '',
    });
    expect(body.FormToken).toMatch(/^feedback\./);
    await page.close();
  });

  it('sends the community variant from the /ocpaFeedback page and moves to its receipt page', async () => {
    const page = await browser.newPage();
    const sent = captureSends(page);
    await page.goto('/ocpaFeedback');
    expect(await page.locator('h1').textContent()).toBe('Website Feedback');
    const form = page.locator('form.feedback-form');
    await fillValid(form);
    await form.getByLabel('Feedback Type').selectOption('Community');
    await form.getByLabel('Community Name').fill('Lake Nona Estates');
    await form.getByLabel('Is the community gated?').selectOption('Yes');
    await form.getByLabel('Number of households').fill('120');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/ocpaFeedback\/thankyou\?refno=FB-/);
    expect(sent[0]!.postDataJSON()).toMatchObject({
      FeedbackType: 'Community',
      CommunityName: 'Lake Nona Estates',
      Gated: 'Yes',
      Mandatory: 'N/A',
      HouseholdCount: '120',
      ParcelId: '',
      Address: '',
      RecordId: '',
      Page: '/ocpaFeedback',
    });
    await page.locator('h1', { hasText: 'Feedback Received' }).waitFor();
    expect(await page.getByTestId('receipt-number').textContent()).toBe(new URL(page.url()).searchParams.get('refno'));
    await page.close();
  });

  for (const [status, title, text] of [
    [410, m.expiredTitle, m.expired],
    [429, m.errorTitle, 'Too many messages have been sent from your connection. Please wait 9 minutes and try again.'],
    [400, m.errorTitle, 'FirstName: First Name is required!'],
  ] as const) {
    it(`answers HTTP ${status} with '${title}' and keeps what was typed`, async () => {
      const page = await browser.newPage();
      await page.route('**/api/Feedback/AddFeedback', (route) =>
        route.fulfill({ status, json: { statusCode: status, error: 'x', message: text, ...(status === 400 ? { field: 'FirstName' } : {}) } }),
      );
      const form = await openDialog(page);
      await fillValid(form);
      await form.getByRole('button', { name: 'Submit' }).click();
      const box = form.locator('.form-status');
      await box.waitFor();
      expect(await box.locator('strong').textContent()).toBe(title);
      expect(await box.locator('p').textContent()).toBe(status === 410 ? m.expired : text);
      expect(await box.getAttribute('role')).toBe(status === 410 ? 'status' : 'alert');
      expect(await form.getByLabel('First Name').inputValue()).toBe('Maria');
      if (status === 400) expect(await form.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');
      await page.close();
    });
  }

  it("says 'Failed to send feedback.' when the server cannot be reached", async () => {
    const page = await browser.newPage();
    await page.route('**/api/Feedback/AddFeedback', (route) => route.abort('connectionrefused'));
    const form = await openDialog(page);
    await fillValid(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    const box = form.locator('.form-status');
    await box.waitFor();
    expect(await box.locator('p').textContent()).toBe(m.failed);
    await page.close();
  });
});
