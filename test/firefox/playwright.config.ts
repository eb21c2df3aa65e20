import { defineConfig } from '@playwright/test';

/**
 * Firefox end-to-end tests: Playwright's runner, but the browser is Debian's Firefox ESR driven by
 * puppeteer-core over WebDriver BiDi (see firefox.ts). Run after `npm run build:firefox`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One browser at a time: two cores, and the Chromium e2e may run beside it under the shared lock.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../../test-results/firefox',
});
