import type { Page } from 'playwright-core';

// The step most search tests start with: a visitor types into the one search box and presses Enter.

export async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox');
  await box.fill(text);
  await box.press('Enter');
}
