import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';
import { settle } from './page-checks.ts';

// The dialogs with the keyboard alone: focus stays inside, Escape closes, focus returns.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('keyboard in dialogs', () => {
  it.each([
    ['Feedback', 'Website Feedback', 'First Name'],
    [/Ask/, 'Ask OCPA - OCPA Virtual Assistant', 'Type your question'],
  ] as const)('keeps focus inside the %s dialog, closes on Escape and returns focus', async (button, title, field) => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await settle(page);
    const opener = page.getByRole('button', { name: button }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByLabel(field, { exact: false }).first().waitFor();
    // Tab and Shift+Tab cycle through the dialog's controls and never leave it.
    const outside: string[] = [];
    let inDialog = 0;
    for (const key of [...Array(30).fill('Tab'), ...Array(30).fill('Shift+Tab')] as string[]) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'nowhere';
        return active.closest('dialog[open]') ? 'dialog' : `${active.tagName} ${active.textContent?.slice(0, 30)}`;
      });
      if (where === 'dialog') inDialog++;
      else outside.push(where);
    }
    expect(outside).toEqual([]);
    expect(inDialog).toBe(60);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });
});
