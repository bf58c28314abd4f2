import { defineConfig } from 'vitest/config';
import { precompiledMessages } from './apps/web/i18n-plugin.ts';
import { PostgresSkipReporter } from './apps/api/test/postgres-skips.ts';

// Four projects: pure shared logic, the API (app.inject and both databases), the web app, and the
// end-to-end suite that drives the system Chromium. The web project runs its pure logic in Node and
// renders the shared components in a DOM chosen per file (`// @vitest-environment jsdom`, or
// happy-dom for the native <dialog>), with Testing Library and axe; whole pages, layout and color
// contrast are tested in the browser by the end-to-end suite.
export default defineConfig({
  test: {
    // The run ends with a count of the PostgreSQL tests it skipped, if any (apps/api/test/postgres-skips.ts).
    reporters: ['default', new PostgresSkipReporter()],
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
      { plugins: [precompiledMessages()], test: { name: 'web', include: ['apps/web/test/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.{ts,tsx}'] } },
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
