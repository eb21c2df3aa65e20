import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'test/e2e',
  // One browser at a time: the machines have two cores and each test starts its own Chromium profile.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test's duration as JSON, for test/support/e2e-times.ts (where the wall time goes).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-times.json' }]],
  outputDir: 'test-results',
});
