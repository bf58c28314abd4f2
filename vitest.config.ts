import { defineConfig } from 'vitest/config';
import { precompiledMessages } from './apps/web/i18n-plugin.ts';

// Four projects: pure shared logic, the API (app.inject and both databases), the web app's pure
// logic in Node (formatters, the HTTP client, the alert service; no components are rendered here,
// so no DOM), and the end-to-end suite that drives the system Chromium, which is where pages and
// components are tested.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // The web's catalogs load precompiled, as in the build (apps/web/i18n-plugin.ts).
      { plugins: [precompiledMessages()], test: { name: 'web', include: ['apps/web/test/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser per file; two cores cannot run many Chromium instances at once.
          maxWorkers: 2,
          fileParallelism: true,
          // Runs after the other projects, which share the default group 0.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
