import type { Locator, Page } from 'playwright-core';

// What the map tests read from a page: the pixels the county layer painted on its tile canvases,
// and the guarantee that no request left this machine.

/** Pixels of the canvases under `map` painted in another color than the empty ground, and how many colors. */
export async function paintedPixels(map: Locator): Promise<{ painted: number; colors: number }> {
  return map.evaluate((element) => {
    let painted = 0;
    const colors = new Set<string>();
    for (const canvas of Array.from(element.querySelectorAll('canvas'))) {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) continue;
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      // Every 7th pixel is plenty to tell a drawn tile from a blank one.
      for (let i = 0; i < data.length; i += 4 * 7) {
        const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
        if (a === 0 || (r === 0xf4 && g === 0xf2 && b === 0xec)) continue;
        painted++;
        colors.add(`${r >> 4},${g >> 4},${b >> 4}`);
      }
    }
    return { painted, colors: colors.size };
  });
}

/** Aborts every request to a host other than 127.0.0.1 and lists them, so a test can say none was made. */
export async function blockOutside(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:') return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  return outside;
}

/** Collects the page's console errors and uncaught exceptions, so a test can say there were none. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
