import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'test/e2e',
  // One browser at a time: the machines have two cores and each test starts its own Chromium profile.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
});
