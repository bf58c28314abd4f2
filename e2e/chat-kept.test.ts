import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';
import { settle, violations } from './page-checks.ts';

// Issue 33: the conversation is kept for the visit (closing and reopening the dialog, another
// page), Clear forgets it, and on Spanish pages the fallback and every link are in Spanish.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page) => page.locator('dialog[open]');
const log = (page: Page) => dialog(page).getByRole('log');

async function open(page: Page, button: RegExp): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  await dialog(page).getByRole('textbox').waitFor();
}

async function ask(page: Page, question: string): Promise<void> {
  const before = await log(page).locator('.chat-message').count();
  await dialog(page).getByRole('textbox').fill(question);
  await dialog(page).getByRole('textbox').press('Enter');
  await log(page)
    .locator('.chat-message')
    .nth(before + 1)
    .waitFor();
}

describe('the assistant’s conversation', () => {
  it('is kept across closing, reopening and another page, and Clear forgets it', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await settle(page);
    await open(page, /^Ask /);
    await ask(page, 'When are TPP returns due?');
    const reply = log(page).locator('.chat-message.bot p').last();
    await expect(reply.textContent()).resolves.toMatch(/^[^.]*April 1/);
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    await open(page, /^Ask /);
    await expect(log(page).textContent()).resolves.toContain('When are TPP returns due?');
    await expect(log(page).textContent()).resolves.toContain('April 1');
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/faqcontent/SOH');
    await settle(page);
    await open(page, /^Ask /);
    await expect(log(page).textContent()).resolves.toContain('When are TPP returns due?');

    await dialog(page).getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => log(page).locator('.chat-message').count()).toBe(1);
    await expect(log(page).textContent()).resolves.toContain(messages.chat.greeting);
    await expect(
      dialog(page)
        .getByRole('textbox')
        .evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await open(page, /^Ask /);
    await expect(log(page).locator('.chat-message').count()).resolves.toBe(1);
    await page.close();
  });

  it('on a Spanish page, says it found nothing and names every link in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto('/es/dashboard');
    await settle(page);
    await open(page, /^Pregunte /);
    await ask(page, 'xyzzy plover');
    const text = await log(page).textContent();
    expect(text).toContain('No se encontraron resultados');
    expect(text).toContain('Respondo preguntas');
    await ask(page, 'taxpayer rights');
    await expect(dialog(page).getByRole('link', { name: 'Carta de derechos del contribuyente' }).count()).resolves.toBe(1);
    await ask(page, 'pagar mis impuestos');
    await expect(dialog(page).getByRole('button', { name: 'Otras agencias' }).count()).resolves.toBeGreaterThan(0);
    await expect(dialog(page).getByRole('button', { name: 'External' }).count()).resolves.toBe(0);
    await expect(dialog(page).getByRole('button', { name: 'Borrar', exact: true }).count()).resolves.toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
