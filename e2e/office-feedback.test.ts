import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { addStaff } from '../apps/api/src/staff/accounts.ts';
import { totpCode } from '../apps/api/src/staff/totp.ts';
import { openBrowser, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';

// The feedback queue in the browser (issue 45, decision 141), keyboard only: a customer-service
// member of staff signs in, opens a feedback message, is stopped by an empty reply, sends one, and
// the reply reaches the sender's address in the outbox (DATA_DIR/outbox); then closes a fraud tip.
// Axe at 0; no console error.

const PASSWORD = 'meadow kettle saffron 58';
const RECEIPT = 'FB-261128-QUEUE2';
const SENDER = 'marisol.queue@example.com';
const FRAUD = 'HF-261128-QUEUE2';
let browser: Browser;
let secret = '';

beforeAll(async () => {
  const database = openDatabase(join(inject('dataDir'), 'county.sqlite'));
  let token = '';
  try {
    token = await addStaff(database, 'cs.queue@office.example', ['customer-service']);
    await database.db
      .insertInto('feedback')
      .values({
        receipt: RECEIPT,
        received_at: new Date().toISOString(),
        page: '/feedback',
        token_nonce: 'e2e-office-feedback',
        first_name: 'Marisol',
        last_name: 'Queue',
        email: SENDER,
        phone: '',
        occupation: 'Homeowner',
        feedback_type: 'Website',
        experience_rating: 3,
        comments: 'The sales search did not show last month’s sale on my street.',
        record_id: '',
        parcel_id: '',
        address: '',
        community_name: '',
        gated: '',
        mandatory: '',
        household_count: '',
      })
      .execute();
    await database.db
      .insertInto('fraud_reports')
      .values({
        receipt: FRAUD,
        received_at: new Date().toISOString(),
        page: '/report-fraud',
        token_nonce: 'e2e-office-fraud',
        parcel_id: '292233445566778',
        address: '12 ORANGE ST',
        reason: 'Rented out',
        description: 'The house is rented all year; the owner lives abroad.',
        reporter_name: '',
        reporter_email: '',
        reporter_phone: '',
      })
      .execute();
  } finally {
    await database.close();
  }
  // Enrollment is office.test.ts's journey; here the account is enrolled through the same API.
  const base = inject('baseURL');
  const view = (await (await fetch(`${base}/api/staff/enrollment?token=${token}`)).json()) as { secret: string };
  secret = view.secret;
  const enrolled = await fetch(`${base}/api/staff/enrollment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: PASSWORD, code: totpCode(secret) }),
  });
  expect(enrolled.status).toBe(204);
  browser = await openBrowser();
}, 120_000);
afterAll(async () => browser?.close());

async function checked(page: Page): Promise<void> {
  await settle(page);
  expect(await violations(page)).toEqual([]);
}

async function tabTo(page: Page, test: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((t) => document.activeElement?.matches(t) ?? false, test)) return;
  }
  throw new Error(`Tab never reached ${test}`);
}

/** The text of an .eml file: quoted-printable soft breaks joined and its UTF-8 bytes read. */
const decoded = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function mailTo(to: string, needle: string): Promise<string> {
  const outbox = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const name of (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
      const text = decoded(await readFile(join(outbox, name), 'latin1'));
      if (text.includes(`To: ${to}`) && text.includes(needle)) return text;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no e-mail to ${to} with ${needle}`);
}

it('signs in as customer service, replies to feedback (mailed to the sender) and closes a fraud report, by keyboard', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/office');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await tabTo(page, '[name=email]');
  await page.keyboard.type('cs.queue@office.example');
  await tabTo(page, '[name=password]');
  await page.keyboard.type(PASSWORD);
  await tabTo(page, '[name=code]');
  await page.keyboard.type(totpCode(secret, Date.now() + 30_000));
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Feedback, newest first' });
  await table.waitFor();
  await checked(page);

  await tabTo(page, `#open-${RECEIPT}`);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: `Feedback ${RECEIPT}` }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('feedback-message-heading');
  await page.getByText('did not show last month’s sale').waitFor();
  await checked(page);

  // An empty reply is stopped in the page, with the summary naming the field.
  await tabTo(page, 'button[type=submit]');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('link', { name: /Write a reply/ }).count()).toBe(1);
  await checked(page);

  const reply = 'Thank you, Marisol. Sales reach the site when the clerk records the deed; yours is there now.';
  await tabTo(page, '[name=message]');
  await page.keyboard.type(reply);
  await tabTo(page, 'button[type=submit]');
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: `Your reply is on its way to ${SENDER}` })
    .waitFor();
  await checked(page);

  const mail = await mailTo(SENDER, RECEIPT);
  expect(mail.replace(/\r?\n/g, ' ')).toContain(reply);

  // Back to the list of new messages: this one has left it, and focus is on the section's heading.
  await page.getByRole('button', { name: 'Back to the list' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('feedback-heading');
  expect(await page.locator(`#open-${RECEIPT}`).count()).toBe(0);
  // Among the answered ones it is there, marked so.
  await tabTo(page, '#feedback-state');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, 'form[role=search] button[type=submit]');
  await page.keyboard.press('Enter');
  await page.locator(`#open-${RECEIPT}`).waitFor();
  expect(await table.locator('tbody tr').filter({ hasText: SENDER }).locator('td:nth-child(4)').textContent()).toBe('Answered');
  await checked(page);

  // A fraud tip is read and closed; nobody is written to.
  await tabTo(page, `#open-${FRAUD}`);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: `Fraud report ${FRAUD}` }).waitFor();
  await page.getByText('the owner lives abroad').waitFor();
  await checked(page);
  await tabTo(page, 'button.button:not(.secondary)');
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Closed by cs.queue@office.example' }).waitFor();
  await checked(page);
  expect(errors).toEqual([]);
});
