import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { addStaff } from '../apps/api/src/staff/accounts.ts';
import { totpCode } from '../apps/api/src/staff/totp.ts';
import { openBrowser, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';

// The office's side in the browser (issue 45), keyboard only: an administrator added from the
// command line follows the enrollment link, scans (here: reads) the authenticator key, sets a
// password, signs in with a code, sees the audit trail of those steps, and signs out. Axe at 0 on
// every page; no console error.

const PASSWORD = 'lantern orchard pebble 42';
let browser: Browser;
let token = '';
beforeAll(async () => {
  const database = openDatabase(join(inject('dataDir'), 'county.sqlite'));
  try {
    token = await addStaff(database, 'admin@office.example', ['admin', 'supervisor']);
  } finally {
    await database.close();
  }
  browser = await openBrowser();
}, 120_000);
afterAll(async () => browser?.close());

async function checked(page: Page): Promise<void> {
  await settle(page);
  expect(await violations(page)).toEqual([]);
}

/** Types into the focused field after moving to it with Tab from wherever focus is. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((field) => document.activeElement?.getAttribute('name') === field, name)) return;
  }
  throw new Error(`Tab never reached the field ${name}`);
}

it('enrolls with the one-time link, signs in with both factors, reads the audit trail and signs out, by keyboard', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));

  // An anonymous visitor sees the sign-in, and the page asks the server only how the office signs in (decision 140), never who is signed in.
  const asked: string[] = [];
  page.on('request', (request) => void (request.url().includes('/api/staff/') && asked.push(new URL(request.url()).pathname)));
  await page.goto('/office');
  await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
  await checked(page);
  expect(asked).toEqual(['/api/staff/sign-in-options']);

  await page.goto(`/office/enroll?token=${token}`);
  await page.getByText('Account:').waitFor();
  await checked(page);
  const secret = (await page.locator('.office-secret').textContent())!.trim();
  await tabTo(page, 'password');
  await page.keyboard.type('password1234');
  await tabTo(page, 'code');
  await page.keyboard.type(totpCode(secret));
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/too easy to guess/);
  await checked(page);
  await page.getByLabel('New password').fill('');
  await page.getByLabel('New password').focus();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByText('Your account is ready.').waitFor();
  await checked(page);

  // Reusing the link changes nothing.
  await page.goto(`/office/enroll?token=${token}`);
  await page.getByText(/has been used|not valid/).waitFor();
  errors.length = 0; // the refused link's 404 is the answer this step expects

  await page.goto('/office');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await tabTo(page, 'email');
  await page.keyboard.type('admin@office.example');
  await tabTo(page, 'password');
  await page.keyboard.type(PASSWORD);
  await tabTo(page, 'code');
  // The enrollment used this time step's code: a code is accepted once, so the next step's.
  await page.keyboard.type(totpCode(secret, Date.now() + 30_000));
  await page.keyboard.press('Enter');
  await page.getByText('Signed in as').waitFor();
  const table = page.getByRole('table', { name: 'The 50 newest entries' });
  await table.waitFor();
  await checked(page);
  const actions = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(actions.slice(0, 2)).toEqual(['sign-in', 'enroll']);

  // A reload keeps the session (the server's cookie); signing out ends it.
  await page.reload();
  await page.getByText('Signed in as').waitFor();
  await page.getByRole('button', { name: 'Sign out' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('You are signed out.').waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(errors).toEqual([]);
});
