import type { Locator, Page } from 'playwright-core';

// The steps most search tests take: a visitor types into the one search box and presses Enter, then
// reads the status line of the results.

export async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox');
  await box.fill(text);
  await box.press('Enter');
}

/** The results area's status line (the count of results, or why there are none). */
export function searchStatus(page: Page): Locator {
  return page.locator('.search-results-area [role="status"]');
}
