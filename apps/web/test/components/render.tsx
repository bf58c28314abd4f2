import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import axe from 'axe-core';

// Shared by the component tests: unmount after each test (vitest runs without globals, so Testing
// Library cannot register its own cleanup), render inside a router, and run axe on what rendered.
afterEach(cleanup);

export function renderAt(ui: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

/**
 * axe's findings on a rendered container, one line each ('rule: selector'), so a failure names them.
 * A DOM without layout or paint cannot compute colours, so color-contrast is the one rule turned
 * off here; the browser suite (e2e, axe in Chromium) checks contrast on every page.
 */
export async function axeFindings(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}
