import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './browser.ts';
import { PARCEL } from './a11y.ts';
import { settle, violations } from './page-checks.ts';

// Owner alerts in the browser, in both languages: from the property card to the sign-up, the
// confirmation e-mail (the test server has no SMTP_URL, so it is an .eml file in DATA_DIR/outbox/),
// the confirm page and the manage page, by keyboard, each page with axe at 0.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The link of the newest e-mail to `to` that has `path`, decoded from quoted-printable. */
async function linkFromOutbox(to: string, path: string): Promise<string> {
  const outbox = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = await readFile(join(outbox, name), 'utf8');
      if (!raw.includes(`To: ${to}`)) continue;
      const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const found = new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`).exec(text)?.[0];
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no e-mail to ${to} with ${path}`);
}

async function noViolations(page: Page): Promise<void> {
  await settle(page);
  expect(await violations(page)).toEqual([]);
}

const CASES = [
  {
    prefix: '',
    lang: 'en',
    email: 'alerts-en@example.com',
    card: /E-mail me when a deed/,
    submit: 'Send me the confirmation e-mail',
    sent: 'Check your e-mail',
    confirmed: 'Confirmed.',
    manage: 'See or remove the parcels you watch',
    remove: /Stop alerts about/,
    removed: 'Alerts about',
    badEmail: 'Enter a valid e-mail address',
  },
  {
    prefix: '/es',
    lang: 'es',
    email: 'alerts-es@example.com',
    card: /Avisarme por correo/,
    submit: 'Enviarme el correo de confirmación',
    sent: 'Revise su correo',
    confirmed: 'Confirmado.',
    manage: 'Ver o quitar las parcelas que vigila',
    remove: /Detener las alertas de/,
    removed: 'Se detuvieron las alertas',
    badEmail: 'Escriba un correo electrónico válido',
  },
] as const;

describe('owner alerts', () => {
  for (const c of CASES) {
    it(`signs up from the card, confirms and manages by keyboard [${c.lang}]`, async () => {
      const page = await browser.newPage();
      await page.goto(`${c.prefix}/propertycard?pid=${PARCEL}`);
      await page.getByRole('link', { name: c.card }).click();
      await page.getByLabel(/Parcel ID|Número de parcela/).waitFor();
      expect(await page.getByLabel(/Parcel ID|Número de parcela/).inputValue()).toBe('35-20-27-6645-00-001');
      await noViolations(page);

      // A malformed address: the field's own message, nothing sent.
      const email = page.getByLabel(/E-mail address|Correo electrónico/);
      await email.focus();
      await page.keyboard.type('someone@');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.field-error, [id$="-email-error"]').first().textContent()).toContain(c.badEmail);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      await noViolations(page);

      await email.fill('');
      await email.focus();
      await page.keyboard.type(c.email);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('status').first().textContent()).toContain(c.sent);
      await noViolations(page);

      const confirm = new URL(await linkFromOutbox(c.email, '/owner-alert/confirm'));
      expect(confirm.pathname).toBe(`${c.prefix}/owner-alert/confirm`);
      await page.goto(confirm.pathname + confirm.search);
      await expect.poll(() => page.getByRole('status').first().textContent()).toContain(c.confirmed);
      await noViolations(page);

      const manage = page.getByRole('link', { name: c.manage });
      await manage.focus();
      await page.keyboard.press('Enter');
      const remove = page.getByRole('button', { name: c.remove });
      await remove.waitFor();
      await noViolations(page);
      await remove.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('p[role="status"]').first().textContent()).toContain(c.removed);
      expect(await page.getByRole('button', { name: c.remove }).count()).toBe(0);
      await noViolations(page);

      // A tampered link: a page that says so and offers a new sign-up.
      await page.goto(`${c.prefix}/owner-alert/confirm?token=not.valid`);
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').getByRole('link').getAttribute('href')).toBe(`${c.prefix}/owner-alert`);
      await noViolations(page);
      await page.close();
    });
  }
});
