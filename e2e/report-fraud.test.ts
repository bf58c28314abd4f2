import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { messages } from '@county/shared';
import { reportFraudMessages as r } from '@county/shared/report-fraud';
import { openBrowser, type Browser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openForm(page: Page): Promise<Locator> {
  await page.goto('/report-fraud');
  const form = page.locator('form.report-fraud-form');
  await form.waitFor();
  return form;
}

async function description(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

describe('report homestead fraud', () => {
  it('explains the report and shows each message after a submit attempt', async () => {
    const page = await browser.newPage();
    const sent: Request[] = [];
    page.on('request', (req) => void (req.url().includes('/api/ReportFraud/AddReport') && sent.push(req)));
    const form = await openForm(page);
    expect(await page.locator('h1').textContent()).toBe('Report Homestead Fraud');
    expect(await page.locator('.report-fraud-page').textContent()).toContain('50% penalty');
    await form.getByRole('button', { name: 'Send report' }).click();
    const summary = form.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.textContent()).toContain(messages.feedback.invalidForm);
    expect(await description(form.getByLabel('Parcel ID'))).toContain(r.property);
    expect(await form.getByLabel('Parcel ID').getAttribute('aria-invalid')).toBe('true');
    expect(await description(form.getByRole('group', { name: /What did you observe/ }))).toContain(r.reason);
    expect(await description(form.getByLabel('Describe what you saw'))).toContain(r.description);

    await form.getByLabel('Parcel ID').fill('3520');
    await form.getByLabel('Your email').fill('someone@');
    await form.getByLabel('Your phone number').fill('407');
    await form.getByRole('button', { name: 'Send report' }).click();
    expect(await description(form.getByLabel('Parcel ID'))).toContain(r.parcelId);
    expect(await description(form.getByLabel('Your email'))).toContain(r.email);
    expect(await description(form.getByLabel('Your email'))).toContain('e-mail addresses are public records');
    expect(await description(form.getByLabel('Your phone number'))).toContain(r.phone);
    expect(sent).toHaveLength(0);
    await page.close();
  });

  it('sends an anonymous report by keyboard and thanks with a receipt number', async () => {
    const page = await browser.newPage();
    const sent: Request[] = [];
    page.on('request', (req) => void (req.url().includes('/api/ReportFraud/AddReport') && sent.push(req)));
    const form = await openForm(page);
    await form.getByLabel('Parcel ID').focus();
    await page.keyboard.type('352027664500001');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // no address
    await page.keyboard.press('ArrowDown'); // 'The property is rented out'
    await page.keyboard.press('Tab');
    await page.keyboard.type('New tenants every few months since 2024, listed on a rental site.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // past the optional contact fields
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send report');
    await page.keyboard.press('Enter');
    // The receipt moves to a page of its own, with the number in its address (decision 75).
    await page.waitForURL(/\/report-fraud\/thankyou\?refno=HF-\d{6}-[A-Z2-9]{6}$/);
    const h1 = page.locator('h1', { hasText: 'Report Received' });
    await h1.waitFor();
    expect(await h1.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByTestId('receipt-number').textContent()).toBe(new URL(page.url()).searchParams.get('refno'));
    expect(sent[0]!.postDataJSON()).toMatchObject({
      ParcelId: '35-20-27-6645-00-001',
      Reason: 'The property is rented out',
      ReporterName: '',
      Page: '/report-fraud',
    });
    await page.getByRole('link', { name: 'Report another property' }).click();
    await page.waitForURL(/\/report-fraud$/);
    expect(await page.getByLabel('Parcel ID').inputValue()).toBe('');
    await page.close();
  });

  for (const [status, title, message] of [
    [410, messages.feedback.expiredTitle, messages.feedback.expired],
    [429, messages.feedback.errorTitle, 'Too many messages have been sent from your connection. Please wait 10 minutes and try again.'],
  ] as const) {
    it(`answers HTTP ${status} with '${title}'`, async () => {
      const page = await browser.newPage();
      await page.route('**/api/ReportFraud/AddReport', (route) => route.fulfill({ status, json: { statusCode: status, error: 'x', message } }));
      const form = await openForm(page);
      await form.getByLabel('Property Address').fill('9 Lake Dr, Orlando');
      await form.getByLabel('Other').check();
      await form.getByLabel('Describe what you saw').fill('Owner moved to Texas in 2023.');
      await form.getByRole('button', { name: 'Send report' }).click();
      const box = form.locator('.form-status');
      await box.waitFor();
      expect(await box.locator('strong').textContent()).toBe(title);
      expect(await box.locator('p').textContent()).toBe(message);
      expect(await form.getByLabel('Describe what you saw').inputValue()).toBe('Owner moved to Texas in 2023.');
      await page.close();
    });
  }
});
