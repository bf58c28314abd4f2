import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// What the browser tests check on a page, kept in one place so every file holds pages to the same
// gate: axe with the WCAG 2.0/2.1/2.2 A and AA tags (no rule disabled), run once the page is done.

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe's WCAG A/AA violations on the page, one line each: rule, impact and its first three elements. */
export async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** Waits until the page shows its heading and has stopped fetching, so checks see the finished page. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}
